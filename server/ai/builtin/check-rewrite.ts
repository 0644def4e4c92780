import { isMashed } from '../../../engine/answer-plausibility.ts';
/**
 * "Sag's mal anders": is the child's rewrite of a hostile sentence friendly
 * and respectful? Also home of the hostility detection that the
 * Ich-Botschaft checker shares.
 */
import {
  clauseOf,
  clauses,
  firstAfter,
  innerVerbStems,
  separableParts,
  isOneOf,
  youFormStem,
  isWord,
  looksLikeLanguage,
  PAST_PARTICIPLE,
  perGroup,
  positionIn,
  questionSentences,
  quote,
  sentenceOf,
  sentences,
  tokenize,
  wordSet,
  words,
  type Token,
} from './german-text.ts';
import { findMatches, matchOfWords, tokenIn, type Lexicon, type Match } from './lexicon.ts';
import { putDownAdjectivesOfAnyone, shamingAdjectives } from '../../../engine/safety-words.ts';
import { isLookalike, isLookalikeToken } from './lookalikes.ts';
import { namesUnnamed, talksAboutPublicAffairs } from './public-affairs.ts';
import { isStopWord } from './stop-words.ts';
import { faultOnOthers, lovedMore } from './fault-on-others.ts';
import { slipOf } from '../../../engine/term-match.ts';
import { onlyTheWord, saidOfEveryoneOnce } from '../../../engine/safety.ts';

export type HostilityKind = 'threat' | 'insult' | 'rude-command' | 'contempt' | 'sarcasm' | 'judgement' | 'blunt-command' | 'absolute';

export interface Hostility {
  kind: HostilityKind;
  match: Match;
}

/** Most hurtful first: the feedback names the worst problem. */
const SEVERITY: readonly HostilityKind[] = [
  'threat',
  'insult',
  'rude-command',
  'contempt',
  'sarcasm',
  'judgement',
  'blunt-command',
  'absolute',
];

export interface HostilityOptions {
  /**
   * Insult words only count when aimed at someone (their clause speaks to
   * "du"). Ich-Botschaften may say "ich fühle mich blöd"; a friendly rewrite
   * should drop the word altogether.
   */
  onlyAimedAtYou: boolean;
  /** Absolutes count even when softened by "bitte" (Ich-Botschaft teaches to drop them). */
  strictAbsolutes: boolean;
}

const SUBJECT_PRONOUNS = ['ich', 'wir', 'er', 'sie', 'man', 'du', 'ihr', 'es'];
const REPORTING_VERBS = [
  'nennen',
  'nennst',
  'nennt',
  'sagen',
  'sagst',
  'sagt',
  'gesagt',
  'genannt',
  'beschimpfen',
  'beschimpfst',
  'rufen',
  'rufst',
  'schreibst',
  'heißt',
];
const SUBORDINATORS = ['wenn', 'dass', 'weil', 'als', 'wie', 'ob', 'nachdem'];

function youIn(lex: Lexicon, ts: readonly Token[]): boolean {
  return ts.some((t) => tokenIn(lex['you-words'], t));
}

/**
 * What the hostility rules ask about a clause or sentence, worked out once per clause and
 * sentence of the text however many matches ask (a long answer may hold hundreds).
 */
interface GroupFacts {
  speaksToYou(group: readonly Token[]): boolean;
  /** index of the clause's first "wenn", "dass", … (Infinity without one) */
  firstSubordinator(clause: readonly Token[]): number;
  /** "du bist …", "bist du …", "ich finde dich …", "… von dir" somewhere in the clause */
  framesSomeone(clause: readonly Token[]): boolean;
  politeOrWish(sentence: readonly Token[]): boolean;
  /** praise without a negation: "du bist immer so nett" */
  praises(clause: readonly Token[]): boolean;
  kind(clause: readonly Token[]): boolean;
}

function groupFacts(lex: Lexicon): GroupFacts {
  return {
    speaksToYou: perGroup((group) => youIn(lex, group)),
    firstSubordinator: perGroup((clause) => clause.find((t) => isWord(t, ...SUBORDINATORS))?.index ?? Infinity),
    framesSomeone: perGroup(framesSomeone),
    politeOrWish: perGroup(
      (sentence) =>
        findMatches(lex['polite-words'], sentence).some((m) => !urgingPlease(sentence, m)) ||
        // "Sei leise ich will schlafen!!!": a will, said with the order, softens nothing.
        findMatches(lex.wishes, sentence).some((m) => !m.tokens.some((t) => isWord(t, 'will'))),
    ),
    praises: perGroup((clause) => findMatches(lex['kind-words'], clause).length > 0 && !findMatches(lex.negations, clause).length),
    kind: perGroup((clause) => kindIn(lex, clause)),
  };
}

function negationBefore(lex: Lexicon, tokens: readonly Token[], start: number, window = 2): boolean {
  const first = tokens[start];
  if (!first) return false;
  for (let k = start - 1; k >= Math.max(0, start - window); k--) {
    const t = tokens[k]!;
    if (t.clause !== first.clause) break;
    if (tokenIn(lex.negations, t)) return true;
  }
  return false;
}

/**
 * "Mathe ist halt nix für Dumme", "das ist nur was für Babys": who something is (not) for, named
 * with a put-down, says what the other is.
 */
function onlyForThem(lex: Lexicon, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (const t of tokens) {
    const who = tokens[t.index + 1];
    const before = tokens[t.index - 1];
    if (!isWord(t, 'für', 'fuer') || !who || who.clause !== t.clause || !tokenIn(lex.insults, who)) continue;
    if (!isWord(before, 'nix', 'nichts', 'nur', 'was') || before!.clause !== t.clause) continue;
    out.push(matchOfWords('contempt', '… für …', [before!, t, who]));
  }
  return out;
}

/** "du malst gar nicht wie ein Baby": a likeness denied, "nicht wie (ein) …" before the word at `start`. */
function deniedLikeness(lex: Lexicon, tokens: readonly Token[], start: number): boolean {
  let k = start - 1;
  if (isOneOf(tokens[k], LIKE_A)) k--;
  const not = tokens[k - 1];
  return isWord(tokens[k], 'wie') && not !== undefined && not.clause === tokens[start]!.clause && tokenIn(lex.negations, not);
}

/** A negation in the `window` words after `end`, in its clause: "ich mag deine Schuhe nicht". */
function negationAfter(lex: Lexicon, tokens: readonly Token[], end: number, window: number): boolean {
  for (let k = end + 1; k <= end + window && k < tokens.length; k++) {
    if (tokens[k]!.clause !== tokens[end]!.clause) break;
    if (tokenIn(lex.negations, tokens[k]!)) return true;
  }
  return false;
}

/** "du kannst noch nicht so gut hüpfen": "noch nicht" says it is still to come, it denies nothing. */
function stillToCome(tokens: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(1, start - 3); k--) if (isWord(tokens[k], 'nicht') && isWord(tokens[k - 1], 'noch')) return true;
  return false;
}

/** "nicht so hässlich wie sonst" is a backhanded remark, not a kind one. */
function comparisonAfter(tokens: readonly Token[], end: number): boolean {
  for (let k = end + 1; k <= end + 3 && k < tokens.length; k++) {
    if (isWord(tokens[k], 'wie', 'als', 'sonst')) return true;
  }
  // "nicht der dümmste aller Zeiten, aber fast": the denial taken back at once. Only the words of
  // this sentence are looked at, not the rest of the text.
  const sentence = sentenceOf(tokens, tokens[end]!);
  const rest = sentence.slice(end + 1 - sentence[0]!.index).filter((t) => !t.isEmoji);
  const but = rest.findIndex((t) => isWord(t, 'aber'));
  return but >= 0 && rest.length - but <= 3 && rest.slice(but + 1).some((t) => isOneOf(t, ALMOST));
}

const ALMOST = wordSet('fast', 'beinahe', 'knapp');

const SAYING = wordSet(
  'sagst',
  'sagt',
  'sagen',
  'sagte',
  'sagtest',
  'gesagt',
  'rufst',
  'ruft',
  'schreibst',
  'schreibt',
  'meinst',
  'denkst',
  'behauptest',
);
const I_AM = wordSet('ich', 'mich');

/**
 * "wenn du mich blöd nennst", "wenn du sagst, ich bin doof": the child reports the insult
 * instead of using it. What the other says about the child names the child, never the other.
 */
function isReported(facts: GroupFacts, tokens: readonly Token[], m: Match, aboutMe: (m: Match) => boolean): boolean {
  const clause = clauseOf(tokens, m.tokens[0]!);
  const hasSubordinator = facts.firstSubordinator(clause) < m.start;
  const after = firstAfter(clause, m.end);
  const hasVerb = clause.slice(after, after + 4).some((t) => isWord(t, ...REPORTING_VERBS));
  return (hasSubordinator && hasVerb) || aboutMe(m);
}

/** Words between "sagst" and what is said about the child: "sagst, ich bin so …". */
const LONGEST_REPORT = 4;

/**
 * "wenn du sagst, ich bin doof": whether a match stands in words someone else says about the
 * child (up to four words after "sagst", with "ich" or "mich" and no "du" among them). One pass
 * over the text, then a lookup per match.
 */
export function saidAboutMe(tokens: readonly Token[]): (m: Match) => boolean {
  const said: { at: number; me: boolean; you: boolean }[] = [];
  let at = -1;
  let me = false;
  let you = false;
  let sentence = -1;
  for (const t of tokens) {
    if (t.sentence !== sentence) [at, me, you, sentence] = [-1, false, false, t.sentence];
    said[t.index] = { at, me, you };
    if (isOneOf(t, SAYING)) [at, me, you] = [t.index, false, false];
    else if (isOneOf(t, I_AM)) me = true;
    else if (isWord(t, 'du', 'ihr')) you = true;
  }
  return (m) => {
    const s = said[m.start];
    return s !== undefined && s.at >= 0 && m.start - s.at - 1 <= LONGEST_REPORT && s.me && !s.you;
  };
}

const FRAMING = {
  du: wordSet('du'),
  bist: wordSet('bist', 'warst', 'bis', 'bisst'),
  bistAfter: wordSet('bist', 'warst'),
  ihr: wordSet('ihr'),
  seid: wordSet('seid', 'wart'),
  seidAfter: wordSet('seid'),
  von: wordSet('von'),
  dir: wordSet('dir', 'euch'),
  dich: wordSet('dich', 'euch'),
  finde: wordSet('finde', 'find', 'fand'),
  because: wordSet('weil', 'dass', 'da'),
};

/**
 * The clause frames someone: "du bist …", "bist du …", "ich finde dich …", "… von dir", and with
 * the verb last in a clause giving a reason or a claim: "weil du einfach gemein bist", "dass ihr
 * so fies seid" ("wenn du so laut bist" tells when something happens and stays a description).
 */
function framesSomeone(clause: readonly Token[]): boolean {
  const w = FRAMING;
  const finds = clause.some((t) => isOneOf(t, w.finde));
  let you = false;
  let youPlural = false;
  for (let k = 0; k < clause.length; k++) {
    const a = clause[k];
    const b = clause[k + 1];
    if (you && isOneOf(a, w.bistAfter) && b === undefined) return true;
    if (youPlural && isOneOf(a, w.seidAfter) && b === undefined) return true;
    if (isOneOf(a, w.du) && clause.slice(0, k).some((t) => isOneOf(t, w.because))) you = true;
    if (isOneOf(a, w.ihr) && clause.slice(0, k).some((t) => isOneOf(t, w.because))) youPlural = true;
    if (isOneOf(a, w.du) && isOneOf(b, w.bist)) return true;
    if (isOneOf(a, w.bistAfter) && isOneOf(b, w.du)) return true;
    if (isOneOf(a, w.ihr) && isOneOf(b, w.seid)) return true;
    if (isOneOf(a, w.seidAfter) && isOneOf(b, w.ihr)) return true;
    if (isOneOf(a, w.von) && isOneOf(b, w.dir)) return true;
    if (finds && isOneOf(a, w.dich)) return true;
  }
  return false;
}

/**
 * A judgement aims at someone when its clause frames them, when "du" stands right before it, when
 * it is what the other is compared with ("…, wie ein Egoist"), or when it is said of their
 * things ("dein Vortrag war langweilig").
 */
function judgesYou(facts: GroupFacts, tokens: readonly Token[], m: Match): boolean {
  const clause = clauseOf(tokens, m.tokens[0]!);
  if (facts.framesSomeone(clause)) return true;
  const at = positionIn(clause, m.tokens[0]!);
  // "du gemeiner …", "du Schnecke"
  if (isWord(clause[at - 1], 'du')) return true;
  if (isWord(clause[at - 1], 'ein', 'eine') && isWord(clause[at - 2], 'wie') && facts.speaksToYou(clause)) return true;
  // "du liest voll komisch", "du schreibst so schlecht": how the other does something, judged.
  let k = at - 1;
  while (k > 1 && isOneOf(clause[k], INTENSITY)) k--;
  if (isWord(clause[k - 1], 'du') && /[^s]st$/u.test(clause[k]?.norm ?? '')) return true;
  // "dein Vortrag war langweilig" (not "in deiner Brotdose ist was schlecht geworden").
  const yours = clause.findIndex((t) => isOneOf(t, YOURS));
  return (
    yours >= 0 &&
    yours < at &&
    !isOneOf(clause[yours - 1], PLACES) &&
    clause.slice(yours + 1, at).some((t) => isOneOf(t, COPULAS)) &&
    !isWord(clause[at + 1], 'geworden')
  );
}

const YOURS = wordSet('dein', 'deine', 'deinen', 'deinem', 'deiner', 'euer', 'eure');
const INTENSITY = wordSet('voll', 'so', 'total', 'echt', 'richtig', 'ganz', 'mega', 'extrem', 'komplett', 'ziemlich', 'sehr');
const PLACES = wordSet(
  'in',
  'im',
  'ins',
  'an',
  'am',
  'ans',
  'auf',
  'aufs',
  'mit',
  'von',
  'vom',
  'bei',
  'beim',
  'zu',
  'zum',
  'zur',
  'aus',
  'unter',
  'über',
  'neben',
  'hinter',
  'vor',
  'vorm',
  'gegen',
);
const ARTICLES = wordSet('den', 'dem', 'die', 'das', 'der', 'einen', 'einem', 'ein', 'eine', 'einer', 'meinen', 'meinem', 'meine');

/** "vorm Pfosten", "an den Pfosten": the word at `at` is a thing a preposition points at. */
export function afterPreposition(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  // "weil ich zu blöd bin": "zu" before a word in lower case is "too", no preposition.
  if (isWord(before, 'zu') && !/^\p{Lu}/u.test(tokens[at]?.raw ?? '')) return false;
  if (isOneOf(before, PLACES)) return true;
  return isOneOf(before, ARTICLES) && isOneOf(tokens[at - 2], PLACES);
}

/** Not an imperative when a subject stands right before it ("ich höre auf"). */
function hasSubjectBefore(tokens: readonly Token[], m: Match): boolean {
  const first = m.tokens[0]!;
  for (let k = m.start - 1; k >= Math.max(0, m.start - 2); k--) {
    const t = tokens[k]!;
    if (t.clause !== first.clause) break;
    if (isWord(t, ...SUBJECT_PRONOUNS)) return true;
  }
  return false;
}

