import { existsSync, readFileSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { diskPath, loadWorkspace, readSources, writeAtomically, type Workspace } from './workspace.ts';

export type NewGameRequest = { id: string; player: GameDefinition['player']; page: string };
export type NewGameResult = { ok: true; file: string } | { ok: false; message: string };

/** The texts a new game starts without: it shows a problem until the author has written them. */
const textsToWrite = [['title'], ['description'], ['texts', 'heading'], ['texts', 'intro']];

/**
 * "Neues Spiel": copies the first game of the chosen player kind as a template under a new id
 * and route, empties the texts the author must write, and adds a tile to the chosen category
 * page in games/categories.yaml. Both files are edited through the `yaml` Document API, so the
 * template's comments and the category file's layout stay as they are.
 */
export function createGame(ws: Workspace, request: NewGameRequest): NewGameResult {
  const file = `games/${request.id}.yaml`;
  if (existsSync(diskPath(ws, file))) return { ok: false, message: `Es gibt schon ein Spiel mit der Kennung „${request.id}“.` };
  const loaded = loadWorkspace(ws);
  const catalog = loaded.ok ? loaded.catalog : loaded.partial;
  const games = catalog.games ?? [];
  if (games.some((g) => g.route === `/${request.id}`)) return { ok: false, message: `Die Adresse /${request.id} ist schon vergeben.` };
  const template = games.filter((g) => g.player === request.player).sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!template) return { ok: false, message: `Es gibt noch kein Spiel der Art „${request.player}“, das als Vorlage dienen kann.` };

  const sources = readSources(ws);
  const categoriesDoc = parseDocument(sources.categories.text);
  if (categoriesDoc.errors.length > 0)
    return { ok: false, message: 'games/categories.yaml hat einen Syntaxfehler. Bitte zuerst dort korrigieren.' };
  const pages = categoriesDoc.get('pages');
  const pageIndex = isSeq(pages) ? pages.items.findIndex((p) => isMap(p) && p.get('id') === request.page) : -1;
  const page = catalog.categories?.pages.find((p) => p.id === request.page);
  if (pageIndex < 0 || !page) return { ok: false, message: `Die Bereichsseite „${request.page}“ gibt es nicht.` };
  // The category the page's games are recorded under (the template's, if the page has none yet).
  const onPage = page.games.tiles.flatMap((t) => ('game' in t ? [games.find((g) => g.id === t.game)] : [])).find(Boolean);
  const category = onPage?.category ?? template.category;

  const gameDoc = parseDocument(readFileSync(diskPath(ws, `games/${template.id}.yaml`), 'utf8'));
  gameDoc.set('id', request.id);
  gameDoc.set('route', `/${request.id}`);
  gameDoc.set('backTo', page.route);
  gameDoc.set('category', category);
  gameDoc.delete('gameName');
  for (const path of textsToWrite) if (gameDoc.hasIn(path)) gameDoc.setIn(path, '');
  writeAtomically(diskPath(ws, file), gameDoc.toString());

  categoriesDoc.addIn(['pages', pageIndex, 'games', 'tiles'], categoriesDoc.createNode({ game: request.id }));
  writeAtomically(diskPath(ws, 'games/categories.yaml'), categoriesDoc.toString());
  return { ok: true, file };
}
