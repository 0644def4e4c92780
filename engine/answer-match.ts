import { matchesSample, words } from './text-rules.ts';

/**
 * TaktikTüftler: is a child's short answer right? (docs/product-rules.md)
 *
 * The floor is the old rule: equal to the sample (ignoring case), or longer than 10 characters
 * and found in the sample, but only as whole words ("echselnd sch" is not an answer). On top,
 * an answer is right when it says the same words as the sample or one of its declared
 * alternatives (`accept`), ignoring case, punctuation, articles and whether numbers are written
 * as digits or words ("4" = "vier"), and it may leave out words the question already says
 * ("Vier Erdbeeren" → "4" for "Wie viele Erdbeeren …?").
 */
export type AnswerKey = { sample: string; accept?: readonly string[]; question?: string };

const articles = new Set(['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines']);
/** Words that turn a meaning around: never left out, even when the question says them. */
const negations = new Set(['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'nie', 'niemals', 'ohne', 'nichts']);

const units: Record<string, number> = {
  null: 0,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const tens: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const ones: Record<string, number> = { ein: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 };

/** A German number word as its digits ("vierundzwanzig" → "24"), else the word itself. */
function numberOf(word: string): string {
  if (word in units) return String(units[word]);
  if (word in tens) return String(tens[word]);
  if (word === 'hundert' || word === 'einhundert') return '100';
  if (word === 'tausend' || word === 'eintausend') return '1000';
  const compound = /^(\p{L}+?)und(\p{L}+)$/u.exec(word);
  if (compound && compound[1]! in ones && compound[2]! in tens) return String(ones[compound[1]!]! + tens[compound[2]!]!);
  return word;
}

/** The words that carry meaning, folded: lower case, ß as ss, numbers as digits, no articles. */
export function answerWords(text: string): string[] {
  return words(text.toLocaleLowerCase('de-DE'))
    .flatMap((w) => w.split(/[-'’]/))
    .filter((w) => w.length > 0 && !articles.has(w))
    .map((w) => numberOf(w).replace(/ß/g, 'ss'));
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

/** Does `part` appear in `whole` as a run of whole words? */
function isRun(part: readonly string[], whole: readonly string[]): boolean {
  if (part.length === 0) return false;
  for (let i = 0; i + part.length <= whole.length; i++) if (part.every((w, j) => w === whole[i + j])) return true;
  return false;
}

/**
 * The spec's rule, kept as the floor, with whole words: equal (ignoring case), or longer than
 * 10 characters with its first (up to) 40 characters found in the sample.
 */
function floorMatches(answer: string, sample: string): boolean {
  const a = answer.trim();
  if (a.length === 0 || !matchesSample(a, sample)) return false;
  if (a.toLocaleLowerCase('de-DE') === sample.trim().toLocaleLowerCase('de-DE')) return true;
  // The first 40 characters; a word cut in two at the 40th is left out.
  let head = a.slice(0, 40);
  if (a.length > 40 && /[\p{L}\p{N}]/u.test(a[39]!) && /[\p{L}\p{N}]/u.test(a[40]!)) head = head.replace(/[\p{L}\p{N}]+$/u, '');
  const inSample = words(sample.toLocaleLowerCase('de-DE'));
  const fragment = words(head.toLocaleLowerCase('de-DE'));
  // Whole words only: "echselnd sch" is in "abwechselnd schaukeln", but not as words.
  return isRun(fragment, inSample);
}

/** The sample without words the question already says, in order (negations always stay). */
function leavingOutQuestion(answer: readonly string[], sample: readonly string[], question: ReadonlySet<string>): boolean {
  let i = 0;
  for (const w of sample) {
    if (i < answer.length && answer[i] === w) i++;
    else if (!question.has(w) || negations.has(w)) return false;
  }
  return i === answer.length;
}

export function matchesAnswer(answer: string, key: AnswerKey): boolean {
  const given = answerWords(answer);
  if (given.length === 0) return false;
  if (floorMatches(answer, key.sample)) return true;
  const sample = answerWords(key.sample);
  if (same(given, sample)) return true;
  if ((key.accept ?? []).some((alt) => same(given, answerWords(alt)))) return true;
  if (key.question) {
    const question = new Set(answerWords(key.question));
    if (leavingOutQuestion(given, sample, question)) return true;
  }
  return false;
}
