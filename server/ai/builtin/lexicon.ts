/**
 * The German word lists behind the built-in checkers (content/lexicon/*.yaml),
 * and matching of list entries against tokenised child text.
 *
 * Entry syntax, one string per entry:
 *   wort        the word and its inflections (wort, worte, worten, …), spelling-tolerant
 *   =wort       exactly this word (for short words whose inflections collide: "=hast")
 *   wort*       words starting with wort (idiot* → idioten, idiotisch)
 *   *wort       words ending in wort (*idiot → vollidiot, riesenidiot)
 *   *wort*      words containing wort
 *   a b c       a phrase: the words in this order, next to each other
 *   a ... b     up to three other words may stand between a and b
 * Emojis are matched as they are.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { buildEntryIndex, emojiKey, FUZZY_MIN_LENGTH, type EntryIndex, type IndexedWord } from './entry-index.ts';
import { ENTRY_SUFFIXES, editDistance, foldUmlauts, looseKey, maybeOneEditApart, stemKeys, type Token } from './german-text.ts';

export const LIST_NAMES = [
  // hostility
  'insults',
  'judgements',
  'rude-commands',
  'blunt-commands',
  'threats',
  'contempt',
  'sarcasm',
  'absolutes',
  // friendliness and I-messages
  'polite-words',
  'kind-words',
  'wishes',
  'suggestions',
  'feelings',
  'negations',
  'self-words',
  'you-words',
  'situation-markers',
  // thoughts and mindset
  'negative-thoughts',
  'helpful-thoughts',
  'reassurances',
  'plans',
  'positive-words',
  'growth-ideas',
  'fixed-ideas',
  'growth-markers',
  'fixed-markers',
  'mindset-topic',
  // what no child's situation is about
  'public-affairs',
  'violence',
  // blaming someone else
  'accusations',
] as const;

export type ListName = (typeof LIST_NAMES)[number];

const entryText = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((e) => !/^\.\.\.|\.\.\.$/.test(e), 'a phrase cannot start or end with "..."');

export const lexiconFileSchema = z.strictObject({
  name: z.enum(LIST_NAMES),
  description: z.string().trim().min(10),
  /** allow one typo (edit distance 1) for words of 7+ letters */
  fuzzy: z.boolean().default(false),
  /**
   * the words fit any answer (kind, polite, hopeful words, "ich", "du"): in an item's model answer
   * they say nothing about what the task is about, so they never join its topic
   */
  fitsAnyAnswer: z.boolean().default(false),
  entries: z.array(entryText).min(1),
  /** words that look like an entry but are not meant (gemeint ≠ gemein) */
  except: z.array(entryText).default([]),
});
export type LexiconFile = z.infer<typeof lexiconFileSchema>;

type WordMode = IndexedWord['mode'];

interface WordPattern {
  mode: WordMode;
  /** loose key (inflect), folded form (exact), partial loose key (prefix/suffix/contains) */
  key: string;
  /** loose keys of the entry's own stems, for inflect (a list: it is walked for every token) */
  stems: readonly string[];
  /** words allowed between the previous word and this one */
  gapBefore: number;
}

export interface Entry {
  text: string;
  words: readonly WordPattern[];
}

export interface WordList {
  name: ListName;
  description: string;
  fuzzy: boolean;
  fitsAnyAnswer: boolean;
  entries: readonly Entry[];
  except: readonly Entry[];
}

export type Lexicon = Readonly<Record<ListName, WordList>>;

export interface Match {
  list: ListName;
  entry: string;
  /** the tokens that matched the entry's words (not the gap words) */
  tokens: readonly Token[];
  start: number;
  end: number;
  /** the matched words as the child wrote them */
  text: string;
}

/** A match of the words `said`, found by a rule rather than by a list's entry. */
export function matchOfWords(list: ListName, entry: string, said: readonly Token[]): Match {
  return { list, entry, tokens: said, start: said[0]!.index, end: said.at(-1)!.index, text: said.map((t) => t.raw).join(' ') };
}

const GAP = 3;

function compileWord(word: string, gapBefore: number): WordPattern {
  if (/\p{Extended_Pictographic}/u.test(word)) {
    return { mode: 'emoji', key: word, stems: [word], gapBefore };
  }
  let mode: WordMode = 'inflect';
  let w = word;
  if (w.startsWith('=')) {
    mode = 'exact';
    w = w.slice(1);
  } else if (w.startsWith('*') && w.endsWith('*') && w.length > 2) {
    mode = 'contains';
    w = w.slice(1, -1);
  } else if (w.endsWith('*')) {
    mode = 'prefix';
    w = w.slice(0, -1);
  } else if (w.startsWith('*')) {
    mode = 'suffix';
    w = w.slice(1);
  }
  const folded = foldUmlauts(w);
  if (mode === 'exact') return { mode, key: folded, stems: [folded], gapBefore };
  if (mode === 'inflect') return { mode, key: looseKey(folded), stems: [...stemKeys(folded, true, ENTRY_SUFFIXES)], gapBefore };
  return { mode, key: looseKey(folded, false), stems: [], gapBefore };
}