/**
 * The clause says what the other or their things are like: "du bist nicht nett", "dein Bild
 * sieht nicht schön aus" (not "wenn du nicht gleich aufgibst").
 */
/** The clause up to a "wenn" or "dass" after the match: "ich finde das nicht schön wenn du …" judges what happens. */
function untilWhen(clause: readonly Token[], m: Match): readonly Token[] {
  const cut = clause.findIndex((t) => t.index > m.end && isWord(t, 'wenn', 'wen', 'dass', 'weil', 'als'));
  return cut < 0 ? clause : clause.slice(0, cut);
}

const BACK = wordSet('es', 'das', 'der', 'die', 'er', 'sie');

/**
 * "Dein Bild ist nicht hässlich. Es ist nur gar nicht gut.", "Dein Vortrag war gut, aber … war er
 * echt langweilig": "es", "er" next to "ist" or "war", after a clause about "dein …".
 */
function pointsBackToYours(tokens: readonly Token[], clause: readonly Token[]): boolean {
  const back = clause.findIndex((t, k) => isOneOf(t, BACK) && (isOneOf(clause[k - 1], COPULAS) || isOneOf(clause[k + 1], COPULAS)));
  if (back < 0) return false;
  const before = clause[0]!.index - 1;
  const previous = before >= 0 ? clauseOf(tokens, tokens[before]!) : [];
  return previous.some((t) => isOneOf(t, YOURS));
}

function yoursOrYou(lex: Lexicon, clause: readonly Token[]): boolean {
  return (
    clause.some((t) => tokenIn(lex['you-words'], t)) &&
    clause.some((t) => isOneOf(t, COPULAS) || isOneOf(t, YOURS) || isWord(t, 'aus', 'finde', 'find'))
  );
}

/** "Raus aus meinem Zimmer, aber bitte!": "aber bitte" at the end urges, like "aber sofort". */
function urgingPlease(sentence: readonly Token[], m: Match): boolean {
  const please = m.tokens[0]!;
  return (
    m.tokens.length === 1 && isWord(please, 'bitte') && isWord(sentence[sentence.indexOf(please) - 1], 'aber') && sentence.at(-1) === please
  );
}

/** "bitte", a polite question or a wish softens a blunt command. */
function softened(facts: GroupFacts, tokens: readonly Token[], m: Match): boolean {
  return facts.politeOrWish(sentenceOf(tokens, m.tokens[0]!));
}

function kindIn(lex: Lexicon, ts: readonly Token[]): boolean {
  return (
    findMatches(lex['kind-words'], ts).length > 0 ||
    findMatches(lex['polite-words'], ts).length > 0 ||
    findMatches(lex.wishes, ts).length > 0
  );
}

/** "du bist ja sooo toll": "ja" or a drawn-out word next to praise aimed at someone. */
function sarcasticPraise(lex: Lexicon, facts: GroupFacts, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (const m of findMatches(lex['kind-words'], tokens)) {
    const t = m.tokens[0]!;
    if (!facts.speaksToYou(clauseOf(tokens, t))) continue;
    const before = tokens.slice(Math.max(0, m.start - 3), m.start).filter((x) => x.clause === t.clause);
    const ja = before.some((x) => isWord(x, 'ja'));
    const drawnOut = before.some((x) => x.elongated && isWord(x, 'so', 'echt', 'voll', 'total', 'wirklich')) || t.elongated;
    if (ja && (drawnOut || before.some((x) => isWord(x, 'so', 'echt', 'voll', 'total', 'wirklich')))) out.push(m);
    // "super schnell bist du heute, echt rekordverdächtig 🐌": an emoji that takes the praise back.
    else if (tokens.some((x) => x.sentence === t.sentence && x.isEmoji && MOCKING_EMOJI.test(x.raw))) out.push(m);
  }
  return out;
}

const MOCKING_EMOJI = /^(🐌|🙄|🤡|💩|😒|🥱)$/u;
const CAN = wordSet('kann', 'konnte', 'könnte', 'koennte');

/** "ich kann deine Schrift nicht so gut lesen": "ich" and "kann" open the clause before the word. */
function iCannot(clause: readonly Token[], m: Match): boolean {
  const at = clause.findIndex((t) => isWord(t, 'ich'));
  return at >= 0 && isOneOf(clause[at + 1], CAN) && clause[at + 1]!.index < m.start;
}

const NAMING_FILLERS = wordSet(
  'ein',
  'eine',
  'einer',
  'einen',
  'so',
  'voll',
  'total',
  'echt',
  'richtig',
  'ganz',
  'der',
  'die',
  'das',
  'n',
  'ne',
  'sone',
  'son',
  'alter',
  'alte',
  'kleiner',
  'kleine',
  'alle',
  'nur',
  'lauter',
  'selber',
  'selbst',
  'auch',
  'wirklich',
  'einfach',
  'halt',
  'eben',
  'mega',
  'sehr',
  'zu',
);
const GREETINGS = wordSet('liebe', 'lieber', 'liebes', 'hallo', 'hey', 'hi', 'ey', 'na', 'oh', 'hallihallo', 'moin', 'servus');
const COPULAS = wordSet('bin', 'bist', 'ist', 'sind', 'seid', 'war', 'warst', 'waren', 'wart', 'biste');

const VERDICT_ADJECTIVE =
  /^(dumm|doof|dof|bloed|bloet|bled|bekloppt|bescheuert|beknackt|daemlich|haesslich|fett|eklig|ekelhaft|widerlich|nutzlos|wertlos|behindert|hohl|peinlich|krank|gestoert)/;

/** "… ist blöd", "… sind so hässlich": a verdict on something by its copula. */
function copulaBefore(tokens: readonly Token[], m: Match): boolean {
  for (let k = m.start - 1; k >= Math.max(0, m.start - 4); k--) {
    const t = tokens[k]!;
    if (t.clause !== m.tokens[0]!.clause) return false;
    if (isOneOf(t, COPULAS)) return true;
    if (!isOneOf(t, NAMING_FILLERS)) return false;
  }
  return false;
}

const OF_ANYONE = wordSet(...putDownAdjectivesOfAnyone);
const HINDERED = wordSet('hat', 'haben', 'hast', 'habe', 'hatte', 'hatten', 'wird', 'wurde', 'wurden', 'werden', 'worden');
const hinderedCache = new WeakMap<readonly Token[], ReadonlySet<number>>();

/** The clauses with a form of "haben" or "werden" ("hat uns behindert"), found once per text. */
function hinderedClauses(tokens: readonly Token[]): ReadonlySet<number> {
  let found = hinderedCache.get(tokens);
  if (!found) {
    found = new Set(tokens.filter((t) => isOneOf(t, HINDERED)).map((t) => t.clause));
    hinderedCache.set(tokens, found);
  }
  return found;
}

/**
 * The word names a person or their things: "du Affe", "du bist so ein Lappen", "dein Bild ist
 * blöd", "du siehst aus wie ein Affe". Looks back over fillers in the clause only.
 */
function namesSomeone(lex: Lexicon, facts: GroupFacts, tokens: readonly Token[], m: Match): boolean {
  const clause = m.tokens[0]!.clause;
  // "einfach nur behindert?": no one is called that, whoever is meant, unless something was
  // in the way ("der Stau hat uns behindert").
  if (isOneOf(m.tokens[0], OF_ANYONE)) return !hinderedClauses(tokens).has(clause);
  // An adjective said to the other or about them is a verdict anywhere in the sentence: "ich
  // finde es doof, dass du so langsam bist". "Blöd gelaufen, ich war auch nicht gut" is not.
  if (VERDICT_ADJECTIVE.test(m.tokens[0]!.norm)) return youIn(lex, sentenceOf(tokens, m.tokens[0]!)) || copulaBefore(tokens, m);
  let article = false;
  for (let k = m.start - 1; k >= Math.max(0, m.start - 5); k--) {
    const t = tokens[k]!;
    if (t.clause !== clause) return false;
    // "Hier ist ein Lappen": a thing is shown, nobody is named.
    if (isOneOf(t, COPULAS) && isWord(tokens[k - 1], 'hier', 'da', 'dort') && tokens[k - 1]!.clause === clause) return false;
    // "Soll ich dir einen Lappen holen?": a thing for the other, not a name for them.
    if (article && isWord(t, 'dir', 'euch')) return false;
    if (isWord(t, 'ein', 'einen', 'eine', 'den')) article = true;
    if (isOneOf(t, COPULAS) || tokenIn(lex['you-words'], t)) return true;
    // "Liebe Petze, …", "Hey Schnecke": a greeting at the start of a clause calls the other by the word.
    if (isOneOf(t, GREETINGS) && tokens[k - 1]?.clause !== clause) return true;
    if (isWord(t, 'wie')) return facts.speaksToYou(clauseOf(tokens, t));
    if (!isOneOf(t, NAMING_FILLERS)) return false;
  }
  return false;
}

/** The clause of the accusation speaks to the other ("du", "ihr") and denies nothing ("du hast das nicht mit Absicht …"). */
export function blamesYou(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  // "der gehört nicht dir und du hast ihn geklaut": the part after "und" stands on its own.
  const whole = clauseOf(tokens, m.tokens[0]!);
  const join = whole.findLastIndex((t) => t.index < m.start && isWord(t, 'und', 'aber'));
  const clause =
    join >= 0 && whole.slice(join + 1).some((t) => t.index < m.start && isWord(t, 'du', 'ihr')) ? whole.slice(join + 1) : whole;
  // "aber wegen dir ist es 3:0 ausgegangen": the accusation itself may name the other ("wegen dir
  // hatten wir viel Spaß" thanks them; a smiley after "nur wegen dir verloren 🙂" does not).
  // Only what follows thanks: "ohne dich wärs besser" holds its kind word, "ehrlich gesagt wärs
  // ohne dich besser" says it first.
  const kind = [...findMatches(lex['kind-words'], clause), ...findMatches(lex['positive-words'], clause)].filter(
    (k) => !k.tokens[0]!.isEmoji && k.tokens[0]!.index > m.tokens.at(-1)!.index,
  );
  const namesYou =
    clause.some((t) => isWord(t, 'du', 'ihr')) ||
    (m.tokens.some((t) => isWord(t, 'dir', 'dich', 'euch', 'deinetwegen', 'dein', 'deine', 'deinem', 'deiner', 'euer', 'eure')) &&
      kind.length === 0);
  // "es lag nicht an dir", "nicht wegen dir": denied; "weil wegen dir das Plakat nicht fertig ist" is not.
  // "wenn du nicht wieder so pennst": "nicht wieder" says it happened before. "…, dann verlieren
  // wir nicht wegen dir" denies it only on a condition: the fault stays.
  const onCondition = isWord(
    clause.find((t) => !t.isEmoji),
    'dann',
  );
  const denied =
    !onCondition &&
    clause.some(
      (t) => tokenIn(lex.negations, t) && t.index <= m.end && t.index >= m.start - 3 && !isWord(tokens[t.index + 1], 'wieder', 'schon'),
    );
  return namesYou && !denied;
}

const NEVER = wordSet('nie', 'niemals', 'nimmer', 'nimma');

/** The absolute is followed by a hurtful word it denies: "kein bisschen hässlich", "gar nicht doof". */
function deniesHurt(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  // "immer alles falsch", "du willst immer streiten": an absolute that denies nothing blames.
  if (!m.tokens.some((t) => tokenIn(lex.negations, t) || isOneOf(t, NEVER))) return false;
  const next = tokens.slice(m.end + 1, m.end + 3).filter((t) => t.clause === m.tokens[0]!.clause);
  // "kein bisschen schlimm": it is not bad at all, a comfort.
  if (next.some((t) => tokenIn(lex.insults, t) || tokenIn(lex.judgements, t) || isWord(t, 'schlimm', 'schlimmes'))) return true;
  // "ich will nie mehr mit dir streiten": never again the quarrel is a wish for peace.
  return tokens.slice(m.end + 1, m.end + 6).some((t) => t.clause === m.tokens[0]!.clause && isOneOf(t, QUARRELLING));
}

const QUARRELLING = wordSet('streiten', 'streit', 'zanken', 'zoffen', 'hauen', 'schlagen', 'ärgern', 'auslachen', 'lästern', 'anschreien');

const SHAMING = wordSet(...shamingAdjectives);

/** Words that shame what is the other's own, in any ending ("deine dreckigen Finger"); "deine runde Brille" shames nothing. */
const SHAMING_YOURS = wordSet('dreckig', 'eklig', 'ekelhaft', 'hässlich', 'stinkig', 'stinkend', 'fett', 'dumm', 'doof', 'blöd', 'hohl');

/** "bitte nimm deine dreckigen Finger weg": a shaming word given to something of the other's, kept however politely it is asked. */
function shamedYours(tokens: readonly Token[]): Match[] {
  return tokens.flatMap((t) => {
    const next = tokens[t.index + 1];
    if (!isOneOf(t, YOURS) || !next || !(isOneOf(next, SHAMING_YOURS) || [...next.stems].some((k) => SHAMING_YOURS.has(k)))) return [];
    const thing = tokens[t.index + 2];
    const named = thing && thing.clause === t.clause && !isStopWord(thing.norm) ? [t, next, thing] : [t, next];
    return [matchOfWords('judgements', 'dein …', named)];
  });
}

/** A shaming adjective, also with its ending: "fettes", "hässliche". */
function isShaming(t: Token): boolean {
  return isOneOf(t, SHAMING) || [...t.stems].some((k) => SHAMING.has(k));
}

/**
 * "ich will nie aufhören, deine Freundin zu sein", "ich will nicht, dass wir keine Freundinnen mehr
 * sind": two denials before the kind word keep it.
 */
function deniedTwice(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  const before = tokens.slice(Math.max(0, m.start - 8), m.start).filter((t) => t.sentence === m.tokens[0]!.sentence);
  return before.filter((t) => tokenIn(lex.negations, t) || isWord(t, 'aufhören', 'aufhoeren')).length >= 2;
}

/** "Meerschwein", "Meerschweinchen": a pet, though it ends like the insult. */
function isPet(t: Token): boolean {
  return t.norm.startsWith('meerschwein');
}

/**
 * "du siehst aus wie ein Affe", "du isst wie ein Schwein", "das ist ja eklig wie ein Schwein": a
 * put-down by comparison, said to the other or with a shaming word.
 */
function comparisonsToAnimals(lex: Lexicon, facts: GroupFacts, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (let k = 0; k < tokens.length; k++) {
    // "du malst gar nicht wie ein Baby" denies the likeness.
    if (!isWord(tokens[k], 'wie') || (tokens[k - 1] && tokenIn(lex.negations, tokens[k - 1]!))) continue;
    let j = k + 1;
    // "wie ein fettes Schwein": a shaming word on the way makes the comparison a put-down.
    let shamed = isOneOf(tokens[k - 1], SHAMING);
    while (j < tokens.length && j <= k + 3 && (isOneOf(tokens[j], NAMING_FILLERS) || isShaming(tokens[j]!))) {
      if (isShaming(tokens[j]!)) shamed = true;
      j++;
    }
    const t = tokens[j];
    if (!t || t.clause !== tokens[k]!.clause || !isLookalikeToken(t) || (isPet(t) && !shamed)) continue;
    if (!facts.speaksToYou(clauseOf(tokens, t)) && !shamed) continue;
    if (!shamed && treatedAs(tokens, j)) continue;
    out.push({ list: 'insults', entry: t.norm, tokens: [t], start: j, end: j, text: t.raw });
  }
  return out;
}

