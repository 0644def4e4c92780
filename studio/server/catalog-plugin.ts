import type { Plugin } from 'vite';
import { loadWorkspace, workspaceFrom } from './workspace.ts';

const id = 'virtual:ferdy-catalog';

/**
 * The site's catalog summary (`virtual:ferdy-catalog`, which the players read for category
 * labels), from the studio's workspace. Unlike the site's plugin it watches nothing: saving a
 * game must not reload the page the author is working in.
 */
export function studioCatalog(): Plugin {
  return {
    name: 'ferdy-studio-catalog',
    resolveId: (source) => (source === id ? '\0' + id : undefined),
    load(resolved) {
      if (resolved !== '\0' + id) return undefined;
      const result = loadWorkspace(workspaceFrom(process.env));
      const catalog = result.ok ? result.catalog : result.partial;
      const games = (catalog.games ?? []).map((g) => ({
        id: g.id,
        title: g.title,
        description: g.description,
        route: g.route,
        category: g.category,
        access: g.access,
      }));
      return `export const categories = ${JSON.stringify(catalog.categories?.categories ?? {})};
export const pages = ${JSON.stringify(catalog.categories?.pages ?? [])};
export const games = ${JSON.stringify(games)};`;
    },
  };
}
