import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadCatalog, type CatalogResult, type SourceFile } from '../../engine/catalog.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { Diagnostic } from '../../engine/yaml-diagnostics.ts';

/** Where the studio reads and writes: the project's games/ and content/, or copies of them. */
export type Workspace = { root: string; gamesDir: string; contentDir: string };

export function workspaceFrom(env: Record<string, string | undefined>, root = resolve(import.meta.dirname, '../..')): Workspace {
  return {
    root,
    gamesDir: resolve(root, env.GAMES_DIR ?? 'games'),
    contentDir: resolve(root, env.CONTENT_DIR ?? 'content'),
  };
}

/** A file the studio may open: `games/<name>.yaml` or `content/<name>.yaml`, nothing else. */
export const studioFilePattern = /^(games|content)\/[a-z0-9][a-z0-9-]*\.yaml$/;

export function diskPath(ws: Workspace, file: string): string {
  if (!studioFilePattern.test(file)) throw new Error(`not a studio file: ${file}`);
  const [dir, name] = file.split('/') as ['games' | 'content', string];
  return join(dir === 'games' ? ws.gamesDir : ws.contentDir, name);
}

function yamlFiles(dir: string, prefix: string): SourceFile[] {
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9][a-z0-9-]*\.yaml$/.test(f))
    .sort()
    .map((f) => ({ file: `${prefix}/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}

/** Every source file, with one file's text replaced by what the author is typing. */
export function readSources(ws: Workspace, override?: SourceFile): { games: SourceFile[]; categories: SourceFile; content: SourceFile[] } {
  const swap = (f: SourceFile) => (override && f.file === override.file ? override : f);
  const gameFiles = yamlFiles(ws.gamesDir, 'games').map(swap);
  const content = yamlFiles(ws.contentDir, 'content').map(swap);
  if (override && !gameFiles.some((f) => f.file === override.file) && !content.some((f) => f.file === override.file)) {
    (override.file.startsWith('games/') ? gameFiles : content).push(override);
  }
  const categories = gameFiles.find((f) => f.file === 'games/categories.yaml') ?? { file: 'games/categories.yaml', text: '' };
  return { games: gameFiles.filter((f) => f !== categories), categories, content };
}

/** The catalog as `npm run games:check` loads it (the same loader), optionally with an edited file. */
export function loadWorkspace(ws: Workspace, override?: SourceFile): CatalogResult {
  return loadCatalog(readSources(ws, override));
}

export type FileCheck = {
  file: string;
  /** the problems in this file, at line and column */
  diagnostics: Diagnostic[];
  /** problems in other files (they do not block saving this one) */
  elsewhere: number;
  /** the game defined by this file, when it loads */
  game: GameDefinition | null;
};

export function checkFile(ws: Workspace, file: string, text: string): FileCheck {
  const result = loadWorkspace(ws, { file, text });
  const all = result.ok ? [] : result.diagnostics;
  const diagnostics = all.filter((d) => d.file === file);
  const games = result.ok ? result.catalog.games : (result.partial.games ?? []);
  const name = file.split('/')[1]!.replace(/\.yaml$/, '');
  const game = file.startsWith('games/') && diagnostics.length === 0 ? (games.find((g) => g.id === name) ?? null) : null;
  return { file, diagnostics, elsewhere: all.length - diagnostics.length, game };
}

export type SaveResult = { saved: true; check: FileCheck } | { saved: false; check: FileCheck };

/**
 * Writes a file only when it validates. The text is written as the author typed it, so their
 * comments, quotes and blank lines stay exactly as they are; it goes to a temporary file first
 * and replaces the old one in one step, so a failed write never leaves half a file.
 */
export function saveFile(ws: Workspace, file: string, text: string): SaveResult {
  const check = checkFile(ws, file, text);
  if (check.diagnostics.length > 0) return { saved: false, check };
  writeAtomically(diskPath(ws, file), text);
  return { saved: true, check };
}

export function writeAtomically(path: string, text: string): void {
  const temp = join(dirname(path), `.${Date.now()}-${process.pid}.tmp`);
  writeFileSync(temp, text, 'utf8');
  renameSync(temp, path);
}

export function readStudioFile(ws: Workspace, file: string): string | null {
  const path = diskPath(ws, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
