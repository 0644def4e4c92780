/**
 * The four built-in checkers by name, on one lexicon: what the built-in provider runs for a
 * check once its safety gate has let the answer through. The bench and the fuzz test call
 * them directly too, so that answers the gate refuses (insults) still reach the checkers.
 */
import type { Catalog } from '../../../engine/catalog.ts';
import type { CheckerInput, CheckerName, CheckerOutput } from '../../../engine/generators.ts';
import { checkIchBotschaft } from './check-ichbotschaft.ts';
import { checkMindsetContent } from './check-mindset-content.ts';
import { checkMindshiftAnswer } from './check-mindshift-answer.ts';
import { checkRewrite } from './check-rewrite.ts';
import { answerTexts, notYet } from '../checker-answers.ts';
import { isEnglish } from '../../../engine/english.ts';
import type { Lexicon } from './lexicon.ts';
import { copiedFromTaskMessage, mostlyCopied, type TaskRuns } from './task-copy.ts';

export type BuiltinCheckers = { [C in CheckerName]: (input: CheckerInput<C>) => CheckerOutput<C> };

/**
 * The topic words the content bank gives a sentence or a situation (see the `topic` of sentence
 * and situation items); none for other texts.
 */
export type TopicOf = (text: string) => readonly string[];

/** Topic words of every sentence and situation in the catalog's content sets, by its text. */
export function topicsFromCatalog(catalog: Catalog): TopicOf {
  const byText = new Map<string, readonly string[]>();
  for (const set of catalog.content) {
    for (const item of set.items as ReadonlyArray<{ sentence?: string; scenario?: string; topic?: readonly string[] }>) {
      const text = item.sentence ?? item.scenario;
      if (text && item.topic) byText.set(text.trim(), item.topic);
    }
  }
  return (text) => byText.get(text.trim()) ?? [];
}

export function builtinCheckers(lexicon: Lexicon, topicOf: TopicOf = () => [], taskRuns: TaskRuns = new Set()): BuiltinCheckers {
  return {
    'check-rewrite': (input) => checkRewrite(lexicon, input, topicOf(input.original)),
    'check-ichbotschaft': (input) => checkIchBotschaft(lexicon, input, topicOf(input.original)),
    'check-mindshift-answer': (input) => checkMindshiftAnswer(lexicon, input, topicOf(input.scenario ?? '')),
    // A summary mostly copied from the game's own texts is not in the child's own words.
    'check-mindset-content': (input) =>
      mostlyCopied(taskRuns, input.content)
        ? notYet('check-mindset-content', copiedFromTaskMessage)
        : checkMindsetContent(lexicon, input, taskRuns),
  };
}

/** The input fields the game gives the child, not the child's answer. */
const GIVEN = new Set(['original', 'scenario']);

export const writeInGermanMessage = 'Ferdy versteht Deutsch am besten. Schreib deine Antwort bitte auf Deutsch.';

/** Runs the named checker on an input already checked against its schema; an English answer is asked for in German. */
export function runBuiltinChecker(checkers: BuiltinCheckers, checker: CheckerName, input: unknown): CheckerOutput<CheckerName> {
  const answer = answerTexts(checker, input as never).join(' ');
  // Ferdy cannot read English: a sentence or a run of English words in it is never praised ("…, you are so mean").
  if (isEnglish(answer, 0)) return notYet(checker, writeInGermanMessage);
  const output = checkers[checker](input as never);
  return {
    ...output,
    feedback: quotedAsWritten(
      output.feedback,
      // The child's own texts: never the sentence or situation the game gave it ("Nie darf ich …").
      Object.entries(input as Record<string, unknown>).flatMap(([key, v]) => (typeof v === 'string' && !GIVEN.has(key) ? [v] : [])),
    ),
  };
}

/**
 * The checkers quote the child's words from its tokens, which lose the commas and marks in
 * between ("Egal ich"). Each quote is put back exactly as the child wrote it ("Egal, ich").
 */
export function quotedAsWritten(feedback: string, childTexts: readonly string[]): string {
  return feedback.replace(/„([^“]+)“/g, (whole, quoted: string) => {
    const words = quoted.match(/[\p{L}\p{N}]+/gu);
    if (!words || words.length > 12) return whole;
    // A word as the child wrote it may hold an apostrophe the tokens dropped ("schaff's").
    const spelled = (w: string) => [...w].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join("['’´`]?");
    const pattern = new RegExp(words.map(spelled).join('[^\\p{L}\\p{N}]{1,3}'), 'iu');
    for (const text of childTexts) {
      const found = pattern.exec(text);
      if (found) return `„${found[0]}“`;
    }
    return whole;
  });
}
