import type { Diagnostic } from '../../engine/yaml-diagnostics.ts';
import { parseDocument } from 'yaml';
import { loadWorkspace, readSources, type Workspace } from './workspace.ts';

export type GameEntry = { file: string; id: string; title: string; player: string; diagnostics: number };
export type Overview = {
  categories: { id: string; label: string; games: GameEntry[] }[];
  /** the category pages, for "Neues Spiel" */
  pages: { id: string; title: string; route: string }[];
  content: { file: string; set: string; kind: string; items: number; diagnostics: number }[];
  /** problems in games/categories.yaml */
  categoriesFile: { file: string; diagnostics: number };
  total: number;
};

const count = (ds: Diagnostic[], file: string) => ds.filter((d) => d.file === file).length;

/** Every game by category and every content set, each with its number of problems. */
export function overview(ws: Workspace): Overview {
  const sources = readSources(ws);
  const result = loadWorkspace(ws);
  const ds = result.ok ? [] : result.diagnostics;
  const catalog = result.ok ? result.catalog : result.partial;
  const labels = catalog.categories?.categories ?? {};
  const games: (GameEntry & { category: string })[] = sources.games.map((f) => {
    // A broken file still shows up, under what it says of itself.
    const raw = (parseDocument(f.text).toJS() ?? {}) as Record<string, unknown>;
    const id = f.file.slice('games/'.length, -'.yaml'.length);
    const loaded = catalog.games?.find((g) => g.id === id);
    return {
      file: f.file,
      id,
      title: loaded?.title ?? (typeof raw.title === 'string' && raw.title ? raw.title : id),
      player: loaded?.player ?? String(raw.player ?? '?'),
      category: loaded?.category ?? String(raw.category ?? ''),
      diagnostics: count(ds, f.file),
    };
  });
  const categoryIds = [...new Set([...Object.keys(labels), ...games.map((g) => g.category)])];
  return {
    categories: categoryIds
      .map((id) => ({
        id,
        label: labels[id] ?? (id || 'Ohne Bereich'),
        games: games.filter((g) => g.category === id).map(({ category: _c, ...g }) => g),
      }))
      .filter((c) => c.games.length > 0),
    pages: (catalog.categories?.pages ?? []).map((p) => ({ id: p.id, title: p.title, route: p.route })),
    content: sources.content.map((f) => {
      const raw = (parseDocument(f.text).toJS() ?? {}) as Record<string, unknown>;
      return {
        file: f.file,
        set: String(raw.set ?? f.file),
        kind: String(raw.kind ?? '?'),
        items: Array.isArray(raw.items) ? raw.items.length : 0,
        diagnostics: count(ds, f.file),
      };
    }),
    categoriesFile: { file: sources.categories.file, diagnostics: count(ds, sources.categories.file) },
    total: ds.length,
  };
}
