import { describe, expect, it } from 'vitest';
import { ageBands, levelOf, type AgeBand, type ContentItem } from '../../engine/content-schema.ts';
import { itemsPerOutput } from '../../engine/content-output.ts';
import { generatorContent } from '../../engine/generators.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { drawContent } from '../../server/ai/builtin-provider.ts';
import { catalog } from '../games/catalog.ts';

// A child who plays a game every day sees no item twice within two weeks, in either age band:
// the bank holds two weeks of plays per band, and the draw uses the child's band and avoids what
// the child saw. Deleting content below that fails here.

/** Plays a child has of one game per day: the free play of its category. */
const playsPerDay = 1;
const days = 14;

type Drawn = { game: GameDefinition; set: string; items: readonly ContentItem[]; perPlay: number };

/** Each game that draws from the content bank, with its set and the items one play uses. */
const drawing: Drawn[] = catalog.games.flatMap((game) => {
  if (!game.items) return [];
  const set = game.items.set ?? generatorContent[game.items.generator].defaultSet;
  const items = catalog.content.find((s) => s.set === set)?.items ?? [];
  return [{ game, set, items, perPlay: game.items.count * itemsPerOutput(game.items.generator, game.items.pairs) }];
});

const inBand = (items: readonly ContentItem[], band: AgeBand) => items.filter((i) => levelOf(i as { level?: AgeBand }) === band);

/** A seeded random source, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('every game has two weeks of daily plays per age band without a repeat', () => {
  it('the games that draw items are all here', () => {
    // Every game but the one without items (SumUp writes about what it read).
    expect(drawing.length).toBe(catalog.games.filter((g) => g.items).length);
    expect(drawing.length).toBeGreaterThanOrEqual(12);
  });

  for (const { game, set, items, perPlay } of drawing) {
    for (const band of ageBands) {
      const need = perPlay * playsPerDay * days;
      it(`${game.id} (${band}): content/${set}.yaml holds ${need} items (${perPlay} a play × ${days} days)`, () => {
        expect(inBand(items, band).length).toBeGreaterThanOrEqual(need);
      });

      it(`${game.id} (${band}): ${days} daily plays draw no item twice and stay in the band`, () => {
        const random = seeded(band === '6-8' ? 68 : 912);
        const seen: string[] = [];
        for (let day = 0; day < days * playsPerDay; day++) {
          const drawn = drawContent(items, perPlay, new Set(seen), random, band);
          expect(drawn).toHaveLength(perPlay);
          expect(
            drawn.filter((i) => levelOf(i as { level?: AgeBand }) !== band).map((i) => i.id),
            `day ${day + 1} left the band`,
          ).toEqual([]);
          seen.push(...drawn.map((i) => i.id));
        }
        expect(new Set(seen).size, 'an item came twice within two weeks').toBe(seen.length);
      });
    }
  }
});

describe('the check itself', () => {
  it('fails a bank one item short of two weeks', () => {
    const streit = drawing.find((d) => d.game.id === 'streitschlichter')!;
    const short = [...inBand(streit.items, '9-12').slice(1), ...inBand(streit.items, '6-8')];
    expect(inBand(short, '9-12').length).toBeLessThan(streit.perPlay * days);
    const random = seeded(1);
    const seen: string[] = [];
    for (let day = 0; day < days; day++) seen.push(...drawContent(short, streit.perPlay, new Set(seen), random, '9-12').map((i) => i.id));
    // With one 9–12 item missing, the fourteenth play has to repeat or leave the band.
    const repeatsOrLeaves =
      new Set(seen).size < seen.length || seen.some((id) => levelOf(short.find((i) => i.id === id) as { level?: AgeBand }) !== '9-12');
    expect(repeatsOrLeaves).toBe(true);
  });
});
