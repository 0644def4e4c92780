import type { Catalog } from '../../engine/catalog.ts';
import { defaultAgeBand, levelOf, type AgeBand, type ContentItem } from '../../engine/content-schema.ts';
import { itemsPerOutput, outputFromContent } from '../../engine/content-output.ts';
import { generatorContent, type GeneratorName } from '../../engine/generators.ts';
import { builtinCheckers, runBuiltinChecker, topicsFromCatalog } from './builtin/checkers.ts';
import { loadLexicon, type Lexicon } from './builtin/lexicon.ts';
import { taskRunsFromCatalog } from './builtin/task-copy.ts';
import type { AiProvider, GenerateRequest } from './provider.ts';
import { withSafetyCheck } from './safety-gate.ts';

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws items from the content bank: never the same item twice within a play, items of the
 * child's age band first (docs/product-rules.md), and within a band items the child saw in
 * recent plays only once everything else has been used. The other band's items come only when
 * the child's band runs out.
 */
export function drawContent(
  items: readonly ContentItem[],
  needed: number,
  avoid: ReadonlySet<string>,
  random: () => number,
  band: AgeBand = defaultAgeBand,
): ContentItem[] {
  const inBand = (i: ContentItem) => levelOf(i as { level?: AgeBand }) === band;
  const ordered = (list: ContentItem[]) => [
    ...shuffled(
      list.filter((i) => !avoid.has(i.id)),
      random,
    ),
    ...shuffled(
      list.filter((i) => avoid.has(i.id)),
      random,
    ),
  ];
  const pool = [...ordered(items.filter(inBand)), ...ordered(items.filter((i) => !inBand(i)))];
  // A set smaller than a play (an author's tiny test set) repeats rather than failing.
  const out: ContentItem[] = [];
  while (out.length < needed && pool.length > 0) out.push(...pool.slice(0, needed - out.length));
  return out;
}

export function createBuiltinProvider(catalog: Catalog, lexicon: Lexicon = loadLexicon()): AiProvider {
  const checkers = builtinCheckers(lexicon, topicsFromCatalog(catalog, lexicon), taskRunsFromCatalog(catalog));
  return withSafetyCheck({
    name: 'builtin',
    async generate<G extends GeneratorName>(generator: G, request: GenerateRequest) {
      const source = generatorContent[generator];
      const setName = request.set ?? source.defaultSet;
      const set = catalog.content.find((s) => s.set === setName);
      if (!set || set.items.length === 0) throw new Error(`content set ${setName} is missing or empty`);
      const per = itemsPerOutput(generator, request.pairs);
      const drawn = drawContent(set.items, request.count * per, new Set(request.avoid ?? []), request.random ?? Math.random, request.band);
      const outputs = Array.from({ length: request.count }, (_, i) => outputFromContent(generator, drawn.slice(i * per, i * per + per)));
      return { outputs: outputs as never, sourceIds: drawn.map((d) => d.id) };
    },
    async check(checker, input) {
      return runBuiltinChecker(checkers, checker, input) as never;
    },
  });
}
