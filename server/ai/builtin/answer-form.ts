/**
 * Does the answer have the form of what the game asks for? Sag's mal anders, Ich-Botschaften
 * and Mindshift ask for one sentence, or a few short ones: a child's friendly way of saying
 * one thing. Before any checker or model weighs its words, an answer is sent back kindly when
 * it is not such a sentence at all:
 *   - a long text (more than 40 words, or more than three sentences in 20 words or more; the
 *     longest answers children wrote for these games have 28 words in three sentences; "ok ich.
 *     ganz langsam. nur die eine stelle. du packst das" is short, however often it stops),
 *   - chat and post marks (#hashtags, @names, links), which no answer to a classmate needs,
 *   - shouting in capitals at the other child ("KAPIERT??"); in Mindshift a child may shout
 *     courage at itself ("ICH SCHAFFE DAS"), so capitals are fine there,
 *   - a sentence that stops at "aber", "und" or "weil" (the game's example copied: "…, aber …"),
 *     or leaves gaps open after little words ("Ich bin ... wenn du ..."),
 *   - a list of words instead of a sentence ("lieb nett freundlich bitte danke"): five words or
 *     more and not one of the little words every German sentence has (ich, du, das, ist, und …),
 *     six or more with hardly any and no punctuation, or with no one in them and a word three
 *     times, or verbs in a row with no one doing them ("helfen zeigen üben zusammen schaffen"),
 *   - the same few words over and over ("ich schaffe das ich schaffe das ich schaffe das üben
 *     üben üben"): ten words or more, fewer than half of them different.
 * Linear in the answer's length: one pass over its words.
 */
import type { CheckerName } from '../../../engine/generators.ts';
import { standardWord } from './dialect-words.ts';
import { foldUmlauts } from './german-text.ts';
import { isStopWord } from './stop-words.ts';

export const MAX_ANSWER_WORDS = 40;
export const MAX_ANSWER_SENTENCES = 3;
/** Fewer words than this are a short answer, in however many sentences. */
const SHORT_ANSWER_WORDS = 20;

export const tooLongMessage = 'Das ist ganz schön viel! Schreib deine Antwort in ein bis drei kurzen Sätzen.';
export const chatMarksMessage = 'Schreib deine Antwort als ganz normalen Satz, ohne #, @ oder Links.';
export const wordListMessage = 'Das sind einzelne Wörter. Schreib daraus einen ganzen Satz, so wie du ihn sagen würdest.';
export const unfinishedMessage = 'Dein Satz hört mittendrin auf. Schreib ihn noch zu Ende.';
export const repeatedMessage = 'Du schreibst dieselben Wörter immer wieder. Schreib lieber einen Satz, so wie du ihn sagen würdest.';
export const shoutingMessage = 'So groß geschrieben klingt es wie Schreien. Schreib lieber ganz normal, dann klingt es netter.';

/** The games whose answer is one short sentence or a few. */
const SENTENCE_GAMES: ReadonlySet<CheckerName> = new Set(['check-rewrite', 'check-ichbotschaft', 'check-mindshift-answer']);
/** The games whose answer speaks to another child. */
const SPOKEN_TO_OTHERS: ReadonlySet<CheckerName> = new Set(['check-rewrite', 'check-ichbotschaft']);

const WORD = /[\p{L}\p{N}]/u;
/** Who a sentence is about or whom it speaks to; a string of verbs without one is a list. */
const SOMEONE = new Set(
  'ich du er sie es wir ihr man mich dich uns euch mir dir ihm ihn der die das den dem ein eine einen mein dein i mia'.split(' '),
);
/**
 * The answer's last word joins on to something that never comes ("…, aber …"); "steht dir aber."
 * ends a sentence, and so does Bavarian "a Weil" (a while).
 */
const UNFINISHED = /(^|[^\p{L}])(?<!(?:^|\s)(?:a|ane|eine|ne) )(aber|und|oder|weil|denn|dass|wenn|sondern)(\s*(…|\.{2,}|,|-))*\s*$/iu;
const CAPITALS = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/** Sentences with at least two words each: "Danke!!" or "..." do not start a new one. */
/** "in der 2. Halbzeit", "am 3. Tag": the dot of a number after an article or "am" makes it "second", not a sentence end. */
const SENTENCE_BREAK = /(?<!(?:^|\s)(?:der|die|das|den|dem|am|im|zum|zur|vom|beim|ab)\s+\d{1,3})[.!?…]+(?=\s|$)|\n+/i;

