import { describe, expect, it } from 'vitest';
import { countWordIdeas, fitsWord } from '../../engine/answer-plausibility.ts';
import { choiceKinds, contentItemSchemas, levelOf, wordLimits6to8, type ContentItem } from '../../engine/content-schema.ts';
import { wordCount } from '../../engine/text-rules.ts';
import { catalog } from '../games/catalog.ts';

// The content bank as a teacher would sign it: every choice item says why the right option
// helps, every TaktikTüftler task declares its other right answers, and what is written for
// 6–8 is short enough for a child who has just learnt to read.

type Loose = ContentItem & Record<string, unknown>;

/**
 * A set's why/accept texts count as written once most of its items have them; from then on a
 * single missing one fails. Before that (a set still being written) the check waits.
 */
const written = (items: Loose[], key: string) => items.filter((i) => i[key] !== undefined).length * 2 > items.length;

describe('every choice item explains the right option (why)', () => {
  for (const set of catalog.content.filter((s) => (choiceKinds as readonly string[]).includes(s.kind))) {
    const items = set.items as Loose[];
    it.skipIf(!written(items, 'why'))(`${set.set}: each item has a why`, () => {
      const missing = items.filter((i) => typeof i.why !== 'string' || i.why.trim() === '').map((i) => i.id);
      expect(missing, `items without why in content/${set.set}.yaml`).toEqual([]);
    });
  }
});

describe('every TaktikTüftler task declares its other right answers (accept)', () => {
  for (const set of catalog.content.filter((s) => s.kind === 'solution-task')) {
    const items = set.items as Loose[];
    it.skipIf(!written(items, 'accept'))(`${set.set}: each task has accept`, () => {
      const missing = items.filter((i) => !Array.isArray(i.accept) || i.accept.length === 0).map((i) => i.id);
      expect(missing, `tasks without accept in content/${set.set}.yaml`).toEqual([]);
    });
  }
});

/** The texts of a 6–8 item that are longer than its kind allows. */
function overLimit(kind: keyof typeof wordLimits6to8, item: Loose): string[] {
  const limits = wordLimits6to8[kind];
  if (!limits || levelOf(item) !== '6-8') return [];
  const out: string[] = [];
  for (const [field, max] of Object.entries(limits)) {
    const values = ([] as unknown[]).concat(item[field] ?? []).filter((v): v is string => typeof v === 'string');
    for (const v of values) if (wordCount(v) > max) out.push(`${item.id}.${field}: ${wordCount(v)} Wörter (höchstens ${max})`);
  }
  return out;
}

describe('6–8 items stay within their word limits', () => {
  for (const set of catalog.content) {
    if (!wordLimits6to8[set.kind]) continue;
    it(`${set.set}: every 6–8 text is short enough`, () => {
      expect((set.items as Loose[]).flatMap((i) => overLimit(set.kind, i))).toEqual([]);
    });
  }
});

describe('the limits check itself', () => {
  it('finds a 6–8 scenario over 40 words and leaves a 9–12 one alone', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(' ');
    const young = { id: 'kurz-001', scenario: words(45), level: '6-8' } as unknown as Loose;
    expect(overLimit('situation', young)).toEqual(['kurz-001.scenario: 45 Wörter (höchstens 40)']);
    expect(overLimit('situation', { ...young, scenario: words(40) })).toEqual([]);
    expect(overLimit('situation', { ...young, level: undefined } as Loose)).toEqual([]);
    expect(
      overLimit('conflict', { id: 'k', conflict: 'kurz', options: ['a', words(21), 'c'], level: '6-8' } as unknown as Loose),
    ).toHaveLength(1);
  });

  it('a set counts as written once most items have the key', () => {
    const items = [{ id: 'a', why: 'x' }, { id: 'b', why: 'y' }, { id: 'c' }] as unknown as Loose[];
    expect(written(items, 'why')).toBe(true);
    expect(written(items.slice(1), 'why')).toBe(false);
  });
});

describe('every WortEntdecker word names its related words (fits-word)', () => {
  it('the content schema refuses a word without them, in German', () => {
    const parsed = contentItemSchemas.word.safeParse({ id: 'wort-999', word: 'Löffel' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^related ist eine Liste von mindestens 12 Wörtern, die zum Wort passen/);
    const few = contentItemSchemas.word.safeParse({ id: 'wort-999', word: 'Löffel', related: ['Suppe', 'Müsli'] });
    expect(few.error?.issues[0]?.message).toMatch(/^related ist eine Liste von mindestens 12 Wörtern/);
  });
  for (const set of catalog.content.filter((s) => s.kind === 'word')) {
    it(`${set.set}: a child who writes the related words of a word gets the bonus`, () => {
      const short = (set.items as ContentItem<'word'>[])
        .filter((item) => {
          const ideas = item.related.join('\n');
          return !fitsWord(ideas, item.word, item.related) || countWordIdeas(ideas, item.word).ideas < 15;
        })
        .map((item) => item.word);
      expect(short, `words whose related list is too short or only repeats the word in content/${set.set}.yaml`).toEqual([]);
    });
  }
});
