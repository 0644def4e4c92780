import type { CheckerInput, CheckerName, CheckerOutput } from '../../engine/generators.ts';
import { checkSafety, safetyMessage } from '../../engine/safety.ts';
import type { AiProvider } from './provider.ts';

/**
 * The parts of each checker's input that the child offers as their answer. Mindshift's stuck
 * thought is not among them: writing down "Ich bin so ein Versager" is the point of that game,
 * and the helpful thought is what Ferdy praises.
 */
const childText: { [C in CheckerName]: (input: CheckerInput<C>) => string[] } = {
  'check-rewrite': (i) => [i.rewrite],
  'check-ichbotschaft': (i) => [i.rewrite],
  'check-mindshift-answer': (i) => [i.positiveThought],
  'check-mindset-content': (i) => [i.content],
};

/** Each checker's "not yet" with the safety message: nothing passed, nothing praised. */
const refusal: { [C in CheckerName]: CheckerOutput<C> } = {
  'check-rewrite': { isImproved: false, feedback: safetyMessage },
  'check-ichbotschaft': { isIMessage: false, feedback: safetyMessage },
  'check-mindshift-answer': { isValid: false, feedback: safetyMessage },
  'check-mindset-content': { fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic: false, feedback: safetyMessage },
};

/** The refusal when a child's text in this input is hurtful, else null. */
export function safetyRefusal<C extends CheckerName>(checker: C, input: CheckerInput<C>): CheckerOutput<C> | null {
  const texts = childText[checker](input as never);
  return texts.some((t) => !checkSafety(t).safe) ? { ...refusal[checker] } : null;
}

/**
 * Runs the safety check before the provider sees a child's text: a hurtful answer is refused
 * with one calm sentence and never reaches a checker or a model (so no model can praise it).
 */
export function withSafetyCheck(provider: AiProvider): AiProvider {
  return {
    name: provider.name,
    generate: (generator, request) => provider.generate(generator, request),
    // Not async: the provider's own promise is handed on, so the gate adds no turn of the event loop.
    check(checker, input) {
      const refused = safetyRefusal(checker, input);
      return refused ? Promise.resolve(refused) : provider.check(checker, input);
    },
  };
}
