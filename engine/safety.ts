import {
  aimingFillers,
  aimingWords,
  harmlessCompounds,
  harmlessInChildrensText,
  hurtfulPhrases,
  hurtfulStems,
  hurtfulWhenAimed,
  hurtfulWords,
  ldnoobw,
  scornfulAdjectives,
  selfDoubtWords,
} from './safety-words.ts';
import { foldForSafety } from './safety-fold.ts';
import {
  animalsAsTheirNamesakes,
  blamedAfterAComma,
  enjoysTheirPain,
  wishesThemHurt,
  mockedAsAGenius,
  namesAPerson,
  namesClassmate,
  putDownBeside,
  putDownIn,
  thinksOfItself,
} from './safety-put-downs.ts';

/**
 * The safety check every free-text answer passes before any checker, model or rule looks at
 * it: hateful, hurtful, sexual or threatening language is never accepted, never praised and
 * never counted. It runs in the browser and on the server alike (the engine's text rules use
 * it, so the server's replay agrees), in time linear in the answer's length.
 *
 * It sees through what children and trolls do to words: umlauts written as ae/oe/ue or
 * without dots, ß as ss, letters held down ("iiidiot"), doubled or dropped ("Arschlooch"),
 * leetspeak ("4rsch", "1d10t"), masking ("A****", "h*rensohn"), letters spaced out
 * ("d u m m", "i-d-i-o-t") and hurtful words inside compounds ("Scheißspiel").
 */

export { safetyMessage } from './safety-message.ts';

export type SafetyVerdict = { safe: true } | { safe: false };

const LEET: Record<string, string> = { '4': 'a', '@': 'a', '3': 'e', '€': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', $: 's', '7': 't' };
const MASK = /[*#_]/;

/** Stems this short match only as a whole word or at a word's start ("ficken"), not inside one. */
const shortStem = 5;

type Vocabulary = {
  stems: Set<string>;
  stemLengths: number[];
  /** LDNOOBW's short words ("möse"), which match only as whole words */
  wholeOnly: Set<string>;
  words: Set<string>;
  aimed: Set<string>;
  fillers: Set<string>;
  aiming: Set<string>;
  /** phrases by their first word */
  phrases: Map<string, string[][]>;
  /** adjectives that make the next word an insult ("dumme Kuh") */
  scornful: Set<string>;
  /** harmless words that contain a hurtful stem; cut out of a word before it is searched */
  harmless: string[];
  /** stems and words by first letter, for masked words like "a****" */
  byInitial: Map<string, string[]>;
  /** words of self-doubt a child may say of itself ("Versager", "Loser") */
  selfDoubt: Set<string>;
};

let vocabulary: Vocabulary | undefined;

function vocab(): Vocabulary {
  if (vocabulary) return vocabulary;
  const harmlessWords = new Set(Object.keys(harmlessInChildrensText).map(foldForSafety));
  // Insults on -kopf also in the plural: "Hohlköpfe".
  const ours = hurtfulStems.flatMap((w) => (w.endsWith('kopf') ? [w, `${w.slice(0, -4)}köpf`] : [w])).map(foldForSafety);
  const listed = ldnoobw.map(foldForSafety).filter((w) => !harmlessWords.has(w));
  const stems = new Set([...ours, ...listed.filter((w) => w.length > shortStem)].filter((w) => w.length >= 3));
  const wholeOnly = new Set(listed.filter((w) => w.length <= shortStem));
  const words = new Set([...hurtfulWords.map(foldForSafety), ...wholeOnly]);
  const byInitial = new Map<string, string[]>();
  for (const w of [...stems, ...words]) byInitial.set(w[0]!, [...(byInitial.get(w[0]!) ?? []), w]);
  vocabulary = {
    stems,
    stemLengths: [...new Set([...stems].map((s) => s.length))].sort((a, b) => a - b),
    wholeOnly,
    words,
    aimed: new Set(hurtfulWhenAimed.map(foldForSafety)),
    fillers: new Set(aimingFillers.map(foldForSafety)),
    aiming: new Set(aimingWords.map(foldForSafety)),
    phrases: indexPhrases(hurtfulPhrases.map((p) => p.split(' ').map((w) => (w === '...' ? w : foldForSafety(w))))),
    scornful: new Set(scornfulAdjectives.map(foldForSafety)),
    harmless: [...new Set(harmlessCompounds.map(foldForSafety))],
    byInitial,
    selfDoubt: new Set(selfDoubtWords.map(foldForSafety)),
  };
  return vocabulary;
}

/** Raw words: letters, digits and the symbols of leetspeak and masking, split at everything else. */
function rawWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}*#_@$€!]+/u)
    .filter((w) => w !== '');
}