export function compileEntry(text: string): Entry {
  const parts = text.trim().split(/\s+/);
  const words: WordPattern[] = [];
  let gap = 0;
  for (const part of parts) {
    if (part === '...') {
      gap = GAP;
      continue;
    }
    // Entries are written like running text; drop punctuation a child would not type.
    const clean = part.replace(/[.,!?;:„“"]/g, '').replace(/['’]/g, '');
    if (!clean) continue;
    words.push(compileWord(clean, gap));
    gap = 0;
  }
  return { text, words };
}

export function compileList(file: LexiconFile): WordList {
  return {
    name: file.name,
    description: file.description,
    fuzzy: file.fuzzy,
    fitsAnyAnswer: file.fitsAnyAnswer,
    entries: file.entries.map(compileEntry),
    except: file.except.map(compileEntry),
  };
}

function wordMatches(p: WordPattern, t: Token, fuzzy: boolean): boolean {
  switch (p.mode) {
    case 'emoji':
      return t.isEmoji && emojiKey(t.raw) === emojiKey(p.key);
    case 'exact':
      return t.exact.includes(p.key);
    case 'prefix':
      for (const s of t.partialStems) if (s.startsWith(p.key)) return true;
      return false;
    case 'suffix':
      for (const s of t.partialStems) if (s.endsWith(p.key)) return true;
      return false;
    case 'contains':
      for (const s of t.partialStems) if (s.includes(p.key)) return true;
      return false;
    case 'inflect': {
      if (t.isEmoji) return false;
      for (const s of p.stems) if (t.stems.has(s)) return true;
      // One typo is tolerated on longer words only: short words are too alike
      // (meinen/meiden), and inflected forms are not guessed at.
      if (fuzzy && t.loose[0] === p.key[0]) {
        const shorter = Math.min(p.key.length, t.loose.length);
        const minLength = p.key.length === t.loose.length ? FUZZY_MIN_LENGTH + 1 : FUZZY_MIN_LENGTH;
        if (shorter >= minLength) return maybeOneEditApart(t.loose, p.key) && editDistance(t.loose, p.key, 1) <= 1;
      }
      return false;
    }
  }
}

// The token index matched by each word of the entry being tried (slot w for word w); copied
// out only when the whole entry matches, as most tries fail (a common first word such as
// "du" starts many phrases).
const trying: number[] = [];

/** Match an entry starting at token i; returns the matched token indices. */
function matchAt(entry: Entry, tokens: readonly Token[], i: number, fuzzy: boolean): number[] | null {
  const first = entry.words[0];
  const t0 = tokens[i];
  if (!first || !t0 || !wordMatches(first, t0, fuzzy)) return null;
  if (entry.words.length === 1) return [i];
  trying[0] = i;
  return matchRest(entry.words, 1, tokens, i, t0.sentence, fuzzy) ? trying.slice(0, entry.words.length) : null;
}

/**
 * Matches the entry's words from `w` on, each within its gap after the token matched
 * before, in the same sentence; tries the next position in a gap when the rest fails.
 * (A plain function rather than a closure: it runs for every candidate at every token.)
 */
function matchRest(
  words: readonly WordPattern[],
  w: number,
  tokens: readonly Token[],
  prev: number,
  sentence: number,
  fuzzy: boolean,
): boolean {
  const p = words[w];
  if (!p) return true;
  for (let j = prev + 1; j <= prev + 1 + p.gapBefore && j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.sentence !== sentence) break;
    if (wordMatches(p, t, fuzzy) && !(p.gapBefore > 0 && w === words.length - 1 && prepositionAfterAnd(tokens, prev, j, sentence))) {
      trying[w] = j;
      if (matchRest(words, w + 1, tokens, j, sentence, fuzzy)) return true;
    }
  }
  return false;
}

/** Words that end a separable verb ("gibt … auf") and are prepositions too ("üb auf der Matte"). */
const PARTICLES = new Set(['auf', 'an', 'aus', 'ab', 'mit', 'vor', 'nach', 'zu']);
const DETERMINERS = new Set(
  'der die das den dem des ein eine einen einem einer meine meinem meinen meiner deine deinem deinen deiner seine seinem seinen seiner ihre ihrem ihren ihrer'.split(
    ' ',
  ),
);

/**
 * "ob sie mir Hilfestellung gibt und üb auf der weichen Matte": the last word of a phrase like
 * "gibt … auf", found after an "und" that starts the next verb and followed by an article, is
 * that verb's preposition, not the first verb's particle.
 */
function prepositionAfterAnd(tokens: readonly Token[], prev: number, j: number, sentence: number): boolean {
  const next = tokens[j + 1];
  if (!PARTICLES.has(tokens[j]!.norm) || next === undefined || next.sentence !== sentence || !DETERMINERS.has(next.norm)) return false;
  for (let k = prev + 1; k < j; k++) if (tokens[k]!.norm === 'und' || tokens[k]!.norm === 'oder') return true;
  return false;
}

const indexes = new WeakMap<readonly Entry[], EntryIndex>();

/** The first-word index of a list's entries (or exceptions), built on first use. */
function indexOf(entries: readonly Entry[]): EntryIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildEntryIndex(entries.map((e) => e.words[0]));
    indexes.set(entries, index);
  }
  return index;
}

