/**
 * Runs every built-in German checker on its labeled evaluation set
 * (tests/checkers/<checker>.yaml) and prints accuracy, false positives and
 * false negatives. Exits 1 when any checker is below the quality gate.
 *
 *   npm run eval:checkers                      the built-in checkers
 *   npm run eval:checkers -- --provider openai the model path as the server runs it (safety gate,
 *                                              model, hostility veto, fallback), configured by
 *                                              OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_MODEL
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadLexicon, type Lexicon } from '../ai/builtin/lexicon.ts';
import { safetyRefusal } from '../ai/safety-gate.ts';
import { builtinCheckers, runBuiltinChecker, topicsFromCatalog, type TopicOf } from '../ai/builtin/checkers.ts';
import { taskRunsFromCatalog, type TaskRuns } from '../ai/builtin/task-copy.ts';
import { checkerPassed } from '../../engine/generators.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { ContentItem } from '../../engine/content-schema.ts';
import { outputFromContent } from '../../engine/content-output.ts';
import { prepareItem, type PlayItem } from '../../engine/items.ts';
import { replay } from '../../engine/replay.ts';
import { shippedCatalog } from '../content.ts';
import { loadConfig } from '../config.ts';
import { createAiProvider } from '../ai/create-provider.ts';
import type { AiProvider } from '../ai/provider.ts';

export const MIN_ACCURACY = 0.9;

let topics: TopicOf | undefined;
/** The content bank's topic words for the sentences, as the built-in provider passes them. */
const topicOf = () => (topics ??= topicsFromCatalog(shippedCatalog(), loadLexicon()));
let runs: TaskRuns | undefined;
/** The games' own texts, which a summary must not mostly copy. */
const taskRuns = () => (runs ??= taskRunsFromCatalog(shippedCatalog()));
/** What the harder answers in tests/checkers/hard/ aim at (not yet a gate). */
export const HARD_TARGET = 0.95;
export const hardSetsDir = 'tests/checkers/hard';
/** Answers written after a rule changed and never used to tune one. */
const freshSetsDir = 'tests/checkers/fresh';

const text = z.string();

/** Each checker's input schema; the verdict is the checker's pass flags (checkerPassed). */
const CHECKERS = {
  'check-rewrite': { input: z.strictObject({ original: text, rewrite: text }) },
  'check-ichbotschaft': { input: z.strictObject({ original: text, rewrite: text }) },
  'check-mindshift-answer': { input: z.strictObject({ negativeThought: text, positiveThought: text, scenario: text.optional() }) },
  'check-mindset-content': { input: z.strictObject({ content: text }) },
} as const;

export type CheckerName = keyof typeof CHECKERS;
export const CHECKER_NAMES = Object.keys(CHECKERS) as CheckerName[];

export interface Failure {
  input: Record<string, unknown>;
  expected: boolean;
  got: boolean;
  note: string;
  feedback: string;
  class: string;
}

export type ClassTally = { total: number; correct: number; falseAccepts: number };

export interface CheckerReport {
  name: CheckerName;
  total: number;
  correct: number;
  accuracy: number;
  falsePositives: Failure[];
  falseNegatives: Failure[];
  byClass: Record<string, ClassTally>;
}

function caseSchema(name: CheckerName) {
  return z.strictObject({
    input: CHECKERS[name].input,
    expected: z.boolean(),
    class: z.string().default('plain'),
    note: z.string().default(''),
  });
}

export function loadSet(name: CheckerName, setsDir = 'tests/checkers') {
  const file = join(resolve(setsDir), `${name}.yaml`);
  const parsed = z.array(caseSchema(name)).safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
  }
  return parsed.data;
}

export function evaluateChecker(name: CheckerName, lex: Lexicon, setsDir = 'tests/checkers'): CheckerReport {
  const cases = loadSet(name, setsDir);
  const report: CheckerReport = { name, total: cases.length, correct: 0, accuracy: 0, falsePositives: [], falseNegatives: [], byClass: {} };
  const checkers = builtinCheckers(lex, topicOf(), taskRuns());
  for (const c of cases) {
    // The schemas above guarantee the input fits the checker it belongs to. The safety check
    // runs first, as it does for every child.
    const refused = safetyRefusal(name, c.input as never);
    const output = refused ?? runBuiltinChecker(checkers, name, c.input);
    tally(report, c, checkerPassed(name, output as never), output.feedback);
  }
  report.accuracy = report.total === 0 ? 0 : report.correct / report.total;
  return report;
}

export function evaluateAll(opts: { setsDir?: string; lexiconDir?: string } = {}): CheckerReport[] {
  const lex = loadLexicon(opts.lexiconDir);
  return CHECKER_NAMES.map((name) => evaluateChecker(name, lex, opts.setsDir));
}

