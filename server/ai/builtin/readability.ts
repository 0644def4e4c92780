/**
 * The first Wiener Sachtextformel (Bamberger & Vanecek), a readability score for German
 * non-fiction: roughly the school year a reader needs (4 is easy, 15 very hard).
 *   WSTF = 0.1935·MS + 0.1672·SL + 0.1297·IW − 0.0327·ES − 0.875
 * MS: % of words with three or more syllables, SL: words per sentence, IW: % of words with
 * more than six letters, ES: % of one-syllable words. Syllables are counted as vowel groups
 * (ei, ie, au, eu, äu, ai are one).
 */
const VOWEL_GROUP = /(?:äu|au|eu|ei|ai|ie|[aeiouyäöü])+/g;

export function syllables(word: string): number {
  return Math.max(1, (word.toLowerCase().match(VOWEL_GROUP) ?? []).length);
}

export function wienerSachtextformel(text: string): number {
  const sentences = text.split(/[.!?…]+(?=\s|$)/).filter((s) => /\p{L}/u.test(s));
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 0;
  const share = (pred: (w: string) => boolean) => (100 * words.filter(pred).length) / words.length;
  const ms = share((w) => syllables(w) >= 3);
  const sl = words.length / Math.max(1, sentences.length);
  const iw = share((w) => w.length > 6);
  const es = share((w) => syllables(w) === 1);
  return 0.1935 * ms + 0.1672 * sl + 0.1297 * iw - 0.0327 * es - 0.875;
}
