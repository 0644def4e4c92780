import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../engine/catalog.ts';
import { loadCatalogFromDisk } from '../../engine/cli-load.ts';
import { compileGame } from '../../engine/compile.ts';
import { outputFromContent } from '../../engine/content-output.ts';
import type { ContentItem } from '../../engine/content-schema.ts';
import { eventLogSchema, type GameEvent } from '../../engine/events.ts';
import type { ChoiceGame, GameDefinition, TextGame } from '../../engine/game-schema.ts';
import { generatorContent } from '../../engine/generators.ts';
import { prepareItem, type ChoiceItem, type PlayItem } from '../../engine/items.ts';
import { replay, type RecordedCheck } from '../../engine/replay.ts';
import { pickResult } from '../../engine/scoring.ts';
import { formatDiagnostic } from '../../engine/yaml-diagnostics.ts';

/**
 * The authors' guide (games/README.md) promises: a new game of an existing player kind is one
 * YAML file (plus, if wanted, a content set and a tile) and no code. This test takes the files
 * exactly as the guide prints them — every block marked `<!-- datei: … -->` — puts them into a
 * copy of games/ and content/, and plays the new games through the engine.
 */

const guide = readFileSync('games/README.md', 'utf8');

/** The fenced block that follows `<!-- datei: <name> -->` in the guide. */
function fromGuide(name: string): string {
  const marker = `<!-- datei: ${name} -->`;
  const at = guide.indexOf(marker);
  if (at < 0) throw new Error(`games/README.md has no block marked ${marker}`);
  const match = /^\s*```[a-z]*\n([\s\S]*?)^```/m.exec(guide.slice(at + marker.length));
  if (!match) throw new Error(`no code block after ${marker}`);
  return match[1]!;
}

const quizFile = 'games/freundschafts-quiz.yaml';
const setFile = 'content/freundschafts-konflikte.yaml';
const writingFile = 'games/freundlich-gesagt.yaml';
/** The tile goes directly under Gefühlsradar on the page Konfliktlösung (its first tile of that game). */
const tileAnchor = '        - game: gefuehlsradar\n          hint: "Wie fühlt sich die Person wohl?"\n';

let root: string;

function write(file: string, text: string) {
  writeFileSync(join(root, file), text);
}

function load(): Catalog {
  const result = loadCatalogFromDisk(root);
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  return result.catalog;
}

