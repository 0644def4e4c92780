/**
 * Which entries of a word list can start at a token. Entries are filed under the keys of
 * their first word, so matching a text costs a few Map lookups per token instead of a pass
 * over every entry of the list for every word the child wrote. The index only narrows the
 * candidates down; the lexicon's own word comparison still decides.
 */
import type { Token } from './german-text.ts';

/** The parts of a compiled lexicon word the index files entries under. */
export interface IndexedWord {
  mode: 'inflect' | 'exact' | 'prefix' | 'suffix' | 'contains' | 'emoji';
  key: string;
  stems: Iterable<string>;
}

export interface EntryIndex {
  /** Positions (in the indexed list) of the entries whose first word may match `t`, each once. */
  candidates(t: Token, fuzzy: boolean): readonly number[];
}

// Most words start no entry of a list; they all share this answer. (Not frozen: a frozen
// array has another internal layout, and loops over candidates would see two kinds of array.)
const noCandidates: readonly number[] = [];

/** Emojis compare without the variation selector (❤ and ❤️ are one heart). */
export function emojiKey(text: string): string {
  return text.replace(/\uFE0F/g, '');
}

/**
 * A one-typo match needs the same first letter, a length at most one apart, and both words
 * of at least this length (the lexicon tolerates typos on longer words only).
 */
export const FUZZY_MIN_LENGTH = 6;

/** Entries filed under a key. */
class KeyedEntries {
  private readonly byKey = new Map<string, number[]>();

  add(key: string, entry: number): void {
    const list = this.byKey.get(key);
    if (!list) this.byKey.set(key, [entry]);
    else if (list.at(-1) !== entry) list.push(entry);
  }

  get(key: string): readonly number[] | undefined {
    return this.byKey.get(key);
  }
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** entries whose key ends at this node */
  entries: number[];
}

/**
 * Entries filed under the letters of a key, for prefix (or, with the letters read backwards,
 * suffix) patterns: walking a word's letters visits every key it starts (ends) with, without
 * cutting the word into pieces.
 */
class AffixTrie {
  private readonly root: TrieNode = { next: new Map(), entries: [] };

  constructor(private readonly backwards: boolean) {}

  add(key: string, entry: number): void {
    let node = this.root;
    for (let i = 0; i < key.length; i++) {
      const unit = key[this.backwards ? key.length - 1 - i : i]!;
      let child = node.next.get(unit);
      if (!child) {
        child = { next: new Map(), entries: [] };
        node.next.set(unit, child);
      }
      node = child;
    }
    if (node.entries.at(-1) !== entry) node.entries.push(entry);
  }

  /** Calls `found` with the entries of every key that `word` starts (ends) with. */
  visit(word: string, found: (entries: readonly number[]) => void): void {
    let node: TrieNode | undefined = this.root;
    if (node.entries.length > 0) found(node.entries);
    for (let i = 0; i < word.length && node; i++) {
      node = node.next.get(word[this.backwards ? word.length - 1 - i : i]!);
      if (node && node.entries.length > 0) found(node.entries);
    }
  }
}

export function buildEntryIndex(firstWords: readonly (IndexedWord | undefined)[]): EntryIndex {
  return new FirstWordIndex(firstWords);
}

class FirstWordIndex implements EntryIndex {
  private readonly byStem = new KeyedEntries();
  private readonly byExact = new KeyedEntries();
  private readonly byEmoji = new KeyedEntries();
  /** inflect entries long enough for a typo, by first letter and length */
  private readonly byFuzzy = new Map<string, Map<number, number[]>>();
  private readonly byPrefix = new AffixTrie(false);
  private readonly bySuffix = new AffixTrie(true);
  // Infix patterns cannot be looked up by a part of the word; lists hold only a few of them,
  // so they are tried on every token.
  private readonly everywhere: number[] = [];
  // Marks the entries already collected for the current token, without a Set per lookup.
  private readonly seenFor: Uint32Array;
  private stamp = 0;
  /** the candidates being collected, created on the first one */
  private out: number[] | null = null;
  // Callbacks made once: Set.forEach with them walks a token's keys without allocating.
  private readonly collect = (entries: readonly number[]) => this.add(entries);
  private readonly byStemOf = (stem: string) => this.add(this.byStem.get(stem));

  constructor(firstWords: readonly (IndexedWord | undefined)[]) {
    this.seenFor = new Uint32Array(firstWords.length);
    firstWords.forEach((w, entry) => {
      if (!w) return;
      switch (w.mode) {
        case 'inflect':
          for (const s of w.stems) this.byStem.add(s, entry);
          if (w.key.length >= FUZZY_MIN_LENGTH) this.addFuzzy(w.key, entry);
          return;
        case 'exact':
          this.byExact.add(w.key, entry);
          return;
        case 'emoji':
          this.byEmoji.add(emojiKey(w.key), entry);
          return;
        case 'prefix':
          this.byPrefix.add(w.key, entry);
          return;
        case 'suffix':
          this.bySuffix.add(w.key, entry);
          return;
        case 'contains':
          this.everywhere.push(entry);
      }
    });
  }

  candidates(t: Token, fuzzy: boolean): readonly number[] {
    this.stamp = this.stamp === 0xffffffff ? (this.seenFor.fill(0), 1) : this.stamp + 1;
    this.out = null;
    this.add(this.everywhere);
    for (const s of t.partialStems) {
      this.byPrefix.visit(s, this.collect);
      this.bySuffix.visit(s, this.collect);
    }
    for (const e of t.exact) this.add(this.byExact.get(e));
    if (t.isEmoji) {
      this.add(this.byEmoji.get(emojiKey(t.raw)));
    } else {
      t.stems.forEach(this.byStemOf);
      if (fuzzy && t.loose.length >= FUZZY_MIN_LENGTH) {
        const byLength = this.byFuzzy.get(t.loose[0]!);
        if (byLength) for (let len = t.loose.length - 1; len <= t.loose.length + 1; len++) this.add(byLength.get(len));
      }
    }
    return this.out ?? noCandidates;
  }

  private addFuzzy(key: string, entry: number): void {
    let byLength = this.byFuzzy.get(key[0]!);
    if (!byLength) {
      byLength = new Map();
      this.byFuzzy.set(key[0]!, byLength);
    }
    const list = byLength.get(key.length);
    if (!list) byLength.set(key.length, [entry]);
    else if (list.at(-1) !== entry) list.push(entry);
  }

  private add(entries: readonly number[] | undefined): void {
    if (!entries) return;
    for (const e of entries) {
      if (this.seenFor[e] === this.stamp) continue;
      this.seenFor[e] = this.stamp;
      (this.out ??= []).push(e);
    }
  }
}
