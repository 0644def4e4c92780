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
    expect(diagnosticsWith({ games: [file] })).toEqual([
      `games/denkweiser.yaml:${line}:9 FERDY-E011 rounds: Hier gehört eine ganze Zahl von 1 bis 50 hin – gefunden: "zehn"`,
    ]);
  });

  it('a number out of range', () => {
    const file = edited('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 500'));
    expect(diagnosticsWith({ games: [file] })[0]).toMatch(
      /streitschlichter\.yaml:\d+:9 FERDY-E013 rounds: Hier gehört eine ganze Zahl von 1 bis 50 hin – gefunden: 500/,
    );
  });

  it('a typo in a key suggests the right one', () => {
    const file = edited('streitschlichter', (t) => t.replace('rounds: 5', 'roudns: 5'));
    const found = diagnosticsWith({ games: [file] });
    const line = lineOf(file.text, 'roudns');
    expect(found).toEqual([
      expect.stringMatching(
        new RegExp(`^games/streitschlichter\\.yaml:${line}:1 FERDY-E019 roudns: Unbekannter Schlüssel – meintest du „rounds“\\?`),
      ),
    ]);
  });

  it('a YAML syntax error has its position, and only the first one is reported', () => {
    const found = diagnosticsWith({ games: [{ file: 'games/kaputt.yaml', text: 'id: kaputt\ntitle: [offen\n' }] });
    expect(found).toEqual(['games/kaputt.yaml:3:1 FERDY-E005 Eine Klammer [ oder { wird nicht geschlossen']);
    const tab = diagnosticsWith({ games: [edited('streitschlichter', (t) => t.replace('  intro:', '\tintro:'))] });
    expect(tab).toEqual([
      expect.stringMatching(/^games\/streitschlichter\.yaml:(\d+):1 FERDY-E002 Zeile \1 ist mit einem Tabulator eingerückt/),
    ]);
  });

  it('a key moved one level out asks whether the line is indented rightly, instead of two unrelated problems', () => {
    const set = content.find((c) => c.file.endsWith('/ampel-situations.yaml'))!;
    const item = set.text.indexOf('- id: ampel-027');
    const yellow = set.text.indexOf('    yellow:', item);
    const strategy = set.text.indexOf('      strategy:', yellow);
    const text = set.text.slice(0, strategy) + set.text.slice(strategy + 2);
    const line = text.slice(0, strategy).split('\n').length;
    expect(diagnosticsWith({ content: [{ file: set.file, text }] })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/ampel-situations\\.yaml:${line}:5 FERDY-E019 items\\[ampel-027\\]\\.strategy: Unbekannter Schlüssel – „strategy“ gehört vielleicht unter „yellow“\\. Ist Zeile ${line} richtig eingerückt\\?`,
        ),
      ),
    ]);
  });

  it('an unknown player kind lists the known ones', () => {
    const file = edited('paare-finden', (t) => t.replace('player: matching', 'player: memory'));
    expect(diagnosticsWith({ games: [file] })).toContainEqual(
      expect.stringMatching(
        /paare-finden\.yaml:\d+:9 FERDY-E020 player: Diese Spielart gibt es nicht; erlaubt sind: choice, text, matching, traffic-light – gefunden: "memory"/,
      ),
    );
  });

  it('unknown generator and checker names list the known ones', () => {
    const gen = edited('mindshift', (t) => t.replace('generator: generate-scenario', 'generator: generate-scenarios'));
    expect(diagnosticsWith({ games: [gen] })[0]).toMatch(
      /mindshift\.yaml:\d+:\d+ FERDY-E017 items\.generator: Diesen Generator gibt es nicht; vorhanden sind .*generate-scenario,.* – gefunden: "generate-scenarios"/,
    );
    const chk = edited('sags-mal-anders', (t) => t.replace('checker: check-rewrite', 'checker: check-rewritten'));
    expect(diagnosticsWith({ games: [chk] })[0]).toMatch(
      /sags-mal-anders\.yaml:\d+:\d+ FERDY-E017 check\.checker: Diesen Prüfer gibt es nicht; vorhanden sind check-rewrite/,
    );
  });

  it('duplicate ids and routes across files', () => {
    const copy = { file: 'games/streitschlichter-kopie.yaml', text: games.find((g) => g.file.endsWith('/streitschlichter.yaml'))!.text };
    const found = diagnosticsWith({ games: [copy] }).join('\n');
    expect(found).toMatch(/streitschlichter-kopie\.yaml:\d+:\d+ FERDY-E030 id: Die id muss zum Dateinamen passen/);
    expect(found).toMatch(
      /streitschlichter-kopie\.yaml:\d+:\d+ FERDY-E031 id: Ein Spiel mit der id „streitschlichter“ gibt es schon \(in games\/streitschlichter\.yaml\)/,
    );
    expect(found).toMatch(
      /streitschlichter-kopie\.yaml:\d+:\d+ FERDY-E032 route: Die Adresse \/streitschlichter hat schon games\/streitschlichter\.yaml/,
    );
  });

  it('a category page pointing at a missing game', () => {
    const text = categories.text.replace('- game: denkweiser', '- game: denkweisser');
    const line = lineOf(text, 'denkweisser');
    expect(diagnosticsWith({ categories: text })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^games/categories\\.yaml:${line}:\\d+ FERDY-E033 pages\\[loesungsorientierung\\]\\.games\\.tiles\\[1\\]\\.game: Ein Spiel mit der id „denkweisser“ gibt es in games/ nicht`,
        ),
      ),
    ]);
  });

  it('an unknown category and a back target that is no page', () => {
    const file = edited('denkweiser', (t) =>
      t.replace('category: problem_solving', 'category: problemloesung').replace('backTo: /loesungsorientierung', 'backTo: /nirgendwo'),
    );
    const found = diagnosticsWith({ games: [file] }).join('\n');
    expect(found).toMatch(
      /denkweiser\.yaml:\d+:\d+ FERDY-E035 category: Den Bereich „problemloesung“ gibt es nicht; vorhanden sind mindset, communication/,
    );
    expect(found).toMatch(/denkweiser\.yaml:\d+:\d+ FERDY-E034 backTo: Eine Seite mit der Adresse \/nirgendwo gibt es nicht/);
  });

  it('a content set of the wrong kind, and a rule that names a missing field', () => {
    const file = edited('sags-mal-anders', (t) =>
      t
        .replace('generator: generate-bad-sentence, count: 5', 'generator: generate-bad-sentence, count: 5, set: conflicts')
        .replace('field: rewrite\n    min: 5', 'field: antwort\n    min: 5'),
    );
    const found = diagnosticsWith({ games: [file] }).join('\n');
    expect(found).toMatch(
      /FERDY-E037 items\.set: Das Inhalts-Set „conflicts“ enthält Einträge der Art conflict, aber generate-bad-sentence braucht sentence/,
    );
    expect(found).toMatch(/FERDY-E039 validate\[1\]: Die Regel min-chars nennt das Feld „antwort“, die Felder heißen aber rewrite/);
  });

  it('a broken content item is named by its id, at the line of the field', () => {
    const set = content.find((c) => c.file.endsWith('/conflicts.yaml'))!;
    const broken = { file: set.file, text: set.text.replace(/correctIndex: \d/, 'correctIndex: 7') };
    const line = lineOf(broken.text, 'correctIndex: 7');
    expect(diagnosticsWith({ content: [broken] })).toEqual([
      `content/conflicts.yaml:${line}:19 FERDY-E013 items[konflikt-001].correctIndex: Die Zahl ist zu groß: höchstens 2 – gefunden: 7`,
    ]);
  });
});
