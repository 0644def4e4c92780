/**
 * For SumUp: little words of the dialects children write in (Swiss, Swabian, Bavarian, Saxon, Berlin), read
 * as the standard German word they stand for: "chan nüt dra ändere" is "kann nichts daran
 * ändern", "gibt mor gleisch uff" is "gibt man gleich auf". Only words whose meaning turns a
 * statement (negations, "auf" of "aufgeben", "kann", and the verbs of thinking) are listed, and
 * the Swabian "scht" inside a word is read as "st" ("Angscht", "Aschtrengung", "bischt"). A
 * token keeps what the child wrote (`raw`) for quoting and takes the standard word's keys for
 * matching. One map lookup per word.
 */
import { tokenize, type Token } from './german-text.ts';

/** Folded dialect form → standard word. */
const STANDARD: ReadonlyMap<string, string> = new Map([
  // negations: Swiss nöd/nüd/nid, nüt (nichts), Saxon nisch, Swabian/Bavarian koi/koa (kein)
  ['noed', 'nicht'],
  ['nued', 'nicht'],
  ['nid', 'nicht'],
  ['nisch', 'nicht'],
  ['nuet', 'nichts'],
  ['nuex', 'nichts'],
  ['koi', 'kein'],
  ['koin', 'keinen'],
  ['koine', 'keine'],
  ['koa', 'kein'],
  ['koan', 'keinen'],
  ['koane', 'keine'],
  ['kei', 'kein'],
  // "auf" of "gibt … auf": Swiss uf, Saxon/Berlin uff
  ['uf', 'auf'],
  ['uff', 'auf'],
  // kann: Swiss chan, Saxon gann, Bavarian ko
  ['chan', 'kann'],
  ['gann', 'kann'],
  ['ko', 'kann'],
  // gibt: Swiss git, Berlin jibt
  ['git', 'gibt'],
  ['jibt', 'gibt'],
  // thinking and knowing: Swiss dänkt, Saxon glaabt, Bavarian moant/woaß
  ['daenkt', 'denkt'],
  ['daenke', 'denke'],
  ['glaabt', 'glaubt'],
  ['glaab', 'glaube'],
  ['moant', 'meint'],
  ['moanst', 'meinst'],
  ['woass', 'weiß'],
  ['woasst', 'weißt'],
  ['weesst', 'weißt'],
]);

/** Analysed standard words; the "scht" words come from any text, so the cache is kept small. */
const analysed = new Map<string, Token>();
const MAX_ANALYSED = 2000;

function standardToken(word: string): Token {
  let t = analysed.get(word);
  if (!t) {
    if (analysed.size >= MAX_ANALYSED) analysed.clear();
    t = tokenize(word)[0]!;
    analysed.set(word, t);
  }
  return t;
}

/** "angscht" → "angst"; a word starting with "scht" ("schtimmt") is left alone. */
const SWABIAN_ST = /(?<=.)scht/g;

function standardOf(norm: string): string | undefined {
  return STANDARD.get(norm) ?? (norm.length > 4 && norm.includes('scht') ? norm.replace(SWABIAN_ST, 'st') : undefined);
}

/** The tokens with each dialect word read as its standard word (raw, position and clause kept). */
export function readDialect(tokens: readonly Token[]): Token[] {
  return tokens.map((t) => {
    const standard = standardOf(t.norm);
    if (!standard || standard === t.norm) return t;
    const s = standardToken(standard);
    return { ...s, raw: t.raw, index: t.index, sentence: t.sentence, clause: t.clause };
  });
}
