import type { ContentItem } from './content-schema.ts';
import type { GeneratorName } from './generators.ts';

/** How many content items one generator answer uses. */
export function itemsPerOutput(generator: GeneratorName, pairs = 5): number {
  if (generator === 'generate-story-terms') return 3;
  if (generator === 'generate-mindset-pairs') return pairs;
  return 1;
}

/**
 * Builds a generator's answer (the response fields the web expects) from content-bank items. The built-in
 * provider and the replay CLI both use this, so a content item always means the same thing.
 */
export function outputFromContent(generator: GeneratorName, items: ContentItem[]): unknown {
  // The id and the level stay in the bank: the draw already chose by level.
  const strip = (it: ContentItem) => Object.fromEntries(Object.entries(it).filter(([k]) => k !== 'id' && k !== 'level'));
  const withModel = (fields: Record<string, unknown>, it: { model?: string }) => (it.model ? { ...fields, model: it.model } : fields);
  switch (generator) {
    case 'generate-story-terms': {
      const terms = items as ContentItem<'story-term'>[];
      return { terms: terms.map((t) => t.term), forms: terms.map((t) => t.forms) };
    }
    case 'generate-mindset-pairs':
      return { pairs: (items as ContentItem<'mindset-pair'>[]).map((p) => ({ fixed: p.fixed, growth: p.growth })) };
    case 'generate-bad-sentence':
    case 'generate-accusing-sentence': {
      const it = items[0] as ContentItem<'sentence'>;
      return withModel({ sentence: it.sentence }, it);
    }
    case 'generate-single-word': {
      const it = items[0] as ContentItem<'word'>;
      return withModel({ word: it.word, related: it.related }, it);
    }
    case 'generate-scenario': {
      const it = items[0] as ContentItem<'situation'>;
      return withModel({ scenario: it.scenario }, it);
    }
    default:
      return strip(items[0]!);
  }
}