const SOMEONE_ELSE = wordSet('der', 'die', 'er', 'sie');
const ANNOYS = wordSet('nervt', 'nerven', 'nervte');
const PERSON_BY_ADJECTIVE = wordSet(
  'neue',
  'neuen',
  'kleine',
  'kleinen',
  'grosse',
  'grossen',
  'alte',
  'alten',
  'dicke',
  'andere',
  'anderen',
);

/** A verdict on someone, as the child wrote it from `start` to `end`. */
function verdictFrom(tokens: readonly Token[], start: number, end: Token): Match {
  return matchOfWords('judgements', end.norm, tokens.slice(start, end.index + 1));
}

/**
 * "der nervt eh nur", "der ist doch selber langweilig und dumm", "die sind so blöd", "die Neue ist
 * eh doof": a verdict on someone else, standing at the start of its clause ("der Kuchen ist …"
 * names a thing). One pass.
 */
function verdictsOnSomeoneElse(lex: Lexicon, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (const t of tokens) {
    // At the start of its clause, or right before "ist" anywhere ("guck in den Spiegel die ist
    // doch selber hässlich": "die ist" opens no relative clause, whose verb would come last).
    if (!isOneOf(t, SOMEONE_ELSE) || (tokens[t.index - 1]?.clause === t.clause && !isOneOf(tokens[t.index + 1], COPULAS))) continue;
    // "die Neue ist eh doof", "die anderen sind so blöd": a person named by an adjective.
    const verb = tokens[t.index + (isOneOf(tokens[t.index + 1], PERSON_BY_ADJECTIVE) ? 2 : 1)];
    if (!verb || verb.clause !== t.clause) continue;
    if (isOneOf(verb, ANNOYS)) {
      out.push(verdictFrom(tokens, t.index, verb));
      continue;
    }
    if (!isOneOf(verb, COPULAS)) continue;
    // Up to six words on: "doch selber langweilig und dumm"; a negation before it denies it.
    for (let k = verb.index + 1; k < tokens.length && k <= verb.index + 6 && tokens[k]!.clause === t.clause; k++) {
      const w = tokens[k]!;
      if (tokenIn(lex.negations, w)) break;
      // "der ist vom Pfosten rein geprallt": a thing a preposition points at is no verdict ("zu
      // faul" is still one).
      const aThing = afterPreposition(tokens, k);
      if ((tokenIn(lex.insults, w) || tokenIn(lex.judgements, w)) && !aThing) {
        out.push(verdictFrom(tokens, t.index, w));
        break;
      }
    }
  }
  return out;
}

const BECAUSE = wordSet('weil', 'dass', 'da');
const BECAUSE_OR_THOUGH = wordSet('weil', 'dass', 'obwohl', 'wenn');
const ANNOYING_HOW = wordSet(
  'so',
  'echt',
  'voll',
  'total',
  'mega',
  'richtig',
  'einfach',
  'halt',
  'eh',
  'immer',
  'ganz',
  'schon',
  'ja',
  'doch',
  'wirklich',
  'auch',
  'mal',
);
/** Verdicts said of people only: "weil sie so langweilig sind" may speak of homework. */
const SAID_OF_PEOPLE = wordSet(
  'faul',
  'gemein',
  'fies',
  'egoistisch',
  'frech',
  'unverschämt',
  'unhöflich',
  'selbstsüchtig',
  'kindisch',
  'unfähig',
  'unausstehlich',
  'nervig',
  'böse',
);

/**
 * "…, weil er zu faul ist", "dass sie so gemein war": a verdict on someone else at the end of a
 * "weil" or "dass" clause, the verb last. One pass.
 */
function verdictsAtClauseEnd(lex: Lexicon, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (const t of tokens) {
    // "obwohl der echt voll nervt", "weil sie immer so nervt": annoying, said of someone.
    if (isOneOf(t, BECAUSE_OR_THOUGH) && isOneOf(tokens[t.index + 1], SOMEONE_ELSE)) {
      let k = t.index + 2;
      while (k < t.index + 6 && isOneOf(tokens[k], ANNOYING_HOW)) k++;
      if (isOneOf(tokens[k], ANNOYS) && tokens[k]!.clause === t.clause) {
        out.push(verdictFrom(tokens, t.index + 1, tokens[k]!));
        continue;
      }
    }
    const who = tokens[t.index + 1];
    if (!isOneOf(t, BECAUSE) || !isWord(who, 'er', 'sie') || who!.clause !== t.clause) continue;
    for (let k = who!.index + 1; k < tokens.length && k <= who!.index + 5 && tokens[k]!.clause === t.clause; k++) {
      const w = tokens[k]!;
      if (tokenIn(lex.negations, w)) break;
      if ((tokenIn(lex.insults, w) || isOneOf(w, SAID_OF_PEOPLE)) && isOneOf(tokens[k + 1], COPULAS)) {
        out.push({ ...verdictFrom(tokens, who!.index, tokens[k + 1]!), entry: w.norm });
        break;
      }
    }
  }
  return out;
}

/** Sending the other away, which no "bitte" makes kind: "Geh weg bitte, hier sitzen wir", "Halt dich bitte raus". */
const SENDING_AWAY: ReadonlySet<string> = new Set([
  'geh weg',
  'geh bitte weg',
  'geht weg',
  'geh woanders hin',
  'halt dich ... raus',
  'haltet euch ... raus',
]);

/** "Ich wär echt super froh, wenn …": "echt super" right before a feeling only makes it stronger. */
function intensifiesFeeling(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  const next = tokens[m.end + 1];
  return next !== undefined && next.clause === m.tokens[0]!.clause && tokenIn(lex.feelings, next);
}

const IF = wordSet('wenn', 'wen', 'falls');
const AGAIN = wordSet('nochmal', 'nochmals', 'wieder', 'nochma');
const DONE_TO_ME = wordSet('das', 'dies', 'mich', 'mir', 'meine', 'meinen', 'meinem', 'mein', 'meins');

/**
 * "Wenn du das nochmal machst, verstecke ich dein Handy", "…, zerreiß ich deins": what the child
 * will do to the other's things if it happens again. "…, bin ich traurig" and "…, sag ich es dir" threaten nothing.
 */
function retaliation(tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  const groups = clauses(tokens);
  for (const [g, group] of groups.entries()) {
    // The other does it to me again: "das", "mich", "meine Sachen".
    const toMe = group.some((t) => isOneOf(t, DONE_TO_ME));
    if (!isOneOf(group[0], IF) || !group.some((t) => isWord(t, 'du')) || !toMe || !againIn(group)) continue;
    const main = (groups[g + 1] ?? []).filter((t) => t.sentence === group[0]!.sentence);
    const i = main.findIndex((t) => isWord(t, 'ich'));
    if (i < 1 || i > 2) continue;
    const yours = main.findIndex((t, k) => k > i && k <= i + 3 && (isOneOf(t, YOURS) || isWord(t, 'deins', 'deines')));
    if (yours < 0 || main.some((t) => isWord(t, 'gern', 'gerne'))) continue;
    const words = main.slice(0, yours + 2).filter((t) => !t.isEmoji && /\p{L}/u.test(t.raw));
    out.push(matchOfWords('threats', 'wenn du … nochmal, … ich dein …', words));
  }
  return out;
}

/** "nochmal", "noch mal", "noch einmal", "wieder" in the clause. */
function againIn(group: readonly Token[]): boolean {
  return group.some((t, k) => isOneOf(t, AGAIN) || (isWord(t, 'noch') && isWord(group[k + 1], 'mal', 'einmal')));
}

/** "Der das geschrieben hat ist selber peinlich und hässlich": a put-down sent back. */
export function sentBack(lex: Lexicon, tokens: readonly Token[]): Match[] {
  const out: Match[] = [];
  for (const t of tokens) {
    if (!isOneOf(t, SENT_BACK_IS) || !isWord(tokens[t.index + 1], 'selber', 'selbst')) continue;
    const back = tokens.slice(t.index + 2, t.index + 5).filter((u) => u.clause === t.clause);
    const mean = back.findIndex((u) => (tokenIn(lex.insults, u) && !isLookalikeToken(u)) || tokenIn(lex.judgements, u));
    if (mean < 0 || back.slice(0, mean).some((u) => tokenIn(lex.negations, u))) continue;
    const word = back[mean]!;
    out.push({
      list: 'judgements',
      entry: 'ist selber …',
      tokens: [t, word],
      start: t.index,
      end: word.index,
      text: tokens
        .slice(t.index, word.index + 1)
        .map((u) => u.raw)
        .join(' '),
    });
  }
  return out;
}

const SENT_BACK_IS = wordSet('ist', 'bist', 'sind', 'seid');

export function findHostility(lex: Lexicon, tokens: readonly Token[], opts: HostilityOptions): Hostility[] {
  const found: Hostility[] = [];
  const add = (kind: HostilityKind, ms: Match[]) => ms.forEach((match) => found.push({ kind, match }));
  const facts = groupFacts(lex);
  const clauseSpeaksToYou = (m: Match) => facts.speaksToYou(clauseOf(tokens, m.tokens[0]!));
  const aboutMe = saidAboutMe(tokens);
  let normsOnce: string[] | undefined;
  const norms = () => (normsOnce ??= tokens.map((t) => t.norm));
  // Per clause, where its first "wenn", "als", "weil" or "dass" stands; worked out once, when asked.
  let openers: Map<number, number> | undefined;
  const situationFrom = () => {
    if (!openers) {
      openers = new Map();
      for (const t of tokens) {
        // "das" stands for "dass" only before its subject ("das ich nie …"); "das find ich" points.
        const opens = isOneOf(t, SITUATION_OPENERS) && (!isWord(t, 'das') || isOneOf(tokens[t.index + 1], SUBJECTS));
        if (opens && !openers.has(t.clause)) openers.set(t.clause, t.index);
      }
    }
    return openers;
  };

  // "ich hau deinen auch nicht um": a denial inside the threat's gap promises the opposite.
  add('threat', [
    ...findMatches(lex.threats, tokens).filter(
      (m) => !tokens.slice(m.start, m.end).some((t) => !m.tokens.includes(t) && tokenIn(lex.negations, t)),
    ),
    ...retaliation(tokens),
  ]);
  add(
    'contempt',
    // "wenn jemand 'du bist zu klein' zu mir sagt": what someone says, told.
    findMatches(lex.contempt, tokens).filter(
      (m) =>
        !treatedAs(tokens, m.end) &&
        !isReported(facts, tokens, m, aboutMe) &&
        !deniedLikeness(lex, tokens, m.end) &&
        // "Dein Handy ist nicht Schrott", "du spielst gar nicht so schlecht": the gap denies the last word.
        !(m.tokens.length > 1 && tokens.slice(m.tokens.at(-2)!.index + 1, m.end).some((t) => tokenIn(lex.negations, t))),
    ),
  );
  add('sarcasm', [
    ...findMatches(lex.sarcasm, tokens).filter(
      (m) =>
        !intensifiesFeeling(lex, tokens, m) &&
        !laughsAtItself(tokens, m) &&
        !(isOneOf(tokens[m.start - 1], COMING) && m.entry === 'schon klar'),
    ),
    ...sarcasticPraise(lex, facts, tokens),
  ]);
  add(
    'rude-command',
    findMatches(lex['rude-commands'], tokens).filter((m) => !hasSubjectBefore(tokens, m)),
  );
  add(
    'blunt-command',
    findMatches(lex['blunt-commands'], tokens).filter(
      (m) =>
        !hasSubjectBefore(tokens, m) &&
        // "sei bitte einfach still": "einfach" inside the command brushes the other off, "bitte" or not.
        (!softened(facts, tokens, m) || SENDING_AWAY.has(m.entry) || tokens.slice(m.start, m.end).some((t) => isWord(t, 'einfach'))) &&
        !negationBefore(lex, tokens, m.start, 1),
    ),
  );
  add(
    'insult',
    findMatches(lex.insults, tokens).filter((m) => {
      if ((negationBefore(lex, tokens, m.start) || deniedLikeness(lex, tokens, m.start)) && !comparisonAfter(tokens, m.end)) return false;
      if (saidOfEveryoneOnce(norms(), m.start) || onlyTheWord(norms(), m.start)) return false;
      if (isReported(facts, tokens, m, aboutMe)) return false;
      if (opts.onlyAimedAtYou && !clauseSpeaksToYou(m)) return false;
      // "Ich hol einen Lappen", "an den Pfosten", "Schwein gehabt", "blöd gelaufen": everyday words.
      if (isLookalike(m) && !namesSomeone(lex, facts, tokens, m)) return false;
      // "klein wie ein Meerschwein", "beim Meerschwein": the pet, unless it is a name ("du Meerschwein").
      if (m.tokens.length === 1 && isPet(m.tokens[0]!) && !isWord(tokens[m.start - 1], 'du', 'ihr')) return false;
      if (treatedAs(tokens, m.start)) return false;
      if (activityCalled(tokens, m) || thatIsCalled(tokens, m) || findsItSo(tokens, m)) return false;
      return true;
    }),
  );
  add('insult', comparisonsToAnimals(lex, facts, tokens));
  add('contempt', onlyForThem(lex, tokens));
  add('judgement', shamedYours(tokens));
  add('judgement', verdictsOnSomeoneElse(lex, tokens));
  add('judgement', verdictsAtClauseEnd(lex, tokens));
  add('judgement', sentBack(lex, tokens));
  add(
    'judgement',
    findMatches(lex.judgements, tokens).filter(
      (m) =>
        (judgesYou(facts, tokens, m) || pointsBackToYours(tokens, untilWhen(clauseOf(tokens, m.tokens[0]!), m))) &&
        !angryWith(tokens, m) &&
        !(negationBefore(lex, tokens, m.start) && !comparisonAfter(tokens, m.end)) &&
        !isReported(facts, tokens, m, aboutMe),
    ),
  );
  // "deine Frisur sieht kein bisschen schön aus": a kind word denied to the other is a verdict.
  // "ich kann deine Schrift nicht so gut lesen" says what the child cannot do.
  add(
    'judgement',
    findMatches(lex['kind-words'], tokens).filter(
      (m) =>
        !iCannot(clauseOf(tokens, m.tokens[0]!), m) &&
        (tokens.slice(m.start, m.end + 1).some((t) => tokenIn(lex.negations, t) && !m.tokens.includes(t)) ||
          (m.tokens.length === 1 &&
            negationBefore(lex, tokens, m.start, 3) &&
            !stillToCome(tokens, m.start) &&
            !deniedTwice(lex, tokens, m))) &&
        (yoursOrYou(lex, untilWhen(clauseOf(tokens, m.tokens[0]!), m)) || pointsBackToYours(tokens, clauseOf(tokens, m.tokens[0]!))),
    ),
  );
  add(
    'absolute',
    findMatches(lex.absolutes, tokens).filter((m) => {
      const clause = clauseOf(tokens, m.tokens[0]!);
      // "wenn ich den Müll fast jeden Tag runterbringe": what the child itself does "almost" every
      // day is counted, not claimed; "weil du fast immer zu spät kommst" still blames.
      if (isWord(tokens[m.start - 1], 'fast', 'beinahe') && !facts.speaksToYou(clause)) return false;
      // "ich fühl mich kein bisschen wohl, wenn ihr flüstert": how much of the own feeling.
      const after = tokens[m.end + 1];
      if (
        after &&
        m.tokens.some((t) => isWord(t, 'bisschen', 'gar', 'überhaupt')) &&
        tokenIn(lex.feelings, after) &&
        clause.some((t) => isWord(t, 'ich', 'mich'))
      )
        return false;
      // "Ich will nie im Leben wieder, dass du …": never said to the other, anywhere in the sentence.
      const never = isOneOf(m.tokens[0], NEVER);
      // "…, weil du nur anrufst, wenn du was willst, so wie immer": "wie immer" speaks of the whole sentence.
      const asAlways = isWord(m.tokens[0], 'immer') && isWord(tokens[m.start - 1], 'wie');
      const scope = never || asAlways ? sentenceOf(tokens, m.tokens[0]!) : clause;
      // "ich bin traurig, wenn ich nie den Ball kriege": in an I-message the situation is told
      // as it happened, whoever it happens to.
      const inSituation = opts.strictAbsolutes && (situationFrom().get(clause[0]!.clause) ?? Infinity) < m.start;
      if (!inSituation && !facts.speaksToYou(scope)) return false;
      // "kein bisschen hässlich" reassures: the absolute denies a hurtful word; "du bist nie
      // allein" comforts.
      if (deniesHurt(lex, tokens, m) || (never && isOneOf(tokens[m.end + 1], ALONE))) return false;
      // "ohne dich hätten wir das nie geschafft": never without the other is praise.
      if (never && clause.some((t, k) => k < clause.indexOf(m.tokens[0]!) && isWord(t, 'ohne') && isWord(clause[k + 1], 'dich', 'euch')))
        return false;
      // "Du lernst das nie", "nie im Leben wieder deine Freundin": no kind word softens never.
      if (never) return true;
      // "du bist immer so nett" praises; "kannst du bitte nicht immer …" asks nicely.
      if (facts.praises(clause)) return false;
      if (!opts.strictAbsolutes && facts.kind(clause)) return false;
      return true;
    }),
  );

  // One problem per word: a threat that contains an insult is reported once.
  const seen = new Set<number>();
  return found
    .sort((a, b) => SEVERITY.indexOf(a.kind) - SEVERITY.indexOf(b.kind))
    .filter((h) => {
      if (h.match.tokens.some((t) => seen.has(t.index))) return false;
      h.match.tokens.forEach((t) => seen.add(t.index));
      return true;
    });
}

