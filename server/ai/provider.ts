import type { AgeBand } from '../../engine/content-schema.ts';
import type { CheckerInput, CheckerName, CheckerOutput, GeneratorName, GeneratorOutput } from '../../engine/generators.ts';

export type GenerateRequest = {
  /** how many answers (items) to produce */
  count: number;
  /** content set to draw from; the generator's usual set when absent */
  set?: string;
  /** pairs per answer for generate-mindset-pairs */
  pairs?: number;
  /** content ids the child saw recently; drawn last */
  avoid?: readonly string[];
  /** the child's age band: its items first, the other band's only when it runs out (9–12 when absent) */
  band?: AgeBand;
  /** a source of randomness, injectable for tests */
  random?: () => number;
};

export type Generated<G extends GeneratorName> = {
  outputs: GeneratorOutput<G>[];
  /** content-bank ids used, for rotation across plays (empty for model-made items) */
  sourceIds: string[];
};

/**
 * Where game content and verdicts come from. `builtin` draws from content/ and checks with our
 * German rule-based checkers; `openai` asks a model and falls back to builtin on any failure.
 */
export interface AiProvider {
  readonly name: string;
  generate<G extends GeneratorName>(generator: G, request: GenerateRequest): Promise<Generated<G>>;
  check<C extends CheckerName>(checker: C, input: CheckerInput<C>): Promise<CheckerOutput<C>>;
}
