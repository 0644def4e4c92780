import { checkerPassFlags } from '../../engine/checker-flags.ts';
import type { CheckerInput, CheckerName, CheckerOutput } from '../../engine/generators.ts';

/**
 * The parts of each checker's input that the child offers as the answer Ferdy judges. Mindshift's
 * stuck thought is not among them: writing down "Ich bin so ein Versager" is the point of that
 * game, and the helpful thought is what Ferdy praises.
 */
const answerParts: { [C in CheckerName]: (input: CheckerInput<C>) => string[] } = {
  'check-rewrite': (i) => [i.rewrite],
  'check-ichbotschaft': (i) => [i.rewrite],
  'check-mindshift-answer': (i) => [i.positiveThought],
  'check-mindset-content': (i) => [i.content],
};

export function answerTexts<C extends CheckerName>(checker: C, input: CheckerInput<C>): string[] {
  return answerParts[checker](input as never);
}

/** A checker's "not yet" with the given feedback: every pass flag false, nothing praised. */
export function notYet<C extends CheckerName>(checker: C, feedback: string): CheckerOutput<C> {
  return { ...Object.fromEntries(checkerPassFlags[checker].map((flag) => [flag, false])), feedback } as CheckerOutput<C>;
}
