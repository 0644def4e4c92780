/**
 * The built-in hostility detector's veto over a model's praise: an answer in which it finds a
 * threat, an insult, contempt or a verdict on the person is never accepted, whatever a model
 * says. (The safety check has already refused the strongest words before any model is asked.)
 */
import type { CheckerInput, CheckerName } from '../../../engine/generators.ts';
import { answerTexts } from '../checker-answers.ts';
import { characterisedInSubclause, findHostility } from './check-rewrite.ts';
import { tokenize } from './german-text.ts';
import type { Lexicon } from './lexicon.ts';
import { putsOthersDown } from './summary-hostility.ts';

const VETO_KINDS = new Set(['threat', 'insult', 'contempt', 'rude-command', 'judgement']);

export function hostileAnswer<C extends CheckerName>(lex: Lexicon, checker: C, input: CheckerInput<C>): boolean {
  const texts = answerTexts(checker, input);
  // A summary may describe a hurtful thought ("man denkt, man ist dumm"); only putting others down counts.
  if (checker === 'check-mindset-content') return texts.some((text) => putsOthersDown(lex, tokenize(text)) !== null);
  return texts.some((text) => {
    const tokens = tokenize(text);
    const aimed = findHostility(lex, tokens, { onlyAimedAtYou: false, strictAbsolutes: false });
    return aimed.some((h) => VETO_KINDS.has(h.kind)) || characterisedInSubclause(lex, tokens) !== null;
  });
}
