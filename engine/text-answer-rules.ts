import { matchesAnswer } from './answer-match.ts';
import type { TextAnswerRules } from './machines/text-machine.ts';
import { checkSafety } from './safety.ts';

/** The writing games' answer checks with their word lists, as the text machine is given them. */
export const textAnswerRules: TextAnswerRules = {
  isHurtful: (text) => !checkSafety(text).safe,
  matchesAnswer,
};
