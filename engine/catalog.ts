import { categoriesFileSchema, type CategoriesFile } from './categories-schema.ts';
import { contentItemSchemas, contentSetHeaderSchema, type ContentSet } from './content-schema.ts';
import { gameSchema, type GameDefinition } from './game-schema.ts';
import { generatorContent } from './generators.ts';
import type { ZodType } from 'zod';
import type { DiagnosticCode } from './diagnostic-codes.ts';
import { diagnosticAt, parseYaml, validateAt, type Diagnostic, type Located } from './yaml-diagnostics.ts';

export type SourceFile = { file: string; text: string };

export type Catalog = {
  games: GameDefinition[];
  categories: CategoriesFile;
  content: ContentSet[];
};

export type CatalogResult = { ok: true; catalog: Catalog } | { ok: false; diagnostics: Diagnostic[]; partial: Partial<Catalog> };

type Loc = { file: string; parsed: Located | undefined };

function issue(loc: Loc, path: PropertyKey[], code: DiagnosticCode, message: string): Diagnostic {
  return diagnosticAt(loc.parsed, loc.file, path, code, message);
}

const quoted = (names: Iterable<string>) => [...names].join(', ');

export function loadContentSet(file: string, text: string): { set?: ContentSet; diagnostics: Diagnostic[]; loc?: Loc } {
  const header = parseYaml(file, text, contentSetHeaderSchema);
  if (!header.ok) return { diagnostics: header.diagnostics };
  const loc: Loc = { file, parsed: header.loc };
  const diagnostics: Diagnostic[] = [];
  const schema: ZodType<unknown> = contentItemSchemas[header.value.kind];
  const items: unknown[] = [];
  const ids = new Map<string, number>();
  header.value.items.forEach((raw, i) => {
    const r = validateAt(header.loc!, schema, raw, ['items', i]);
    if (!r.ok) {
      diagnostics.push(...r.diagnostics);
      return;
    }
    const id = (r.value as { id: string }).id;
    if (ids.has(id))
      diagnostics.push(
        issue(
          loc,
          ['items', i, 'id'],
          'FERDY-E042',
          `Die id „${id}“ hat schon der ${ids.get(id)! + 1}. Eintrag – gib diesem Eintrag eine neue id`,
        ),
      );
    ids.set(id, i);
    items.push(r.value);
  });
  return {
    set: { set: header.value.set, kind: header.value.kind, description: header.value.description, items } as ContentSet,
    diagnostics,
    loc,
  };
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
      if (contentLocs.has(r.set.set))
        diagnostics.push(
          issue(r.loc!, ['set'], 'FERDY-E043', `Ein Inhalts-Set „${r.set.set}“ gibt es schon (in ${contentLocs.get(r.set.set)!.file})`),
        );
      contentLocs.set(r.set.set, r.loc!);
      content.push(r.set);
    }
  }

  const cat = parseYaml(input.categories.file, input.categories.text, categoriesFileSchema);
  if (!cat.ok) diagnostics.push(...cat.diagnostics);
  const catLoc: Loc = { file: input.categories.file, parsed: cat.loc };

  const games: GameDefinition[] = [];
  const gameLocs = new Map<string, Loc>();
  const routes = new Map<string, string>();
  const unparsed = new Set<string>();
  for (const f of input.games) {
    const g = parseYaml(f.file, f.text, gameSchema);
    if (!g.ok) {
      diagnostics.push(...g.diagnostics);
      // Its tiles should not be reported missing as well: the file is there, just broken.
      unparsed.add(
        f.file
          .split('/')
          .pop()!
          .replace(/\.ya?ml$/, ''),
      );
      continue;
    }
    const game = g.value;
    const loc: Loc = { file: f.file, parsed: g.loc };
    const expectedName = `${game.id}.yaml`;
    if (!f.file.endsWith(`/${expectedName}`) && f.file !== expectedName) {
      diagnostics.push(
        issue(
          loc,
          ['id'],
          'FERDY-E030',
          `Die id muss zum Dateinamen passen: Benenne die Datei in ${expectedName} um oder ändere die id in „${f.file
            .split('/')
            .pop()
            ?.replace(/\.ya?ml$/, '')}“`,
        ),
      );
    }
    if (gameLocs.has(game.id))
      diagnostics.push(
        issue(loc, ['id'], 'FERDY-E031', `Ein Spiel mit der id „${game.id}“ gibt es schon (in ${gameLocs.get(game.id)!.file})`),
      );
    if (routes.has(game.route))
      diagnostics.push(issue(loc, ['route'], 'FERDY-E032', `Die Adresse ${game.route} hat schon ${routes.get(game.route)}`));
    routes.set(game.route, f.file);
    gameLocs.set(game.id, loc);
    diagnostics.push(...checkGame(game, loc, content, cat.ok ? cat.value : undefined));
    games.push(game);
  }

  if (cat.ok) {
    const pageRoutes = new Set(cat.value.pages.map((p) => p.route));
    cat.value.pages.forEach((page, pi) => {
      if (routes.has(page.route))
        diagnostics.push(
          issue(catLoc, ['pages', pi, 'route'], 'FERDY-E032', `Die Adresse ${page.route} hat schon ein Spiel (${routes.get(page.route)})`),
        );
      page.games.tiles.forEach((tile, ti) => {
        if ('game' in tile && !gameLocs.has(tile.game) && !unparsed.has(tile.game)) {
          diagnostics.push(
            issue(
              catLoc,
              ['pages', pi, 'games', 'tiles', ti, 'game'],
              'FERDY-E033',
              `Ein Spiel mit der id „${tile.game}“ gibt es in games/ nicht (vorhanden: ${quoted(gameLocs.keys())})`,
            ),
          );
        }
      });
    });
    for (const game of games) {
      if (game.backTo !== 'history' && !pageRoutes.has(game.backTo) && !routes.has(game.backTo) && game.backTo !== '/') {
        diagnostics.push(
          issue(
            gameLocs.get(game.id)!,
            ['backTo'],
            'FERDY-E034',
            `Eine Seite mit der Adresse ${game.backTo} gibt es nicht; möglich sind ${quoted(pageRoutes)} oder history`,
          ),
        );
      }
    }
  }

  if (diagnostics.length > 0 || !cat.ok)
    return { ok: false, diagnostics, partial: { games, content, ...(cat.ok ? { categories: cat.value } : {}) } };
  return { ok: true, catalog: { games, categories: cat.value, content } };
}

