import type { GameDefinition } from '../../engine/game-schema.ts';

// Hand-written shape checks instead of zod: they keep each game's chunk small, and the server
// already validated what it sends; this only guards against a broken or foreign answer.

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function validItem(game: GameDefinition, item: unknown): boolean {
  if (!isObject(item)) return false;
  switch (game.player) {
    case 'choice':
      return (
        isText(item.prompt) &&
        Array.isArray(item.options) &&
        item.options.length >= 2 &&
        item.options.every(isText) &&
        typeof item.correctIndex === 'number' &&
        item.correctIndex >= 0 &&
        item.correctIndex < item.options.length
      );
    case 'text':
      return typeof item.prompt === 'string' && isObject(item.raw) && (item.terms === undefined || (Array.isArray(item.terms) && item.terms.every(isText)));
    case 'matching':
      return Array.isArray(item.tiles) && item.tiles.length >= 2 && item.tiles.every((t: unknown) => isObject(t) && isText(t.text) && (t.type === 'fixed' || t.type === 'growth') && typeof t.pair === 'number');
    case 'traffic-light':
      return isText(item.text) && ['red', 'yellow', 'green'].every((c) => isObject(item[c]) && isText((item[c] as Record<string, unknown>).feedback) && isText((item[c] as Record<string, unknown>).strategy));
  }
}

export function validItems(game: GameDefinition, items: unknown[]): boolean {
  return items.every((item) => validItem(game, item));
}