function gameIn(catalog: Catalog, id: string): GameDefinition {
  const game = catalog.games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

/** What the built-in provider hands the player for these content items (in order, no shuffling). */
function itemsFrom(catalog: Catalog, game: GameDefinition, count: number): PlayItem[] {
  const source = generatorContent[game.items!.generator];
  const set = catalog.content.find((s) => s.set === (game.items!.set ?? source.defaultSet))!;
  return set.items.slice(0, count).map((item: ContentItem) => prepareItem(game, outputFromContent(game.items!.generator, [item])));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ferdy-new-game-'));
  cpSync('games', join(root, 'games'), { recursive: true });
  cpSync('content', join(root, 'content'), { recursive: true });

  // Steps 1–4 of "Ein neues Spiel in 5 Minuten": the game file and its new content set.
  write(quizFile, fromGuide(quizFile));
  write(setFile, fromGuide(setFile));
  write(writingFile, fromGuide(writingFile));

  // Step 5 (and its twin in the writing-game example): the tiles on the page Konfliktlösung.
  const categories = readFileSync(join(root, 'games/categories.yaml'), 'utf8');
  expect(categories).toContain(tileAnchor);
  const tiles = fromGuide('kachel: freundschafts-quiz') + fromGuide('kachel: freundlich-gesagt');
  write('games/categories.yaml', categories.replace(tileAnchor, tileAnchor + tiles));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('Ein neues Spiel in 5 Minuten (games/README.md)', () => {
  it('loads with no problems: the new games, the new content set and the tiles', () => {
    const result = loadCatalogFromDisk(root);
    expect(result.ok ? [] : result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const catalog = load();
    expect(catalog.games.map((g) => g.id)).toEqual(expect.arrayContaining(['freundschafts-quiz', 'freundlich-gesagt']));
    const set = catalog.content.find((s) => s.set === 'freundschafts-konflikte');
    expect(set).toMatchObject({ kind: 'conflict' });
    expect(set!.items.map((i) => i.id)).toEqual(['freundschaft-001', 'freundschaft-002', 'freundschaft-003', 'freundschaft-004']);
    const page = catalog.categories.pages.find((p) => p.id === 'konfliktloesung')!;
    const games = page.games.tiles.map((t) => ('game' in t ? t.game : null));
    expect(games).toEqual([
      'streitschlichter',
      'sags-mal-anders',
      'ich-botschaften',
      'gefuehlsradar',
      'freundschafts-quiz',
      'freundlich-gesagt',
    ]);
  });

  describe('Freundschafts-Quiz (choice, own content set)', () => {
    let game: ChoiceGame;
    let items: ChoiceItem[];

    beforeAll(() => {
      const catalog = load();
      const g = gameIn(catalog, 'freundschafts-quiz');
      if (g.player !== 'choice') throw new Error('expected a choice game');
      game = g;
      items = itemsFrom(catalog, game, game.items!.count) as ChoiceItem[];
    });

    it('compiles into a machine and draws its questions from freundschafts-konflikte', () => {
      expect(game).toMatchObject({
        route: '/freundschafts-quiz',
        rounds: 4,
        items: { generator: 'generate-conflict', count: 4, set: 'freundschafts-konflikte' },
      });
      expect(compileGame(game).id).toBe('freundschafts-quiz');
      expect(items).toHaveLength(4);
      expect(items[0]!.prompt).toMatch(/^Lena hat Ben versprochen/);
      expect(items.map((i) => i.correctIndex)).toEqual([1, 0, 2, 0]);
    });

    it('plays the guide example: 3 of 4 right → score 75, success, the best result text', async () => {
      const events = eventLogSchema.parse(JSON.parse(fromGuide('games/examples/freundschafts-quiz-play.json')));
      const r = replay(game, items, events);
      expect(r.finished).toBe(true);
      expect(r.output).toMatchObject({ correct: 3, share: 0.75, score: 75, points: 75, success: true, recorded: true });
      expect(pickResult(game.results, r.output!.share)!.text).toMatch(/^Super!/);
    });

    const play = (right: boolean[]): GameEvent[] => [
      { type: 'START' },
      ...items.flatMap((item, i): GameEvent[] => [
        { type: 'SELECT', index: right[i] ? item.correctIndex : (item.correctIndex + 1) % 3 },
        { type: 'CONFIRM' },
        { type: 'NEXT' },
      ]),
    ];

    it('all right → 100; half right → 50, still a success, "Gut gemacht"; one right → 25, no success, "Bleib dran"', async () => {
      const all = replay(game, items, play([true, true, true, true]));
      expect(all.output).toMatchObject({ correct: 4, score: 100, success: true });
      expect(pickResult(game.results, all.output!.share)!.mood).toBe('cheering');

      const half = replay(game, items, play([true, false, true, false]));
      expect(half.output).toMatchObject({ correct: 2, score: 50, success: true });
      expect(pickResult(game.results, half.output!.share)!.text).toMatch(/^Gut gemacht!/);

      const one = replay(game, items, play([false, false, true, false]));
      expect(one.output).toMatchObject({ correct: 1, score: 25, success: false });
      expect(pickResult(game.results, one.output!.share)!.text).toMatch(/^Bleib dran!/);
    });
  });

  describe('Freundlich gesagt (text, default set, check-rewrite)', () => {
    let game: TextGame;
    let items: PlayItem[];

    beforeAll(() => {
      const catalog = load();
      const g = gameIn(catalog, 'freundlich-gesagt');
      if (g.player !== 'text') throw new Error('expected a text game');
      game = g;
      items = itemsFrom(catalog, game, game.items!.count);
    });

    it('uses the generator’s usual set (hostile-sentences) and compiles', () => {
      expect(game.items).toEqual({ generator: 'generate-bad-sentence', count: 5 });
      expect(compileGame(game).id).toBe('freundlich-gesagt');
      expect(items[0]).toMatchObject({
        prompt: 'Du bist so blöd, du kannst gar nichts!',
        raw: { sentence: 'Du bist so blöd, du kannst gar nichts!' },
      });
    });

    it('plays the guide example: too short first (own minimum and text), then the checker agrees → 70', async () => {
      const example = JSON.parse(fromGuide('games/examples/freundlich-gesagt-play.json')) as { events: unknown; checks: RecordedCheck[] };
      const events = eventLogSchema.parse(example.events);

      const afterShort = replay(game, items, events.slice(0, 2), example.checks);
      expect(afterShort.finished).toBe(false);
      expect(afterShort.context.feedback).toMatchObject({
        kind: 'invalid',
        message: 'Das sind erst 3 Wörter. Schreib mindestens 4 Wörter.',
      });
      expect(afterShort.context.attempts).toBe(0);

      const r = replay(game, items, events, example.checks);
      expect(r.finished).toBe(true);
      expect(r.output).toMatchObject({ score: 70, points: 70, success: true, correct: 1 });
    });

    it('a checker that says no keeps the child writing, with the game’s title over the checker’s words', async () => {
      const text = 'Ich mag das nicht, wenn du so redest.';
      const checks: RecordedCheck[] = [
        {
          checker: 'check-rewrite',
          input: { original: 'Du bist so blöd, du kannst gar nichts!', rewrite: text },
          output: { isImproved: false, feedback: 'Fast! Sag noch, was du dir wünschst.' },
        },
      ];
      const r = replay(game, items, [{ type: 'START' }, { type: 'SUBMIT', values: { freundlich: text } }], checks);
      expect(r.finished).toBe(false);
      expect(r.context.feedback).toMatchObject({
        kind: 'failure',
        message: { title: 'Fast geschafft', text: 'Fast! Sag noch, was du dir wünschst.' },
      });
    });
  });

  it('a typo in the new file names file, line, column and the fix', () => {
    const text = fromGuide(quizFile);
    const line = text.split('\n').findIndex((l) => l.startsWith('rounds:')) + 1;
    expect(line).toBeGreaterThan(1);
    write(quizFile, text.replace(/^rounds:/m, 'roudns:'));
    try {
      const result = loadCatalogFromDisk(root);
      expect(result.ok).toBe(false);
      const messages = result.ok ? [] : result.diagnostics.map(formatDiagnostic);
      expect(messages).toContainEqual(
        expect.stringMatching(
          new RegExp(`^games/freundschafts-quiz\\.yaml:${line}:1 FERDY-E019 roudns: Unbekannter Schlüssel – meintest du „rounds“\\?`),
        ),
      );
      // The broken file's tile is not reported as well: the file is there, just broken.
      expect(messages.filter((m) => m.includes('categories.yaml'))).toEqual([]);
    } finally {
      write(quizFile, text);
    }
  });
});
