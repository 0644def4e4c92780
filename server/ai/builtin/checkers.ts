/**
 * The four built-in checkers by name, on one lexicon: what the built-in provider runs for a
 * check once its safety gate has let the answer through. The bench and the fuzz test call
 * them directly too, so that answers the gate refuses (insults) still reach the checkers.
 */
import type { CheckerInput, CheckerName, CheckerOutput } from '../../../engine/generators.ts';
import { checkIchBotschaft } from './check-ichbotschaft.ts';
import { checkMindsetContent } from './check-mindset-content.ts';
import { checkMindshiftAnswer } from './check-mindshift-answer.ts';
import { checkRewrite } from './check-rewrite.ts';
import type { Lexicon } from './lexicon.ts';

export type BuiltinCheckers = { [C in CheckerName]: (input: CheckerInput<C>) => CheckerOutput<C> };

export function builtinCheckers(lexicon: Lexicon): BuiltinCheckers {
  return {
    'check-rewrite': (input) => checkRewrite(lexicon, input),
    'check-ichbotschaft': (input) => checkIchBotschaft(lexicon, input),
    'check-mindshift-answer': (input) => checkMindshiftAnswer(lexicon, input),
    'check-mindset-content': (input) => checkMindsetContent(lexicon, input),
  };
}

/** Runs the named checker on an input already checked against its schema. */
export function runBuiltinChecker(checkers: BuiltinCheckers, checker: CheckerName, input: unknown): CheckerOutput<CheckerName> {
  return checkers[checker](input as never);
}
