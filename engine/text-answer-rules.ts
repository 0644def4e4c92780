import { matchesAnswer } from './answer-match.ts';
import { countWordIdeas, fitsWord, isMashed, mocks, putsItselfDown, tellsStory, termsInSentences } from './answer-plausibility.ts';
import { isEnglish } from './english.ts';
import type { TextAnswerRules } from './machines/text-machine.ts';
import { checkSafety } from './safety.ts';
import { peopleListedAs, personPutDownInAnIdea } from './safety-put-downs.ts';
import { termsUsed } from './term-match.ts';

/** The writing games' answer checks with their word lists, as the text machine is given them. */
export const textAnswerRules: TextAnswerRules = {
  isHurtful: (text, word) => !checkSafety(text).safe || (word !== undefined && (peopleListedAs(word, text) || personPutDownInAnIdea(text))),
  matchesAnswer,
  termsUsed,
  isEnglish,
  isMashed,
  termsInSentences,
  tellsStory,
  mocks,
  putsItselfDown,
  fitsWord,
  countIdeas: countWordIdeas,
};
