/**
 * Text handling for German written by children (6–12): missing capitals and
 * punctuation, umlauts typed as ae/oe/ue, letters held down ("biiitte"),
 * phonetic spellings ("libe", "ser", "traurich") and inflected forms.
 *
 * Every word gets a *loose key*; lexicon entries go through the same
 * function, so both sides meet on one spelling-tolerant form.
 */
import { SEPARABLE_PREFIXES } from '../../../engine/term-match.ts';
import { strongVerbInfinitive } from './strong-verbs.ts';
import { regionalReading, standardWord } from './dialect-words.ts';

export interface Token {
  /**
   * the word as written (apostrophes dropped), for quoting in feedback; the word fields
   * below all follow from it, so tokens with the same raw match the same entries
   */
  raw: string;
  /** folded word, exact forms used by "=word" lexicon entries (runs as 2 and as 1 letter) */
  exact: readonly string[];
  /** lowercased, ä→ae ö→oe ü→ue ß→ss, letter runs of 3+ shortened to 2 */
  norm: string;
  /** spelling-tolerant key, see looseKey() */
  loose: string;
  /** loose keys of every stem this word may be an inflection of */
  stems: ReadonlySet<string>;
  /** the same without end-of-word rules, for prefix/suffix patterns (a list: only ever walked) */
  partialStems: readonly string[];
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

// Printable ASCII and line breaks: no umlauts or accents, and its own normal form.
const PLAIN_ASCII = /^[\t\n\r -~]*$/;

/** Lowercase, fold umlauts to ae/oe/ue and ß to ss, drop other accents. */
export function foldUmlauts(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
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
  const partial = partialLooseKey(folded);
  return wholeWord ? wholeWordKey(partial) : partial;
}

/** looseKey without the end-of-word rules. */
function partialLooseKey(folded: string): string {
  let w = folded;
  // Each rule is skipped when its letters are absent: keys are made for every word of a text.
  if (w.includes('e')) {
    w = w.replace(/aeu/g, 'eu'); // träumen / treumen
    w = w.replace(/ae/g, 'e'); // ärgern / ergern
    w = w.replace(/ue/g, 'u'); // übe / ube / uebe
    w = w.replace(/ie/g, 'i'); // spielen / spilen
  }
  if (w.includes('t')) w = w.replace(/dt/g, 't').replace(/th/g, 't');
  if (w.includes('ph')) w = w.replace(/ph/g, 'f');
  if (w.includes('v')) w = w.replace(/v/g, 'f');
  if (w.includes('ck')) w = w.replace(/ck/g, 'k');
  // "nexstes" / "nächstes", "wax" / "wachs": children write x where they hear "chs",
  if (w.includes('x')) w = w.replace(/x/g, 'chs');
  // "wakstum" / "Wachstum", "nekstes" / "nächstes": or "ks".
  if (w.includes('ks')) w = w.replace(/ks/g, 'chs');
  if (w.includes('tz')) w = w.replace(/tz/g, 'z');
  // Dehnungs-h after a vowel before a consonant or at the end: sehr / ser.
  if (w.includes('h')) w = w.replace(/([aeiouy])h(?=[^aeiouy]|$)/g, '$1');
  w = w.replace(/(\p{L})\1+/gu, '$1'); // double letters: entäuscht / enttäuscht
  return w;
}

/** The end-of-word rules of looseKey, applied to a partial key. */
function wholeWordKey(partial: string): string {
  let w = partial;
  // -ig and -ich sound alike at the end: traurich / traurig.
  if (w.length > 5) w = w.replace(/ich(e|en|er|es|em)?$/, 'ig$1');
  // Final devoicing: blöd / blöt, lieb / liep.
  const last = w.at(-1);
  if (last === 'd') w = w.slice(0, -1) + 't';
  else if (last === 'b') w = w.slice(0, -1) + 'p';
  else if (last === 'g') w = w.slice(0, -1) + 'k';
  return w;
}

/** Inflection endings a word may carry in running text. */
const SUFFIXES = ['sten', 'ste', 'ern', 'est', 'em', 'en', 'er', 'es', 'et', 'st', 'te', 'e', 'n', 's', 't'];
/**
 * Lexicon entries are written in base form; only infinitive and -e endings
 * are stripped from them, so "Verlierer" does not turn into the verb "verlier-".
 */
export const ENTRY_SUFFIXES = ['en', 'e', 'n'];
// Endings that leave a short remainder are only stripped from longer words,
// so "hast" is never taken as an inflection of "hass".
const SHORT_STEM_OK = new Set(['e', 'en', 'er', 'es', 'em']);

/**
 * Possible stems of a folded word, each with its partial loose key (looseKey without the
 * end-of-word rules), which the stem test needs anyway and the keys are built from.
 */
function stemsWithKeys(folded: string, suffixes: readonly string[]): Map<string, string> {
  const out = new Map<string, string>([[folded, partialLooseKey(folded)]]);
  for (const suf of suffixes) {
    if (!folded.endsWith(suf)) continue;
    const stem = folded.slice(0, -suf.length);
    const min = SHORT_STEM_OK.has(suf) ? 3 : 4;
    if (stem.length < min || out.has(stem)) continue;
    // Measured on the loose key too: "über" must not shrink to "üb".
    const key = partialLooseKey(stem);
    if (key.length >= min && LETTER.test(stem)) out.set(stem, key);
  }
  return out;
}

/** Possible stems (folded, not yet loose) of a folded word. */
export function strictStems(folded: string, suffixes: readonly string[] = SUFFIXES): string[] {
  return [...stemsWithKeys(folded, suffixes).keys()];
}

/**
 * The word itself and, for a participle, the word without its ge- (gelernt → lernt) and its
 * verb stem (gewählt → wähl, which "wählen" and "wählst" share, though it is short). A
 * separable verb keeps its prefix: ausgemacht → ausmacht, ausmach.
 */
function stemSources(folded: string, suffixes: readonly string[]): string[] {
  const forms = [folded];
  if (suffixes !== SUFFIXES || !/(t|en)$/.test(folded)) return forms;
  const prefix = folded.startsWith('ge') ? '' : SEPARABLE_PREFIXES.find((p) => folded.startsWith(`${p}ge`));
  if (prefix === undefined || folded.length < prefix.length + 6) return forms;
  const rest = folded.slice(prefix.length + 2);
  forms.push(prefix + rest);
  const verb = rest.replace(/(t|en)$/, '');
  if (verb.length >= 3) forms.push(prefix + verb);
  return forms;
}

/**
 * Both kinds of stem keys of stemKeys at once, and the word's own loose key (that of its first
 * stem, the word itself), each stem's key worked out a single time.
 */
function stemKeySets(folded: string, suffixes: readonly string[] = SUFFIXES): { own: string; whole: Set<string>; partial: Set<string> } {
  let own: string | undefined;
  const whole = new Set<string>();
  const partial = new Set<string>();
  for (const form of stemSources(folded, suffixes)) {
    for (const key of stemsWithKeys(form, suffixes).values()) {
      const wholeKey = wholeWordKey(key);
      own ??= wholeKey;
      whole.add(wholeKey);
      partial.add(key);
    }
  }
  return { own: own!, whole, partial };
}

/**
 * Loose keys of all stems, including participles without their ge- (gelernt → lern).
 * With wholeWord = false the end-of-word spelling rules are skipped, for
 * comparing against prefix/suffix patterns.
 */
export function stemKeys(folded: string, wholeWord = true, suffixes: readonly string[] = SUFFIXES): Set<string> {
  const keys = stemKeySets(folded, suffixes);
  return wholeWord ? keys.whole : keys.partial;
}

export function isEmoji(word: string): boolean {
  return EMOJI.test(word);
}

/** Sentence-final punctuation, line breaks and emojis close a sentence. */
const SENTENCE_END = /[.!?…]+|\n+/;
const CLAUSE_END = /[,;:–—()"„“”»«]/;

/** What a token is apart from where it stands. */
type WordForm = Omit<Token, 'index' | 'sentence' | 'clause'>;
type PartKind = 'sentence-end' | 'clause-end' | WordForm;

function partKind(part: string): PartKind {
  if (SENTENCE_END.test(part) && !/[\p{L}\p{N}]/u.test(part)) return 'sentence-end';
  if (CLAUSE_END.test(part) && part.length === 1) return 'clause-end';
  return analyse(part);
}

/** The regional word before an apostrophe ("i" in "i's"), or null for other words. */
function clitic(part: string): string | null {
  const head = /^(\p{L}+)['’´`]s$/u.exec(part)?.[1];
  if (!head) return null;
  const folded = foldUmlauts(head);
  return standardWord(folded) === folded ? null : folded;
}

function analyse(part: string): WordForm {
  const emoji = isEmoji(part);
  const raw = part.replace(/['’´`]/g, '');
  // Umlauts are never doubled in German, so "blööööd" is "blöd".
  const lower = raw.toLowerCase().replace(/([äöüß])\1+/g, '$1');
  if (emoji) {
    return {
      raw,
      exact: [lower],
      norm: lower,
      loose: lower,
      stems: new Set([lower]),
      partialStems: [lower],
      elongated: false,
      isEmoji: true,
    };
  }
  const written = foldUmlauts(shortenRuns(lower));
  // "i bin grantig": a regional word is read as its standard word; "valorn" gets a second reading.
  // "frog i's nomoi", "hot's": a regional word with "es" leaned on it is read as the word.
  const norm = standardWord(clitic(part) ?? written);
  const keys = stemKeySets(norm);
  // "valorn" may be "verlorn"; "geholfen" and "half" are forms of "helfen".
  for (const reading of [regionalReading(norm), strongVerbInfinitive(norm)]) {
    if (!reading) continue;
    const more = stemKeySets(reading);
    for (const k of more.whole) keys.whole.add(k);
    for (const k of more.partial) keys.partial.add(k);
  }
  return {
    raw,
    exact: [...new Set([norm, written, foldUmlauts(lower.replace(/(\p{L})\1{2,}/gu, '$1'))])],
    norm,
    loose: keys.own,
    stems: keys.whole,
    partialStems: [...keys.partial],
    elongated: /(\p{L})\1{2,}/u.test(raw.toLowerCase()),
    isEmoji: false,
  };
}

/** Written parts whose analysis is remembered before the memory starts afresh. */
const KNOWN_PARTS = 20_000;

/**
 * Each distinct part is classified (and a word analysed) once, across texts too: children
 * use the same words, and tokens of the same word share its read-only keys.
 */
const knownParts = new Map<string, PartKind>();

/**
 * Split text into tokens with sentence and clause numbers. Apostrophes
 * inside words are dropped ("gibt's" → "gibts"), hyphens split compounds
 * written with a dash ("Fixed-Mindset").
 */
/** Subjects before a Swabian "isch" (ist): er, sie, es, das, man, wer, der, die, mindset … */
const SOMEONE_WHO_IS: ReadonlySet<string> = new Set(['er', 'sie', 'es', 'das', 'man', 'wer', 'der', 'die', 'mindset', 'wie', 'was', 'des']);

/** The token read as another word, where it stands. */
function readAs(t: Token, word: string): Token {
  const as = analyse(word);
  return { ...t, exact: as.exact, norm: as.norm, loose: as.loose, stems: as.stems, partialStems: as.partialStems };
}

const BEFORE_ORDINAL = new Set(['der', 'die', 'das', 'den', 'dem', 'am', 'im', 'zum', 'zur', 'vom', 'beim', 'ab']);

/** "in der 2. halbzeit", "am 3. Tag": the dot of a number after an article makes it "second", not a sentence end. */
function isOrdinalDot(part: string, tokens: readonly Token[]): boolean {
  const number = tokens.at(-1);
  return part === '.' && number !== undefined && /^\d{1,3}$/.test(number.raw) && BEFORE_ORDINAL.has(tokens.at(-2)?.norm ?? '');
}

const CONDITIONS = new Set(['wenn', 'wen', 'falls', 'sobald']);
const SUBJECTS = new Set(['ich', 'du', 'er', 'sie', 'es', 'man', 'wir', 'ihr']);
/** Verbs that follow "ich" as the start of a statement: "ich bin", "ich kann", "ich hab". */
const I_VERBS = new Set([
  'bin',
  'kann',
  'hab',
  'habe',
  'will',
  'muss',
  'werde',
  'darf',
  'soll',
  'war',
  'hatte',
  'konnte',
  'mach',
  'mache',
  'schaff',
  'schaffe',
]);
/** Words after which a second "ich" goes on the same sentence: "und ich bin", "dass ich kann". */
const LINKS_BEFORE_I = new Set([
  'und',
  'oder',
  'aber',
  'denn',
  'sondern',
  'dass',
  'das',
  'ob',
  'weil',
  'wenn',
  'bis',
  'damit',
  'als',
  'wie',
  'wo',
  'was',
  'obwohl',
  'nachdem',
  'bevor',
  'sobald',
  'falls',
  'wann',
  'warum',
  'weshalb',
]);

/**
 * "wenn ich was nicht verstehe frage ich nach", "wenn man übt wird man besser": children leave
 * out the comma after a "wenn" clause. Where its clause names a subject a second time, the main
 * clause starts with the verb before it, and gets a clause number of its own. One pass.
 */
function splitUnmarkedMainClauses(tokens: Token[]): void {
  let shift = 0;
  let opened = -1;
  let subjects = 0;
  let saidI = false;
  let previous = -1;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    const startsClause = t.clause !== previous;
    previous = t.clause;
    if (startsClause) {
      opened = CONDITIONS.has(t.norm) ? k : -1;
      subjects = 0;
      saidI = false;
    }
    if (shift > 0) tokens[k] = { ...t, clause: t.clause + shift };
    // "ich kann keine diktate ich bin voll schlecht": a second "ich" with its verb, no comma and
    // no linking word before it, starts a sentence of its own.
    if (t.norm === 'ich' && opened < 0) {
      const next = tokens[k + 1];
      if (saidI && next?.clause === t.clause && I_VERBS.has(next.norm) && !LINKS_BEFORE_I.has(tokens[k - 1]?.norm ?? '')) {
        shift += 1;
        tokens[k] = { ...t, clause: t.clause + shift };
        saidI = true;
        continue;
      }
      saidI = true;
    }
    if (opened < 0 || !SUBJECTS.has(t.norm)) continue;
    subjects += 1;
    if (subjects === 2 && k - 1 > opened + 2) {
      shift += 1;
      for (const j of [k - 1, k]) tokens[j] = { ...tokens[j]!, clause: tokens[j]!.clause + 1 };
      opened = -1;
    }
  }
}

export function tokenize(text: string): Token[] {
  let t = text.normalize('NFC');
  for (const [re, rep] of EMOTICONS) t = t.replace(re, rep);
  // Segment into words, emojis and punctuation marks.
  const parts =
    t.match(
      /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[\p{L}\p{N}]+(?:['’´`][\p{L}]+)*|[.!?…]+|\n+|[,;:–—()"„“”»«]/gu,
    ) ?? [];
  const tokens: Token[] = [];
  const kinds = knownParts;
  let sentence = 0;
  let clause = 0;
  let sawWordInSentence = false;
  for (const part of parts) {
    let kind = kinds.get(part);
    if (!kind) {
      if (kinds.size >= KNOWN_PARTS) kinds.clear();
      kind = partKind(part);
      kinds.set(part, kind);
    }
    if (kind === 'sentence-end') {
      if (sawWordInSentence && !isOrdinalDot(part, tokens)) {
        sentence++;
        clause++;
        sawWordInSentence = false;
      }
      continue;
    }
    if (kind === 'clause-end') {
      if (sawWordInSentence) clause++;
      continue;
    }
    tokens.push({
      raw: kind.raw,
      exact: kind.exact,
      norm: kind.norm,
      loose: kind.loose,
      stems: kind.stems,
      partialStems: kind.partialStems,
      elongated: kind.elongated,
      isEmoji: kind.isEmoji,
      index: tokens.length,
      sentence,
      clause,
    });
    sawWordInSentence = true;
  }
  splitUnmarkedMainClauses(tokens);
  for (const [k, t] of tokens.entries()) {
    // "i cha das no nöd", "ko i no ned": the regional "no" before "nicht" is "noch".
    if (t.norm === 'no' && tokens[k + 1]?.norm === 'nicht') tokens[k] = readAs(t, 'noch');
    // "des isch so", "mr isch halt so": the Swabian and Swiss "isch" after someone other than
    // "ich" is "ist"; "isch hab" stays the Hessian and Saxon "ich".
    if (t.raw.toLowerCase() === 'isch' && SOMEONE_WHO_IS.has(tokens[k - 1]?.norm ?? '') && tokens[k - 1]!.clause === t.clause) {
      tokens[k] = readAs(t, 'ist');
    }
  }
  return tokens;
}

/**
 * The numbers of the sentences that end with a question mark, counted as the tokenizer counts
 * them (a run of . ! ? … or a line break after at least one word ends a sentence).
 */
export function questionSentences(text: string): ReadonlySet<number> {
  const out = new Set<number>();
  let sentence = 0;
  for (const [, body, end] of text.matchAll(/([^.!?…\n]*)([.!?…]+|\n+|$)/g)) {
    if (!/[\p{L}\p{N}]/u.test(body ?? '')) continue;
    if (end?.includes('?')) out.add(sentence);
    sentence++;
    if (!end) break;
  }
  return out;
}

const SEPARABLE_VERB = new RegExp(`^(${SEPARABLE_PREFIXES.join('|')})(zu|ge)?(\\p{L}{4,})$`, 'u');

/**
 * Loose stems of the verb inside a separable verb: "vorzusingen" and "mitsingen" hold
 * "singen", "angeschaut" holds "schaut". Empty for other words.
 */
export function innerVerbStems(t: Token): ReadonlySet<string> {
  const inner = SEPARABLE_VERB.exec(t.norm)?.[3];
  return inner ? stemKeys(inner) : noStems;
}

const noStems: ReadonlySet<string> = new Set();

/** "nachzumachen" → "nach" and the stems of "machen": a separable verb's prefix and inner verb, or null. */
export function separableParts(t: Token): { prefix: string; stems: ReadonlySet<string> } | null {
  const m = SEPARABLE_VERB.exec(t.norm);
  return m ? { prefix: m[1]!, stems: stemKeys(m[3]!) } : null;
}

/**
 * "sagst" → "sag", "guckst" → "guck": the stem of a du-form too short for the general
 * inflection rules (which keep four letters, so that "Frost" is not read as "froh"); only for
 * asking whether two texts name the same action. An empty string for other words.
 */
export function youFormStem(t: Token): string {
  if (t.norm.length < 5 || !t.norm.endsWith('st')) return '';
  return looseKey(t.norm.slice(0, -2));
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

/**
 * False when `a` and `b` are surely more than one edit (or swap of neighbours) apart: once
 * their common start and end are cut off, one edit leaves at most two letters on either side.
 * Spares the distance table for most pairs.
 */
export function maybeOneEditApart(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start++;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return a.length - start - end <= 2 && b.length - start - end <= 2;
}

// Three rows of the distance table (the two before are needed for a swap of two letters),
// kept between calls: the lexicon compares many words against typo-tolerant entries.
let twoBack = new Int32Array(32);
let oneBack = new Int32Array(32);
let current = new Int32Array(32);

/** Damerau-Levenshtein distance, capped: returns max+1 once exceeded. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (current.length <= b.length) {
    twoBack = new Int32Array(b.length + 1);
    oneBack = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) current[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const reused = twoBack;
    twoBack = oneBack;
    oneBack = current;
    current = reused;
    current[0] = i;
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(oneBack[j]! + 1, current[j - 1]! + 1, oneBack[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, twoBack[j - 2]! + 1);
      }
      current[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return current[b.length]!;
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

interface Groups {
  byClause: Map<number, readonly Token[]>;
  bySentence: Map<number, readonly Token[]>;
}

// Checkers ask for the clause or sentence of every match; grouping a token list once
// keeps those lookups from scanning the whole text each time.
const groupsCache = new WeakMap<readonly Token[], Groups>();

function groupsOf(tokens: readonly Token[]): Groups {
  const known = groupsCache.get(tokens);
  if (known) return known;
  const byClause = new Map<number, Token[]>();
  const bySentence = new Map<number, Token[]>();
  for (const t of tokens) {
    const clause = byClause.get(t.clause);
    if (clause) clause.push(t);
    else byClause.set(t.clause, [t]);
    const sentence = bySentence.get(t.sentence);
    if (sentence) sentence.push(t);
    else bySentence.set(t.sentence, [t]);
  }
  const groups: Groups = { byClause, bySentence };
  groupsCache.set(tokens, groups);
  return groups;
}

const noTokens: readonly Token[] = Object.freeze([]);

/**
 * Tokens of the same clause as `t`, in order. The list is shared between calls on the
 * same tokens, so the same clause is the same array (callers may remember facts per clause).
 */
export function clauseOf(tokens: readonly Token[], t: Token): readonly Token[] {
  return groupsOf(tokens).byClause.get(t.clause) ?? noTokens;
}

/** Tokens of the same sentence as `t`, in order; shared like clauseOf's. */
export function sentenceOf(tokens: readonly Token[], t: Token): readonly Token[] {
  return groupsOf(tokens).bySentence.get(t.sentence) ?? noTokens;
}

/** Position of `t` in an ordered token group (binary search on index), or -1. */
export function positionIn(group: readonly Token[], t: Token): number {
  let lo = 0;
  let hi = group.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = group[mid]!;
    if (at.index === t.index) return at === t ? mid : -1;
    if (at.index < t.index) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Position of the first token in an ordered group whose index is above `index`. */
export function firstAfter(group: readonly Token[], index: number): number {
  let lo = 0;
  let hi = group.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (group[mid]!.index > index) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Remembers a fact per token group (the arrays clauseOf and sentenceOf hand out), so a
 * text with many matches in one clause examines that clause once.
 */
export function perGroup<T>(fact: (group: readonly Token[]) => T): (group: readonly Token[]) => T {
  const known = new WeakMap<readonly Token[], { value: T }>();
  return (group) => {
    const hit = known.get(group);
    if (hit) return hit.value;
    const value = fact(group);
    known.set(group, { value });
    return value;
  };
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

// Loose keys of the words the checkers' code asks about ("du", "bist", …): a fixed set,
// worked out once instead of on every comparison.
const formKeys = new Map<string, string>();

function formKey(form: string): string {
  let key = formKeys.get(form);
  if (key === undefined) {
    key = looseKey(foldUmlauts(form));
    formKeys.set(form, key);
  }
  return key;
}

/** Is the token one of these words (compared by loose key)? The forms are words from code, not from children. */
export function isWord(t: Token | undefined, ...forms: string[]): boolean {
  if (!t || t.isEmoji) return false;
  return forms.some((f) => t.loose === formKey(f));
}

/** A fixed set of words for isOneOf, for loops that ask about every token of a text. */
/** "gemacht", "gespielt", "kaputtgemacht", "repariert", "vergessen": a past participle, folded. */
export const PAST_PARTICIPLE = /^(\p{L}*ge\p{L}{2,}(t|en)|\p{L}+iert|(ver|zer)\p{L}{3,}(t|en))$/u;

export function wordSet(...forms: string[]): ReadonlySet<string> {
  return new Set(forms.map(formKey));
}

/** isWord against a wordSet. */
export function isOneOf(t: Token | undefined, words: ReadonlySet<string>): boolean {
  return !!t && !t.isEmoji && words.has(t.loose);
}
