import type { GameDefinition } from '../../engine/game-schema.ts';
import { prepareItem, type PlayItem } from '../../engine/items.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Draws the items of one play from the AI provider and turns them into what the player shows
 * (e.g. Paare finden's tiles, shuffled here so the replay sees the same board as the child).
 */
export async function drawItems(deps: Deps, game: GameDefinition, avoid: readonly string[]): Promise<{ items: PlayItem[]; sourceIds: string[] }> {
  if (!game.items) return { items: [], sourceIds: [] };
  const random = deps.random ?? Math.random;
  try {
    const generated = await deps.ai!.generate(game.items.generator, {
      count: game.items.count,
      set: game.items.set,
      pairs: game.items.pairs,
      avoid,
      random,
    });
    return { items: generated.outputs.map((o) => prepareItem(game, o, random)), sourceIds: generated.sourceIds };
  } catch (error) {
    console.error(`[plays] could not draw items for ${game.id}:`, error instanceof Error ? error.message : error);
    const message = typeof game.texts.loadError === 'string' ? game.texts.loadError : game.texts.loadError.text;
    throw new ApiError(503, 'items_unavailable', message);
  }
}
