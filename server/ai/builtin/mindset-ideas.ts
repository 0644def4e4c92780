/**
 * How a SumUp summary names the two mindsets and what it says about them, read the way a
 * teacher reads it:
 *   - names: the list's names, and any child spelling of "fixed"/"growth" right before the word
 *     "Mindset" ("fixt maindset", "grouf maindset");
 *   - "ein festes und ein wachsendes Denken": a word before "und" that shares the next name's noun;
 *   - a name after its description ("… klappt es irgendwann. Das ist ein Growth Mindset.")
 *     names what was just said;
 *   - a denied thought ("denkt man nicht, dass Fähigkeiten fest sind", "sagt man nicht: ich
 *     kann das nicht, sondern …") says the opposite of its words;
 *   - words that only look like the ideas (growing, getting stronger, staying the same, "kann
 *     nicht") count only where the sentence is about the mind: thinking, learning, the brain,
 *     abilities ("kann nicht" also where it names a mindset). Growing bones, a tree in
 *     Minecraft or a leg in plaster explain no mindset;
 *   - what stands in a whole stretch copied from the game's own texts (the prompt, the worked
 *     example) is not the child's own explanation.
 * Every rule is one pass over the words.
 */
import { clauseOf, isOneOf, isWord, perGroup, tokenize, wordSet, type Token } from './german-text.ts';
import { findMatches, tokenIn, type Lexicon, type Match } from './lexicon.ts';
import { scorePolarity, type Scored } from './check-mindshift-answer.ts';
import { copiedStretches, type TaskRuns } from './task-copy.ts';

export type Mindset = 'fixed' | 'growth';

export interface NameAt {
  type: Mindset;
  index: number;
}

/** "Mindset" as children spell it: mindset, maindset, meindset, mintset, minset, mindsed, mainsett. */
const MINDSET_WORD = /^m[ae]?in[dt]?s[ae][dt]{1,2}s?$/;
const FIXED_SPELLING = /^f[ie]?[kx]/;
const GROWTH_SPELLING = /^gr[oa]/;

/** "Mindset", also written apart as a child hears it: "maint set", "mind set". */
function isMindsetWord(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (MINDSET_WORD.test(t.norm)) return true;
  const next = tokens[i + 1];
  return /^m[ae]?in[dt]?$/.test(t.norm) && next !== undefined && next.sentence === t.sentence && /^s[ae][dt]t?$/.test(next.norm);
}

/** Where the text names a mindset, in text order. */
export function findNames(lex: Lexicon, tokens: readonly Token[]): NameAt[] {
  const fixed = findMatches(lex['fixed-markers'], tokens);
  const growth = findMatches(lex['growth-markers'], tokens);
  const names: NameAt[] = [
    ...fixed.map((m) => ({ type: 'fixed' as const, index: m.start })),
    ...growth.map((m) => ({ type: 'growth' as const, index: m.start })),
    ...sharedNouns(lex, tokens, fixed, 'growth'),
    ...sharedNouns(lex, tokens, growth, 'fixed'),
  ];
  const named = new Set(names.map((n) => n.index));
  const spelled = new Map<string, Mindset>();
  for (let i = 1; i < tokens.length; i++) {
    if (!isMindsetWord(tokens, i) || named.has(i - 1)) continue;
    const before = tokens[i - 1]!;
    if (before.sentence !== tokens[i]!.sentence) continue;
    if (FIXED_SPELLING.test(before.norm)) spelled.set(before.norm, 'fixed');
    // "großes Mindset" is a big one, not a growth one; "groß maindset" is how a child spells it.
    else if (GROWTH_SPELLING.test(before.norm) && !/^gross(e|es|en|er|em)$/.test(before.norm)) spelled.set(before.norm, 'growth');
  }
  // "das fiksd meindset … bei fiksd denkt man …": a name the child spelled its own way, said
  // again without "Mindset", is the same name.
  for (const t of tokens) {
    const type = spelled.get(t.norm);
    if (type && !named.has(t.index)) names.push({ type, index: t.index });
  }
  const found = names.filter((n) => !comparedWith(tokens, n.index)).sort((a, b) => a.index - b.index);
  return [...found, ...byOrder(tokens, found)].sort((a, b) => a.index - b.index);
}

const ARTICLES = new Set(['ein', 'eine', 'einen', 'einem', 'das', 'der', 'die', 'den', 'dem']);