/** The same sets through a whole provider, as the server calls it (e.g. the OpenAI path with its gate and veto). */
export async function evaluateProvider(provider: AiProvider, setsDir = 'tests/checkers'): Promise<CheckerReport[]> {
  const reports: CheckerReport[] = [];
  for (const name of CHECKER_NAMES) {
    const cases = loadSet(name, setsDir);
    const report: CheckerReport = {
      name,
      total: cases.length,
      correct: 0,
      accuracy: 0,
      falsePositives: [],
      falseNegatives: [],
      byClass: {},
    };
    for (const c of cases) {
      const output = await provider.check(name, c.input as never);
      tally(report, c, checkerPassed(name, output as never), output.feedback);
    }
    report.accuracy = report.total === 0 ? 0 : report.correct / report.total;
    reports.push(report);
  }
  return reports;
}

function tally(
  report: CheckerReport,
  c: { input: Record<string, unknown>; expected: boolean; class: string; note: string },
  verdict: boolean,
  feedback: string,
): void {
  const t = (report.byClass[c.class] ??= { total: 0, correct: 0, falseAccepts: 0 });
  t.total++;
  if (verdict === c.expected) {
    report.correct++;
    t.correct++;
    return;
  }
  if (verdict) t.falseAccepts++;
  const failure: Failure = { input: c.input, expected: c.expected, got: verdict, note: c.note, feedback, class: c.class };
  (verdict ? report.falsePositives : report.falseNegatives).push(failure);
}

function formatInput(input: Record<string, unknown>): string {
  return Object.entries(input)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(' | ');
}

