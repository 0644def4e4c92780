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
import { findMatches, type Lexicon } from './lexicon.ts';
import { tokenize, words, type Token } from './german-text.ts';
import { isStopWord } from './stop-words.ts';
import { copiedFromTaskMessage, mostlyCopied, type TaskRuns } from './task-copy.ts';

export type BuiltinCheckers = { [C in CheckerName]: (input: CheckerInput<C>) => CheckerOutput<C> };

/**
 * The topic words the content bank gives a sentence or a situation (see the `topic` of sentence
 * and situation items); none for other texts.
 */
export type TopicOf = (text: string) => readonly string[];

/**
 * Topic words of every sentence and situation in the catalog's content sets, by its text: the
 * author's `topic` list and the words of the item's `model` answer that belong to it alone.
 */
export function topicsFromCatalog(catalog: Catalog, lexicon: Lexicon): TopicOf {
  const byText = new Map<string, readonly string[]>();
  for (const set of catalog.content) {
    const items = set.items as ReadonlyArray<{ sentence?: string; scenario?: string; topic?: readonly string[]; model?: string }>;
    const own = ownModelWords(
      lexicon,
      items.map((item) => item.model ?? ''),
    );
    items.forEach((item, k) => {
      const text = item.sentence ?? item.scenario;
      if (text && item.topic) byText.set(text.trim(), [...item.topic, ...own[k]!]);
    });
  }
  return (text) => byText.get(text.trim()) ?? [];
}

/** A word in more models of a set than this fits any answer ("spielen", "nochmal"). */
const MOST_MODELS_WITH_OWN_WORD = 3;

/**
 * For each model answer, its words that at most three models of its set use and that no list of
 * friendly words holds: "Locken" for the sentence about hair, "Karteikarten" for the vocabulary
 * test. "bitte", "traurig", "schön" or "spielen" would let a polite answer about something else
 * count as about the situation, and so would short words and words that read as a function word
 * once their ending is cut ("unten" as "und", "mitten" as "mit") and "möchte" (a wish in any
 * answer, kept as a content word for the stuck thoughts). Mindshift's models name the stuck
 * thought first („…“ → „…“); only the helpful one counts.
 */
const contentWord = (t: Token) =>
  t.norm.length >= 5 && !isStopWord(t.norm) && !t.norm.startsWith('moecht') && [...t.stems].every((k) => k.length >= 4);

function ownModelWords(lexicon: Lexicon, models: readonly string[]): string[][] {
  const wordsOf = models.map(
    (model) =>
      new Set(
        words(tokenize(model.split('→').pop()!))
          .filter(contentWord)
          .map((t) => t.raw.toLocaleLowerCase('de-DE')),
      ),
  );
  const modelsWith = new Map<string, number>();
  for (const ws of wordsOf) for (const w of ws) modelsWith.set(w, (modelsWith.get(w) ?? 0) + 1);
  // The lists whose words fit any answer (`fitsAnyAnswer` in content/lexicon/).
  const anyAnswer = Object.values(lexicon).filter((list) => list.fitsAnyAnswer);
  return wordsOf.map((ws) =>
    [...ws].filter(
      (w) => modelsWith.get(w)! <= MOST_MODELS_WITH_OWN_WORD && !anyAnswer.some((list) => findMatches(list, tokenize(w)).length > 0),
    ),
  );
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
    // „Ich bin traurig, wenn …“ is the template's example, whatever the child wrote.
    if (!words || words.length > 12 || quoted.includes('…')) return whole;
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