/**
 * "ein festes und ein wachsendes Denken": the first word shares the noun of the name after
 * "und", and with it names the other mindset. Looks at the three words before each name.
 */
function sharedNouns(lex: Lexicon, tokens: readonly Token[], found: readonly Match[], other: Mindset): NameAt[] {
  const out: NameAt[] = [];
  for (const m of found) {
    if (m.tokens.length < 2) continue;
    let k = m.start - 1;
    if (ARTICLES.has(tokens[k]?.norm ?? '')) k--;
    const adjective = tokens[k - 1];
    if (!isWord(tokens[k], 'und') || !adjective || adjective.sentence !== m.tokens[0]!.sentence) continue;
    const named = tokenize(`${adjective.raw} ${m.tokens.at(-1)!.raw}`);
    if (findMatches(lex[other === 'fixed' ? 'fixed-markers' : 'growth-markers'], named).length > 0)
      out.push({ type: other, index: adjective.index });
  }
  return out;
}

const FIRST = new Set(['ersten', 'erste', 'erstes', 'ersteren']);
const SECOND = new Set(['zweiten', 'zweite', 'zweites', 'letzteren', 'anderen']);
const BEFORE_ORDINAL = new Set(['beim', 'im', 'das', 'der', 'die', 'dem', 'bei']);

/**
 * "Es gibt ein Fixed Mindset und ein Growth Mindset. Beim ersten denkt man, … Beim zweiten …":
 * once both are named, "beim ersten" names the one named first. "beim ersten Mal" names none.
 */
function byOrder(tokens: readonly Token[], names: readonly NameAt[]): NameAt[] {
  const first = names[0];
  const second = names.find((n) => n.type !== first?.type);
  if (!first || !second) return [];
  const out: NameAt[] = [];
  for (const t of tokens) {
    if (t.index <= second.index || !BEFORE_ORDINAL.has(tokens[t.index - 1]?.norm ?? '')) continue;
    const next = tokens[t.index + 1];
    if (next && next.sentence === t.sentence && (/^\p{Lu}/u.test(next.raw) || isWord(next, 'mal'))) continue;
    if (FIRST.has(t.norm)) out.push({ type: first.type, index: t.index });
    else if (SECOND.has(t.norm)) out.push({ type: second.type, index: t.index });
  }
  return out;
}

const BETWEEN_ALS_AND_NAME = new Set(['beim', 'im', 'das', 'der', 'die', 'dem', 'ein', 'einem', 'mit']);

/**
 * "das ist beser als fixt, weil man dann nicht aufgibt": a name after "besser als", "anders
 * als" is what the sentence compares with, not what it explains. "Als Fixed Mindset bezeichnet
 * man …" names it.
 */
function comparedWith(tokens: readonly Token[], index: number): boolean {
  let k = index - 1;
  while (k > 0 && BETWEEN_ALS_AND_NAME.has(tokens[k]!.norm)) k--;
  const comparative = tokens[k - 1];
  return (
    isWord(tokens[k], 'als') &&
    comparative !== undefined &&
    comparative.sentence === tokens[index]!.sentence &&
    (/er$/.test(comparative.norm) || isWord(comparative, 'anders', 'mehr'))
  );
}

/** Words that may stand between "Das ist" and the name it gives: "Das ist dann ein Growth Mindset". */
const NAMING_FILLER = new Set([
  'ein',
  'eine',
  'einen',
  'das',
  'der',
  'die',
  'dann',
  'auch',
  'genau',
  'ja',
  'eben',
  'halt',
  'also',
  'man',
  'so',
  'mit',
  'einem',
  'eigentlich',
  'wohl',
  'quasi',
  'sozusagen',
]);
const POINTING = ['das', 'dies', 'dieses', 'so', 'sowas', 'die', 'diese', 'solche'];
const NAMING_VERB = [
  'ist',
  'war',
  'sind',
  'waren',
  'nennt',
  'nennen',
  'heisst',
  'hiess',
  'denkt',
  'denken',
  'haben',
  'hat',
  'hatten',
  'hatte',
];
/** "Das ist mit einem Growth Mindset anders": a contrast, not a name for what came before. */
const CONTRASTING = ['anders', 'umgekehrt', 'nicht', 'andersrum', 'gegenteil'];

/**
 * Does the clause name what was said before it ("Das ist ein Fixed Mindset", "Das nennt man
 * Growth Mindset", "So denkt man mit einem Fixed Mindset")? It opens with a pointing word and
 * a naming verb, nothing but small words stand between them and the name, and no contrast
 * follows it: "Das ist beim Growth Mindset anders", "Das ist mit einem Growth Mindset
 * umgekehrt" name nothing.
 */
