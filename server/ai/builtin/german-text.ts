/**
 * Text handling for German written by children (6–12): missing capitals and
 * punctuation, umlauts typed as ae/oe/ue, letters held down ("biiitte"),
 * phonetic spellings ("libe", "ser", "traurich") and inflected forms.
 *
 * Every word gets a *loose key*; lexicon entries go through the same
 * function, so both sides meet on one spelling-tolerant form.
 */

export interface Token {
  /** the word as written (apostrophes dropped), for quoting in feedback */
  raw: string;
  /** folded word, exact forms used by "=word" lexicon entries (runs as 2 and as 1 letter) */
  exact: readonly string[];
  /** lowercased, ä→ae ö→oe ü→ue ß→ss, letter runs of 3+ shortened to 2 */
  norm: string;
  /** spelling-tolerant key, see looseKey() */
  loose: string;
  /** loose keys of every stem this word may be an inflection of */
  stems: ReadonlySet<string>;
  /** the same without end-of-word rules, for prefix/suffix patterns */
  partialStems: ReadonlySet<string>;
  /** true when a letter was repeated 3+ times ("sooo") – emphasis or sarcasm */
  elongated: boolean;
  isEmoji: boolean;
  /** position in the whole text */
  index: number;
  sentence: number;
  /** comma/semicolon-separated part, counted over the whole text */
  clause: number;
}

const EMOJI = /\p{Extended_Pictographic}/u;
const LETTER = /\p{L}/u;

// Emoticons become emojis so lexicon lists only need one form.
const EMOTICONS: [RegExp, string][] = [
  [/(^|\s)[:;=]-?\)+/g, '$1🙂 '],
  [/(^|\s)[:;=]-?D+\b/g, '$1😀 '],
  [/(^|\s)[:;=]-?\(+/g, '$1☹️ '],
  [/(^|\s)<3+/g, '$1❤️ '],
  [/(^|\s)xD+\b/gi, '$1😀 '],
];

