import type { CheckerInput, CheckerName, CheckerOutput } from '../../engine/generators.ts';
import { checkSafety, safetyMessage } from '../../engine/safety.ts';
import { answerFormProblem } from './builtin/answer-form.ts';
import { answerTexts, notYet } from './checker-answers.ts';
import type { AiProvider } from './provider.ts';

/**
 * The refusal when the child's answer in this input is hurtful, or is not yet in the form its
 * game asks for (a few short sentences, no chat marks, no shouting), else null.
 */
export function safetyRefusal<C extends CheckerName>(checker: C, input: CheckerInput<C>): CheckerOutput<C> | null {
  const texts = answerTexts(checker, input);
  if (texts.some((t) => !checkSafety(t).safe)) return notYet(checker, safetyMessage);
  for (const t of texts) {
    const problem = answerFormProblem(checker, t);
    if (problem) return notYet(checker, problem);
  }
  return null;
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