export function namesWhatCameBefore(tokens: readonly Token[], nameIndex: number): boolean {
  const clause = tokens[nameIndex]!.clause;
  let start = nameIndex;
  // Up to six words back: more than five before the name is no naming clause anyway.
  while (start > 0 && nameIndex - start <= 5 && tokens[start - 1]!.clause === clause) start--;
  const before = tokens.slice(start, nameIndex);
  if (before.length < 2 || before.length > 5 || (start > 0 && tokens[start - 1]!.clause === clause)) return false;
  if (!isWord(before[0], ...POINTING)) return false;
  if (!before.slice(1).some((t) => isWord(t, ...NAMING_VERB))) return false;
  if (!before.slice(1).every((t) => isWord(t, ...NAMING_VERB) || NAMING_FILLER.has(t.norm))) return false;
  // The words after the name, up to the end of its clause: "Mindset anders", "Mindset genau umgekehrt".
  for (let k = nameIndex + 1; k < tokens.length && k <= nameIndex + 4 && tokens[k]!.clause === clause; k++) {
    if (isWord(tokens[k], ...CONTRASTING)) return false;
  }
  return true;
}

/** Verbs of thinking and saying: what comes after them is a thought, not the child's own claim. */
export const THINKING = [
  'denkt',
  'denken',
  'denkst',
  'denke',
  'dachte',
  'glaubt',
  'glauben',
  'glaubst',
  'glaube',
  'meint',
  'meinst',
  'sagt',
  'sagen',
  'sagst',
  'sage',
];
const DENIAL = ['nicht', 'nie', 'niemals'];
/**
 * "Growth Mindset heißt nicht, dass man alles sofort kann", "Fixed Mindset heißt nicht, dass
 * jemand dumm ist": what a name does not mean is neither mindset's idea.
 */
const MEANING = ['heisst', 'bedeutet'];
/** Clauses that carry on the denied thought: "denkt nicht, dass …, wenn …". */
const THOUGHT_CLAUSE = ['dass', 'das', 'ob', 'wenn', 'weil', 'wie'];
/** Verbs of a thought told without "dass": "denkt man ist nicht gut", "glaubt er kann das nicht". */
const OWN_VERB = ['ist', 'sind', 'bin', 'bist', 'war', 'kann', 'kannst', 'wird', 'hat', 'muss'];

/** A denial reaches as far as the alternative it is set against: "nicht X, sondern Y". */
const ALTERNATIVE = ['sondern', 'aber', 'doch', 'jedoch'];

/**
 * Ideas inside a denied thought, turned: "Beim Fixed Mindset denkt man nicht, dass Fähigkeiten
 * fest sind" says they can change; "sagt man nicht ich kann das nicht, sondern …" rejects the
 * fixed thought. The denial ("nicht" or "kein bisschen" within three words after the verb of
 * thinking or saying: "glaubt man gar nicht daran") covers the thought that follows: its clause
 * and the "dass"/"wenn"/"weil" clauses after it, up to "sondern" or "aber". An idea turned when it was scored, right behind the denial (up to
 * three words, same clause), was turned by the denial itself, unless a negation of its own
 * follows it ("sagt nicht mehr: ich schaffe das nicht").
 */
