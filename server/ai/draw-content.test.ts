import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../engine/content-schema.ts';
import { drawContent } from './builtin-provider.ts';

const item = (id: string, level?: '6-8' | '9-12') => ({ id, word: id, ...(level ? { level } : {}) }) as ContentItem;
const bank = [item('a', '6-8'), item('b', '6-8'), item('c'), item('d', '9-12'), item('e')];
const ids = (list: ContentItem[]) => list.map((i) => i.id).sort();

describe('drawing by age band', () => {
  it('a child of 6–8 gets items of 6–8', () => {
    expect(ids(drawContent(bank, 2, new Set(), Math.random, '6-8'))).toEqual(['a', 'b']);
  });

  it('an item without level is for 9–12, the default band', () => {
    expect(ids(drawContent(bank, 3, new Set(), Math.random))).toEqual(['c', 'd', 'e']);
    expect(ids(drawContent(bank, 3, new Set(), Math.random, '9-12'))).toEqual(['c', 'd', 'e']);
  });

  it("the other band's items come only when the child's band runs out", () => {
    const drawn = drawContent(bank, 4, new Set(), Math.random, '6-8');
    expect(ids(drawn.slice(0, 2))).toEqual(['a', 'b']);
    expect(drawn.slice(2).every((i) => !['a', 'b'].includes(i.id))).toBe(true);
  });

  it('within a band, recently seen items come after fresh ones and before the other band', () => {
    const drawn = drawContent(bank, 3, new Set(['a']), Math.random, '6-8');
    expect(drawn.map((i) => i.id).slice(0, 2)).toEqual(['b', 'a']);
  });
});
