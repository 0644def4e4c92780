import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCatalog, type CatalogResult } from './catalog.ts';

/** Reads games/, games/categories.yaml and content/ from a project root and loads them. */
export function loadCatalogFromDisk(root: string, dirs: { games?: string; content?: string } = {}): CatalogResult {
  const gamesDir = join(root, dirs.games ?? 'games');
  const contentDir = join(root, dirs.content ?? 'content');
  const read = (dir: string) =>
    readdirSync(dir)
      .filter((f) => /\.ya?ml$/.test(f))
      .sort()
      .map((f) => ({ file: relative(root, join(dir, f)) || f, text: readFileSync(join(dir, f), 'utf8') }));
  const gameFiles = read(gamesDir);
  const categories = gameFiles.find((f) => f.file.endsWith('categories.yaml'));
  return loadCatalog({
    games: gameFiles.filter((f) => f !== categories),
    categories: categories ?? { file: relative(root, join(gamesDir, 'categories.yaml')), text: '' },
    content: read(contentDir),
  });
}