/** Lowercase, fold umlauts to ae/oe/ue and ß to ss, drop other accents. */
export function foldUmlauts(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** Lowercased, umlaut-folded text with tidy whitespace. */
export function normalise(text: string): string {
  return foldUmlauts(text).replace(/\s+/g, ' ').trim();
}

/** Letter runs of 3+ ("sooo", "biiitte") shortened to two letters. */
export function shortenRuns(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1$1');
}

/**
 * A spelling-tolerant key for an already folded word. Deliberately lossy:
 * children spell by ear, so sounds that are written several ways collapse
 * to one form. Collisions (das/dass, wen/wenn) are harmless for our lists.
 */
export function looseKey(folded: string, wholeWord = true): string {
  let w = folded;
  w = w.replace(/aeu/g, 'eu'); // träumen / treumen
  w = w.replace(/ae/g, 'e'); // ärgern / ergern
  w = w.replace(/ue/g, 'u'); // übe / ube / uebe
  w = w.replace(/ie/g, 'i'); // spielen / spilen
  w = w.replace(/dt/g, 't').replace(/th/g, 't').replace(/ph/g, 'f').replace(/v/g, 'f');
  w = w.replace(/ck/g, 'k').replace(/tz/g, 'z');
  // Dehnungs-h after a vowel before a consonant or at the end: sehr / ser.
  w = w.replace(/([aeiouy])h(?=[^aeiouy]|$)/g, '$1');
  w = w.replace(/(\p{L})\1+/gu, '$1'); // double letters: entäuscht / enttäuscht
  if (!wholeWord) return w;
  // -ig and -ich sound alike at the end: traurich / traurig.
  if (w.length > 5) w = w.replace(/ich(e|en|er|es|em)?$/, 'ig$1');
  // Final devoicing: blöd / blöt, lieb / liep.
  w = w.replace(/d$/, 't').replace(/b$/, 'p').replace(/g$/, 'k');
  return w;
}

/** Inflection endings a word may carry in running text. */
const SUFFIXES = ['ern', 'est', 'em', 'en', 'er', 'es', 'et', 'st', 'te', 'e', 'n', 's', 't'];
/**
 * Lexicon entries are written in base form; only infinitive and -e endings
 * are stripped from them, so "Verlierer" does not turn into the verb "verlier-".
 */
export const ENTRY_SUFFIXES = ['en', 'e', 'n'];
// Endings that leave a short remainder are only stripped from longer words,
// so "hast" is never taken as an inflection of "hass".
const SHORT_STEM_OK = new Set(['e', 'en', 'er', 'es', 'em']);

/** Possible stems (folded, not yet loose) of a folded word. */
export function strictStems(folded: string, suffixes: readonly string[] = SUFFIXES): string[] {
  const out = new Set<string>([folded]);
  for (const suf of suffixes) {
    if (!folded.endsWith(suf)) continue;
    const stem = folded.slice(0, -suf.length);
    const min = SHORT_STEM_OK.has(suf) ? 3 : 4;
    // Measured on the loose key too: "über" must not shrink to "üb".
    if (stem.length >= min && looseKey(stem, false).length >= min && LETTER.test(stem)) out.add(stem);
  }
  return [...out];
}

/**
 * Loose keys of all stems, including participles without their ge- (gelernt → lern).
 * With wholeWord = false the end-of-word spelling rules are skipped, for
 * comparing against prefix/suffix patterns.
 */
export function stemKeys(folded: string, wholeWord = true, suffixes: readonly string[] = SUFFIXES): Set<string> {
  const forms = [folded];
  if (suffixes === SUFFIXES && folded.startsWith('ge') && folded.length >= 6 && /(t|en)$/.test(folded)) {
    forms.push(folded.slice(2));
  }
  const keys = new Set<string>();
  for (const form of forms) for (const s of strictStems(form, suffixes)) keys.add(looseKey(s, wholeWord));
  return keys;
}

export function isEmoji(word: string): boolean {
  return EMOJI.test(word);
}

/** Sentence-final punctuation, line breaks and emojis close a sentence. */
const SENTENCE_END = /[.!?…]+|\n+/;
const CLAUSE_END = /[,;:–—()"„“”»«]/;

/**
 * Split text into tokens with sentence and clause numbers. Apostrophes
 * inside words are dropped ("gibt's" → "gibts"), hyphens split compounds
 * written with a dash ("Fixed-Mindset").
 */
export function tokenize(text: string): Token[] {
  let t = text.normalize('NFC');
  for (const [re, rep] of EMOTICONS) t = t.replace(re, rep);
  // Segment into words, emojis and punctuation marks.
  const parts =
    t.match(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[\p{L}\p{N}]+(?:['’´`][\p{L}]+)*|[.!?…]+|\n+|[,;:–—()"„“”»«]/gu) ?? [];
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let sawWordInSentence = false;
  for (const part of parts) {
    if (SENTENCE_END.test(part) && !/[\p{L}\p{N}]/u.test(part)) {
      if (sawWordInSentence) {
        sentence++;
        clause++;
        sawWordInSentence = false;
      }
      continue;
    }
    if (CLAUSE_END.test(part) && part.length === 1) {
      if (sawWordInSentence) clause++;
      continue;
    }
    const emoji = isEmoji(part);
    const raw = part.replace(/['’´`]/g, '');
    // Umlauts are never doubled in German, so "blööööd" is "blöd".
    const lower = raw.toLowerCase().replace(/([äöüß])\1+/g, '$1');
    const folded = emoji ? lower : foldUmlauts(shortenRuns(lower));
    const norm = folded;
    tokens.push({
      raw,
      exact: emoji ? [lower] : [...new Set([norm, foldUmlauts(lower.replace(/(\p{L})\1{2,}/gu, '$1'))])],
      norm,
      loose: emoji ? lower : looseKey(folded),
      stems: emoji ? new Set([lower]) : stemKeys(norm),
      partialStems: emoji ? new Set([lower]) : stemKeys(norm, false),
      elongated: !emoji && /(\p{L})\1{2,}/u.test(raw.toLowerCase()),
      isEmoji: emoji,
      index: tokens.length,
      sentence,
      clause,
    });
    sawWordInSentence = true;
  }
  return tokens;
}

/** Tokens that are words (letters or digits), not emojis. */
export function words(tokens: readonly Token[]): Token[] {
  return tokens.filter((t) => !t.isEmoji);
}

/** Split running text into sentences; text without punctuation stays one sentence. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Number of words the way a child would count them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Damerau-Levenshtein distance, capped: returns max+1 once exceeded. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Share of a text that looks like real words: keyboard mash ("asdfgh"),
 * consonant-only strings and single repeated letters count as noise.
 */
export function looksLikeLanguage(tokens: readonly Token[]): number {
  const ws = words(tokens);
  if (ws.length === 0) return 0;
  let ok = 0;
  for (const t of ws) {
    const w = t.norm;
    if (/^\p{N}+$/u.test(w)) {
      ok++;
      continue;
    }
    const hasVowel = /[aeiouy]/.test(w);
    const longConsonantRun = /[^aeiouy\s]{5,}/.test(w.replace(/sch/g, 'S'));
    const mash = /(asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|wert|ertz|rtzu|tzui|yxcv|xcvb|cvbn|vbnm|jklö)/.test(w);
    if (hasVowel && !longConsonantRun && !mash && w.length <= 25) ok++;
  }
  return ok / ws.length;
}

/** Share of distinct word forms – low for "lalala lalala lalala". */
export function distinctRatio(tokens: readonly Token[]): number {
  const ws = words(tokens);
  if (ws.length === 0) return 0;
  return new Set(ws.map((t) => t.loose)).size / ws.length;
}

/** Quote a word for feedback with German quotation marks. */
export function quote(word: string): string {
  return `„${word}“`;
}

/** Tokens of the same clause as `t`. */
export function clauseOf(tokens: readonly Token[], t: Token): Token[] {
  return tokens.filter((x) => x.clause === t.clause);
}

/** Tokens grouped by clause, in order. */
export function clauses(tokens: readonly Token[]): Token[][] {
  const out = new Map<number, Token[]>();
  for (const t of tokens) {
    const list = out.get(t.clause) ?? [];
    list.push(t);
    out.set(t.clause, list);
  }
  return [...out.values()];
}

/** Tokens grouped by sentence, in order. */
export function sentences(tokens: readonly Token[]): Token[][] {
  const out = new Map<number, Token[]>();
  for (const t of tokens) {
    const list = out.get(t.sentence) ?? [];
    list.push(t);
    out.set(t.sentence, list);
  }
  return [...out.values()];
}

/** Is the token one of these words (compared by loose key)? */
export function isWord(t: Token | undefined, ...forms: string[]): boolean {
  if (!t || t.isEmoji) return false;
  return forms.some((f) => t.loose === looseKey(foldUmlauts(f)));
}