const ALONE = wordSet('allein', 'alleine', 'einsam');
/** "danke für den Tipp, aber ich komm schon klar": the child manages, it does not mock. */
const COMING = wordSet('komm', 'komme', 'kommen', 'kommt', 'kommst');

const ADJECTIVE_ENDING = /(e|er|es|en)$/;
/** "lieber Papagei", "Frau Schnecke", "Herr Schlaumeier": the name given as a title. */
const DEAR = wordSet('lieber', 'liebe', 'liebes', 'lieben', 'mein', 'meine', 'kleiner', 'kleine', 'alter', 'alte', 'frau', 'herr');

/**
 * "Bitte frag mich, bevor du in meinen Rucksack schaust, du Schnüffler." for "Was schnüffelst du
 * in meinem Rucksack herum, du Schnüffler?": the name the sentence gave the other ("du
 * Schnüffler", "du lahme Ente"), said to them again, also as "lieber Papagei". Null when there is none.
 */
export function keptName(original: readonly Token[], tokens: readonly Token[]): Token | null {
  // The word right after "du", or after "du" and an adjective ("du lahme Ente", "du alter …"),
  // when it ends its clause, as a name one calls someone does.
  const after = (ts: readonly Token[], i: number): Token[] => {
    const next = ts[i + 1];
    if (!next || next.clause !== ts[i]!.clause) return [];
    const then = ts[i + 2];
    const adjective = ADJECTIVE_ENDING.test(next.norm) && next.raw === next.raw.toLowerCase() && !isOneOf(next, ARTICLES);
    const name = adjective && then && then.clause === next.clause && !then.isEmoji ? then : next;
    // "du Trödler 🙂": a face after the name ends it too.
    const following = ts[name.index + 1];
    return following?.clause === name.clause && !following.isEmoji ? [] : [name];
  };
  const names = new Set<string>();
  for (const t of original) {
    // "…, du Schnüffler": "du" opening a clause inside the sentence, followed by a noun.
    if (!isWord(t, 'du') || original[t.index - 1]?.sentence !== t.sentence || original[t.index - 1]?.clause === t.clause) continue;
    const name = after(original, t.index).find((n) => /^\p{Lu}/u.test(n.raw));
    if (name) names.add(name.norm);
  }
  if (names.size === 0) return null;
  const norms = tokens.map((t) => t.norm);
  for (const t of tokens) {
    // "ich sag nicht Trottel, ich sag: …": the name only named.
    if (onlyTheWord(norms, t.index)) continue;
    if (isWord(t, 'du')) {
      const name = after(tokens, t.index).find((n) => names.has(n.norm));
      if (name) return name;
    }
    // "…, lieber Papagei 😊": the name said again with a kind word before it.
    if (names.has(t.norm) && isOneOf(tokens[t.index - 1], DEAR)) return t;
    // "Beeil dich bitte, Schlafmütze 😴": the name called out on its own, between commas.
    // "sorry, dass ich „Affe“ gesagt hab": the name quoted as what was said is no name called.
    const next = tokens[t.index + 1];
    if (isWord(next, 'gesagt', 'genannt')) continue;
    if (names.has(t.norm) && tokens[t.index - 1]?.clause !== t.clause && (next?.clause !== t.clause || next.isEmoji)) return t;
  }
  return null;
}

/** "genau was ich mir gewünscht hab… nicht": a "nicht" after dots at the end takes it all back. */
export function takenBack(text: string): string | null {
  // Only the end of the answer is looked at, so a long run of dots costs nothing.
  return /(?:…|\.{2,})\s*(?:nicht|not)\s*[.!]*\s*$/iu.exec(text.slice(-40))?.[0].trim() ?? null;
}

const PICTURE_ARTICLES = wordSet('ein', 'eine', 'einen', 'einem', 'der', 'die', 'das');
/** "Vögel" and "Vogelnest": the loose key without the "e" of a written-out umlaut. */
const plainKey = (t: Token) => t.loose.replace(/([aou])e/g, '$1');

/**
 * "wow tolle frisur, wohnen da schon vögel drin? 🐦" for "Deine Frisur sieht aus wie ein Vogelnest!":
 * the picture the sentence compared the other with ("wie ein Vogelnest", "wie ein nasser Sack",
 * "das kann ja ein Baby besser"), named again, keeps the joke on them. "Du malst gar nicht wie ein
 * Baby" and "ein Baby kann das nicht besser" deny it. The word, or null.
 */
export function keptPicture(lex: Lexicon, original: readonly Token[], tokens: readonly Token[]): Token | null {
  const pictures: Token[] = [];
  for (const t of original) {
    // "das kann ja ein Baby besser": the one who would do it better is the picture too.
    const [who, better] = [original[t.index + 1], original[t.index + 2]];
    if (
      isWord(t, 'ein', 'eine', 'jedes', 'jeder') &&
      who &&
      /^\p{Lu}/u.test(who.raw) &&
      isWord(better, 'besser') &&
      better!.clause === t.clause
    )
      pictures.push(who);
    if (!isWord(t, 'wie') || !isOneOf(original[t.index + 1], PICTURE_ARTICLES)) continue;
    const noun = [original[t.index + 2], original[t.index + 3]].find((u) => u && u.clause === t.clause && /^\p{Lu}/u.test(u.raw));
    if (noun) pictures.push(noun);
  }
  if (pictures.length === 0) return null;
  // "sagen" is no "Sack": a shared stem counts where the words also begin alike.
  const same = (t: Token, p: Token) =>
    ([...t.stems].some((k) => p.stems.has(k)) && plainKey(t).slice(0, 3) === plainKey(p).slice(0, 3)) ||
    (plainKey(t).length >= 4 && plainKey(p).startsWith(plainKey(t)));
  return (
    tokens.find(
      (t) =>
        pictures.some((p) => same(t, p)) &&
        !tokens.slice(Math.max(0, t.index - 4), t.index + 5).some((u) => u.clause === t.clause && tokenIn(lex.negations, u)),
    ) ?? null
  );
}

export const keptNameMessage = 'Du nennst den anderen noch so wie vorher. Lass den Namen weg und sag, was du dir wünschst.';

const LIKE_A = wordSet('ein', 'eine', 'einen', 'einem', 'einer', 'mit');

/**
 * "wenn du mich wie ein Baby behandelst", "du redest mit mir wie mit einem Baby": the word tells
 * how the child feels treated, not what the other is.
 */
function treatedAs(tokens: readonly Token[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && isOneOf(tokens[k], LIKE_A)) k--;
  return isWord(tokens[k], 'wie') && isOneOf(tokens[k - 1], ME_OR_US) && tokens[k - 1]!.clause === tokens[at]!.clause;
}

const AT = wordSet('auf', 'mit');
const ME_OR_US = wordSet('mich', 'mir', 'uns');

/** "du bist vielleicht böse auf mich": being cross with someone is a feeling, not a verdict. */
function angryWith(tokens: readonly Token[], m: Match): boolean {
  return isOneOf(tokens[m.end + 1], AT) && isOneOf(tokens[m.end + 2], ME_OR_US);
}

/** Words that open the clause telling what happened: "wenn", "als", "weil", "dass". */
const SITUATION_OPENERS = wordSet('wenn', 'wen', 'wann', 'als', 'weil', 'dass', 'das');
const SUBJECTS = wordSet('ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man');

/**
 * "weil du einfach gemein bist": a word for what the other is like, not what they do. Said to
 * "du", also words that may be said of things ("doof", "eklig"); said of "er" or "sie", only
 * SAID_OF_PEOPLE.
 */
const MEAN: ReadonlySet<string> = new Set([
  ...SAID_OF_PEOPLE,
  ...wordSet('doof', 'blöd', 'bloed', 'dumm', 'unfair', 'hinterhältig', 'eklig', 'gierig', 'geizig', 'zickig', 'rücksichtslos'),
]);

/** Words that make "…, dass du so ein Egoist bist" a verdict on the person ("wenn du so laut bist" describes what happens). */
const CHARACTERISING = ['ein', 'eine', 'einer', 'einen', 'solch', 'solche', 'solcher', 'zwei', 'drei'];

/** "weil du so lange weg bist": how long, how far or how often, not what the other is like. */
const HOW_MUCH = wordSet('lange', 'weit', 'weg', 'spät', 'spaet', 'früh', 'frueh', 'oft', 'selten', 'viel', 'wenig', 'nah');

/**
 * "weil du so vergesslich bist", "weil du immer so rechthaberisch bist": a reason that says what
 * the other is like ("wenn du so laut bist" tells when; "weil du so traurig bist" sees a feeling,
 * "weil du so lieb bist" is kind).
 */
function soReason(lex: Lexicon, tokens: readonly Token[], k: number, between: readonly Token[]): boolean {
  return (
    isWord(tokens[k - 1], 'weil') &&
    between.some((t) => isWord(t, 'so')) &&
    !between.some(
      (t) =>
        isOneOf(t, HOW_MUCH) ||
        tokenIn(lex.negations, t) ||
        tokenIn(lex.feelings, t) ||
        tokenIn(lex['kind-words'], t) ||
        tokenIn(lex['positive-words'], t),
    )
  );
}

/**
 * "weil du halt nur an dich selbst denkst": the other said to think of no one but themselves.
 * "dass du auch an mich denkst" wishes, and "du denkst nicht nur an dich" denies it.
 */
function onlyOfYourself(lex: Lexicon, tokens: readonly Token[], k: number): Match | null {
  const you = tokens[k]!;
  const rest = tokens.slice(k + 1, k + 9).filter((t) => t.clause === you.clause);
  const only = rest.findIndex((t, i) => isWord(t, 'nur') && isWord(rest[i + 1], 'an') && isWord(rest[i + 2], 'dich', 'euch'));
  if (only < 0 || rest.slice(0, only).some((t) => tokenIn(lex.negations, t))) return null;
  const thinks = rest.findIndex((t) => isWord(t, 'denkst', 'denkt', 'dachtest'));
  if (thinks < 0) return null;
  const end = rest[Math.max(thinks, only + 2)]!;
  return {
    list: 'you-words',
    entry: 'nur an dich',
    tokens: tokens.slice(k, end.index + 1),
    start: k,
    end: end.index,
    text: tokens
      .slice(k, end.index + 1)
      .map((t) => t.raw)
      .join(' '),
  };
}

/**
 * The verdict hidden in a subordinate clause: "weil du so ein Ballfresser bist", "dass ihr
 * fiese Lästertanten seid" (the verb comes last). "wenn du nicht pünktlich bist" describes a
 * behaviour and stays fine. Each "du" looks at most six words ahead.
 */
export function characterisedInSubclause(lex: Lexicon, tokens: readonly Token[]): Match | null {
  for (let k = 0; k < tokens.length; k++) {
    const you = tokens[k]!;
    if (!isWord(you, 'du', 'ihr')) continue;
    // "Ich finde, dass du echt fies über meine Freunde redest", "weil du gemein zu mir warst":
    // a word for how the other is, right after "dass du" or "weil du".
    if (isWord(tokens[k - 1], 'dass', 'das', 'weil')) {
      const mean = tokens.slice(k + 1, k + 4).find((t) => t.clause === you.clause && isOneOf(t, MEAN));
      // "dass du es nicht böse meinst": denied.
      if (mean && !tokens.slice(k + 1, mean.index).some((t) => tokenIn(lex.negations, t)))
        return { list: 'you-words', entry: 'du … bist', tokens: [you, mean], start: k, end: mean.index, text: `${you.raw} … ${mean.raw}` };
    }
    const selfish = onlyOfYourself(lex, tokens, k);
    if (selfish) return selfish;
    for (let j = k + 2; j < Math.min(tokens.length, k + 8) && tokens[j]!.clause === you.clause; j++) {
      if (!isWord(tokens[j], 'bist', 'seid', 'warst', 'wart')) continue;
      const between = tokens.slice(k + 1, j);
      if (between.some((t) => isWord(t, 'mein', 'meine', 'mir'))) break;
      // "als du um drei noch nicht da warst": "um drei" is a time.
      const characterising = (t: Token) => isWord(t, ...CHARACTERISING) && !isWord(tokens[t.index - 1], 'um');
      if (between.some((t) => characterising(t) || isOneOf(t, MEAN)) || soReason(lex, tokens, k, between)) {
        return {
          list: 'you-words',
          entry: 'du … bist',
          tokens: [you, tokens[j]!],
          start: k,
          end: j,
          text: `${you.raw} … ${tokens[j]!.raw}`,
        };
      }
      break;
    }
  }
  return null;
}

