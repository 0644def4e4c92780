import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogFromDisk } from '../../engine/cli-load.ts';
import { formatDiagnostic, type Diagnostic } from '../../engine/yaml-diagnostics.ts';
import { createStudioApp } from './studio-app.ts';
import { workspaceFrom } from './workspace.ts';

let root: string;
let app: ReturnType<typeof createStudioApp>;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ferdy-studio-test-'));
  cpSync('games', join(root, 'games'), { recursive: true });
  cpSync('content', join(root, 'content'), { recursive: true });
  app = createStudioApp(workspaceFrom({ GAMES_DIR: join(root, 'games'), CONTENT_DIR: join(root, 'content') }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const file = 'games/streitschlichter.yaml';
const read = (f: string) => readFileSync(join(root, f), 'utf8');

describe('checking and saving a file', () => {
  it('reports the loader’s problems at their line and saves only a valid file, exactly as typed', async () => {
    const original = read(file);
    const broken = original.replace('reveal: immediate', 'reveal: sofort');
    const check = (await (await post('/studio-api/check', { file, text: broken })).json()) as {
      diagnostics: { line: number; path: string }[];
      game: unknown;
    };
    expect(check.diagnostics).toEqual([expect.objectContaining({ line: 12, path: 'reveal' })]);
    expect(check.game).toBeNull();

    const refused = await post('/studio-api/save', { file, text: broken });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Nicht gespeichert: Die Datei hat noch Fehler.');
    expect(read(file)).toBe(original);

    const edited = original.replace('rounds: 5', 'rounds: 4  # vier reichen');
    const saved = await post('/studio-api/save', { file, text: edited });
    expect(saved.status).toBe(200);
    expect(read(file)).toBe(edited);
    expect(loadCatalogFromDisk(root).ok).toBe(true);
  });

  it('shows exactly the messages npm run games:check prints, codes included', async () => {
    const broken = read(file).replace('rounds: 5', 'rounds: 99').replace('reveal: immediate', 'reveal: sofort');
    const check = (await (await post('/studio-api/check', { file, text: broken })).json()) as { diagnostics: Diagnostic[] };
    writeFileSync(join(root, file), broken);
    let printed = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'engine/cli-games-check.ts', '--root', root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      printed = (e as { stderr: string }).stderr;
    }
    const lines = printed.split('\n').filter((l) => l.startsWith(`${file}:`));
    expect(lines).toHaveLength(2);
    expect(check.diagnostics.map(formatDiagnostic)).toEqual(lines);
    expect(lines[0]).toMatch(
      /^games\/streitschlichter\.yaml:10:9 FERDY-E013 rounds: Hier gehört eine ganze Zahl von 1 bis 50 hin – gefunden: 99$/,
    );
    expect(printed).toContain('2 Probleme gefunden.');
  });

  it('hands out the generated JSON Schemas for completion and hover help', async () => {
    for (const kind of ['game', 'content', 'categories']) {
      const schema = (await (await app.request(`/studio-api/schema?kind=${kind}`)).json()) as { title: string };
      expect(schema.title).toMatch(/^Ferdy /);
    }
  });

  it('opens only files in games/ and content/', async () => {
    expect((await app.request('/studio-api/file?file=../package.json')).status).toBe(400);
    expect((await app.request('/studio-api/file?file=games/nichts.yaml')).status).toBe(404);
    expect((await post('/studio-api/save', { file: 'games/../../x.yaml', text: '' })).status).toBe(400);
  });

  it('lists games by category and content sets with their problem counts', async () => {
    const overview = (await (await app.request('/studio-api/overview')).json()) as {
      categories: { id: string; games: { id: string; diagnostics: number }[] }[];
      content: { set: string }[];
      total: number;
    };
    expect(overview.total).toBe(0);
    expect(overview.categories.find((c) => c.id === 'conflict_resolution')!.games.map((g) => g.id)).toContain('streitschlichter');
    expect(overview.content.map((s) => s.set)).toContain('conflicts');
  });
});

describe('Neues Spiel', () => {
  it('copies a game of the kind, empties its texts (a problem until written) and adds a tile, keeping comments', async () => {
    const created = await post('/studio-api/new-game', { id: 'mut-quiz', player: 'choice', page: 'konfliktloesung' });
    expect(created.status).toBe(201);
    const text = read('games/mut-quiz.yaml');
    expect(text).toMatch(/^# yaml-language-server/);
    expect(text).toContain('id: mut-quiz');
    expect(text).toContain('route: /mut-quiz');
    const categories = read('games/categories.yaml');
    expect(categories).toContain('# Categories a play is recorded under');
    expect(categories).toMatch(/- game: mut-quiz/);

    const check = (await (await post('/studio-api/check', { file: 'games/mut-quiz.yaml', text })).json()) as {
      diagnostics: { path: string }[];
    };
    expect(check.diagnostics.map((d) => d.path)).toEqual(expect.arrayContaining(['title', 'description', 'texts.heading', 'texts.intro']));

    const filled = text
      .replace('title: ""', 'title: Mut-Quiz')
      .replace('description: ""', 'description: "Was hilft, wenn man sich nicht traut?"')
      .replace('heading: ""', 'heading: Mut-Quiz')
      .replace('intro: ""', 'intro: "Wähle die mutigste Antwort."');
    expect((await post('/studio-api/save', { file: 'games/mut-quiz.yaml', text: filled })).status).toBe(200);
    expect(loadCatalogFromDisk(root).ok).toBe(true);

    const again = await post('/studio-api/new-game', { id: 'mut-quiz', player: 'choice', page: 'konfliktloesung' });
    expect(again.status).toBe(409);
  });
});

describe('replay', () => {
  it('steps through the example play and ends with the points the server computes', async () => {
    const play = JSON.parse(readFileSync('games/examples/streitschlichter-play.json', 'utf8')) as unknown;
    const res = await post('/studio-api/replay', { gameId: 'streitschlichter', play });
    const view = (await res.json()) as { steps: { state: unknown }[]; result: { points: number; score: number } };
    expect(view.steps).toHaveLength(16);
    expect(view.steps[0]!.state).toBe('loading');
    const cli = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'engine/cli-replay.ts', 'streitschlichter', 'games/examples/streitschlichter-play.json'],
      { encoding: 'utf8' },
    );
    const [, score, points] = /finished: score (\d+), points (\d+)/.exec(cli)!;
    expect(view.result).toMatchObject({ score: Number(score), points: Number(points) });
    expect((await post('/studio-api/replay', { gameId: 'streitschlichter', play: { nope: 1 } })).status).toBe(400);
  });
});