/** A word with leetspeak read as letters, when it has letters too ("4rsch", "1d10t"); "4" and "2024" stay numbers. */
function readLeet(word: string): string {
  // "Lappen!" ends a sentence; only symbols inside a word stand for letters.
  const inner = word.replace(/[!@$€]+$/u, '');
  if (!/\p{L}/u.test(inner) && !MASK.test(inner)) return inner;
  return inner.replace(/[4@3€10!5$7]/g, (ch) => LEET[ch] ?? ch);
}

/** A sentence ends at ".", "!", "?" or ";" before a space, or at a new line ("i.d.i.o.t" stays one run). */
const CLAUSE_END = /[.!?;]+(?=\s|$)|\n/u;

/** The words of one sentence as the check reads them. */
function clauseTokens(clause: string): string[] {
  const out: string[] = [];
  let letters = '';
  const flush = () => {
    if (letters.length >= 3) out.push(foldForSafety(letters));
    else if (letters !== '') out.push(...[...letters].map(foldForSafety));
    letters = '';
  };
  for (const raw of rawWords(clause)) {
    const word = readLeet(raw).replace(/[!@$€]/g, '');
    if (word === '') continue;
    if ([...word].length === 1 && /\p{L}/u.test(word)) {
      letters += word;
      continue;
    }
    flush();
    out.push(MASK.test(word) ? word.toLowerCase() : foldForSafety(word));
  }
  flush();
  return out;
}

/** The text's sentences (and lines), each as written and as its words. */
function safetySentences(text: string): { raw: string; tokens: string[] }[] {
  return text
    .split(CLAUSE_END)
    .map((raw) => ({ raw, tokens: clauseTokens(raw) }))
    .filter((s) => s.tokens.length > 0);
}

/**
 * Words as the check reads them: leetspeak decoded, folded, and runs of single letters
 * ("d u m m", "i-d-i-o-t") joined into one word.
 */
export function safetyTokens(text: string): string[] {
  return safetySentences(text).flatMap((s) => s.tokens);
}

/**
 * True when a hurtful stem stands inside the word ("Scheißspiel", "Vollidiotenidee"). Known
 * harmless words are cut out first ("Arschbombe", "marschieren"); short stems count only at
 * the word's start. Each start position tries each stem length once: linear in the word.
 */
function containsStem(v: Vocabulary, word: string): boolean {
  let rest = word;
  for (const harmless of v.harmless) if (rest.includes(harmless)) rest = rest.split(harmless).join('|');
  for (let start = 0; start < rest.length; start++) {
    for (const length of v.stemLengths) {
      if (start + length > rest.length) break;
      if (length < shortStem && start > 0) continue;
      if (v.stems.has(rest.slice(start, start + length))) return true;
    }
  }
  return false;
}