const FUNCTION_WORDS = new Set(
  'der die das dem den des ein eine einen einem einer und oder aber so ja doch mal nur noch auch schon ist bin bist sind war hat habe hast mit zu von in im an am auf für es er sie wir ihr ich du mich dich mir dir'.split(
    ' ',
  ),
);

function contentKeys(tokens: readonly Token[]): string[] {
  return words(tokens)
    .filter((t) => !FUNCTION_WORDS.has(t.norm))
    .map((t) => t.loose);
}

function sharesContentWord(original: readonly Token[], rewrite: readonly Token[]): boolean {
  const originalKeys = new Set(contentKeys(original));
  return contentKeys(rewrite).some((k) => originalKeys.has(k));
}

/**
 * "Nie hast du Zeit, mit mir zu spielen!": a noun of the sentence (capitalised, not its first word)
 * is what the quarrel is about, even where the word is common ("Zeit", "Tag").
 */
function nounInSentence(sentence: readonly Token[], t: Token): boolean {
  const previous = sentence[sentence.indexOf(t) - 1];
  return previous !== undefined && previous.sentence === t.sentence && /^\p{Lu}/u.test(t.raw);
}

/**
 * Whether the answer is about the situation: it shares a word stem (not a function word) with
 * the sentence or with the situation's topic words from the content bank ("Lineal", "leihen",
 * "zurückgeben" for a quarrel about a ruler). A few topic words count although the general
 * stop-word list holds them ("Sache", "allein", "ehrlich", "anders"): they say what the quarrel is about,
 * where "Zeit", "machen" or "später" fit any text. One pass over each text, set lookups.
 */
const TOPIC_STOP_WORDS: ReadonlySet<string> = new Set('sache allein alleine selbst uhr ordnung ehrlich anders'.split(' '));

export function aboutTheSituation(sentence: readonly Token[], topic: readonly Token[], answer: readonly Token[]): boolean {
  const stems = new Set<string>();
  const topicStems = new Set<string>();
  // Talking the quarrel over, asking to stop and saying it hurts are about any quarrel: "Lass
  // uns in Ruhe reden", "Hör bitte auf, das tut mir weh".
  for (const t of words(TALKING_IT_OVER)) for (const k of t.stems) stems.add(k);
  for (const t of words(sentence)) {
    if (t.norm.length < 3 || (isStopWord(t.norm) && !nounInSentence(sentence, t))) continue;
    for (const k of t.stems) stems.add(k);
  }
  for (const t of words(topic)) {
    if (t.norm.length < 3) continue;
    const stop = isStopWord(t.norm);
    if (stop && !TOPIC_STOP_WORDS.has(t.norm)) continue;
    for (const k of t.stems) {
      stems.add(k);
      if (stop) topicStems.add(k);
    }
  }
  // "vorzusingen" and "singst", "angeschaut" and "schauen": a separable verb holds the plain one.
  const shares = (keys: ReadonlySet<string>) => {
    for (const k of keys) if (stems.has(k)) return true;
    return false;
  };
  // "Fütterplan" and "gefüttert": a compound that starts with a word of the situation.
  const long = [...stems].filter((k) => k.length >= 5);
  const compound = (t: Token) => t.loose.length >= 7 && long.some((k) => t.loose.startsWith(k));
  // "Schaukle" for "Schaukel", "Bausteen" for "Bausteine": a child's or a dialect's one slip.
  const longWords = [...words(sentence), ...words(topic)].filter((t) => t.norm.length >= 5 && !isStopWord(t.norm)).map((t) => t.norm);
  const slipped = (t: Token) => t.norm.length >= 5 && longWords.some((w) => slipOf(t.norm, w));
  // "mach mich nicht nach" for "Hör auf, mich nachzumachen": the verb and its prefix apart.
  const prefixOf = new Map<string, string>();
  for (const t of [...words(sentence), ...words(topic)]) {
    const parts = separableParts(t);
    if (parts) for (const k of parts.stems) prefixOf.set(k, parts.prefix);
  }
  const answerWords = new Set(words(answer).map((t) => t.norm));
  const separated = (t: Token) => [...t.stems].some((k) => answerWords.has(prefixOf.get(k) ?? ''));
  return words(answer).some((t) => {
    if (t.norm.length < 3) return false;
    // "i wart" for a topic "warten": a stop word that is the topic word's own stem, as written
    // and longer than a particle ("mal" is no "malen", "soll" no "Sohle").
    if (isStopWord(t.norm)) return (t.norm.length > 3 && stems.has(t.norm)) || [...t.stems].some((k) => topicStems.has(k));
    return shares(t.stems) || shares(innerVerbStems(t)) || stems.has(youFormStem(t)) || compound(t) || slipped(t) || separated(t);
  });
}

const ME = wordSet('ich', 'mir', 'mich');
const YOU = wordSet('du', 'dir', 'dich');
const ARE = wordSet('bist', 'bis', 'biste');
/** Words of a short question to the other child. */
const LONGEST_QUESTION = 8;

/**
 * "Willst du mir was sagen?", "isch seh du bist traurig": the child turns to the other child,
 * asks about the two of them or sees how the other feels. That answers any quarrel. A short
 * question that holds both "du" and "ich", or "du bist" with a feeling in one clause.
 */
export function turnsToTheOther(lex: Lexicon, tokens: readonly Token[], questions: ReadonlySet<number>): boolean {
  for (const sentence of sentences(tokens)) {
    if (!sentence.some((t) => isOneOf(t, YOU))) continue;
    const asks = questions.has(sentence[0]!.sentence) && words(sentence).length <= LONGEST_QUESTION;
    if (asks && sentence.some((t) => isOneOf(t, ME))) return true;
  }
  return clauses(tokens).some((clause) => {
    const at = clause.findIndex((t, k) => isOneOf(t, ARE) && (isWord(clause[k - 1], 'du') || isWord(clause[k + 1], 'du')));
    return at >= 0 && findMatches(lex.feelings, clause.slice(at)).length > 0;
  });
}

const OWN = wordSet('ich', 'i', 'wir', 'mia');
const WITHOUT = wordSet('ohne', 'weg');

/**
 * "warte, ich heb das mit dir auf", "ich mach das für dich", "dann darfst du ihn kurz haben", "du
 * kannst nach der Pause mitmachen": the child offers to do something with or for the other, lets
 * the other have a turn or asks them to join. A negation or "ohne" in the clause turns it away
 * ("ich spiel nicht mit dir").
 */
const JOINING = /^(mitmachen|mitspielen|mitkommen|dazukommen)$/;

function offersSomething(lex: Lexicon, tokens: readonly Token[]): boolean {
  return clauses(tokens).some((c) => {
    if (c.some((t) => tokenIn(lex.negations, t) || isOneOf(t, WITHOUT))) return false;
    const lets = c.some((t, k) => isWord(t, 'darfst') && (isWord(c[k - 1], 'du') || isWord(c[k + 1], 'du')));
    // "du kannst nach der pause mit machen": the other asked to join.
    const joins =
      c.some((t, k) => isWord(t, 'kannst') && isWord(c[k - 1], 'du')) &&
      c.some((t, k) => JOINING.test(t.norm) || (isWord(t, 'mit') && isWord(c[k + 1], 'machen', 'spielen', 'kommen')));
    const withYou = c.some((t, k) => (isWord(t, 'mit') && isWord(c[k + 1], 'dir')) || (isWord(t, 'für') && isWord(c[k + 1], 'dich')));
    return lets || joins || (withYou && c.some((t) => isOneOf(t, OWN)));
  });
}

/**
 * "Ich mag Pizza am liebsten, du auch?": a thing named with its capital letter inside a sentence,
 * that the situation does not name, makes a question about something else.
 */
function namesSomethingElse(sentence: readonly Token[], topic: readonly Token[], tokens: readonly Token[]): boolean {
  return tokens.some(
    (t, k) =>
      k > 0 &&
      tokens[k - 1]!.sentence === t.sentence &&
      /^\p{Lu}\p{Ll}{2,}$/u.test(t.raw) &&
      !isStopWord(t.norm) &&
      !aboutTheSituation(sentence, topic, [t]),
  );
}

/** A feeling of the child's own that the sentence did not have: "Das hat mich echt traurig gemacht". */
function addsOwnFeeling(lex: Lexicon, original: readonly Token[], tokens: readonly Token[]): boolean {
  if (findMatches(lex.feelings, original).length > 0) return false;
  return findMatches(lex.feelings, tokens).some((m) => clauseOf(tokens, m.tokens[0]!).some((t) => isWord(t, 'ich', 'mich', 'mir')));
}

/**
 * "das Eis ist meins, bitte gib es mir zurück" for "Gib mir sofort das Eis, das ist meins!": a
 * "bitte" the sentence did not have, and a word of it left out, turn the order into a request.
 */
function asksNicelyNow(lex: Lexicon, original: readonly Token[], tokens: readonly Token[]): boolean {
  if (findMatches(lex['polite-words'], original).length > 0 || findMatches(lex['polite-words'], tokens).length === 0) return false;
  const kept = new Set(tokens.map((t) => t.loose));
  return words(original).some((t) => !kept.has(t.loose));
}

/** What someone gave or made for the child: "Dein Geschenk …", "Dein Kuchen …". */
const GIFT = /^(geschenk|kuchen|gebacken|gekocht|gebastelt)/;

/** "Danke 😊", "Danke schön!" for "Dein Geschenk ist doch total langweilig.": thanks alone are the kind answer to a gift. */
function thanksForAGift(original: readonly Token[], ws: readonly Token[]): boolean {
  return (
    original.some((t) => GIFT.test(t.norm)) &&
    ws.length > 0 &&
    isWord(ws[0], 'danke', 'dankeschön') &&
    ws.slice(1).every((t) => isWord(t, 'schön', 'sehr'))
  );
}

const NEEDS = /^brauch/;

const BUT = wordSet('aber', 'trotzdem');

/**
 * "coole schuhe, die sind mal was anderes" for "Deine Schuhe sind total peinlich.": a kind word in a
 * sentence about the thing the sentence put down (a noun it writes with a capital, not first) is a
 * compliment, said to no "du".
 */
function complimentOnTheThing(original: readonly Token[], tokens: readonly Token[], kind: readonly Match[]): boolean {
  // "du Papagei" is a name, not a thing.
  const thing = (t: Token, k: number) =>
    k > 0 && original[k - 1]!.sentence === t.sentence && !isWord(original[k - 1], 'du') && t.norm.length >= 4 && /^\p{Lu}/u.test(t.raw);
  const things = new Set(original.filter((t, k) => thing(t, k) && !isStopWord(t.norm)).flatMap((t) => [...t.stems]));
  if (things.size === 0 || kind.length === 0) return false;
  // A sentence of four words or more: "jdjdjdjsjs haare nett" is no compliment (counted once per sentence).
  const longEnough = perGroup((sentence) => words(sentence).length >= 4);
  const about = new Set(
    tokens.filter((t) => [...t.stems].some((k) => things.has(k)) && longEnough(sentenceOf(tokens, t))).map((t) => t.sentence),
  );
  return kind.some((m) => about.has(m.tokens[0]!.sentence));
}

const VERBS_TO_YOU = wordSet(
  'magst',
  'willst',
  'kannst',
  'möchtest',
  'hast',
  'kommst',
  'spielst',
  'hilfst',
  'gibst',
  'darfst',
  'brauchst',
  'würdest',
  'könntest',
);

/** "wie heißt er", "was machst du": a question word, its verb and who, without a question mark. */
const QUESTION_WORDS = wordSet('wie', 'was', 'wo', 'wann', 'wer', 'welche', 'welcher', 'welches', 'wohin', 'woher');
const ASKED_ABOUT = wordSet('er', 'sie', 'es', 'du', 'ihr', 'dir', 'der', 'die', 'das', 'dein', 'deine', 'man');

/**
 * "dein hund sieht lustig aus, wie heißt er": the last part of the answer, left without a mark at
 * its end, asks. "warum" and "wieso" often reproach, so they are left to the question mark.
 */
function unmarkedQuestion(text: string, tokens: readonly Token[]): boolean {
  if (!/\p{L}$/u.test(text.trim())) return false;
  const last = tokens.at(-1);
  if (!last) return false;
  const clause = tokens.filter((t) => t.clause === last.clause && t.sentence === last.sentence);
  return (
    clause.length >= 3 && isOneOf(clause[0], QUESTION_WORDS) && !isOneOf(clause[1], CHALLENGING_VERBS) && isOneOf(clause[2], ASKED_ABOUT)
  );
}

/** "was soll das", "was willst du", "was glotzt du": a challenge, not a question. */
const CHALLENGING_VERBS = wordSet('soll', 'sollte', 'willst', 'wollt', 'glaubst', 'denkst', 'bildest', 'glotzt', 'guckst', 'hast', 'habt');

/** "…, aber der Anfang klang richtig schön": a kind word after "aber" is an honest compliment. */
function complimentAfterBut(tokens: readonly Token[], kind: readonly Match[]): boolean {
  const firstBut = new Map<number, number>();
  for (const t of tokens) if (isOneOf(t, BUT) && !firstBut.has(t.sentence)) firstBut.set(t.sentence, t.index);
  return kind.some((m) => (firstBut.get(m.tokens[0]!.sentence) ?? Infinity) < m.start);
}

// Words of talking a quarrel over, stopping it, helping and comforting: about any quarrel.
const TALKING_IT_OVER = tokenize('reden sprechen klären vertragen Streit streiten zuhören erklären aufhören weh');

const TOGETHER = wordSet('zusammen', 'gemeinsam', 'miteinander');
const US = wordSet('wir', 'uns', 'komm', 'kommt');

/**
 * "Komm, wir bauen es zusammen wieder auf", "Wollen wir es zusammen nachschauen?": the child
 * offers the other to put it right together, an answer to any quarrel. One short sentence holds
 * both; its words, or none. "Wollen wir morgen zusammen Eis essen gehen?" offers something else.
 */
function offerToDoItTogether(tokens: readonly Token[]): readonly Token[] | null {
  const together = new Set(tokens.filter((t) => isOneOf(t, TOGETHER) && sentenceOf(tokens, t).length <= 12).map((t) => t.sentence));
  const us = tokens.find((t) => isOneOf(t, US) && together.has(t.sentence));
  return us ? sentenceOf(tokens, us) : null;
}

const OFFERING = wordSet('soll', 'sollen', 'kann', 'darf');
const SAYING_IT = wordSet('sag', 'sage', 'sagen', 'sagn', 'sog', 'sogn');
const TO_THEM = wordSet('dir', 'euch', 'mehr');
// "ich sag lieber nichts": a silence chosen, like one wished for.
// "ich sag einfach nix und lächel": a silence chosen, with a smile.
const WOULD = wordSet('würde', 'würd', 'wuerde', 'lieber', 'einfach');
const NOTHING = wordSet('nichts', 'nix', 'nischt', 'nüscht');
const AWAY = wordSet('raus', 'weg', 'hinaus', 'fort');
const ABOUT_IT = wordSet('dazu', 'darüber', 'drüber', 'davon', 'zu', 'über');