function countSentences(text: string): number {
  let sentences = 0;
  for (const part of text.split(SENTENCE_BREAK)) {
    if (part.split(/\s+/).filter((w) => WORD.test(w)).length >= 2) sentences++;
  }
  return sentences;
}

/** Whether some word stands three times in the answer. */
function typedThrice(words: readonly string[]): boolean {
  const seen = new Map<string, number>();
  for (const w of words) {
    const key = foldUmlauts(w.toLowerCase());
    const n = (seen.get(key) ?? 0) + 1;
    if (n === 3) return true;
    seen.set(key, n);
  }
  return false;
}

/** Why this answer is not yet in the form its game asks for, or null when it is. */
export function answerFormProblem(checker: CheckerName, text: string): string | null {
  if (!SENTENCE_GAMES.has(checker)) return null;
  if (/(^|\s)[#@][\p{L}\p{N}_]/u.test(text) || /\bhttps?:\/\/|\bwww\.\S/i.test(text)) return chatMarksMessage;
  const words = text.split(/\s+/).filter((w) => WORD.test(w));
  if (words.length > MAX_ANSWER_WORDS || (words.length >= SHORT_ANSWER_WORDS && countSentences(text) > MAX_ANSWER_SENTENCES))
    return tooLongMessage;
  // "Das schaffe ich noch nicht, aber …": the sentence stops at "aber", "und", "weil".
  if (UNFINISHED.test(text)) return unfinishedMessage;
  // "Ich bin ... wenn du ... Ich wünsche mir ...": gaps left open after little words.
  const gaps = [...text.matchAll(/(?<!\p{L})(\p{L}{1,20})\s*(?:\.{3}|…)/gu)].filter((m) =>
    isStopWord(standardWord(foldUmlauts(m[1]!))),
  ).length;
  if (gaps >= 2) return unfinishedMessage;
  // "heit is koa wind": the little words of a dialect are little words too.
  const little = words.filter((w) => isStopWord(standardWord(foldUmlauts(w.replace(/[^\p{L}\p{N}]/gu, ''))))).length;
  if (words.length >= 5 && little === 0) return wordListMessage;
  // "bitte danke freundlich nett zusammen plan idee lieb": kind words in a row, hardly a little word.
  if (words.length >= 6 && !/[.,!?;:]/.test(text) && little / words.length < 0.15) return wordListMessage;
  // "üben lernen schaffen besser nächstes mal mut stolz positiv": no one in it, and few little
  // words, or one word typed three times ("puzzle teil suchen pause weiter finden puzzle teil …").
  if (
    words.length >= 6 &&
    !/[.,!?;:]/.test(text) &&
    !words.some((w) => SOMEONE.has(foldUmlauts(w))) &&
    (little / words.length < 0.3 || typedThrice(words))
  )
    return wordListMessage;
  // "helfen zeigen üben zusammen schaffen": verbs in a row with no one doing them.
  if (
    words.length >= 5 &&
    !/[.,!?;:]/.test(text) &&
    !words.some((w) => SOMEONE.has(foldUmlauts(w))) &&
    words.filter((w) => /en$/i.test(w)).length * 2 >= words.length
  )
    return wordListMessage;
  // "ich bin der bestimmer ich bin der bestimmer ich bin der bestimmer bitte freundlich";
  // "Ich schaffe das, ich schaffe das!" is short enough to be said twice.
  if (words.length >= 10) {
    const distinct = new Set(words.map((w) => foldUmlauts(w.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase())));
    if (distinct.size * 2 < words.length) return repeatedMessage;
  }
  if (SPOKEN_TO_OTHERS.has(checker)) {
    // Words of three or more letters, all in capitals ("NIE", "LÜGEN"); "OK" and "TV" are too short to shout.
    const shouted = words.filter((w) => w.replace(/[^\p{L}]/gu, '').length >= 3 && CAPITALS.test(w.replace(/[^\p{L}]/gu, '')));
    if (shouted.length >= 2) return shoutingMessage;
  }
  return null;
}
