import { categoriesFileSchema, type CategoriesFile } from './categories-schema.ts';
import { contentItemSchemas, contentSetHeaderSchema, type ContentSet } from './content-schema.ts';
import { gameSchema, type GameDefinition } from './game-schema.ts';
import { generatorContent } from './generators.ts';
import { locate, parseYaml, type Diagnostic } from './yaml-diagnostics.ts';

export type SourceFile = { file: string; text: string };

export type Catalog = {
  games: GameDefinition[];
  categories: CategoriesFile;
  content: ContentSet[];
};

export type CatalogResult = { ok: true; catalog: Catalog } | { ok: false; diagnostics: Diagnostic[]; partial: Partial<Catalog> };

type Loc = { file: string; at: (path: PropertyKey[]) => Diagnostic };

function issue(loc: Loc, path: PropertyKey[], message: string): Diagnostic {
  return { ...loc.at(path), message };
}

export function loadContentSet(file: string, text: string): { set?: ContentSet; diagnostics: Diagnostic[]; loc?: Loc } {
  const header = parseYaml(file, text, contentSetHeaderSchema);
  if (!header.ok) return { diagnostics: header.diagnostics };
  const loc: Loc = { file, at: (p) => locate(file, header.doc, header.lines, p) };
  const diagnostics: Diagnostic[] = [];
  const schema = contentItemSchemas[header.value.kind];
  const items: unknown[] = [];
  const ids = new Map<string, number>();
  header.value.items.forEach((raw, i) => {
    const r = schema.safeParse(raw);
    if (!r.success) {
      for (const iss of r.error.issues) {
        diagnostics.push(issue(loc, ['items', i, ...iss.path], `${iss.message}${iss.code === 'unrecognized_keys' ? ` (${iss.keys.join(', ')})` : ''}`));
      }
      return;
    }
    const id = (r.data as { id: string }).id;
    if (ids.has(id)) diagnostics.push(issue(loc, ['items', i, 'id'], `duplicate id "${id}" (first used by item ${ids.get(id)! + 1})`));
    ids.set(id, i);
    items.push(r.data);
  });
  return { set: { set: header.value.set, kind: header.value.kind, description: header.value.description, items } as ContentSet, diagnostics, loc };
}

/**
 * Loads every game, the category pages and the content bank, and checks what no single file
 * can check alone: unique ids and routes, categories that exist, tiles that point at games,
 * content sets of the right kind, rules that name real fields.
 */
export function loadCatalog(input: { games: SourceFile[]; categories: SourceFile; content: SourceFile[] }): CatalogResult {
  const diagnostics: Diagnostic[] = [];

  const content: ContentSet[] = [];
  const contentLocs = new Map<string, Loc>();
  for (const f of input.content) {
    const r = loadContentSet(f.file, f.text);
    diagnostics.push(...r.diagnostics);
    if (r.set) {
      if (contentLocs.has(r.set.set)) diagnostics.push(issue(r.loc!, ['set'], `duplicate content set "${r.set.set}" (also in ${contentLocs.get(r.set.set)!.file})`));
      contentLocs.set(r.set.set, r.loc!);
      content.push(r.set);
    }
  }

  const cat = parseYaml(input.categories.file, input.categories.text, categoriesFileSchema);
  if (!cat.ok) diagnostics.push(...cat.diagnostics);
  const catLoc: Loc = { file: input.categories.file, at: (p) => locate(input.categories.file, cat.doc, cat.lines, p) };

  const games: GameDefinition[] = [];
  const gameLocs = new Map<string, Loc>();
  const routes = new Map<string, string>();
  const unparsed = new Set<string>();
  for (const f of input.games) {
    const g = parseYaml(f.file, f.text, gameSchema);
    if (!g.ok) {
      diagnostics.push(...g.diagnostics);
      // Its tiles should not be reported missing as well: the file is there, just broken.
      unparsed.add(f.file.split('/').pop()!.replace(/\.ya?ml$/, ''));
      continue;
    }
    const game = g.value;
    const loc: Loc = { file: f.file, at: (p) => locate(f.file, g.doc, g.lines, p) };
    const expectedName = `${game.id}.yaml`;
    if (!f.file.endsWith(`/${expectedName}`) && f.file !== expectedName) {
      diagnostics.push(issue(loc, ['id'], `the id must match the file name: rename the file to ${expectedName} or the id to "${f.file.split('/').pop()?.replace(/\.ya?ml$/, '')}"`));
    }
    if (gameLocs.has(game.id)) diagnostics.push(issue(loc, ['id'], `duplicate game id "${game.id}" (also in ${gameLocs.get(game.id)!.file})`));
    if (routes.has(game.route)) diagnostics.push(issue(loc, ['route'], `route ${game.route} is already used by ${routes.get(game.route)}`));
    routes.set(game.route, f.file);
    gameLocs.set(game.id, loc);
    diagnostics.push(...checkGame(game, loc, content, cat.ok ? cat.value : undefined));
    games.push(game);
  }

  if (cat.ok) {
    const pageRoutes = new Set(cat.value.pages.map((p) => p.route));
    cat.value.pages.forEach((page, pi) => {
      if (routes.has(page.route)) diagnostics.push(issue(catLoc, ['pages', pi, 'route'], `route ${page.route} is also a game's route (${routes.get(page.route)})`));
      page.games.tiles.forEach((tile, ti) => {
        if ('game' in tile && !gameLocs.has(tile.game) && !unparsed.has(tile.game)) {
          diagnostics.push(issue(catLoc, ['pages', pi, 'games', 'tiles', ti, 'game'], `no game with id "${tile.game}" in games/ (known: ${[...gameLocs.keys()].join(', ')})`));
        }
      });
    });
    for (const game of games) {
      if (game.backTo !== 'history' && !pageRoutes.has(game.backTo) && !routes.has(game.backTo) && game.backTo !== '/') {
        diagnostics.push(issue(gameLocs.get(game.id)!, ['backTo'], `no page with route ${game.backTo}; use one of ${[...pageRoutes].join(', ')} or history`));
      }
    }
  }

  if (diagnostics.length > 0 || !cat.ok) return { ok: false, diagnostics, partial: { games, content, ...(cat.ok ? { categories: cat.value } : {}) } };
  return { ok: true, catalog: { games, categories: cat.value, content } };
}