const LIGHT = wordSet(
  'halt',
  'echt',
  'voll',
  'total',
  'schon',
  'so',
  'ziemlich',
  'mega',
  'richtig',
  'auch',
  'manchmal',
  'einfach',
  'immer',
  'ja',
  'eben',
);

/**
 * "Verlieren ist doof", "das Warten war echt blöd", "Letzter sein ist blöd": the word said of
 * something one does or is, at the head of its clause, not of a person.
 */
function activityCalled(tokens: readonly Token[], m: Match): boolean {
  if (m.tokens.length !== 1) return false;
  let k = m.start - 1;
  for (let skipped = 0; skipped < 2 && isOneOf(tokens[k], LIGHT); skipped++) k--;
  const doing = tokens[k - 1];
  if (!isOneOf(tokens[k], COPULAS) || !doing || doing.clause !== m.tokens[0]!.clause || !/..(en|ern|eln)$|^sein$/.test(doing.norm))
    return false;
  // "Letzter sein": being something, one word before "sein".
  const head = isWord(doing, 'sein', 'werden') ? k - 2 : k - 1;
  if (head !== k - 1 && (tokens[head]?.clause !== doing.clause || isWord(tokens[head], 'du', 'ich', 'er', 'sie', 'ihr', 'wir')))
    return false;
  const before = isWord(tokens[head - 1], 'das') ? tokens[head - 2] : tokens[head - 1];
  return before === undefined || before.clause !== doing.clause;
}

const LAUGHS = /^(ha(ha)+|hi(hi)+|he(he)+|lol)$/u;
const SPEAKER = wordSet('ich', 'mir', 'mich', 'mein', 'meine');
const YOU_OR_YOURS = wordSet('du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'ihr', 'euch');

/**
 * "haha ich hab das auch erst falsch gemacht 😅": the child laughs at itself, and the sentence
 * says nothing of the other. "haha du kannst ja gar nix" laughs at the other.
 */
function laughsAtItself(tokens: readonly Token[], m: Match): boolean {
  const laugh = m.tokens[0]!;
  if (m.tokens.length !== 1 || !LAUGHS.test(laugh.norm)) return false;
  const next = tokens.slice(m.end + 1, m.end + 3).filter((t) => !t.isEmoji);
  return next.some((t) => isOneOf(t, SPEAKER)) && !tokens.some((t) => t.sentence === laugh.sentence && isOneOf(t, YOU_OR_YOURS));
}

const OF_WHAT_HAPPENED = wordSet('blöd', 'bloed', 'doof', 'dumm', 'mist', 'bescheuert', 'ätzend', 'aetzend', 'kacke');
const THAT = wordSet('das', 'des', 'dat', 'es');

/**
 * "meine burg ist kaputt, das ist total blöd": "das" first in its clause is what happened, and
 * the clause ends with the word. "das ist blöd von dir" says it of the other.
 */
function thatIsCalled(tokens: readonly Token[], m: Match): boolean {
  const word = m.tokens[0]!;
  if (m.tokens.length !== 1 || !isOneOf(word, OF_WHAT_HAPPENED) || tokens[m.end + 1]?.clause === word.clause) return false;
  let k = m.start - 1;
  for (let skipped = 0; skipped < 2 && isOneOf(tokens[k], LIGHT); skipped++) k--;
  const that = tokens[k - 1];
  return isOneOf(tokens[k], COPULAS) && isOneOf(that, THAT) && that!.clause === word.clause && tokens[k - 2]?.clause !== that!.clause;
}

const FIND = wordSet('find', 'finde', 'fand', 'fände', 'faende', 'finds', 'fands');
const WHAT_IT_IS = wordSet('dass', 'das', 'wenn', 'weil', 'wie');

/**
 * "ich fand es doof, dass du das der Lehrerin gesagt hast", "ich finds blöd wenn …": the child
 * says how it finds what happened ("es", then "dass" or "wenn"). "Ich finde dich doof" and "ich
 * finde es doof von dir" say it of the other.
 */
function findsItSo(tokens: readonly Token[], m: Match): boolean {
  const word = m.tokens[0]!;
  if (m.tokens.length !== 1 || !isOneOf(word, OF_WHAT_HAPPENED)) return false;
  const next = tokens[m.end + 1];
  if (next !== undefined && next.clause === word.clause && !isOneOf(next, WHAT_IT_IS)) return false;
  let k = m.start - 1;
  for (let skipped = 0; skipped < 2 && isOneOf(tokens[k], LIGHT); skipped++) k--;
  // "ich finds doof", "finds ich doof": the "es" leaned on the verb.
  if (isWord(tokens[k], 'finds', 'fands')) return isWord(tokens[k - 1], 'ich');
  if (isWord(tokens[k], 'ich') && isWord(tokens[k - 1], 'finds', 'fands')) return true;
  if (!isOneOf(tokens[k], THAT)) return false;
  // "ich finde es doof", "fand ich es doof".
  const [a, b] = [tokens[k - 1], tokens[k - 2]];
  return (isOneOf(a, FIND) && isWord(b, 'ich')) || (isWord(a, 'ich') && isOneOf(b, FIND));
}

/**
 * "Ich würde einfach gar nichts dazu sagen", "ich sag lieber nix zu deinen Haaren", "ich sag
 * einfach nix und lächel": keeping a
 * hurtful remark about it to oneself is a friendly answer to any such sentence. "Ich sag dir
 * nichts mehr" shuts the other out, "ich sag nichts und geh raus" walks away: neither is.
 */
function keepsQuiet(lex: Lexicon, tokens: readonly Token[]): boolean {
  return clauses(tokens).some(
    (c) =>
      c.some((t) => tokenIn(lex['self-words'], t)) &&
      c.some((t) => isOneOf(t, SAYING_IT)) &&
      c.some((t) => isOneOf(t, NOTHING)) &&
      c.some((t) => isOneOf(t, ABOUT_IT) || isOneOf(t, WOULD)) &&
      !c.some((t) => isOneOf(t, TO_THEM) || isOneOf(t, AWAY)),
  );
}

const REFUSERS = wordSet('ich', 'wir', 'keiner', 'niemand');
const MODALS = wordSet('will', 'wollen', 'moechte', 'mag', 'kann', 'darf', 'soll', 'muss', 'werde', 'lasse', 'lass');
const TO_YOU = wordSet('dir', 'dich', 'du');
const SMALL_WORDS = wordSet('mit', 'im', 'in', 'so', 'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen');

/**
 * "Ich will nicht neben dir sitzen" said again as "neben dir will ich nicht sitzen": a clause of
 * the sentence that turns the other away (a negation, "ich" or "keiner", and "dir" or "dich"),
 * kept with its negation and all its own words in any order.
 */
function keepsTheRefusal(lex: Lexicon, original: readonly Token[], rewrite: readonly Token[]): boolean {
  const own = (c: readonly Token[]) =>
    c.filter((t) => !tokenIn(lex.negations, t) && !isOneOf(t, REFUSERS) && !isOneOf(t, TO_YOU) && !isOneOf(t, SMALL_WORDS));
  const refuses = (c: readonly Token[]) =>
    c.some((t) => tokenIn(lex.negations, t)) && c.some((t) => isOneOf(t, REFUSERS)) && c.some((t) => isOneOf(t, TO_YOU));
  const refusals = clauses(original).filter((c) => refuses(c) && own(c).length > 0);
  if (refusals.length === 0) return false;
  return clauses(rewrite).some((c) => {
    if (!refuses(c)) return false;
    const keys = new Set(c.map((t) => t.loose));
    // "Dich lade ich ganz bestimmt nicht mehr ein" for "Ich lade dich nie wieder zu meinem Geburtstag ein":
    // the refusing verb kept is enough ("will" or "mag" alone says nothing yet).
    return refusals.some((r) => {
      const verb = own(r)[0]!;
      return own(r).every((t) => keys.has(t.loose)) || (!isOneOf(verb, MODALS) && keys.has(verb.loose));
    });
  });
}

export const keptRefusalMessage = 'Du sagst dem anderen Kind immer noch, dass du es nicht willst. Sag freundlich, was du dir wünschst.';

export const notAboutTheSentenceMessage = 'Das passt noch nicht zu dem Satz. Worum geht es da?';

/** Share of the original's words that reappear in the rewrite. */
export function keptShare(original: readonly Token[], rewrite: readonly Token[]): number {
  const orig = words(original).map((t) => t.loose);
  if (orig.length === 0) return 0;
  const rew = new Set(words(rewrite).map((t) => t.loose));
  return orig.filter((k) => rew.has(k)).length / orig.length;
}

/**
 * Share of the original's words that stand in the rewrite as one unbroken run: "Ich sage es
 * freundlicher: Raus aus meinem Zimmer, aber sofort!" keeps all of them, "dass du mein
 * Geheimnis weitererzählt hast" half. The original is a short sentence, so its words times
 * the answer's stay small.
 */
function keptRun(original: readonly Token[], rewrite: readonly Token[]): number {
  const orig = words(original).map((t) => t.loose);
  const rew = words(rewrite).map((t) => t.loose);
  if (orig.length === 0) return 0;
  let longest = 0;
  let previous = new Array<number>(orig.length + 1).fill(0);
  for (const word of rew) {
    const current = new Array<number>(orig.length + 1).fill(0);
    for (let j = 1; j <= orig.length; j++) {
      if (orig[j - 1] === word) current[j] = previous[j - 1]! + 1;
      if (current[j]! > longest) longest = current[j]!;
    }
    previous = current;
  }
  return longest / orig.length;
}

interface Friendly {
  /** "du bist nicht dumm": a denied insult reassures */
  reassurance: Match[];
  wish: Match[];
  suggestion: Match[];
  polite: Match[];
  kind: Match[];
  feeling: Match[];
  encouragement: Match[];
}

const GLAD = /^(freu|froh|gluecklich)/;

/** "kein bisschen", "gar nicht", "überhaupt nicht". */
function forcefulNo(t: Token | undefined, next: Token | undefined): boolean {
  return (isWord(t, 'kein') && isWord(next, 'bisschen', 'stueck')) || (isWord(t, 'gar', 'ueberhaupt') && isWord(next, 'nicht'));
}

/** "ich freu mich kein bisschen", "bin gar nicht froh darüber": gladness denied with force, said to the giver. */
function deniedGladness(tokens: readonly Token[], m: Match): string | null {
  if (!GLAD.test(m.tokens[0]!.norm)) return null;
  const [a, b] = [tokens[m.start - 2], tokens[m.start - 1]];
  if (a?.clause === m.tokens[0]!.clause && forcefulNo(a, b))
    return [a, ...tokens.slice(m.start - 1, m.end + 1)].map((u) => u.raw).join(' ');
  for (let k = m.end + 1; k <= m.end + 3 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.clause !== m.tokens[0]!.clause) break;
    if (forcefulNo(t, tokens[k + 1]))
      return tokens
        .slice(m.start, k + 2)
        .map((u) => u.raw)
        .join(' ');
  }
  return null;
}

/** `feelings`: the answer's matches of the feelings list, none of them gladness denied (refused before). */
function friendlyParts(lex: Lexicon, tokens: readonly Token[], feelings: readonly Match[]): Friendly {
  const speaksOfSelf = perGroup((clause) => clause.some((t) => tokenIn(lex['self-words'], t)));
  const speaksToYou = perGroup((clause) => youIn(lex, clause));
  const feeling = feelings.filter((m) => {
    const clause = clauseOf(tokens, m.tokens[0]!);
    return speaksOfSelf(clause) && !isWord(clause[0], 'du', 'ihr');
  });
  const reassurance = [...findMatches(lex.insults, tokens), ...findMatches(lex.judgements, tokens)].filter(
    (m) => negationBefore(lex, tokens, m.start) && !comparisonAfter(tokens, m.end) && speaksToYou(clauseOf(tokens, m.tokens[0]!)),
  );
  return {
    reassurance,
    wish: findMatches(lex.wishes, tokens),
    // "du kannst nicht mitspielen", "ich erklär dir Mathe sicher nicht": an offer denied is no offer.
    suggestion: findMatches(lex.suggestions, tokens).filter(
      (m) =>
        !negationBefore(lex, tokens, m.start, 3) &&
        !tokens.slice(m.end + 1, m.end + 4).some((t) => t.clause === m.tokens[0]!.clause && tokenIn(lex.negations, t)),
    ),
    polite: findMatches(lex['polite-words'], tokens),
    // "gefällt mir nicht" is no compliment; "nicht schlimm" carries its own negation.
    kind: findMatches(lex['kind-words'], tokens).filter(
      (m) =>
        m.tokens.some((t) => tokenIn(lex.negations, t)) ||
        !(negationBefore(lex, tokens, m.start, 3) || negationAfter(lex, tokens, m.end, 2)),
    ),
    feeling,
    // "Beim nächsten Spiel klappt es bestimmt", "den nächsten hältst du": courage for the other.
    encouragement: [...findMatches(lex['helpful-thoughts'], tokens), ...findMatches(lex.reassurances, tokens)].filter(
      (m) => m.tokens.length >= 2 || isWord(m.tokens[0], 'bestimmt', 'nächsten', 'nächstes'),
    ),
  };
}

const APOLOGY_WORDS = ['sorry', 'entschuldigung', 'entschuldige', 'verzeih', 'verzeihung', 'leid'];

const DETERMINERS = wordSet(
  'ein',
  'eine',
  'einer',
  'einen',
  'die',
  'der',
  'zur',
  'meine',
  'meiner',
  'deine',
  'deiner',
  'seine',
  'ihre',
  'keine',
  'jede',
  'als',
);

/**
 * The child says sorry: "Tut mir leid, …", "sorry, ich war gemein", at the start of a short
 * answer. "Eine Entschuldigung würde …" talks about an apology, and a long text with a "sorry"
 * at its end is about something else.
 */
/**
 * "ich bin ja selber voll der Anfänger und schlecht": a put-down the child gives itself makes
 * the sentence no friendlier. "Ich bin schlecht gelaunt" tells a mood.
 */
const OWNED_UP = wordSet(
  'gemein',
  'fies',
  'böse',
  'frech',
  'unverschämt',
  'unhöflich',
  'egoistisch',
  'unfair',
  'ungerecht',
  'nervig',
  'laut',
  'störend',
  'link',
  'hinterhältig',
  'falsch',
  'mies',
  'rücksichtslos',
  'eklig',
);

function putsItselfDown(lex: Lexicon, tokens: readonly Token[]): Match | null {
  const reported = saidAboutMe(tokens);
  for (const m of [...findMatches(lex.insults, tokens), ...findMatches(lex.judgements, tokens)]) {
    if (namesNoOne(tokens, m, reported)) continue;
    // "Ich war gemein, tut mir leid" owns up to what one did: an apology, not a put-down.
    if (m.list === 'judgements' && isOneOf(m.tokens[0], OWNED_UP)) continue;
    const clause = clauseOf(tokens, m.tokens[0]!);
    const self = clause.find((t) => isWord(t, 'ich'));
    if (!self || self.index > m.start || !clause.some((t) => isWord(t, 'bin', 'war'))) continue;
    if (clause.some((t) => t.index < m.start && tokenIn(lex.negations, t)) || isWord(tokens[m.end + 1], 'gelaunt', 'drauf')) continue;
    if (clause.some((t) => tokenIn(lex['you-words'], t))) continue;
    return m;
  }
  return null;
}

