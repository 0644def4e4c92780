import { defaultAgeBand, type AgeBand } from '../../engine/content-schema.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { prepareItem, type PlayItem, type TextItem } from '../../engine/items.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Draws the items of one play from the AI provider and turns them into what the player shows
 * (e.g. Paare finden's tiles, shuffled here so the replay sees the same board as the child).
 */
export async function drawItems(
  deps: Deps,
  game: GameDefinition,
  avoid: readonly string[],
  band: AgeBand = defaultAgeBand,
): Promise<{ items: PlayItem[]; sourceIds: string[] }> {
  // A writing game without items (SumUp) still learns the band, which may lower its minimum for 6–8.
  if (!game.items)
    return { items: game.player === 'text' && band !== defaultAgeBand ? [{ prompt: '', raw: {}, band }] : [], sourceIds: [] };
  const random = deps.random ?? Math.random;
  try {
    const generated = await deps.ai!.generate(game.items.generator, {
      count: game.items.count,
      set: game.items.set,
      pairs: game.items.pairs,
      avoid,
      band,
      random,
    });
    const items = generated.outputs.map((o) => prepareItem(game, o, random));
    // Writing items carry the band: the play's rules (a lower minimum for 6–8) and its replay read it there.
    const banded = game.player === 'text' && band !== defaultAgeBand ? items.map((i) => ({ ...(i as TextItem), band })) : items;
    return { items: banded, sourceIds: generated.sourceIds };
  } catch (error) {
    console.error(`[plays] could not draw items for ${game.id}:`, error instanceof Error ? error.message : error);
    const message = typeof game.texts.loadError === 'string' ? game.texts.loadError : game.texts.loadError.text;
    throw new ApiError(503, 'items_unavailable', message);
  }
}