export function turnDeniedThoughts(lex: Lexicon, tokens: readonly Token[], ideas: readonly Scored[]): Scored[] {
  /** per token, 1 + the index of the denial covering it; 0 when none does */
  const deniedBy = new Int32Array(tokens.length);
  /** denials of what a name means ("heißt nicht, dass …"): what they cover is no idea at all */
  const notMeant = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    // "Das Wachstums-Mindset ist nicht, dass man alles sofort kann, sondern …": "ist nicht, dass"
    // says what a name does not mean, as "heißt nicht, dass" does.
    const isNotThat = isWord(tokens[i], 'ist') && isWord(tokens[i + 1], 'nicht') && isWord(tokens[i + 2], 'dass');
    if (!isNotThat && !isWord(tokens[i], ...THINKING, ...MEANING)) continue;
    const sentence = tokens[i]!.sentence;
    let denial = -1;
    for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
      if (tokens[k]!.clause !== tokens[i]!.clause) break;
      // "denkt man ist nicht gut": the thought has its own verb, and the "nicht" is part of it.
      if (isWord(tokens[k], ...OWN_VERB)) break;
      // "glauben das nicht, sie denken, dass …": "das" is what was said before, and that is denied.
      if (isWord(tokens[k], 'das', 'dies', 'dieses') && isWord(tokens[k + 1], ...DENIAL)) break;
      // "nicht nur" adds, "nicht so" refers back, "sagt noch nicht" says the growth words: none
      // of them denies what follows.
      if (isWord(tokens[k], ...DENIAL) && !isWord(tokens[k + 1], 'nur', 'so') && !isWord(tokens[k - 1], 'noch')) denial = k;
      // "glaubt kein bisschen daran, dass …"
      else if (isWord(tokens[k], 'kein') && isWord(tokens[k + 1], 'bisschen')) denial = k + 1;
    }
    if (denial < 0) continue;
    if (isNotThat || isWord(tokens[i], ...MEANING)) notMeant.add(denial);
    const from = denial + 1;
    for (let k = from; k < tokens.length && tokens[k]!.sentence === sentence && !isWord(tokens[k], ...ALTERNATIVE); k++) {
      // A new clause belongs to the thought only as its "dass …", "wenn …" or "weil …" part.
      if (k > from && tokens[k]!.clause !== tokens[k - 1]!.clause && !isWord(tokens[k], ...THOUGHT_CLAUSE)) break;
      if (deniedBy[k]) break;
      deniedBy[k] = denial + 1;
    }
  }
  const ownNegation = (s: Scored) => {
    const clause = s.match.tokens[0]!.clause;
    for (let k = s.match.start + 1; k <= s.match.end + 4 && k < tokens.length && tokens[k]!.clause === clause; k++) {
      if (tokenIn(lex.negations, tokens[k]!)) return true;
    }
    return false;
  };
  return ideas.flatMap((s) => {
    const by = deniedBy[s.match.start]! - 1;
    if (by < 0) return [s];
    if (notMeant.has(by)) return [];
    const scoredWithDenial = s.match.start - by <= 3 && tokens[by]!.clause === s.match.tokens[0]!.clause;
    if (scoredWithDenial && s.negated && !ownNegation(s)) return [s];
    return [{ ...s, sign: -s.sign as 1 | -1, negated: !s.negated }];
  });
}

/**
 * Entries that say something changes, grows, gets stronger, stays or cannot be done, without
 * saying what: they are the mindsets' ideas only when the sentence is about the mind.
 */
const LOOKS_LIKE_AN_IDEA = new Set([
  'wachsen',
  'wächst',
  '=waechst',
  '=wächst',
  '=wecst',
  'stärker',
  'muskel',
  'wie ein muskel',
  'verändern',
  'ändern',
  'veränderbar',
  'nicht ändern',
  'nicht verändern',
  'nicht veränderbar',
  'fest',
  'fest*',
  'immer gleich',
  'bleibt gleich',
  'bleiben gleich',
  'gleich bleiben',
  'bleibt so',
  'bleiben so',
  'so bleibt',
  'so bleiben',
  'bleibt ... so',
  'für immer so',
  'schon fertig gewachsen',
  'fertig gewachsen',
  'ausgewachsen',
  'wächst nicht mehr',
  'bleibt für immer',
  'was man kann',
  'was ich kann',
  'was du kannst',
  'kann nicht',
  'kann ... nicht',
  'nicht kann',
  'nicht kannst',
  'kann ... kein',
  'können ... kein',
  'können ... nicht',
  'kannst ... nicht',
  'könne ... nicht',
  'nicht können',
  'kann ... nie',
  'können nie',
]);

const UNCHANGING = new Set(['nicht ändern', 'nicht verändern', 'nicht veränderbar']);
const CAN = wordSet('kann', 'kannst', 'koennen', 'koenne', 'konnte');

/** "…, dass man das nicht ändern kann": the clause of the idea says it cannot be done ("nichts verändert" does not). */
const saysCannot = perGroup((clause) => clause.some((t) => isOneOf(t, CAN)));
function cannotIn(tokens: readonly Token[], s: Scored): boolean {
  return saysCannot(clauseOf(tokens, s.match.tokens[0]!));
}

/** "dass du das nicht kannst": the verb last, in the belief's own clause. */
const VERB_LAST_CANNOT = new Set(['nicht kann', 'nicht kannst']);