export function formatReport(reports: readonly CheckerReport[], gate = MIN_ACCURACY): string {
  const lines: string[] = [];
  for (const r of reports) {
    const pct = (r.accuracy * 100).toFixed(1);
    const flag = r.accuracy >= gate ? 'ok' : gate === MIN_ACCURACY ? 'BELOW GATE' : 'below target';
    lines.push(`${r.name}: ${r.correct}/${r.total} correct, accuracy ${pct} % (${flag})`);
    lines.push(`  false accepts: ${r.falsePositives.length}, false refusals: ${r.falseNegatives.length}`);
    const classes = Object.entries(r.byClass).sort(([a], [b]) => a.localeCompare(b));
    if (classes.length > 1) {
      for (const [name, t] of classes) {
        lines.push(
          `    ${name.padEnd(14)} ${String(t.correct).padStart(3)}/${String(t.total).padEnd(3)} ${((100 * t.correct) / t.total).toFixed(0).padStart(3)} %   false accepts ${t.falseAccepts}`,
        );
      }
    }
    for (const [label, list] of [
      ['FP', r.falsePositives],
      ['FN', r.falseNegatives],
    ] as const) {
      for (const f of list) {
        lines.push(`  ${label} [${f.class}] ${formatInput(f.input)}`);
        lines.push(`     note: ${f.note} → feedback: ${f.feedback}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * The games whose verdict is rules in the engine (ErzählZauber: a German story of real words,
 * enough words, all three terms inside its sentences; WortEntdecker: German ideas of real words,
 * about the word, enough different ones for the bonus), scored on their sets the way a play runs
 * them: the game's machine replays START and one SUBMIT on the item a play would draw from the
 * content bank (9–12 band), with the safety check and every goal of games/*.yaml. An answer
 * counts as accepted when the play counts it right.
 */
function bankItems(set: string): ReadonlyArray<Record<string, unknown>> {
  const found = shippedCatalog().content.find((c) => c.set === set);
  return (found?.items ?? []) as ReadonlyArray<Record<string, unknown>>;
}

function gameOf(id: string): GameDefinition {
  const game = shippedCatalog().games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
}

/** The play's item: the bank's story terms with their forms (a term not in the bank counts in its regular forms). */
function storyItem(game: GameDefinition, terms: string[]): PlayItem {
  const bank = bankItems('story-terms');
  const items = terms.map((term) => bank.find((i) => i.term === term) ?? { term, forms: [term] });
  return prepareItem(game, outputFromContent('generate-story-terms', items as ContentItem[]));
}

/** The play's item: the bank's word with its related words (a word not in the bank has none). */
function wordItem(game: GameDefinition, word: string): PlayItem {
  const item = bankItems('words').find((i) => i.word === word) ?? { word };
  return prepareItem(game, outputFromContent('generate-single-word', [item as ContentItem]));
}

/** Does a play count this one answer right? */
function playAccepts(game: GameDefinition, item: PlayItem, values: Record<string, string>): boolean {
  const result = replay(game, [item], [{ type: 'START' }, { type: 'SUBMIT', values }]);
  return Number(result.context.right ?? 0) > 0;
}

const RULE_GAMES = {
  erzaehlzauber: {
    input: z.strictObject({ terms: z.array(text).length(3), story: text }),
    passes: (game: GameDefinition, input: { terms: string[]; story: string }) =>
      playAccepts(game, storyItem(game, input.terms), { story: input.story }),
  },
  wortentdecker: {
    input: z.strictObject({ word: text, ideas: z.array(text) }),
    passes: (game: GameDefinition, input: { word: string; ideas: string[] }) =>
      playAccepts(game, wordItem(game, input.word), { ideas: input.ideas.join('\n') }),
  },
} as const;

export type RuleGame = keyof typeof RULE_GAMES;

export interface RuleGameReport {
  name: RuleGame;
  total: number;
  correct: number;
  accuracy: number;
  failures: Array<{ expected: boolean; class: string; note: string; input: Record<string, unknown> }>;
  byClass: Record<string, ClassTally>;
}

export function evaluateRuleGame(name: RuleGame, setsDir = hardSetsDir): RuleGameReport {
  const game = RULE_GAMES[name];
  const definition = gameOf(name);
  const schema = z.array(
    z.strictObject({ input: game.input, expected: z.boolean(), class: z.string().default('plain'), note: z.string().default('') }),
  );
  const cases = schema.parse(parse(readFileSync(join(resolve(setsDir), `${name}.yaml`), 'utf8')));
  const report: RuleGameReport = { name, total: cases.length, correct: 0, accuracy: 0, failures: [], byClass: {} };
  for (const c of cases) {
    const verdict = (game.passes as (g: GameDefinition, i: typeof c.input) => boolean)(definition, c.input);
    const t = (report.byClass[c.class] ??= { total: 0, correct: 0, falseAccepts: 0 });
    t.total++;
    if (verdict === c.expected) {
      report.correct++;
      t.correct++;
    } else {
      if (verdict) t.falseAccepts++;
      report.failures.push({ expected: c.expected, class: c.class, note: c.note, input: c.input });
    }
  }
  report.accuracy = report.total === 0 ? 0 : report.correct / report.total;
  return report;
}

export function formatRuleGameReport(r: RuleGameReport, gate = HARD_TARGET): string {
  const falseAccepts = r.failures.filter((f) => !f.expected).length;
  const lines = [
    `${r.name} (rules): ${r.correct}/${r.total} correct, accuracy ${(r.accuracy * 100).toFixed(1)} % (${r.accuracy >= gate ? 'ok' : 'below target'})`,
    `  false accepts: ${falseAccepts}, false refusals: ${r.failures.length - falseAccepts}`,
  ];
  for (const [name, t] of Object.entries(r.byClass).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      `    ${name.padEnd(14)} ${String(t.correct).padStart(3)}/${String(t.total).padEnd(3)} ${((100 * t.correct) / t.total).toFixed(0).padStart(3)} %   false accepts ${t.falseAccepts}`,
    );
  }
  for (const f of r.failures) {
    lines.push(`  ${f.expected ? 'FN' : 'FP'} [${f.class}] ${formatInput(f.input).slice(0, 200)}`);
    lines.push(`     note: ${f.note}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--provider') && argv[argv.indexOf('--provider') + 1] === 'openai') {
    const config = loadConfig({ ...process.env, AI_PROVIDER: 'openai' });
    if (!config.ai.apiKey) {
      console.log('eval:checkers --provider openai needs OPENAI_API_KEY (and OPENAI_BASE_URL for a local server).');
      process.exit(1);
    }
    const provider = createAiProvider(config, shippedCatalog(), { log: () => {} });
    for (const dir of ['tests/checkers', hardSetsDir]) {
      console.log(`Model path (${config.ai.model} at ${config.ai.baseUrl ?? 'OpenAI'}), ${dir}/:\n`);
      console.log(formatReport(await evaluateProvider(provider, dir), dir === hardSetsDir ? HARD_TARGET : MIN_ACCURACY));
    }
    return;
  }
  const reports = evaluateAll();
  console.log(formatReport(reports));
  if (existsSync(hardSetsDir)) {
    console.log(`Harder answers (${hardSetsDir}/, target ${HARD_TARGET * 100} % and no hurtful answer accepted):\n`);
    console.log(formatReport(evaluateAll({ setsDir: hardSetsDir }), HARD_TARGET));
    const fresh = CHECKER_NAMES.filter((name) => existsSync(join(freshSetsDir, `${name}.yaml`)));
    if (fresh.length > 0) {
      console.log(`Fresh answers held out from tuning (${freshSetsDir}/):\n`);
      console.log(
        formatReport(
          fresh.map((name) => evaluateChecker(name, loadLexicon(), freshSetsDir)),
          HARD_TARGET,
        ),
      );
    }
    for (const name of Object.keys(RULE_GAMES) as RuleGame[]) {
      if (existsSync(join(hardSetsDir, `${name}.yaml`))) console.log(formatRuleGameReport(evaluateRuleGame(name)));
    }
    for (const name of Object.keys(RULE_GAMES) as RuleGame[]) {
      if (!existsSync(join(freshSetsDir, `${name}.yaml`))) continue;
      console.log(`Fresh answers held out from tuning (${freshSetsDir}/${name}.yaml):`);
      console.log(formatRuleGameReport(evaluateRuleGame(name, freshSetsDir)));
    }
  }
  const failing = reports.filter((r) => r.accuracy < MIN_ACCURACY);
  if (failing.length > 0) {
    console.log(`Below ${MIN_ACCURACY * 100} %: ${failing.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
  console.log(`All checkers at or above ${MIN_ACCURACY * 100} %.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main(process.argv.slice(2));