/** "a****", "h*rensohn", "sch***e": a masked word whose visible letters fit a hurtful word. */
function maskedHurtful(v: Vocabulary, word: string): boolean {
  const visible = word.replace(/[*#_]+/g, '');
  if (visible.length === 0 || visible.length === word.length) return false;
  // No word of the vocabulary is this long: a long masked run is read by its visible letters.
  if (word.length > 24) return containsStem(v, foldForSafety(visible));
  // The visible letters, folded like the vocabulary, with letters of any number behind each mask.
  const pattern = new RegExp(`^${foldForSafety(word.replace(/[*#_]+/g, '*')).replace(/\*/g, '\\p{L}*')}$`, 'u');
  const candidates = v.byInitial.get(foldForSafety(word[0]!)) ?? [];
  return candidates.some((w) => pattern.test(w));
}

/** Whether the word at `i` is aimed at a person: "du Lappen", "ihr seid so blöd", "bist eine Null". */
const HAVING = new Set(['hast', 'brauchst', 'willst', 'kriegst', 'bekommst', 'nimmst', 'holst', 'findest', 'suchst']);

function aimedAt(v: Vocabulary, tokens: readonly string[], i: number): boolean {
  let j = i - 1;
  let skipped = 0;
  let soArticle = false;
  let scornful = false;
  while (j >= 0 && skipped < 4 && v.fillers.has(tokens[j]!)) {
    if (tokens[j] === 'so' && skipped > 0) soArticle = true;
    if (v.scornful.has(tokens[j]!)) scornful = true;
    j -= 1;
    skipped += 1;
  }
  // "ihr Hund", "ihr Baby": right before a noun whose plural looks different, "ihr" is "her".
  // "ihr Lügner", "ihr Lappen" may be said to a group, so they stay aimed.
  if (j >= 0 && skipped === 0 && tokens[j] === 'ihr' && !/(er|en|el)$/.test(tokens[i]!)) return false;
  // "da hast du Schwein gehabt": luck, said to someone.
  if (tokens[i + 1] === 'gehabt') return false;
  // "hier hast du einen Lappen", "brauchst du 'n Lappen?": a thing given or asked for, after its verb.
  if (tokens[j] === 'du' && skipped > 0 && HAVING.has(tokens[j - 1] ?? '')) return false;
  if (j >= 0 && v.aiming.has(tokens[j]!)) return !(skipped === 0 && tokens[j] === 'du' && quotedWord(tokens, i)) && !innerVoice(tokens, j);
  // "So ein Schwein!", "dumme Kuh!" said of someone: contempt without a pronoun. "Ich will auch so
  // 'n Hund" wants one; "Da saß so ein Hund neben mir" tells of one.
  return (soArticle && skipped >= 2 && !WANTS.has(tokens[j] ?? '') && !TELLS_OF.has(tokens[j] ?? '')) || scornful;
}

const SAYS_OR_THINKS = new Set([
  'sag',
  'sage',
  'sagt',
  'sagte',
  'gesagt',
  'denk',
  'denke',
  'denkt',
  'dachte',
  'gedacht',
  'fluestert',
  'ruft',
]);

/**
 * "sagt eine Stimme in meinem Kopf: Du bist zu dumm", "dann sag ich mir: du bist eh zu blöd": the
 * child tells what its own inner voice says (the stuck thought a mindset game is about).
 */
function innerVoice(tokens: readonly string[], at: number): boolean {
  if (tokens[at] === 'bist' && thinksOfYourself(tokens, at)) return true;
  const before = tokens.slice(Math.max(0, at - 8), at);
  if (!before.some((w) => SAYS_OR_THINKS.has(w))) return false;
  return before.includes('kopf') || (before.includes('ich') && before.includes('mir'));
}

const SAYS = new Set(['sagst', 'sagt', 'sagen', 'gesagt', 'nennst', 'nennt', 'schreibst', 'schreibt']);
const SAID_TO = new Set(['dazu', 'zu', 'mir', 'mich', 'das', 'dem', 'immer', 'oft', 'einfach']);

/** "wenn du hässlich dazu sagst": the word is what the other says, quoted, not aimed at them. */
function quotedWord(tokens: readonly string[], i: number): boolean {
  let k = i + 1;
  while (k < tokens.length && k - i <= 3 && SAID_TO.has(tokens[k]!)) k += 1;
  return SAYS.has(tokens[k] ?? '');
}

/** Verbs that tell where something was or what came: "da saß so ein Hund", "es gab so eine Kuh". */
const TELLS_OF = new Set([
  'sass',
  'sitzt',
  'stand',
  'steht',
  'lag',
  'liegt',
  'kam',
  'kommt',
  'lief',
  'laeuft',
  'gab',
  'gibt',
  'sah',
  'sieht',
  'traf',
  'trifft',
  'wohnte',
  'wohnt',
]);

const WANTS = new Set([
  'will',
  'wollte',
  'moechte',
  'haette',
  'hab',
  'habe',
  'hat',
  'hatte',
  'auch',
  'ooch',
  'och',
  'brauch',
  'brauche',
  'mag',
  'gern',
  'gerne',
]);

function indexPhrases(phrases: string[][]): Map<string, string[][]> {
  const byFirst = new Map<string, string[][]>();
  for (const p of phrases) byFirst.set(p[0]!, [...(byFirst.get(p[0]!) ?? []), p]);
  return byFirst;
}

/** Whether `phrase` matches at `i`; "..." in a phrase stands for up to two other words ("hau ich … eine"). */
function matchesFrom(phrase: readonly string[], p: number, tokens: readonly string[], i: number): boolean {
  if (p === phrase.length) return true;
  if (phrase[p] === '...') {
    for (let skip = 0; skip <= 2; skip++) if (matchesFrom(phrase, p + 1, tokens, i + skip)) return true;
    return false;
  }
  return tokens[i] === phrase[p] && matchesFrom(phrase, p + 1, tokens, i + 1);
}

function phraseAt(v: Vocabulary, tokens: readonly string[], i: number): boolean {
  return (v.phrases.get(tokens[i]!) ?? []).some((p) => matchesFrom(p, 0, tokens, i));
}

/**
 * "Ich bin so ein Versager", "ich fühle mich wie ein Loser", "ich Dummkopf", "ich komm mir vor wie
 * der letzte Depp", "ich bin ein Versager und ein Dummkopf", "nix für Loser wie mich": a child may name
 * its own bad feeling (the stuck thought a mindset game is about). Only these words of self-doubt,
 * only said of "ich"; every other word, and these said of anyone else, stay hurtful.
 */
function namesOneself(v: Vocabulary, tokens: readonly string[], i: number, joined = true): boolean {
  if (!v.selfDoubt.has(tokens[i]!)) return false;
  // "das ist nix für Loser wie mich"
  if (tokens[i + 1] === 'wie' && (tokens[i + 2] === 'mich' || tokens[i + 2] === 'ich')) return true;
  let j = i - 1;
  while (j >= 0 && i - j <= 4 && (v.fillers.has(tokens[j]!) || SELF_FILLERS.has(tokens[j]!))) j -= 1;
  const before = tokens[j];
  if (before === 'ich' || before === 'mich') return true;
  // "am Anfang ist jeder ein noob", "jeder ist mal ein Anfänger": said of everyone, no one singled out.
  // "jeder Profi war mal noob": every master was one once.
  const everyone = (k: number) => tokens[k] === 'jeder' || (EXPERTS.has(tokens[k] ?? '') && tokens[k - 1] === 'jeder');
  if ((before === 'jeder' && IS_EVERYONE.has(tokens[j - 1] ?? '')) || (IS_EVERYONE.has(before ?? '') && everyone(j - 1))) return true;
  // "Der Junge hat sich selber einen Dummkopf genannt": the name someone gave itself, told.
  if ((before === 'sich' || ((before === 'selber' || before === 'selbst') && tokens[j - 1] === 'sich')) && CALLED.has(tokens[i + 1] ?? ''))
    return true;
  // "ich bin ein Versager und ein Dummkopf": a second word joined to one the child said of itself.
  if (joined && (before === 'und' || before === 'oder') && j > 0 && namesOneself(v, tokens, j - 1, false)) return true;
  // "ich komm mir vor wie der letzte Depp", "da komm ich mir vor wie ein Idiot"
  if (before === 'vor' && tokens[j - 1] === 'mir') return tokens[j - 3] === 'ich' || tokens[j - 2] === 'ich';
  if (before !== undefined && THIRD_COPULAS.has(before) && thinksOfItself(tokens, j - 1)) return true;
  // "denkst du, du bist ein Versager", "… du bleibst für immer noob": the thought of anyone who thinks so.
  if ((before === 'bist' || STAYS.has(before ?? '')) && thinksOfYourself(tokens, j)) return true;
  // "… du bist halt noob und bleibst noob": what one is, one stays.
  if (joined && STAYS.has(before ?? '') && tokens[j - 1] === 'und') {
    for (let k = j - 2; k >= 0 && k >= j - 5; k--) if (v.selfDoubt.has(tokens[k]!)) return namesOneself(v, tokens, k, false);
  }
  // "fühlt man sich nach einem Fehler gleich wie ein totaler Versager", "fühlen sie sich als
  // Versager": how one feels, in general.
  const like = Math.max(tokens.lastIndexOf('wie', i), tokens.lastIndexOf('als', i));
  if (like > j && feelsOneself(tokens.slice(Math.max(0, like - 8), like))) return true;
  if (before === undefined || !SELF_VERBS.has(before)) return false;
  return tokens[j - 1] === 'ich' || tokens[j + 1] === 'ich' || tokens[j - 2] === 'ich';
}

const FEELS = new Set(['fuehlt', 'fuehle', 'fuehl', 'fuehlte', 'fuehlen']);
const CALLED = new Set(['genannt', 'nennt', 'nannte', 'nennen']);
const IS_EVERYONE = new Set(['ist', 'war', 'is']);
const EXPERTS = new Set(['pro', 'profi', 'experte', 'meister', 'champion', 'weltmeister', 'star', 'superstar']);

/**
 * "ich fühle mich …", "man fühlt sich …", "fühlen sie sich …" (people in general): the words
 * before a "wie" or "als" say how one feels oneself.
 */
function feelsOneself(before: readonly string[]): boolean {
  if (!before.some((w) => FEELS.has(w))) return false;
  if (before.some((w) => w === 'du' || w === 'er' || w === 'ihr' || w === 'dich')) return false;
  const they = before.includes('sie') && before.includes('fuehlen');
  return before.includes('mich') || (before.includes('sich') && (before.includes('man') || they));
}

const THIRD_COPULAS = new Set(['ist', 'sind', 'sei', 'seien', 'waere', 'waeren']);
const THINK_YOU = new Set(['denkst', 'glaubst', 'meinst', 'dachtest', 'findest']);
// "… du bist halt ein Noob und wirst immer ein Noob sein": what one becomes, too.
const STAYS = new Set(['bleibst', 'bleibt', 'bleibe', 'bleiben', 'wirst']);

/**
 * "mit Fixed Mindset denkst du, du bist halt noob": the "du" who thinks it says it of itself (a
 * summary's "du" is anyone). `at` is the "bist"; "ich denke, du bist ein Noob" aims it.
 */
function thinksOfYourself(tokens: readonly string[], at: number): boolean {
  if (tokens[at - 1] !== 'du') return false;
  return (tokens[at - 2] === 'du' && THINK_YOU.has(tokens[at - 3] ?? '')) || THINK_YOU.has(tokens[at - 2] ?? '');
}

const SELF_FILLERS = new Set([
  'wie',
  'als',
  'kein',
  'keine',
  'halt',
  'eben',
  'nur',
  'totaler',
  'kompletter',
  'groesste',
  'groesster',
  'letzte',
  // "ich war am Anfang auch voll noob", "ich war früher auch mal ein Loser": when it was
  'am',
  'anfang',
  'auch',
  'mal',
  'frueher',
  'damals',
  // "ich bleib für immer ein noob"
  'fuer',
  'immer',
  // "ich bin halt ein Mathe-Looser": what at
  'mathe',
  'deutsch',
  'englisch',
  'sport',
  'fussball',
  'schach',
  'lese',
  'rechen',
]);
const SELF_VERBS = new Set(['bin', 'war', 'waere', 'wär', 'waer', 'fuehle', 'fuehl', 'fuehlte']);

const OPENS_A_CLAUSE = new Set(['wenn', 'weil', 'dass', 'als', 'ob', 'obwohl']);

/**
 * "mein Bruder hat alles umgeworfen, der Trampel", "wenn mein kleiner Bruder nicht immer dagegen
 * rennt der Trampel": a word aimed at someone closes the sentence as a name for the person it
 * spoke of, after a comma or after a clause whose verb came last. "Da kam ein Elefant, der
 * Trampel trat alles platt" tells of one; "Mein Bruder füttert die Kuh" names an animal.
 */
function nameForThePerson(v: Vocabulary, sentence: string, tokens: readonly string[]): boolean {
  const n = tokens.length;
  if (n < 4 || !v.aimed.has(tokens[n - 1]!) || (tokens[n - 2] !== 'der' && tokens[n - 2] !== 'die')) return false;
  if (!namesAPerson(tokens.slice(0, n - 2))) return false;
  return /,\s*(der|die)\s+\p{L}+[^\p{L}]*$/iu.test(sentence) || OPENS_A_CLAUSE.has(clauseTokens(sentence.split(',').at(-1)!)[0] ?? '');
}

/** "…, sie ist …", "Der ist …": a pronoun first in a part of a sentence, then "ist" (only then are the parts read). */
const PRONOUN_FIRST_IN_A_PART = /(^|,)\s*(sie|er|die|der)\s+(ist|is|isch|sind)\b/iu;

/** The safety check: `safe: false` for hurtful, hateful, sexual or threatening language. */
const NOBODY = new Set(['keiner', 'keine', 'niemand']);
const IS_OR_WAS = new Set(['ist', 'war', 'wird']);
const BETWEEN_NOBODY = new Set(['ein', 'eine', 'einfach', 'nur', 'wirklich', 'echt', 'total', 'von', 'natur', 'aus']);
const MEASURED = new Set(['wie', 'als']);

const EVERYONE = new Set(['jeder', 'jede', 'alle']);
const WERE = new Set(['war', 'waren', 'ist', 'sind']);
const ONCE = new Set(['mal', 'einmal', 'anfangs']);
const BETWEEN_ONCE = new Set(['ein', 'eine', 'auch', 'so', 'am', 'anfang', 'total', 'voll']);

/**
 * "Jeder war mal ein Noob", "alle waren mal Anfänger": the word said of everyone once, at their
 * start, encourages. "Alle sind Noobs hier" says it of the others now.
 */
export function saidOfEveryoneOnce(tokens: readonly string[], i: number): boolean {
  const before = tokens.slice(Math.max(0, i - 5), i);
  const all = before.findLastIndex((t) => EVERYONE.has(t));
  if (all < 0 || !WERE.has(before[all + 1] ?? '')) return false;
  const between = before.slice(all + 2);
  return between.some((t) => ONCE.has(t)) && between.every((t) => ONCE.has(t) || BETWEEN_ONCE.has(t));
}

/**
 * "Keiner ist ein Versager, man hat nur noch nicht genug geübt", "niemand ist von Natur aus dumm":
 * the word denied of everyone. "Statt Dummkopf sagt man dann …": the word named to be replaced.
 * "Keiner ist so ein Versager wie du" measures someone by it.
 */
function deniedOfEveryone(tokens: readonly string[], i: number): boolean {
  if (tokens[i - 1] === 'statt' || tokens[i - 1] === 'anstatt') return true;
  if (saidOfEveryoneOnce(tokens, i)) return true;
  const before = tokens.slice(Math.max(0, i - 6), i);
  const nobody = before.findLastIndex((t) => NOBODY.has(t));
  if (nobody < 0 || !IS_OR_WAS.has(before[nobody + 1] ?? '')) return false;
  return before.slice(nobody + 2).every((t) => BETWEEN_NOBODY.has(t)) && !tokens.slice(i + 1, i + 4).some((t) => MEASURED.has(t));
}

const SAY = new Set(['sag', 'sage', 'wuerd', 'wuerde']);
const LEFT_OUT = ['lass ich weg', 'lasse ich weg', 'hab ich weggelassen', 'habe ich weggelassen'];
const NOT_ONE = new Set(['kein', 'keine', 'keiner']);
const ARE = new Set(['bist', 'bin', 'seid']);

/**
 * The word named, not given: "das Wort Trottel lass ich weg", "ich sag nicht Trottel, ich sag: …",
 * "ich würd nicht Trottel sagen"; or denied of the one spoken to: "du bist gar keine Heulsuse"
 * ("du bist keine Heulsuse wie er" measures someone by it).
 */
export function onlyTheWord(tokens: readonly string[], i: number): boolean {
  if (tokens[i - 1] === 'wort') return true;
  if (tokens[i - 1] === 'nicht' && SAY.has(tokens[i - 2] ?? '')) return true;
  if (LEFT_OUT.includes(tokens.slice(i + 1, i + 4).join(' '))) return true;
  if (!NOT_ONE.has(tokens[i - 1] ?? '')) return false;
  const be = tokens[i - 2] === 'gar' || tokens[i - 2] === 'ueberhaupt' ? i - 3 : i - 2;
  return ARE.has(tokens[be] ?? '') && !MEASURED.has(tokens[i + 1] ?? '');
}

export function checkSafety(text: string): SafetyVerdict {
  const v = vocab();
  const sentences = safetySentences(text);
  // The parts of a sentence between its commas, cut once for the checks that read them.
  const partsOf = (raw: string) => raw.split(',').map(clauseTokens);
  if (
    sentences.some((s) => {
      if (nameForThePerson(v, s.raw, s.tokens)) return true;
      if (!s.raw.includes(',') && !PRONOUN_FIRST_IN_A_PART.test(s.raw)) return false;
      const parts = partsOf(s.raw);
      return putDownBeside(parts) || (PRONOUN_FIRST_IN_A_PART.test(s.raw) && blamedAfterAComma(parts));
    })
  )
    return { safe: false };
  const clauses = sentences.map((s) => s.tokens);
  if (enjoysTheirPain(clauses) || sentences.some((s) => wishesThemHurt(s.raw))) return { safe: false };
  // A put-down aimed at a classmate by name or pronoun: "Jonas ist Müll", "der stinkt wie ein Schwein".
  const tokens = clauses.flat();
  const classmate = namesClassmate(tokens);
  if ((classmate ? animalsAsTheirNamesakes(clauses) : clauses).some((c) => putDownIn(c, classmate))) return { safe: false };
  if (mockedAsAGenius(sentences, classmate)) return { safe: false };
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    if (MASK.test(word)) {
      if (maskedHurtful(v, word)) return { safe: false };
      continue;
    }
    if (
      (v.words.has(word) || containsStem(v, word)) &&
      !namesOneself(v, tokens, i) &&
      !deniedOfEveryone(tokens, i) &&
      !onlyTheWord(tokens, i)
    )
      return { safe: false };
    if (v.aimed.has(word) && aimedAt(v, tokens, i) && !namesOneself(v, tokens, i) && !onlyTheWord(tokens, i)) return { safe: false };
    if (phraseAt(v, tokens, i)) return { safe: false };
  }
  return { safe: true };
}
