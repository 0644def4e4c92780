import type { CheckerInput, CheckerName, CheckerOutput } from '../../engine/generators.ts';
import { checkSafety, safetyMessage } from '../../engine/safety.ts';
import { answerTexts, notYet } from './checker-answers.ts';
import type { AiProvider } from './provider.ts';

/** The refusal when the child's answer in this input is hurtful, else null. */
export function safetyRefusal<C extends CheckerName>(checker: C, input: CheckerInput<C>): CheckerOutput<C> | null {
  return answerTexts(checker, input).some((t) => !checkSafety(t).safe) ? notYet(checker, safetyMessage) : null;
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