function checkGame(game: GameDefinition, loc: Loc, content: ContentSet[], categories: CategoriesFile | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (categories && !(game.category in categories.categories)) {
    out.push(issue(loc, ['category'], `unknown category "${game.category}"; known: ${Object.keys(categories.categories).join(', ')} (add new ones to games/categories.yaml)`));
  }
  if (game.items) {
  const items = game.items;
  const source = generatorContent[items.generator];
  const setName = items.set ?? source.defaultSet;
  const set = content.find((s) => s.set === setName);
  if (!set) {
    out.push(issue(loc, ['items', items.set ? 'set' : 'generator'], `content set "${setName}" not found in content/`));
  } else if (set.kind !== source.kind) {
    out.push(issue(loc, ['items', 'set'], `content set "${setName}" holds ${set.kind} items, but ${items.generator} needs ${source.kind}`));
  } else if (items.generator !== 'generate-mindset-pairs' && items.generator !== 'generate-story-terms' && set.items.length < items.count) {
    out.push(issue(loc, ['items', 'count'], `content set "${setName}" has only ${set.items.length} items; a play needs ${items.count}`));
  }
  }
  if (game.player === 'text') {
    const fields = new Set(game.fields.map((f) => f.id));
    const rules = [...game.validate.map((r, i) => ['validate', i, r] as const), ...game.goals.map((r, i) => ['goals', i, r] as const)];
    for (const [list, i, rule] of rules) {
      const named = 'fields' in rule ? rule.fields : [rule.field];
      for (const f of named) if (!fields.has(f)) out.push(issue(loc, [list, i], `rule ${rule.rule} names field "${f}", but the fields are ${[...fields].join(', ')}`));
      if (rule.rule === 'uses-terms' && game.items?.generator !== 'generate-story-terms') out.push(issue(loc, [list, i, 'rule'], 'uses-terms needs items from generate-story-terms'));
      if (rule.rule === 'matches-sample' && game.items?.generator !== 'generate-story-terms:solutionstory') out.push(issue(loc, [list, i, 'rule'], 'matches-sample needs items with a sample answer (generate-story-terms:solutionstory)'));
    }
    for (const [key, src] of Object.entries(game.check?.input ?? {})) {
      const [from, name] = src.split('.');
      if (from === 'field' && !fields.has(name!)) out.push(issue(loc, ['check', 'input', key], `no field "${name}"; the fields are ${[...fields].join(', ')}`));
    }
  }
  if (game.player === 'choice' && game.allowBack && game.reveal !== 'end') {
    out.push(issue(loc, ['allowBack'], "going back needs reveal: end (answers already revealed can't be changed)"));
  }
  return out;
}