describe('the preview’s simulated API', () => {
  it('plays the edited game with content-bank items, completes it by replay and stores nothing', async () => {
    const edited = read(file).replace('rounds: 5', 'rounds: 2').replace('count: 5', 'count: 2');
    await post('/studio-api/check', { file, text: edited });
    const start = (await (await post('/api/plays', { gameId: 'streitschlichter' })).json()) as {
      playId: string;
      items: { correctIndex: number }[];
    };
    expect(start.items).toHaveLength(2);
    const events = [
      { type: 'START' },
      ...start.items.flatMap((it) => [{ type: 'SELECT', index: it.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' }]),
    ];
    const done = (await (await post(`/api/plays/${start.playId}/complete`, { events })).json()) as {
      pointsEarned: number;
      canPlayAgain: boolean;
    };
    expect(done).toMatchObject({ pointsEarned: 100, canPlayAgain: true });
    expect(read(file)).not.toBe(edited);
  });

  it('simulates the daily limit when asked', async () => {
    await post('/studio-api/preview/settings', { simulateLimit: true });
    const start = (await (await post('/api/plays', { gameId: 'streitschlichter' })).json()) as {
      playId: string;
      items: { correctIndex: number }[];
    };
    const events = [
      { type: 'START' },
      ...start.items.flatMap((it) => [{ type: 'SELECT', index: it.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' }]),
    ];
    const done = (await (await post(`/api/plays/${start.playId}/complete`, { events })).json()) as { needsPayment: boolean };
    expect(done.needsPayment).toBe(true);
    const refused = await post('/api/plays', { gameId: 'streitschlichter' });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('needs_payment');
  });
});
