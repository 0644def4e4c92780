/**
 * Text rules shared by the browser (instant feedback) and the server (replay decides points),
 * so both always agree.
 */

/**
 * Longest text a child may write into one field. The longest answer a game asks for is about
 * 50 words (~400 characters); the cap leaves plenty of room and keeps every answer small
 * enough for the server's checkers and the replay of a play's event log.
 */
export const maxAnswerChars = 1500;
export const answerTooLongMessage = 'Deine Antwort ist zu lang. Schreib bitte höchstens 1.500 Zeichen.';
export const answerMissingMessage = 'Schreib bitte zuerst deine Antwort.';

const wordPattern = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** How often one word may count: a story repeats "der" and "und", not "Katze Maus Kuchen" sixteen times. */
const maxSameWord = 6;
/** A story told by "ich" or about "sie" names its hero in almost every sentence. */
const maxSamePronoun = 12;
const pronouns = new Set(['ich', 'i', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
/** One-letter words of spoken German: "I han a Hund g'sehn" (ich, ein). */
const spokenLetters = new Set(['i', 'a', 'e']);

/**
 * Words the way a teacher counts them for a story: a word of two or more letters (or the spoken
 * "i", "a", "e" of "I han a Hund"), a number that counts something ("3 Mal"); not padding like
 * "x x x", "1 2 3 4", "eins zwei drei vier" or "lalala hmmm", not the same sentence written again, and one word only up to six times
 * (a pronoun up to twelve times).
 */
/** A number said as a word: "eins", "zwölf", "dreizehn", "einundzwanzig". */
const NUMBER_WORD =
  /^(eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\p{L}+zehn|\p{L}*zig|\p{L}*ßig|\p{L}*hundert|\p{L}*tausend)$/u;

/** Words of a run of three or more numbers said as words ("eins zwei drei vier"): counting, not telling. */
function countingRun(ws: readonly string[]): boolean[] {
  const isNumber = ws.map((w) => NUMBER_WORD.test(fold(w)));
  return isNumber.map((n, i) => {
    if (!n) return false;
    let from = i;
    while (from > 0 && isNumber[from - 1]) from--;
    let to = i;
    while (to + 1 < ws.length && isNumber[to + 1]) to++;
    return to - from >= 2;
  });
}

/** A sound made longer, no word: "lalala", "hihihi", "blablabla" (a syllable three times or more), "hmmm", "ööö". */
const SOUND = /^(?:(\p{L}{1,3})\1{2,}|\p{L}?(\p{L})\2{2,})$/u;

export function wordCount(text: string): number {
  const sentencesSeen = new Set<string>();
  const timesSeen = new Map<string, number>();
  let count = 0;
  for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/)) {
    const ws = words(sentence);
    const key = fold(ws.join(' '));
    if (ws.length >= 3 && sentencesSeen.has(key)) continue;
    sentencesSeen.add(key);
    const counting = countingRun(ws);
    ws.forEach((w, i) => {
      if (counting[i]) return;
      const isNumber = /^\p{N}+$/u.test(w);
      if (isNumber ? !/\p{L}/u.test(ws[i + 1] ?? '') : (w.match(/\p{L}/gu) ?? []).length < 2 && !spokenLetters.has(fold(w))) return;
      if (SOUND.test(fold(w))) return;
      const times = (timesSeen.get(fold(w)) ?? 0) + 1;
      timesSeen.set(fold(w), times);
      if (times <= (pronouns.has(fold(w)) ? maxSamePronoun : maxSameWord)) count++;
    });
  }
  return count;
}

export function charCount(text: string): number {
  return text.trim().length;
}

/** WortEntdecker: ideas are separated by line breaks, commas, semicolons, periods or 2+ spaces. */
export function splitIdeas(text: string): string[] {
  return text
    .split(/[\r\n,;.]+| {2,}/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const fold = (s: string) => s.toLocaleLowerCase('de-DE');

/**
 * SolutionStory (docs/product-rules.md): right when equal to the sample (case-insensitive), or when the answer
 * is longer than 10 characters and the sample contains its first (up to) 40 characters.
 */
export function matchesSample(answer: string, sample: string): boolean {
  const a = fold(answer.trim());
  const s = fold(sample.trim());
  if (a.length === 0) return false;
  if (a === s) return true;
  return a.length > 10 && s.includes(a.slice(0, 40));
}

/** Fills {name} placeholders; unknown names stay visible so authors notice typos. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
