import { loadCatalogFromDisk } from '../../engine/cli-load.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';

const result = loadCatalogFromDisk(process.cwd());
if (!result.ok) throw new Error('the shipped games do not load; run npm run games:check');

export const catalog = result.catalog;

export function game(id: string): GameDefinition {
  const g = catalog.games.find((x) => x.id === id);
  if (!g) throw new Error(`no game ${id}`);
  return g;
}