/**
 * A word that looks like a put-down of oneself but is none: a thing a preposition points at
 * ("wenn ich frei vorm Pfosten steh"), or what the other says ("wenn du sagst, ich bin doof").
 * Both self put-down checks (here and in Ich-Botschaften) ask it.
 */
export function namesNoOne(tokens: readonly Token[], m: Match, reported: (m: Match) => boolean): boolean {
  return afterPreposition(tokens, m.start) || reported(m);
}

function ownApology(tokens: readonly Token[]): boolean {
  if (words(tokens).length > 25) return false;
  return tokens.some(
    (t) => t.sentence === tokens[0]!.sentence && isWord(t, ...APOLOGY_WORDS) && !isOneOf(tokens[t.index - 1], DETERMINERS),
  );
}

const WE_WORDS = ['wir', 'uns', 'unser', 'unsere', 'zusammen', 'gemeinsam', 'miteinander'];

const HAD = wordSet('haettest', 'haettst', 'waerst');

/** The child's words from `start` to `end`, as written. */
function wordsFrom(tokens: readonly Token[], start: number, end: number): string {
  return tokens
    .slice(start, end + 1)
    .map((u) => u.raw)
    .join(' ');
}

const HAVE = wordSet('hast', 'hattest', 'bist', 'warst');

/**
 * "Der Hamster is weg, weil du die Käfigtür offen gelassen hast", "…, weil du hast ja die drei Tore
 * reingelassen": to a sentence that gives the fault ("Du bist schuld, …", "wegen dir …"), the other's
 * deed named as the cause keeps it ("weil du mir geholfen hast" thanks). The words from "weil" to
 * the end of its clause, or null.
 */
function causeIsYou(lex: Lexicon, original: readonly Token[], tokens: readonly Token[]): string | null {
  const blames = original.some((t) => isWord(t, 'schuld') || (isWord(t, 'wegen') && isWord(original[t.index + 1], 'dir')));
  if (!blames) return null;
  for (const clause of clauses(tokens)) {
    const start = clause.findIndex((t) => isWord(t, 'weil', 'da'));
    if (start < 0) continue;
    const rest = clause.slice(start + 1);
    if (!isWord(rest[0], 'du') || !rest.some((u) => isOneOf(u, HAVE)) || !rest.some((u) => PAST_PARTICIPLE.test(u.norm))) continue;
    // "weil du mir immer geholfen hast" thanks.
    if (rest.some((u) => tokenIn(lex['kind-words'], u) || tokenIn(lex.suggestions, u))) continue;
    return wordsFrom(tokens, clause[start]!.index, clause.at(-1)!.index);
  }
  return null;
}

const JUST = wordSet('halt', 'einfach', 'eben');
const BETTER_OR_NOT = wordSet('besser', 'nicht', 'nich', 'net', 'ned');

const PROPERLY = wordSet('rechtzeitig', 'pünktlich', 'puenktlich', 'richtig', 'ordentlich');

/**
 * "nächstes mal machst du einfach deinen teil rechtzeitig": after "einfach" or "halt", within
 * three words of a clause with "du" in it, what the other should do properly at last.
 */
function properlyNext(tokens: readonly Token[], just: Token): boolean {
  const after = tokens.slice(just.index + 1, just.index + 4).filter((u) => u.clause === just.clause);
  if (!after.some((u) => isOneOf(u, PROPERLY))) return false;
  return tokens.some((u) => u.clause === just.clause && isWord(u, 'du'));
}

/**
 * "nächstes mal schießt du halt nicht daneben", "Nächstes Mal stellen wir dich einfach nicht mehr
 * ins Tor", "Nächstes Mal einfach besser aufpassen, dann passiert dir das nicht": what the other
 * should do next time, said with "halt" or "einfach" right before "besser" or "nicht" to someone
 * the sentence spoke to, is the fault given as advice. "Nächstes Mal schaffst du das bestimmt" and
 * "Nächstes Mal helfe ich dir einfach" give none. The words from "nächstes" on, or null.
 */
function faultAsAdvice(tokens: readonly Token[]): string | null {
  // One pass: the sentences that speak to the other, and where each clause ends.
  const toYou = new Set<number>();
  const clauseEnd = new Map<number, number>();
  for (const t of tokens) {
    if (isWord(t, 'du', 'dich', 'dir')) toYou.add(t.sentence);
    clauseEnd.set(t.clause, t.index);
  }
  let next: Token | null = null;
  for (const t of tokens) {
    if (next && next.sentence !== t.sentence) next = null;
    if (isWord(t, 'naechstes', 'naechste', 'nächstes', 'nächste') && isWord(tokens[t.index + 1], 'mal')) next ??= t;
    else if (next && toYou.has(t.sentence) && isOneOf(t, JUST) && (isOneOf(tokens[t.index + 1], BETTER_OR_NOT) || properlyNext(tokens, t)))
      return wordsFrom(tokens, next.index, clauseEnd.get(t.clause)!);
    // "nächstes mal passt du besser auf", "lässt du besser die anderen …": "du besser" orders;
    // "wirst du besser" promises.
    else if (next && isWord(t, 'du') && isWord(tokens[t.index + 1], 'besser') && !isWord(tokens[t.index - 1], 'wirst', 'bist', 'wärst'))
      return wordsFrom(tokens, next.index, clauseEnd.get(t.clause)!);
  }
  return null;
}

/**
 * "wenn du besser aufgepasst hättest", "hättest du nicht so gezappelt", "du hättest … zumachen
 * müssen": what the other should have done, said after the harm, gives the fault. "Wenn du Lust
 * hättest, …" asks: no deed is done in it. Returns the words from "wenn" (or "hättest") to
 * "hättest", or from "du" to "müssen".
 */
function ifOnlyYouHad(tokens: readonly Token[]): string | null {
  for (const t of tokens) {
    if (!isOneOf(t, HAD)) continue;
    const clause = clauseOf(tokens, t);
    // "Aber wenn du …", "aber wärst du …": the clause may open with a joining word.
    // "wir hätten gewonnen wenn du nicht so schlecht gespielt hättest": a "wenn" inside it, without a comma.
    const opening = isWord(clause[0], 'aber', 'und', 'doch') && clause[1] ? clause[1] : clause[0]!;
    // "Ich wär froh gewesen, wenn du …" says what the child wished for.
    const inner = clause.findLast(
      (u) =>
        u.index > opening.index &&
        u.index < t.index &&
        isWord(u, 'wenn') &&
        isWord(tokens[u.index + 1], 'du') &&
        !clause.some((w) => w.index < u.index && isWord(w, 'ich', 'mich', 'mir')),
    );
    const start = inner ?? opening;
    const you = isWord(start, 'wenn')
      ? isWord(tokens[start.index + 1], 'du')
      : start.index === t.index && isWord(tokens[t.index + 1], 'du');
    const done = tokens[t.index - 1];
    const deed = done !== undefined && done.clause === t.clause && PAST_PARTICIPLE.test(done.norm);
    // "du hättest halt den Käfig zumachen müssen": what the other should have done, said straight.
    // "Du hättest das nicht allein machen müssen" comforts: it needed not be done.
    const modal = clause.find((u) => u.index > t.index && isWord(u, 'muessen', 'sollen'));
    const needless = isWord(modal, 'muessen') && clause.some((u) => u.norm === 'nicht' || u.norm === 'nich');
    if (modal && !needless && isWord(tokens[t.index - 1], 'du')) return wordsFrom(tokens, t.index - 1, modal.index);
    // "hättest du nicht so gezappelt", "wärst du vorsichtiger gewesen": a deed that is past;
    // "wärst du so lieb und hilfst mir?" asks.
    const pastDeed = clause.some((u) => u.index > t.index && PAST_PARTICIPLE.test(u.norm));
    if (you && (deed || (!isWord(start, 'wenn') && pastDeed))) {
      return wordsFrom(tokens, start.index, isWord(start, 'wenn') ? t.index : Math.min(clause.at(-1)!.index, t.index + 5));
    }
  }
  return null;
}

const SLEEP = /^(ein)?(ge)?schl[aä]f|^penn/;
const BORING = /^langweil|^eingeschlaf/;
const SLEEPY_FACE = /^(😴|🥱)$/u;
const WANTING = wordSet('will', 'moechte', 'möchte', 'muss', 'kann', 'mag', 'wuerde', 'würde', 'darf');

/**
 * "Danke für den Vortrag, ich hab noch nie so gut geschlafen 😊", "war super zum Einschlafen 😴":
 * sleep said of what the other did calls it boring, however kind the words around it ("ich bin
 * fast eingeschlafen" is what the sentence said). A sentence about sleep itself ("…, ich will
 * schlafen!", "als hättest du im Müll geschlafen") may of course be answered with it.
 */
function fellAsleep(original: readonly Token[], tokens: readonly Token[]): string | null {
  if (original.some((t) => SLEEP.test(t.norm) && !t.norm.startsWith('ein'))) return null;
  // "Kannst du bitte leiser sein? Ich möchte schlafen.": sleep wished for is no verdict.
  const wished = (t: Token) => tokens.slice(Math.max(0, t.index - 3), t.index).some((u) => u.clause === t.clause && isOneOf(u, WANTING));
  // "…, wenn du heute schlecht geschlafen hast", "hast du gut geschlafen?": the other's night.
  const withYou = new Set(tokens.filter((u) => isWord(u, 'du')).map((u) => u.clause));
  const yours = (t: Token) => withYou.has(t.clause);
  const said = tokens.find((t) => SLEEP.test(t.norm) && !wished(t) && !yours(t));
  if (said) return said.raw;
  // "danke für den spannenden Vortrag, war voll erholsam 😴": for something called boring, a
  // sleeping or yawning face says it again ("ich bin müde 😴" answers other sentences).
  if (!original.some((t) => BORING.test(t.norm))) return null;
  return tokens.find((t) => t.isEmoji && SLEEPY_FACE.test(t.raw))?.raw ?? null;
}

/**
 * "Kannst du nicht einmal pünktlich sein?" → "danke, dass du sooo pünktlich bist": a drawn-out "so"
 * before the very word the sentence denied the other praises it in mockery.
 */
function drawnOutEcho(original: readonly Token[], tokens: readonly Token[]): string | null {
  const said = new Set(original.filter((t) => t.norm.length >= 4 && !isStopWord(t.norm)).flatMap((t) => [...t.stems]));
  for (const t of tokens) {
    const next = tokens[t.index + 1];
    if (!t.elongated || !isWord(t, 'so') || !next || next.clause !== t.clause) continue;
    if ([...next.stems].some((k) => said.has(k))) return wordsFrom(tokens, t.index, next.index);
  }
  return null;
}

const STARING = wordSet('guckst', 'kuckst', 'glotzt', 'starrst', 'schaust', 'gaffst');

/** "bist du Profi oder was", "hast du Tomaten auf den Augen oder was?": a question that dares the other. */
function challengingQuestion(tokens: readonly Token[]): string | null {
  for (const t of tokens) {
    const next = tokens[t.index + 1];
    // "Was guckst du so?", "was glotzt du mich an": a stare asked about ("was guckst du dir an?" asks).
    const after = tokens[t.index + 3];
    if (
      isWord(t, 'was') &&
      isOneOf(next, STARING) &&
      isWord(tokens[t.index + 2], 'du') &&
      (after === undefined || after.sentence !== t.sentence || isWord(after, 'so', 'mich', 'denn'))
    )
      return wordsFrom(tokens, t.index, t.index + 2);
    if (isWord(t, 'oder') && isWord(next, 'was', 'wat', 'wos') && (tokens[t.index + 2]?.sentence ?? -1) !== t.sentence)
      return `${t.raw} ${next!.raw}`;
  }
  return null;
}

/** What to change first; a "not yet" never opens with praise. */
function hostilityFeedback(h: Hostility): string {
  const w = quote(h.match.text);
  switch (h.kind) {
    case 'threat':
      return `${w} klingt wie eine Drohung. Sag lieber ruhig, was du dir wünschst, zum Beispiel „Kannst du mir bitte …?“`;
    case 'insult':
      return `Lass noch das Wort ${w} weg, es tut weh. Sag lieber, was du dir wünschst oder wie es dir geht.`;
    case 'rude-command':
      return `${w} klingt grob. Frag lieber freundlich, zum Beispiel „Kannst du bitte …?“`;
    case 'contempt':
      return `${w} tut dem anderen weh. Sag lieber, was du dir wünschst, oder mach einen freundlichen Vorschlag.`;
    case 'sarcasm':
      return `${w} klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.`;
    case 'judgement':
      return `Mit ${w} sagst du, wie der andere ist. Sag lieber, was du dir von ihm wünschst.`;
    case 'blunt-command':
      // Not "add 'bitte'": an urging "aber bitte!" may already be there.
      return `${w} klingt noch streng. Frag lieber freundlich, zum Beispiel „Kannst du bitte …?“`;
    case 'absolute':
      return `Lass ${w} weg, das klingt wie ein Vorwurf. Sag lieber, was du dir diesmal wünschst.`;
  }
}

function praise(f: Friendly): string {
  const parts: string[] = [];
  if (f.wish.length) parts.push('du sagst, was du dir wünschst');
  if (f.feeling.length) parts.push('du sagst, wie es dir geht');
  if (f.suggestion.length) parts.push('du machst einen Vorschlag');
  if (f.polite.length) parts.push('du bist höflich');
  if (f.encouragement.length) parts.push('du machst Mut');
  if (parts.length === 0) return 'Super, das klingt freundlich und respektvoll!';
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : parts[0]!;
  return `Super, das klingt freundlich und respektvoll! Du ${list.slice(3)}.`;
}

/** Words that deny what follows, and the small words that may stand right after them. */
const DENYING = wordSet('nicht', 'nich', 'kein', 'keine');
const AFTER_DENYING = wordSet('bisschen', 'stueck', 'so', 'dass', 'das', 'mal');
/** Words too small to say which put-down is taken up. */
const TOO_SMALL = wordSet('du', 'dich', 'dir', 'ich', 'das', 'der', 'die', 'den', 'ein', 'eine', 'einen', 'ja', 'so', 'doch', 'zu');
/** Where what is denied ends: "bitte sei nicht traurig du dummi aber das ist falsch" denies no "Dummi". */
const DENIAL_ENDS = wordSet('aber', 'sondern', 'und', 'oder', 'weil', 'wenn', 'eher');
/** Shared words that take a put-down up. */
const TAKEN_UP = 2;

/**
 * "du springst kein bisschen wie ein nasser Sack", "Ich will nicht nie wieder mit dir spielen",
 * "Ich glaub nicht, dass du das nie lernst", "Du bist nicht zu blöd für Mathe!": the sentence's
 * put-down taken up in its own words (two of them, or its insult or verdict) and denied, which
 * comforts; the words are kept, the meaning turned. The indices of the denial and the words it
 * denies, or none. "Ich will nicht neben dir sitzen" for that very sentence keeps its denial:
 * nothing is contradicted.
 */
