/**
 * Runs every built-in German checker on its labeled evaluation set
 * (tests/checkers/<checker>.yaml) and prints accuracy, false positives and
 * false negatives. Exits 1 when any checker is below the quality gate.
 *
 *   npx tsx server/cli/eval-checkers.ts
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { loadLexicon, type Lexicon } from '../ai/builtin/lexicon.ts';
import { checkRewrite } from '../ai/builtin/check-rewrite.ts';
import { checkIchBotschaft } from '../ai/builtin/check-ichbotschaft.ts';
import { checkMindshiftAnswer } from '../ai/builtin/check-mindshift-answer.ts';
import { checkMindsetContent } from '../ai/builtin/check-mindset-content.ts';

export const MIN_ACCURACY = 0.9;

const text = z.string();

/** Each checker: its input schema and how its result maps to the one verdict the set is labeled with. */
const CHECKERS = {
  'check-rewrite': {
    input: z.strictObject({ original: text, rewrite: text }),
    run: (lex: Lexicon, input: { original: string; rewrite: string }) => {
      const r = checkRewrite(lex, input);
      return { verdict: r.isImproved, feedback: r.feedback };
    },
  },
  'check-ichbotschaft': {
    input: z.strictObject({ original: text, rewrite: text }),
    run: (lex: Lexicon, input: { original: string; rewrite: string }) => {
      const r = checkIchBotschaft(lex, input);
      return { verdict: r.isIMessage, feedback: r.feedback };
    },
  },
  'check-mindshift-answer': {
    input: z.strictObject({ negativeThought: text, positiveThought: text, scenario: text.optional() }),
    run: (lex: Lexicon, input: { negativeThought: string; positiveThought: string; scenario?: string }) => {
      const r = checkMindshiftAnswer(lex, input);
      return { verdict: r.isValid, feedback: r.feedback };
    },
  },
  'check-mindset-content': {
    input: z.strictObject({ content: text }),
    run: (lex: Lexicon, input: { content: string }) => {
      const r = checkMindsetContent(lex, input);
      return { verdict: r.fixedMindsetCorrect && r.growthMindsetCorrect && r.isOnTopic, feedback: r.feedback };
    },
  },
} as const;

export type CheckerName = keyof typeof CHECKERS;
export const CHECKER_NAMES = Object.keys(CHECKERS) as CheckerName[];

export interface Failure {
  input: Record<string, unknown>;
  expected: boolean;
  got: boolean;
  note: string;
  feedback: string;
}

export interface CheckerReport {
  name: CheckerName;
  total: number;
  correct: number;
  accuracy: number;
  falsePositives: Failure[];
  falseNegatives: Failure[];
}

function caseSchema(name: CheckerName) {
  return z.strictObject({ input: CHECKERS[name].input, expected: z.boolean(), note: z.string().default('') });
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
  const report: CheckerReport = { name, total: cases.length, correct: 0, accuracy: 0, falsePositives: [], falseNegatives: [] };
  for (const c of cases) {
    // The schemas above guarantee the input fits the checker it belongs to.
    const run = CHECKERS[name].run as (lex: Lexicon, input: unknown) => { verdict: boolean; feedback: string };
    const { verdict, feedback } = run(lex, c.input);
    if (verdict === c.expected) {
      report.correct++;
      continue;
    }
    const failure: Failure = { input: c.input, expected: c.expected, got: verdict, note: c.note, feedback };
    (verdict ? report.falsePositives : report.falseNegatives).push(failure);
  }
  report.accuracy = report.total === 0 ? 0 : report.correct / report.total;
  return report;
}

export function evaluateAll(opts: { setsDir?: string; lexiconDir?: string } = {}): CheckerReport[] {
  const lex = loadLexicon(opts.lexiconDir);
  return CHECKER_NAMES.map((name) => evaluateChecker(name, lex, opts.setsDir));
}

function formatInput(input: Record<string, unknown>): string {
  return Object.entries(input)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(' | ');
}

export function formatReport(reports: readonly CheckerReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const pct = (r.accuracy * 100).toFixed(1);
    const flag = r.accuracy >= MIN_ACCURACY ? 'ok' : 'BELOW GATE';
    lines.push(`${r.name}: ${r.correct}/${r.total} correct, accuracy ${pct} % (${flag})`);
    lines.push(`  false positives: ${r.falsePositives.length}, false negatives: ${r.falseNegatives.length}`);
    for (const [label, list] of [
      ['FP', r.falsePositives],
      ['FN', r.falseNegatives],
    ] as const) {
      for (const f of list) {
        lines.push(`  ${label} ${formatInput(f.input)}`);
        lines.push(`     note: ${f.note} → feedback: ${f.feedback}`);
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

function main(): void {
  const reports = evaluateAll();
  console.log(formatReport(reports));
  const failing = reports.filter((r) => r.accuracy < MIN_ACCURACY);
  if (failing.length > 0) {
    console.log(`Below ${MIN_ACCURACY * 100} %: ${failing.map((r) => r.name).join(', ')}`);
    process.exit(1);
  }
  console.log(`All checkers at or above ${MIN_ACCURACY * 100} %.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
