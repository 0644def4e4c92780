import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCatalog, type SourceFile } from '../../engine/catalog.ts';
import { codeIndexMarkdown, diagnosticCodes, type DiagnosticCode } from '../../engine/diagnostic-codes.ts';
import { formatDiagnostic, type Diagnostic } from '../../engine/yaml-diagnostics.ts';

// Every code the loader can report, each provoked by one small mistake in the shipped files: a
// code listed in the authors' guide is one an author can really meet, and its wording is German.

const read = (dir: string): SourceFile[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
const shipped = read('games');
const categories = shipped.find((f) => f.file === 'games/categories.yaml')!;
const games = shipped.filter((f) => f !== categories);
const content = read('content');

type Change = { games?: SourceFile[]; categories?: string; content?: SourceFile[] };

function diagnosticsWith(change: Change): Diagnostic[] {
  const replace = (files: SourceFile[], changed: SourceFile[] = []) => {
    const byFile = new Map(files.map((f) => [f.file, f]));
    for (const f of changed) byFile.set(f.file, f);
    return [...byFile.values()];
  };
  const result = loadCatalog({
    games: replace(games, change.games),
    categories: { file: categories.file, text: change.categories ?? categories.text },
    content: replace(content, change.content),
  });
  return result.ok ? [] : result.diagnostics;
}

/** A shipped file with one edit; the edit must change something. */
function edit(files: SourceFile[], file: string, change: (text: string) => string): SourceFile {
  const f = files.find((x) => x.file === file)!;
  const text = change(f.text);
  expect(text, `${file} changed`).not.toBe(f.text);
  return { file, text };
}
const game = (id: string, change: (text: string) => string) => ({ games: [edit(games, `games/${id}.yaml`, change)] });
const contentSet = (name: string, change: (text: string) => string) => ({ content: [edit(content, `content/${name}.yaml`, change)] });
const streit = games.find((g) => g.file === 'games/streitschlichter.yaml')!.text;

const mistakes: Record<DiagnosticCode, Change> = {
  'FERDY-E001': game('streitschlichter', (t) => t.replace('heading: Streitschlichter', "heading: 'Streit'schlichter")),
  'FERDY-E002': game('streitschlichter', (t) => t.replace('  heading:', '\theading:')),
  'FERDY-E003': game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 5\nrounds: 6')),
  'FERDY-E004': game('streitschlichter', (t) => t.replace('  intro:', ' intro:')),
  'FERDY-E005': game('streitschlichter', (t) => t.replace('heading: Streitschlichter', 'heading: "Streitschlichter')),
  'FERDY-E006': game('streitschlichter', (t) => t.replace('heading: Streitschlichter', 'heading: Streit: schlichten')),
  'FERDY-E007': { games: [{ file: 'games/streitschlichter.yaml', text: '# noch leer\n' }] },
  'FERDY-E010': game('streitschlichter', (t) => t.replace('rounds: 5\n', '')),
  'FERDY-E011': game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: fünf')),
  'FERDY-E012': game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 2.5')),
  'FERDY-E013': game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 99')),
  'FERDY-E014': game('streitschlichter', (t) => t.replace('heading: Streitschlichter', 'heading: ""')),
  'FERDY-E015': contentSet('conflicts', (t) => t.replace(/conflict: .*/, 'conflict: Streit')),
  'FERDY-E016': contentSet('conflicts', (t) => t.replace(/options:\n( {6}- .*\n){3}/, 'options:\n      - "Nur eine Antwort"\n')),
  'FERDY-E017': game('streitschlichter', (t) => t.replace('reveal: immediate', 'reveal: sofort')),
  'FERDY-E018': game('streitschlichter', (t) => t.replace('route: /streitschlichter', 'route: streitschlichter')),
  'FERDY-E019': game('streitschlichter', (t) => t.replace('rounds: 5', 'runden: 5')),
  'FERDY-E020': game('paare-finden', (t) => t.replace('player: matching', 'player: memory')),
  'FERDY-E021': game('streitschlichter', (t) => t.replace(/ {2}loadError:\n( {4}.*\n)+/, '  loadError: 3\n')),
  'FERDY-E022': contentSet('feeling-scenarios', (t) => t.replace(/correct: \d/, 'correct: 9')),
  'FERDY-E030': { games: [{ file: 'games/streit-kopie.yaml', text: streit.replace('route: /streitschlichter', 'route: /streit-kopie') }] },
  'FERDY-E031': { games: [{ file: 'games/streit-kopie.yaml', text: streit.replace('route: /streitschlichter', 'route: /streit-kopie') }] },
  'FERDY-E032': { games: [{ file: 'games/streit-kopie.yaml', text: streit.replace('id: streitschlichter', 'id: streit-kopie') }] },
  'FERDY-E033': { categories: categories.text.replace('- game: denkweiser', '- game: denkweisser') },
  'FERDY-E034': game('streitschlichter', (t) => t.replace(/backTo: .*/, 'backTo: /nirgendwo')),
  'FERDY-E035': game('streitschlichter', (t) => t.replace(/category: .*/, 'category: streiten')),
  'FERDY-E036': game('streitschlichter', (t) => t.replace('count: 5', 'count: 5, set: streitfaelle')),
  'FERDY-E037': game('streitschlichter', (t) => t.replace('count: 5', 'count: 5, set: hostile-sentences')),
  'FERDY-E038': {
    ...game('streitschlichter', (t) => t.replace('count: 5', 'count: 5, set: wenige-konflikte')),
    content: [
      {
        file: 'content/wenige-konflikte.yaml',
        text: content
          .find((c) => c.file === 'content/conflicts.yaml')!
          .text.replace(/^set: .*/m, 'set: wenige-konflikte')
          .replace(/\n {2}- id: konflikt-00[2-9][\s\S]*$/, '\n'),
      },
    ],
  },
  'FERDY-E039': game('sags-mal-anders', (t) => t.replace('field: rewrite\n    min: 5', 'field: antwort\n    min: 5')),
  'FERDY-E040': game('sags-mal-anders', (t) => t.replace('rule: min-chars', 'rule: uses-terms').replace(/\n {4}min: 5/, '')),
  'FERDY-E041': game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 5\nallowBack: true')),
  'FERDY-E042': contentSet('conflicts', (t) => t.replace('id: konflikt-002', 'id: konflikt-001')),
  'FERDY-E043': {
    content: [{ file: 'content/conflicts-kopie.yaml', text: content.find((c) => c.file === 'content/conflicts.yaml')!.text }],
  },
};

describe('every diagnostic has a stable code and a German message', () => {
  it.each(Object.entries(mistakes))('%s is reported for its mistake', (code, change) => {
    const found = diagnosticsWith(change);
    expect(
      found.map((d) => d.code),
      found.map(formatDiagnostic).join('\n'),
    ).toContain(code);
    for (const d of found) {
      expect(d.line).toBeGreaterThan(0);
      expect(d.column).toBeGreaterThan(0);
      // German: no English words of zod or the yaml package reach an author.
      expect(d.message).not.toMatch(/\b(expected|Invalid|received|unknown|must|required|Too (big|small)|got|not allowed)\b/);
    }
  });

  it('a badly written name of a category is reported at the name, in German', () => {
    const found = diagnosticsWith({ categories: categories.text.replace(/^ {2}mindset:/m, '  Mindset:') }).map(formatDiagnostic);
    const line = categories.text.split('\n').findIndex((l) => /^ {2}mindset:/.test(l)) + 1;
    expect(found).toContain(
      `games/categories.yaml:${line}:3 FERDY-E018 categories.Mindset: Der Name eines Bereichs hat nur Kleinbuchstaben und „_“ (z. B. conflict_resolution) – gefunden: "Mindset"`,
    );
  });

  it('the codes are exactly the ones listed (each provoked above)', () => {
    expect(Object.keys(mistakes).sort()).toEqual(Object.keys(diagnosticCodes).sort());
  });

  it('the guide names only codes that exist, and its quick start shows the real message', () => {
    const guide = readFileSync('games/README.md', 'utf8');
    const named = new Set(guide.match(/FERDY-E\d{3}/g));
    expect([...named].filter((code) => !(code in diagnosticCodes))).toEqual([]);
    const [shown] = diagnosticsWith(game('streitschlichter', (t) => t.replace('rounds: 5', 'rounds: 99'))).map(formatDiagnostic);
    expect(guide).toContain(shown);
  });

  it('the authors’ guide lists every code (run npm run games:schema after adding one)', () => {
    const guide = readFileSync('games/README.md', 'utf8');
    const block = /<!-- codes:start -->\n([\s\S]*?)\n<!-- codes:end -->/.exec(guide)?.[1];
    expect(block).toBe(codeIndexMarkdown());
  });
});