function contradictedPutDown(lex: Lexicon, original: readonly Token[], tokens: readonly Token[]): ReadonlySet<number> {
  const denied = new Set<number>();
  const hurtful = new Set(
    [...findMatches(lex.insults, original), ...findMatches(lex.judgements, original)]
      .filter((m) => !negationBefore(lex, original, m.start, 3))
      .map((m) => m.tokens[0]!.index),
  );
  // The sentence's words by spelling and by stem, the first of each: one lookup per word of the answer.
  const byLoose = new Map<string, Token>();
  const byStem = new Map<string, Token>();
  for (const o of original) {
    if (!byLoose.has(o.loose)) byLoose.set(o.loose, o);
    for (const x of o.stems) if (!byStem.has(x)) byStem.set(x, o);
  }
  const said = (u: Token) => {
    let at = byLoose.get(u.loose);
    for (const x of u.stems) {
      const o = byStem.get(x);
      if (o && (!at || o.index < at.index)) at = o;
    }
    return at;
  };
  // Where "fast" stands last in each sentence ("nicht der dümmste, aber fast").
  const lastAlmost = new Map<number, number>();
  for (const u of tokens) if (isWord(u, 'fast')) lastAlmost.set(u.sentence, u.index);
  for (const t of tokens) {
    if (!isOneOf(t, DENYING)) continue;
    let k = t.index + 1;
    while (isOneOf(tokens[k], AFTER_DENYING)) k++;
    // "Ich glaub nicht, dass du …": the denied clause may follow the comma. It ends at its clause,
    // at "aber" or "sondern", or where the next denial starts.
    const clause = tokens[k]?.sentence === t.sentence ? tokens[k]!.clause : t.clause;
    const span: Token[] = [];
    for (let j = k; j < tokens.length; j++) {
      const u = tokens[j]!;
      if (u.clause !== clause || isOneOf(u, DENIAL_ENDS) || isOneOf(u, DENYING)) break;
      if (!u.isEmoji) span.push(u);
    }
    // "nicht so hässlich wie du", "nicht gerade der beste", "nicht der dümmste, aber fast": the
    // denial only measures the put-down or takes itself back.
    const measured = tokens.slice(t.index, k).some((u) => isWord(u, 'so')) && span.some((u) => isWord(u, 'wie'));
    if (measured || (lastAlmost.get(t.sentence) ?? -1) > t.index) continue;
    // What is denied starts with the sentence's own words ("nicht traurig, du Dummi" denies sadness).
    const opening = span.find((u) => !isOneOf(u, TOO_SMALL));
    const first = opening && said(opening);
    if (!first) continue;
    const shared = span.flatMap((u) => {
      const at = isOneOf(u, TOO_SMALL) ? undefined : said(u);
      return at ? [at] : [];
    });
    if (shared.length < TAKEN_UP && !shared.some((o) => hurtful.has(o.index))) continue;
    // The sentence said it with the same denial ("Ich will nicht neben dir sitzen", "nicht mal
    // richtig lesen").
    if (original.slice(Math.max(0, first.index - 2), first.index).some((o) => tokenIn(lex.negations, o))) continue;
    const before = tokens[t.index - 1];
    if (isWord(before, 'gar', 'ueberhaupt')) denied.add(before!.index);
    for (let j = t.index; j < k; j++) denied.add(j);
    for (const u of span) denied.add(u.index);
  }
  return denied;
}

export function checkRewrite(
  lex: Lexicon,
  input: { original: string; rewrite: string },
  /** words of the situation beyond the sentence's own (its topic in the content bank) */
  topic: readonly string[] = [],
): { isImproved: boolean; feedback: string } {
  const tokens = tokenize(input.rewrite);
  const ws = words(tokens);
  const original = tokenize(input.original);

  if (ws.length === 0) {
    return { isImproved: false, feedback: 'Schreib hier deinen freundlichen Satz hinein. Was könntest du stattdessen sagen?' };
  }
  if (looksLikeLanguage(tokens) < 0.6 || isMashed(input.rewrite)) {
    return {
      isImproved: false,
      feedback: 'Das kann ich leider nicht lesen. Schreib einen Satz mit echten Wörtern, wie du es freundlich sagen würdest.',
    };
  }

  const contradicted = contradictedPutDown(lex, original, tokens);
  const hostility = findHostility(lex, tokens, { onlyAimedAtYou: false, strictAbsolutes: false }).filter(
    (h) => !h.match.tokens.every((t) => contradicted.has(t.index)),
  );
  if (hostility.length > 0) {
    return { isImproved: false, feedback: hostilityFeedback(hostility[0]!) };
  }
  if (keptName(original, tokens)) return { isImproved: false, feedback: keptNameMessage };
  const picture = keptPicture(lex, original, tokens);
  if (picture && !contradicted.has(picture.index))
    return {
      isImproved: false,
      feedback: `${quote(picture.raw)} klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.`,
    };
  const back = takenBack(input.rewrite);
  if (back)
    return { isImproved: false, feedback: `${quote(back)} am Ende klingt, als ob du dich lustig machst. Sag es ehrlich und freundlich.` };

  const down = putsItselfDown(lex, tokens);
  if (down) {
    return {
      isImproved: false,
      feedback: `${quote(down.text)} sagst du über dich selbst. Sei lieb zu dir! Sag lieber etwas Freundliches zu dem anderen Kind.`,
    };
  }

  const verdict = characterisedInSubclause(lex, tokens);
  if (verdict) {
    return {
      isImproved: false,
      feedback: 'Da sagst du, wie der andere ist. Das tut weh. Sag lieber, was du dir wünschst.',
    };
  }

  // "du hast zwar alles ruiniert, aber …": the blame stays, however kind what follows.
  const blamed = new Map<number, boolean>();
  const blame = findMatches(lex.accusations, tokens).find((m) => {
    const clause = m.tokens[0]!.clause;
    if (!blamed.has(clause)) blamed.set(clause, blamesYou(lex, tokens, m));
    return blamed.get(clause);
  });
  if (blame) {
    return {
      isImproved: false,
      feedback: `Mit ${quote(blame.text)} gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.`,
    };
  }

  const feelings = findMatches(lex.feelings, tokens);
  const glad = feelings.map((m) => deniedGladness(tokens, m)).find((d) => d !== null);
  if (glad) {
    return {
      isImproved: false,
      feedback: `${quote(glad)} tut dem anderen weh. Sag lieber ehrlich und nett, was du meinst.`,
    };
  }
  const ifOnly = ifOnlyYouHad(tokens) ?? faultAsAdvice(tokens) ?? causeIsYou(lex, original, tokens) ?? lovedMore(tokens);
  if (ifOnly) {
    return {
      isImproved: false,
      feedback: `Mit ${quote(ifOnly)} gibst du dem anderen noch die Schuld. Sag lieber, was du dir wünschst.`,
    };
  }
  const elsewhere = faultOnOthers(lex, tokens);
  if (elsewhere) {
    return {
      isImproved: false,
      feedback: `Mit ${quote(elsewhere)} gibst du jemand anderem die Schuld. Sag lieber, was du dir wünschst.`,
    };
  }
  const echo = drawnOutEcho(original, tokens);
  if (echo) {
    return {
      isImproved: false,
      feedback: `${quote(echo)} klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.`,
    };
  }
  const asleep = fellAsleep(original, tokens);
  if (asleep) {
    return {
      isImproved: false,
      feedback: `${quote(asleep)} klingt, als ob du dich lustig machst. Sag lieber ehrlich und nett, was du meinst.`,
    };
  }
  const challenge = challengingQuestion(tokens);
  if (challenge) {
    return {
      isImproved: false,
      feedback: `${quote(challenge)} klingt frech. Frag lieber freundlich, zum Beispiel „Kannst du bitte …?“`,
    };
  }

  if (ws.length < 3 && !thanksForAGift(original, ws)) {
    return {
      isImproved: false,
      feedback: 'Das ist noch sehr kurz. Schreib einen ganzen freundlichen Satz, zum Beispiel was du dir wünschst.',
    };
  }

  // A copy adds little, or keeps the sentence in one piece: "Ich bin enttäuscht, dass du …
  // Warum hast du das gemacht?" keeps the words and says much more.
  // "Warum hast du mein Geheimnis weitererzählt? Das hat mich echt traurig gemacht": the question
  // kept, the insult dropped and the child's own feeling added is a new answer.
  if (
    words(original).length >= 4 &&
    keptShare(original, tokens) >= 0.85 &&
    contradicted.size === 0 &&
    (ws.length <= words(original).length + 4 || keptRun(original, tokens) >= 0.7) &&
    !addsOwnFeeling(lex, original, tokens) &&
    !asksNicelyNow(lex, original, tokens)
  ) {
    return {
      isImproved: false,
      feedback: 'Du hast den Satz fast genau abgeschrieben. Sag ihn mit eigenen, freundlichen Worten ganz neu.',
    };
  }

  if (keepsTheRefusal(lex, original, tokens)) return { isImproved: false, feedback: keptRefusalMessage };

  // What is friendly about the answer, worked out only for an answer with nothing hurtful in it.
  const f = friendlyParts(lex, tokens, feelings);
  // "Ist alles okay?", "Wie schmeckt das?": a question to the other invites
  // talking instead of judging.
  const addressed = tokens.some((t) => tokenIn(lex['you-words'], t) || isWord(t, ...WE_WORDS));
  const caringQuestion =
    (input.rewrite.includes('?') || unmarkedQuestion(input.rewrite, tokens)) && (f.kind.length > 0 || addressed || ws.length >= 4);
  // Kind phrases ("macht nichts", "du schaffst das") say more than a lone "ok".
  // A kind word said to the other ("steht dir", "dein Bild ist schön") is a compliment.
  // "Du bist bis ins Ziel gerannt. Respekt!": a kind word on its own, said to the sentence before.
  const saidToYouBefore = (m: Match) => {
    const own = sentenceOf(tokens, m.tokens[0]!);
    const before = tokens[own[0]!.index - 1];
    return words(own).length === 1 && before !== undefined && youIn(lex, sentenceOf(tokens, before));
  };
  const kindPhrase =
    f.kind.some((m) => m.tokens.length >= 2 || youIn(lex, sentenceOf(tokens, m.tokens[0]!)) || saidToYouBefore(m)) ||
    complimentAfterBut(tokens, f.kind) ||
    complimentOnTheThing(original, tokens, f.kind);
  const questions = questionSentences(input.rewrite);
  const turnsToThem = turnsToTheOther(lex, tokens, questions);
  const quiet = keepsQuiet(lex, tokens);
  const offers = offersSomething(lex, tokens);
  // "Ich bin so dumm, ich krieg das nie hin!" → "das ist grad schwer für mich, ich üb nochmal":
  // a sentence the child says to itself is answered kindly to itself, with no one to turn to,
  // and a helpful thought or a plan of its own ("ab jetzt schreib ich es ins Heft") is kind.
  const toItself = original.some((t) => isWord(t, 'ich')) && !original.some((t) => tokenIn(lex['you-words'], t));
  const ownPlan =
    toItself &&
    tokens.some((t) => isWord(t, 'ich')) &&
    findMatches(lex['helpful-thoughts'], tokens).length + findMatches(lex.plans, tokens).length > 0;
  const strongFriendly =
    f.wish.length + f.suggestion.length + f.polite.length + f.feeling.length + f.reassurance.length + f.encouragement.length > 0 ||
    contradicted.size > 0 ||
    ownPlan ||
    f.kind.length >= 2 ||
    kindPhrase ||
    caringQuestion ||
    turnsToThem ||
    quiet ||
    offers;
  const anyFriendly = strongFriendly || f.kind.length > 0;

  if (!strongFriendly) {
    return {
      isImproved: false,
      feedback: anyFriendly
        ? 'Sag noch genauer, was du dir wünschst, oder mach einen freundlichen Vorschlag. Schimpfwörter hast du schon weggelassen.'
        : 'Sag noch, was du dir wünschst, oder frag freundlich, zum Beispiel mit „bitte“. Schimpfwörter hast du schon weggelassen.',
    };
  }

  // Polite text about something else (the news, football) is no answer to this sentence. Where
  // the content bank knows the situation's words, the answer must share one of them or a word
  // of the sentence; for other sentences (a model's) the social check below has to do.
  // An apology always answers the quarrel itself.
  const topicTokens = tokenize(topic.join(' '));
  const situation = [...original, ...topicTokens];
  // Drugs, war and hate: no quarrel between children here is about them.
  if (talksAboutPublicAffairs(lex, situation, tokens) || namesUnnamed(lex.violence, situation, tokens, false)) {
    return { isImproved: false, feedback: notAboutTheSentenceMessage };
  }
  const apologises = ownApology(tokens);
  const offer = offerToDoItTogether(tokens);
  // "Kannst mi bitte mol vörbi laten?", "Kannst du bitte nachher wieder kommen?": asking the other
  // politely, in whatever words, answers the quarrel, unless it names something else.
  // Whether the answer names something the situation does not: worked out once, when asked.
  let namesOther: boolean | undefined;
  const keepsToIt = () => !(namesOther ??= namesSomethingElse(original, topicTokens, tokens));
  const asksPolitely = () => f.polite.length > 0 && caringQuestion && addressed && keepsToIt();
  if (
    topic.length > 0 &&
    !apologises &&
    !quiet &&
    !asksPolitely() &&
    !(offer && !namesSomethingElse(original, topicTokens, offer)) &&
    !(turnsToThem && keepsToIt()) &&
    !aboutTheSituation(original, topicTokens, tokens)
  ) {
    return { isImproved: false, feedback: notAboutTheSentenceMessage };
  }

  const social =
    quiet ||
    // "soll ich jemanden holen?": an offer asked of the other.
    tokens.some(
      (t) =>
        isOneOf(t, OFFERING) &&
        isWord(tokens[t.index + 1], 'ich') &&
        (questions.has(t.sentence) || tokens[t.index - 1]?.sentence !== t.sentence),
    ) ||
    // "mogst mit mir spuin?", "willst mitspielen?": a question begun with a verb said to "du", the "du" left out as spoken.
    tokens.some((t) => isOneOf(t, VERBS_TO_YOU) && questions.has(t.sentence) && tokens[t.index - 1]?.sentence !== t.sentence) ||
    // "Komm, i helf dr", "schau mal": a word said to the other turns to them.
    tokens.some((t) => tokenIn(lex['you-words'], t) || isWord(t, ...WE_WORDS, 'komm', 'schau', 'guck')) ||
    f.polite.length > 0 ||
    f.feeling.length > 0 ||
    f.reassurance.length > 0 ||
    // "Ich brauch grad ein bisschen Ruhe": saying what one needs speaks to the other too.
    f.wish.some((m) => m.tokens.some((t) => NEEDS.test(t.norm))) ||
    kindPhrase ||
    sharesContentWord(original, tokens);
  if (!social && !(toItself && tokens.some((t) => isWord(t, 'ich', 'mir', 'mich', 'mein', 'meine')))) {
    return {
      isImproved: false,
      feedback:
        'Dein Satz ist freundlich, passt aber noch nicht zum Streit. Sprich den anderen direkt an und sag, was du dir von ihm wünschst.',
    };
  }

  return { isImproved: true, feedback: praise(f) };
}