/** The look-alikes that say what one cannot do ("kann ... nicht", "was man kann"). */
const CANNOT = /\bk(ann|annst|önnen|önne)\b/;

/** Beginnings of words about the mind: thinking, knowing, learning, the brain, abilities. */
const MIND_WORD =
  /^(ge|je)?hirn|^kopf|^koepf|^faehig|^intellig|^klug|^klueg|^schlau|^talent|^begab|^denk|^(ge)?dacht|^(ge)?glaub|^(ge)?meint|^meinst|^weiss|^wiss|^lern|^ueb|^fehler|^verstand|^koennen$/;

/**
 * "Ich habe gelernt, dass …", "im Video lernt man, dass …": learning as the child's report of
 * what the video said, not an idea of the growth mindset.
 */
function learnedThat(tokens: readonly Token[], s: Scored): boolean {
  const last = s.match.tokens.at(-1)!;
  return s.match.tokens.length === 1 && /^(ge)?lern/.test(last.norm) && tokens[last.index + 1]?.norm === 'dass';
}

/** Words in a row copied from the game's texts before they count as copied, not as the child's own. */
export const COPIED_STRETCH = 7;

/**
 * The mindsets' ideas in the text, after denied thoughts and with look-alikes outside talk
 * about the mind left out: in the child's own words, and those copied from the game's texts.
 */
/** A clause opened by "auch wenn", "selbst wenn", "obwohl", "egal wie". */
function concedes(tokens: readonly Token[], start: Token | undefined): boolean {
  if (!start) return false;
  const next = tokens[start.index + 1];
  return (
    isWord(start, 'obwohl', 'obgleich') ||
    (isWord(start, 'auch', 'selbst', 'sogar') && isWord(next, 'wenn')) ||
    (isWord(start, 'egal') && isWord(next, 'wie', 'wieviel', 'ob'))
  );
}

export function mindsetIdeas(
  lex: Lexicon,
  tokens: readonly Token[],
  taskRuns?: TaskRuns,
  names: readonly NameAt[] = findNames(lex, tokens),
): { own: Scored[]; copied: Scored[] } {
  const scored = turnDeniedThoughts(lex, tokens, scorePolarity(lex, tokens, { positive: ['growth-ideas'], negative: ['fixed-ideas'] }));
  const clauseStart = new Map<number, Token>();
  for (const t of tokens) if (!clauseStart.has(t.clause)) clauseStart.set(t.clause, t);
  const aboutMind = new Set<number>();
  for (const t of tokens) if (MIND_WORD.test(t.norm)) aboutMind.add(t.sentence);
  // "fixed: ich kann nicht malen": not being able to do something, in a sentence that names a
  // mindset, is what that mindset believes; growing and staying the same there may still be
  // about the body ("Growth Mindset heißt, dass man wächst").
  const named = new Set(names.map((n) => tokens[n.index]!.sentence));
  for (const s of scored) if (!LOOKS_LIKE_AN_IDEA.has(s.match.entry)) aboutMind.add(s.match.tokens[0]!.sentence);
  const ideas = scored.filter((s) => {
    const sentence = s.match.tokens[0]!.sentence;
    if (learnedThat(tokens, s)) return false;
    // "wenn man etwas nicht kann, übt man": a condition, not a belief.
    if (VERB_LAST_CANNOT.has(s.match.entry) && isWord(clauseStart.get(s.match.tokens[0]!.clause), 'wenn', 'falls', 'ob')) return false;
    // "dass man nie besser werden kann, auch wenn man ganz viel übt": a concession claims nothing.
    if (concedes(tokens, clauseStart.get(s.match.tokens[0]!.clause))) return false;
    if (!LOOKS_LIKE_AN_IDEA.has(s.match.entry) || aboutMind.has(sentence)) return true;
    // "Fixed Mindset heißt, dass man das nicht ändern kann": not changing, said of a mindset, is its belief.
    return named.has(sentence) && (CANNOT.test(s.match.entry) || (UNCHANGING.has(s.match.entry) && cannotIn(tokens, s)));
  });
  if (!taskRuns || taskRuns.size === 0) return { own: ideas, copied: [] };
  const copiedMark = copiedStretches(
    taskRuns,
    tokens.map((t) => t.norm),
    COPIED_STRETCH,
  );
  const own: Scored[] = [];
  const copied: Scored[] = [];
  for (const s of ideas) (s.match.tokens.every((t) => copiedMark[t.index]) ? copied : own).push(s);
  return { own, copied };
}
