import { gameIdByRoute, gameLoaders } from 'virtual:ferdy-game-loaders';
import type { GameDefinition } from '../engine/game-schema.ts';

/** One lazily loaded chunk per game definition (generated from games/ by scripts/vite-catalog-plugin.ts). */
export async function loadGameDefinition(id: string): Promise<GameDefinition | null> {
  const load = gameLoaders[id];
  return load ? (await load()).default : null;
}

/** The game at a route, as loaded by `loadGameDefinition`; null when no game lives there. */
export async function loadGameAt(route: string): Promise<GameDefinition | null> {
  const id = Object.hasOwn(gameIdByRoute, route) ? gameIdByRoute[route]! : null;
  return id ? loadGameDefinition(id) : null;
}
