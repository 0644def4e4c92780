/**
 * One spelling for every way of writing a word: lower case, umlauts as ae/oe/ue, ß as ss,
 * other accents dropped, and a letter held down ("iiidiot", "scheiiiße") as one letter.
 * Doubled letters stay: folding them would make "Nutella" start like an insult.
 */
export function foldForSafety(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1');
}
