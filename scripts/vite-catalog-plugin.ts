import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadCatalogFromDisk } from '../engine/cli-load.ts';
import { formatDiagnostic } from '../engine/yaml-diagnostics.ts';

const summaryId = 'virtual:ferdy-catalog';
const siteId = 'virtual:ferdy-site';
const loadersId = 'virtual:ferdy-game-loaders';
const gamePrefix = 'virtual:ferdy-game/';

/**
 * Bundles games/ into the web app at build time: a small summary (category pages, tiles, game
 * titles and routes) for the site, and one lazily loaded module per game definition, so the
 * home page carries no game rules and a game route fetches only its own. `virtual:ferdy-site`
 * is the part of the summary every first load needs (routes, titles), without the page texts.
 */
export function ferdyCatalog(root: string): Plugin {
  // Read once per build (every game chunk asks for it); a change under games/ or content/ reloads it.
  let cached: ReturnType<typeof loadFromDisk> | null = null;
  const loadFromDisk = () => {
    const result = loadCatalogFromDisk(root);
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    return result.catalog;
  };
  const load = () => (cached ??= loadFromDisk());
  return {
    name: 'ferdy-catalog',
    buildStart() {
      cached = null;
    },
    watchChange() {
      cached = null;
    },
    resolveId(id) {
      if (id === summaryId || id === siteId || id === loadersId || id.startsWith(gamePrefix)) return '\0' + id;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:ferdy-')) return undefined;
      for (const dir of ['games', 'content']) this.addWatchFile(resolve(root, dir));
      const catalog = load();
      if (id === '\0' + summaryId) {
        const games = catalog.games.map((g) => ({
          id: g.id,
          title: g.title,
          description: g.description,
          route: g.route,
          category: g.category,
          access: g.access,
        }));
        return `export const categories = ${JSON.stringify(catalog.categories.categories)};
export const pages = ${JSON.stringify(catalog.categories.pages)};
export const games = ${JSON.stringify(games)};`;
      }
      if (id === '\0' + siteId) {
        // What every page's first load needs (routes, header, footer, home): no page texts.
        const pages = catalog.categories.pages.map((p) => ({ id: p.id, route: p.route, title: p.title, summary: p.summary }));
        const games = catalog.games.map((g) => ({ id: g.id, route: g.route }));
        return `export const pages = ${JSON.stringify(pages)};\nexport const games = ${JSON.stringify(games)};`;
      }
      if (id === '\0' + loadersId) {
        // A new games/*.yaml gets its route and its chunk without any code change.
        const entries = catalog.games.map((g) => `  ${JSON.stringify(g.id)}: () => import(${JSON.stringify(gamePrefix + g.id)}),`);
        const routes = Object.fromEntries(catalog.games.map((g) => [g.route, g.id]));
        return `export const gameLoaders = {\n${entries.join('\n')}\n};\nexport const gameIdByRoute = ${JSON.stringify(routes)};`;
      }
      const gameId = id.slice(('\0' + gamePrefix).length);
      const game = catalog.games.find((g) => g.id === gameId);
      if (!game) throw new Error(`unknown game ${gameId}`);
      return `export default ${JSON.stringify(game)};`;
    },
  };
}