function checkGame(game: GameDefinition, loc: Loc, content: ContentSet[], categories: CategoriesFile | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (categories && !(game.category in categories.categories)) {
    out.push(
      issue(
        loc,
        ['category'],
        'FERDY-E035',
        `Den Bereich „${game.category}“ gibt es nicht; vorhanden sind ${quoted(Object.keys(categories.categories))} (neue Bereiche stehen in games/categories.yaml)`,
      ),
    );
  }
  if (game.items) {
    const items = game.items;
    const source = generatorContent[items.generator];
    const setName = items.set ?? source.defaultSet;
    const set = content.find((s) => s.set === setName);
    if (!set) {
      out.push(
        issue(loc, ['items', items.set ? 'set' : 'generator'], 'FERDY-E036', `Das Inhalts-Set „${setName}“ gibt es in content/ nicht`),
      );
    } else if (set.kind !== source.kind) {
      out.push(
        issue(
          loc,
          ['items', 'set'],
          'FERDY-E037',
          `Das Inhalts-Set „${setName}“ enthält Einträge der Art ${set.kind}, aber ${items.generator} braucht ${source.kind}`,
        ),
      );
    } else if (
      items.generator !== 'generate-mindset-pairs' &&
      items.generator !== 'generate-story-terms' &&
      set.items.length < items.count
    ) {
      out.push(
        issue(
          loc,
          ['items', 'count'],
          'FERDY-E038',
          `Das Inhalts-Set „${setName}“ hat nur ${set.items.length} Einträge; ein Spiel braucht ${items.count}`,
        ),
      );
    }
  }
  if (game.player === 'text') {
    const fields = new Set(game.fields.map((f) => f.id));
    const rules = [...game.validate.map((r, i) => ['validate', i, r] as const), ...game.goals.map((r, i) => ['goals', i, r] as const)];
    for (const [list, i, rule] of rules) {
      const named = 'fields' in rule ? rule.fields : [rule.field];
      for (const f of named)
        if (!fields.has(f))
          out.push(
            issue(loc, [list, i], 'FERDY-E039', `Die Regel ${rule.rule} nennt das Feld „${f}“, die Felder heißen aber ${quoted(fields)}`),
          );
      if ((rule.rule === 'uses-terms' || rule.rule === 'terms-in-sentences') && game.items?.generator !== 'generate-story-terms')
        out.push(
          issue(loc, [list, i, 'rule'], 'FERDY-E040', `${rule.rule} braucht Begriffe als Aufgaben (items.generator: generate-story-terms)`),
        );
      if (rule.rule === 'fits-word' && game.items?.generator !== 'generate-single-word')
        out.push(
          issue(loc, [list, i, 'rule'], 'FERDY-E040', 'fits-word braucht ein Wort als Aufgabe (items.generator: generate-single-word)'),
        );
      if (rule.rule === 'matches-sample' && game.items?.generator !== 'generate-story-terms:solutionstory')
        out.push(
          issue(
            loc,
            [list, i, 'rule'],
            'FERDY-E040',
            'matches-sample braucht Aufgaben mit Musterantwort (items.generator: generate-story-terms:solutionstory)',
          ),
        );
    }
    for (const [key, src] of Object.entries(game.check?.input ?? {})) {
      const [from, name] = src.split('.');
      if (from === 'field' && !fields.has(name!))
        out.push(
          issue(loc, ['check', 'input', key], 'FERDY-E039', `Ein Feld „${name}“ gibt es nicht; die Felder heißen ${quoted(fields)}`),
        );
    }
  }
  if (game.player === 'choice' && game.allowBack && game.reveal !== 'end') {
    out.push(
      issue(
        loc,
        ['allowBack'],
        'FERDY-E041',
        'allowBack: true geht nur mit reveal: end – eine schon aufgelöste Antwort kann man nicht mehr ändern',
      ),
    );
  }
  return out;
}
