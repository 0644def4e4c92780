/**
 * Is the answer mostly the game's own text? A summary that copies the task ("Fixed Mindset
 * heißt: … Erkläre beides mit deinen eigenen Worten!") and adds filler explains nothing in the
 * child's own words. Every text of the games (prompts, intros, hints, examples) and of the content
 * bank is cut into runs of four words; an answer's word counts as copied when it stands in such a
 * run of the answer that is also one of the games'. Linear in the answer: one set lookup per word.
 */
import type { Catalog } from '../../../engine/catalog.ts';
import { foldUmlauts } from './german-text.ts';

const RUN = 4;

export type TaskRuns = ReadonlySet<string>;

function foldedWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => foldUmlauts(w));
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
}

/**
 * Runs of four words from every text of the catalog's games and of its content bank: the
 * sentence pairs of another game ("Das kann ich noch nicht – aber ich lerne es.") copied in a
 * row are no explanation in the child's own words either.
 */
export function taskRunsFromCatalog(catalog: Catalog): TaskRuns {
  const texts: string[] = [];
  for (const game of catalog.games) collectStrings(game, texts);
  for (const set of catalog.content) collectStrings(set.items, texts);
  const runs = new Set<string>();
  for (const text of texts) {
    const ws = foldedWords(text);
    for (let i = 0; i + RUN <= ws.length; i++) runs.add(ws.slice(i, i + RUN).join(' '));
  }
  return runs;
}

/** Share of the answer's words that are copied from the games' texts. */
export function copiedFromTask(runs: TaskRuns, answer: string): number {
  const ws = foldedWords(answer);
  if (ws.length === 0 || runs.size === 0) return 0;
  // Every chain of runs is at least one run long, so every copied run counts.
  return copiedStretches(runs, ws, RUN).reduce((s, c) => s + c, 0) / ws.length;
}

/**
 * Which of the words (folded as tokens are) stand in a stretch of at least `minWords` words
 * copied from the games' texts: one set lookup per word. A stretch is a chain of runs that
 * overlap; two runs that only meet ("… ist nichts für mich, ich kann das einfach nicht": two
 * sayings a child quotes one after the other) are two stretches.
 */
export function copiedStretches(runs: TaskRuns, folded: readonly string[], minWords: number): Uint8Array {
  const copied = new Uint8Array(folded.length);
  let start = -1;
  let end = -1;
  const close = () => {
    if (start >= 0 && end - start >= minWords) copied.fill(1, start, end);
  };
  for (let i = 0; i + RUN <= folded.length; i++) {
    if (!runs.has(folded.slice(i, i + RUN).join(' '))) continue;
    if (i >= end) {
      close();
      start = i;
    }
    end = i + RUN;
  }
  close();
  return copied;
}

/** Long answers only: a short sentence like "Das schaffe ich noch nicht" may well match an example. */
const MIN_WORDS_TO_JUDGE_COPY = 20;
const COPIED_SHARE = 0.5;
export const copiedFromTaskMessage = 'Das steht schon in der Aufgabe. Erkläre es mit deinen eigenen Worten.';

export function mostlyCopied(runs: TaskRuns, answer: string): boolean {
  return foldedWords(answer).length >= MIN_WORDS_TO_JUDGE_COPY && copiedFromTask(runs, answer) >= COPIED_SHARE;
}