/** Written forms a list remembers candidates for before it starts afresh (bounds memory). */
const KNOWN_FORMS = 20_000;

/**
 * Candidates of an index per written form: texts repeat their words, checks ask about the
 * same list in every clause, and children use the same words. Everything the index looks at
 * follows from how a word is written and how it is read: "is" is "ist", but "i's" ("frog i's")
 * is "ich", though both are written "is" once the apostrophe is dropped.
 */
class CandidatesByForm {
  private readonly known = new Map<string, readonly number[]>();

  constructor(
    private readonly index: EntryIndex,
    private readonly fuzzy: boolean,
  ) {}

  of(t: Token): readonly number[] {
    const form = t.norm === t.raw ? t.raw : `${t.raw} ${t.norm}`;
    let found = this.known.get(form);
    if (!found) {
      if (this.known.size >= KNOWN_FORMS) this.known.clear();
      found = this.index.candidates(t, this.fuzzy);
      this.known.set(form, found);
    }
    return found;
  }
}

const candidateCaches = new WeakMap<readonly Entry[], { fuzzy: CandidatesByForm; exact: CandidatesByForm }>();

/** The shared candidate cache of a list's entries (or exceptions). */
function candidatesFor(entries: readonly Entry[], fuzzy: boolean): CandidatesByForm {
  let caches = candidateCaches.get(entries);
  if (!caches) {
    const index = indexOf(entries);
    caches = { fuzzy: new CandidatesByForm(index, true), exact: new CandidatesByForm(index, false) };
    candidateCaches.set(entries, caches);
  }
  return fuzzy ? caches.fuzzy : caches.exact;
}

function isExcepted(list: WordList, tokens: readonly Token[], idx: number[], exceptions: CandidatesByForm): boolean {
  if (list.except.length === 0) return false;
  // An exception covers a match when it matches around any of the matched tokens.
  for (const k of idx) {
    for (let s = Math.max(0, k - 4); s <= k; s++) {
      for (const e of exceptions.of(tokens[s]!)) {
        const m = matchAt(list.except[e]!, tokens, s, false);
        if (m && m.includes(k)) return true;
      }
    }
  }
  return false;
}

/**
 * All matches of a list in the tokens. Where matches overlap, the one with
 * more matched words wins ("nicht aufgeben" over "aufgeben").
 */
export function findMatches(list: WordList, tokens: readonly Token[]): Match[] {
  // A check asks about the same list in the same text (or clause) several times; the answer
  // is worked out once per token array. Frozen: callers share it.
  let byList = matchesOf.get(tokens);
  if (!byList) {
    byList = new Map();
    matchesOf.set(tokens, byList);
  }
  let found = byList.get(list);
  if (!found) {
    found = Object.freeze(searchMatches(list, tokens)) as Match[];
    byList.set(list, found);
  }
  return found;
}

const matchesOf = new WeakMap<readonly Token[], Map<WordList, Match[]>>();

/** Every stem and exact form in a token array, for ruling out phrases at once. */
const formsOf = new WeakMap<readonly Token[], ReadonlySet<string>>();

function formsIn(tokens: readonly Token[]): ReadonlySet<string> {
  let forms = formsOf.get(tokens);
  if (!forms) {
    const all = new Set<string>();
    for (const t of tokens) {
      for (const k of t.stems) all.add(k);
      for (const k of t.exact) all.add(k);
    }
    forms = all;
    formsOf.set(tokens, forms);
  }
  return forms;
}

/**
 * Whether each word after the first of a phrase could be in the text at all ("du bist ja ...
 * super" needs a "super"). Only for lists without typo tolerance, whose words match by stem or
 * exact form; a phrase with other kinds of words is never ruled out.
 */
