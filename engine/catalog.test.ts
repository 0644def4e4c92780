import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalog, type SourceFile } from './catalog.ts';
import { formatDiagnostic } from './yaml-diagnostics.ts';

const read = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));

const shipped = read('games');
const categories = shipped.find((f) => f.file.endsWith('categories.yaml'))!;
const games = shipped.filter((f) => f !== categories);
const content = read('content');

/** Loads the shipped catalog with one game file replaced (or added) and returns the printed diagnostics. */
function diagnosticsWith(changes: { games?: SourceFile[]; categories?: string; content?: SourceFile[] }): string[] {
  const byFile = new Map(games.map((g) => [g.file, g]));
  for (const g of changes.games ?? []) byFile.set(g.file, g);
  const contentByFile = new Map(content.map((c) => [c.file, c]));
  for (const c of changes.content ?? []) contentByFile.set(c.file, c);
  const result = loadCatalog({
    games: [...byFile.values()],
    categories: { file: categories.file, text: changes.categories ?? categories.text },
    content: [...contentByFile.values()],
  });
  return result.ok ? [] : result.diagnostics.map(formatDiagnostic);
}

function edited(id: string, edit: (text: string) => string): SourceFile {
  const g = games.find((f) => f.file === `games/${id}.yaml`)!;
  return { file: g.file, text: edit(g.text) };
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('catalog diagnostics: file, line, column and what would be valid', () => {
  it('the shipped games, pages and content load without problems', () => {
    expect(diagnosticsWith({})).toEqual([]);
  });

  it('a value of the wrong type names the key, the valid range and what was written', () => {
    const file = edited('denkweiser', (t) => t.replace('rounds: 10', 'rounds: zehn'));
    const line = lineOf(file.text, 'rounds: zehn');
    expect(diagnosticsWith({ games: [file] })).toEqual([`games/denkweiser.yaml:${line}:9 rounds: expected a whole number 1–50, got "zehn"`]);
  });

  it('a number out of range', () => {
    const file = edited('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 500'));
    expect(diagnosticsWith({ games: [file] })[0]).toMatch(/streitschlichter\.yaml:\d+:9 rounds: expected a whole number 1–50, got 500/);
  });

  it('a typo in a key suggests the right one', () => {
    const file = edited('streitschlichter', (t) => t.replace('rounds: 5', 'roudns: 5'));
    const found = diagnosticsWith({ games: [file] });
    const line = lineOf(file.text, 'roudns');
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^games/streitschlichter\\.yaml:${line}:1 roudns: unknown key — did you mean "rounds"\\?`)));
  });

  it('a YAML syntax error has its position', () => {
    const found = diagnosticsWith({ games: [{ file: 'games/kaputt.yaml', text: 'id: kaputt\ntitle: [offen\n' }] });
    expect(found[0]).toMatch(/^games\/kaputt\.yaml:\d+:\d+ YAML syntax error/);
  });

  it('an unknown player kind lists the known ones', () => {
    const file = edited('paare-finden', (t) => t.replace('player: matching', 'player: memory'));
    expect(diagnosticsWith({ games: [file] })).toContainEqual(
      expect.stringMatching(/paare-finden\.yaml:\d+:9 player: unknown player; expected one of choice, text, matching, traffic-light, got "memory"/),
    );
  });

  it('unknown generator and checker names list the known ones', () => {
    const gen = edited('mindshift', (t) => t.replace('generator: generate-scenario', 'generator: generate-scenarios'));
    expect(diagnosticsWith({ games: [gen] })[0]).toMatch(/mindshift\.yaml:\d+:\d+ items\.generator: unknown generator "generate-scenarios"; known: .*generate-scenario,/);
    const chk = edited('sags-mal-anders', (t) => t.replace('checker: check-rewrite', 'checker: check-rewritten'));
    expect(diagnosticsWith({ games: [chk] })[0]).toMatch(/sags-mal-anders\.yaml:\d+:\d+ check\.checker: unknown checker "check-rewritten"; known: check-rewrite/);
  });

  it('duplicate ids and routes across files', () => {
    const copy = { file: 'games/streitschlichter-kopie.yaml', text: games.find((g) => g.file.endsWith('/streitschlichter.yaml'))!.text };
    const found = diagnosticsWith({ games: [copy] }).join('\n');
    expect(found).toMatch(/streitschlichter-kopie\.yaml:\d+:\d+ id: the id must match the file name/);
    expect(found).toMatch(/streitschlichter-kopie\.yaml:\d+:\d+ id: duplicate game id "streitschlichter" \(also in games\/streitschlichter\.yaml\)/);
    expect(found).toMatch(/streitschlichter-kopie\.yaml:\d+:\d+ route: route \/streitschlichter is already used by games\/streitschlichter\.yaml/);
  });

  it('a category page pointing at a missing game', () => {
    const text = categories.text.replace('- game: denkweiser', '- game: denkweisser');
    const line = lineOf(text, 'denkweisser');
    expect(diagnosticsWith({ categories: text })).toEqual([expect.stringMatching(new RegExp(`^games/categories\\.yaml:${line}:\\d+ pages\\.0\\.games\\.tiles\\.0\\.game: no game with id "denkweisser"`))]);
  });

  it('an unknown category and a back target that is no page', () => {
    const file = edited('denkweiser', (t) => t.replace('category: problem_solving', 'category: problemloesung').replace('backTo: /loesungsorientierung', 'backTo: /nirgendwo'));
    const found = diagnosticsWith({ games: [file] }).join('\n');
    expect(found).toMatch(/denkweiser\.yaml:\d+:\d+ category: unknown category "problemloesung"; known: mindset, communication/);
    expect(found).toMatch(/denkweiser\.yaml:\d+:\d+ backTo: no page with route \/nirgendwo/);
  });

  it('a content set of the wrong kind, and a rule that names a missing field', () => {
    const file = edited('sags-mal-anders', (t) =>
      t.replace('generator: generate-bad-sentence, count: 5', 'generator: generate-bad-sentence, count: 5, set: conflicts').replace('field: rewrite\n    min: 5', 'field: antwort\n    min: 5'),
    );
    const found = diagnosticsWith({ games: [file] }).join('\n');
    expect(found).toMatch(/items\.set: content set "conflicts" holds conflict items, but generate-bad-sentence needs sentence/);
    expect(found).toMatch(/validate\.0: rule min-chars names field "antwort", but the fields are rewrite/);
  });

  it('a broken content item has its position and the field', () => {
    const set = content.find((c) => c.file.endsWith('/conflicts.yaml'))!;
    const broken = { file: set.file, text: set.text.replace(/correctIndex: \d/, 'correctIndex: 7') };
    expect(diagnosticsWith({ content: [broken] })[0]).toMatch(/^content\/conflicts\.yaml:\d+:\d+ items\.0\.correctIndex: /);
  });
});