function possiblePhrases(list: WordList, tokens: readonly Token[]): readonly boolean[] | null {
  if (list.fuzzy) return null;
  const forms = formsIn(tokens);
  return list.entries.map((entry) =>
    entry.words.every((w, k) => {
      if (k === 0) return true;
      if (w.mode === 'exact') return forms.has(w.key);
      if (w.mode === 'inflect') return w.stems.some((stem) => forms.has(stem));
      return true;
    }),
  );
}

function searchMatches(list: WordList, tokens: readonly Token[]): Match[] {
  const entries = candidatesFor(list.entries, list.fuzzy);
  const exceptions = candidatesFor(list.except, false);
  const found: { entry: number; match: Match }[] = [];
  // Worked out on the first token with a candidate: a text without one asks nothing.
  let possible: readonly boolean[] | null | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const candidates = entries.of(tokens[i]!);
    for (let c = 0; c < candidates.length; c++) {
      const e = candidates[c]!;
      const entry = list.entries[e]!;
      if (entry.words.length > 1) {
        if (possible === undefined) possible = possiblePhrases(list, tokens);
        if (possible && !possible[e]) continue;
      }
      const idx = matchAt(entry, tokens, i, list.fuzzy);
      if (!idx || isExcepted(list, tokens, idx, exceptions)) continue;
      found.push({ entry: e, match: toMatch(list.name, entry.text, tokens, idx) });
    }
  }
  // Most clauses hold no match or one: nothing to sort or resolve.
  if (found.length === 0) return [];
  if (found.length === 1) return [found[0]!.match];
  // In list order, then by position: between overlapping matches that are otherwise equal,
  // the entry listed first wins.
  found.sort((a, b) => a.entry - b.entry || a.match.start - b.match.start);
  return resolveOverlaps(found.map((f) => f.match));
}

function toMatch(list: ListName, entry: string, tokens: readonly Token[], idx: number[]): Match {
  const ts = idx.map((k) => tokens[k]!);
  return {
    list,
    entry,
    tokens: ts,
    start: idx[0]!,
    end: idx[idx.length - 1]!,
    // The words as the child wrote them, the words inside a gap included: never a stitched fragment.
    text: tokens
      .slice(idx[0]!, idx[idx.length - 1]! + 1)
      .map((t) => t.raw)
      .join(' '),
  };
}

/**
 * Keep non-overlapping matches, preferring more matched words, then tighter
 * spans. A phrase with a gap covers the words inside it too, so "jeder ... mal"
 * swallows the "verliert" in "jeder verliert mal".
 */
export function resolveOverlaps(matches: readonly Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => b.tokens.length - a.tokens.length || a.end - a.start - (b.end - b.start) || a.start - b.start);
  const used = new Set<number>();
  const kept: Match[] = [];
  for (const m of sorted) {
    let free = true;
    for (let k = m.start; k <= m.end; k++) if (used.has(k)) free = false;
    if (!free) continue;
    for (let k = m.start; k <= m.end; k++) used.add(k);
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Matches of several lists at once, overlaps resolved across all of them. */
export function findAll(lex: Lexicon, names: readonly ListName[], tokens: readonly Token[]): Match[] {
  return resolveOverlaps(names.flatMap((n) => findMatches(lex[n], tokens)));
}

export function hasMatch(list: WordList, tokens: readonly Token[]): boolean {
  return findMatches(list, tokens).length > 0;
}

/** Does the single token match any entry of the list? */
export function tokenIn(list: WordList, token: Token): boolean {
  return candidatesFor(list.entries, list.fuzzy)
    .of(token)
    .some((e) => {
      const { words } = list.entries[e]!;
      return words.length === 1 && wordMatches(words[0]!, token, list.fuzzy);
    });
}

const cache = new Map<string, Lexicon>();

/** Read and validate every list in `dir` (cached per directory). */
export function loadLexicon(dir = 'content/lexicon'): Lexicon {
  const abs = resolve(dir);
  const hit = cache.get(abs);
  if (hit) return hit;
  const lists: Partial<Record<ListName, WordList>> = {};
  const files = readdirSync(abs)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
  for (const file of files) {
    const parsed = lexiconFileSchema.safeParse(parse(readFileSync(join(abs, file), 'utf8')));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`lexicon ${file}: ${issues}`);
    }
    if (lists[parsed.data.name]) throw new Error(`lexicon ${file}: list "${parsed.data.name}" defined twice`);
    lists[parsed.data.name] = compileList(parsed.data);
  }
  const missing = LIST_NAMES.filter((n) => !lists[n]);
  if (missing.length > 0) throw new Error(`lexicon ${abs}: missing lists ${missing.join(', ')}`);
  const lex = lists as Lexicon;
  cache.set(abs, lex);
  return lex;
}
