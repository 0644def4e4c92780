import { isMashed } from '../../../engine/answer-plausibility.ts';
/**
 * "Mindshift / GedankenStopp": the child writes an unhelpful thought about a
 * situation and turns it into a helpful one. Also home of the polarity
 * scoring (with negation flips) that the mindset summary checker reuses.
 */
import {
  clauseOf,
  clauses,
  isOneOf,
  isWord,
  looksLikeLanguage,
  perGroup,
  quote,
  tokenize,
  wordSet,
  words,
  type Token,
} from './german-text.ts';
import { findHostility, sentBack, type HostilityKind } from './check-rewrite.ts';
import { isLookalike, isLookalikeToken } from './lookalikes.ts';
import { namesUnnamed, talksAboutPublicAffairs } from './public-affairs.ts';
import { faultOnOthers, isSomeoneElse } from './fault-on-others.ts';
import { isStopWord } from './stop-words.ts';
import { findAll, findMatches, matchOfWords, tokenIn, type Lexicon, type ListName, type Match } from './lexicon.ts';

export interface Scored {
  match: Match;
  /** +1 helpful/positive, −1 negative, after negation */
  sign: 1 | -1;
  weight: number;
  negated: boolean;
}

export interface PolarityLists {
  positive: readonly ListName[];
  negative: readonly ListName[];
  /** weight per list, 1 when missing (generic praise counts less, self-insults more) */
  weights?: Partial<Record<ListName, number>>;
  /** lists whose matches are dropped rather than flipped when negated ("nicht immer") */
  unflippable?: readonly ListName[];
}

/** Kinds of hostility no helpful thought holds, whoever it is aimed at. */
const SNAPPING: ReadonlySet<HostilityKind> = new Set(['rude-command', 'contempt']);
/** What a fist or a knife in a thought says. */
const WEAPONS: Readonly<Record<string, string>> = {
  '👊': 'Die Faust klingt, als ob du jemandem wehtun willst.',
  '🔪': 'Das Messer klingt, als ob du jemandem wehtun willst.',
};
/** Threats to tell a grown-up ("ich sag es der Lehrerin"), which are a good plan in a thought. */
const TELLING = /petz|sag|erzähl|lehrer|mama|ärger/;
/** Whom a threat hurts: "hau ich ihm", "zerreiß ich deins", "die anderen … fertig machen". "dann knallts" at the goal hurts nobody. */
const SOMEONE = wordSet(
  'dich',
  'dir',
  'ihm',
  'ihr',
  'ihn',
  'euch',
  'anderen',
  'alle',
  'er',
  'sie',
  'die',
  'deins',
  'dein',
  'deine',
  'deinen',
  'sich',
  'einer',
);

const CONTRAST = ['aber', 'doch', 'trotzdem', 'jedoch', 'dennoch', 'sondern'];

/**
 * A negation word that does not belong to a matched phrase, in the same clause, looking back
 * from `to`. It stops at "und", "oder", "aber": "ich kann das nicht und das bleibt so" does not
 * deny what follows "und".
 */
function freeNegation(lex: Lexicon, tokens: readonly Token[], used: Set<number>, from: number, to: number, clause: number): boolean {
  for (let k = Math.min(tokens.length - 1, to); k >= Math.max(0, from); k--) {
    const t = tokens[k]!;
    if (isWord(t, 'und', 'oder', 'aber', 'sondern')) return false;
    if (t.clause !== clause || used.has(k)) continue;
    if (!tokenIn(lex.negations, t)) continue;
    // "noch nicht" (and "noch gar nicht") is the growth phrase, not a denial; "nicht nur peinlich" denies nothing.
    if (isWord(tokens[k - 1], 'noch') || (isWord(tokens[k - 1], 'gar') && isWord(tokens[k - 2], 'noch')) || isWord(tokens[k + 1], 'nur'))
      continue;
    return true;
  }
  return false;
}

const JOINS = wordSet('und', 'aber', 'oder', 'sondern');
/** The words besides negations that a phrase which only denies is made of: "nicht mehr", "nie wieder". */
const DENIAL_PARTS = wordSet('mehr', 'wieder', 'gar', 'überhaupt', 'ueberhaupt');

const ARTICLE = wordSet('der', 'die', 'mein', 'meine', 'unser', 'unsere');
const IS = wordSet('ist', 'sind', 'war', 'waren', 'seid', 'wart', 'bist', 'warst');
// "weil ihr so egoistisch seid": the others, spoken to; "dass du so empfindlich bist": the other, or oneself.
const OTHERS = wordSet('die', 'der', 'er', 'sie', 'ihr', 'du');
const CERTAIN = wordSet('bestimmt', 'sicher', 'sicherlich', 'garantiert');
/** "die sind eh doof": called stupid, said of a person. */
const STUPID = wordSet('dumm', 'doof', 'blöd', 'bloed', 'bescheuert', 'behindert', 'dämlich', 'kindisch');
const KIN = wordSet('mama', 'papa', 'mami', 'papi', 'mutti', 'vati', 'oma', 'opa', 'eltern');
const HIS_OR_HERS = wordSet('seiner', 'seine', 'seinen', 'seinem', 'ihrer', 'ihren', 'ihrem', 'deiner', 'deinen', 'deinem', 'deine');

const POINTING = wordSet('der', 'die', 'dieser', 'diese');
const THEIRS = wordSet('sein', 'seine', 'ihr', 'ihre', 'dein', 'deine');

/**
 * "dass sein Bild noch viel hässlicher ist": after "sein", "ihr" or "dein" and a thing, the
 * clause calls it ugly or stupid with "ist", and denies nothing ("sein Bild ist nicht hässlich").
 */
function thingPutDown(lex: Lexicon, tokens: readonly Token[], t: Token): boolean {
  const rest = tokens.slice(t.index + 2, t.index + 8).filter((u) => u.clause === t.clause);
  const thing = tokens[t.index + 1];
  // "es ist ja nicht ihre Schuld, dass sie krank ist": the fault, not a thing of hers.
  if (!thing || thing.clause !== t.clause || isOneOf(thing, IS) || isWord(thing, 'schuld') || rest.some((u) => tokenIn(lex.negations, u)))
    return false;
  // "hässlich" may describe a thing; of another's thing it is what the child means, now or to
  // come ("auch wenn deine party bestimmt voll langweilig wird").
  return rest.some((u) => isOneOf(u, IS) || isWord(u, 'wird')) && rest.some((u) => tokenIn(lex.insults, u) || tokenIn(lex.judgements, u));
}
const GIVING_A_REASON = wordSet('weil', 'da', 'dass', 'obwohl');
const HAS = wordSet('hat', 'haben', 'habt', 'hatte', 'hatten', 'hod', 'het');
const NOT_OTHERS = wordSet('ich', 'wir', 'mir', 'mich', 'uns', 'du', 'nicht', 'wer', 'wenn', 'ob');
const BECOMING = wordSet('sein', 'werden', 'werde', 'wäre', 'bin', 'bleiben', 'bleibe');

/** "der Vielfraß", "der fette Vielfraß": an insult (`insulted`: its word indexes) right after "der", or after one more word. */
function calledAfter(lex: Lexicon, tokens: readonly Token[], t: Token, insulted: ReadonlySet<number>): boolean {
  const [next, second] = [tokens[t.index + 1], tokens[t.index + 2]];
  const insult = (u: Token | undefined) => u !== undefined && u.clause === t.clause && insulted.has(u.index) && !isLookalikeToken(u);
  return insult(next) || (insult(second) && next !== undefined && !tokenIn(lex.negations, next));
}

function insultOrJudgement(lex: Lexicon, t: Token | undefined): boolean {
  return t !== undefined && ((tokenIn(lex.insults, t) && !isLookalikeToken(t)) || tokenIn(lex.judgements, t));
}

/**
 * "Der Lehrer hat eh keine Ahnung und ist gemein", "Die sind halt egoistisch": a person of the
 * situation called mean or stupid, or "du" ("sorry, dass du so empfindlich bist"). "Der Lehrer
 * ist nicht gemein" and "der doofe Drachen fliegt nie" call no one names. The word that points at
 * the one called names, or undefined.
 */
const MY_OWN = wordSet('mein', 'meine', 'unser', 'unsere');
const CLOSE_ONES = wordSet('bruder', 'schwester', 'cousin', 'cousine', 'freund', 'freundin', 'lehrer', 'lehrerin', 'trainer', 'trainerin');

const POINTED_AT = wordSet('diese', 'dieses', 'dieser', 'ihr');

function namesSomeoneMean(lex: Lexicon, tokens: readonly Token[]): Token | undefined {
  const insults = findMatches(lex.insults, tokens);
  // "…, weil sie sich nicht trauen, diese babys", "ihr babys": others called names.
  const pointedAt = insults.find((m) => isOneOf(m.tokens[0], POINTED_AT));
  if (pointedAt) return pointedAt.tokens[0];
  const insulted = new Set(insults.flatMap((m) => m.tokens.map((u) => u.index)));
  return tokens.find((t) => {
    // "der Trainer hat einfach keine Ahnung": another's knowing put down. "ich hab keine Ahnung, wie
    // das geht" says what the child does not know yet.
    if (isWord(t, 'keine', 'keene', 'koa') && isWord(tokens[t.index + 1], 'ahnung')) {
      const clause = tokens.filter((u) => u.clause === t.clause);
      if (clause.some((u) => isOneOf(u, HAS)) && !clause.some((u) => isOneOf(u, NOT_OTHERS))) return true;
    }
    // "dann such ich mir halt einen besseren Freund": the friend put down as the worse one.
    // "ich will eine bessere Freundin sein" is the child's own aim.
    if (
      isWord(t, 'besseren', 'bessere') &&
      /^freund/.test(tokens[t.index + 1]?.norm ?? '') &&
      !tokens.some((u) => u.clause === t.clause && isOneOf(u, BECOMING))
    )
      return true;
    // "mit seiner hässlichen Frisur": something of another's, called ugly or stupid.
    // "das ist nicht seine Schuld" takes the fault away.
    if (
      isOneOf(t, HIS_OR_HERS) &&
      insultOrJudgement(lex, tokens[t.index + 1]) &&
      !tokens.slice(Math.max(0, t.index - 2), t.index).some((u) => tokenIn(lex.negations, u))
    )
      return true;
    // "ich sag ihm, dass sein Bild noch viel hässlicher ist": something of another's, put down.
    if (isOneOf(t, THEIRS) && thingPutDown(lex, tokens, t)) return true;
    // "der fette Vielfraß": a name given with "der" or "die", one word between at most.
    if (isOneOf(t, POINTING) && calledAfter(lex, tokens, t, insulted)) return true;
    // "…, weil die alle egoistisch sind": the others called mean, the verb last.
    if (isOneOf(t, OTHERS) && isOneOf(tokens[t.index - 1], GIVING_A_REASON) && tokens[t.index - 1]!.clause === t.clause) {
      const rest = tokens.slice(t.index + 1, t.index + 7).filter((u) => u.clause === t.clause);
      const is = rest.findIndex((u) => isOneOf(u, IS));
      // "…, dass sie doof ist": called stupid, the verb last.
      const called = rest.slice(0, is);
      // "sie kann ja nichts dafür, dass sie krank ist", "es ist nicht ihre Schuld, dass …": no fault, a fact.
      const before = tokens.slice(Math.max(0, t.index - 7), t.index - 1).filter((u) => u.sentence === t.sentence);
      const noFault = before.some((u) => isWord(u, 'dafür', 'dafuer', 'schuld')) && before.some((u) => tokenIn(lex.negations, u));
      if (
        called.some((u) => insultOrJudgement(lex, u) || isOneOf(u, STUPID)) &&
        is > 0 &&
        !called.some((u) => tokenIn(lex.negations, u)) &&
        !noFault
      )
        return true;
    }
    const person = tokens[t.index + 1];
    if (!person || person.clause !== t.clause) return false;
    // "Die sind halt egoistisch und gemein": the others, pointed at, opening the clause.
    // "die die gekichert haben sind eh dumm": pointed at with what they did.
    // "liebe kinder ihr seid leider einfach kindisch": "ihr seid", "du bist" point at the others
    // wherever they stand.
    const pointed =
      isOneOf(t, OTHERS) &&
      (isOneOf(person, IS) || isWord(person, 'die', 'der')) &&
      (tokens[t.index - 1]?.clause !== t.clause || (isWord(t, 'ihr', 'du') && isWord(person, 'seid', 'bist')));
    // "die anderen sind halt unfair": the others, however written.
    // "mama und papa sind trotzdem voll unfair": the child's own people, named without an article.
    const before = tokens[t.index - 1];
    // "mein Bruder ist halt ein Vielfraß": the child's own people with "mein" too.
    const kin =
      (isOneOf(t, KIN) && (before?.clause !== t.clause || isOneOf(before, JOINS) || isOneOf(before, MY_OWN))) ||
      (isOneOf(t, CLOSE_ONES) && isOneOf(before, MY_OWN));
    if (!pointed && !kin && (!isOneOf(t, ARTICLE) || !(/^\p{Lu}/u.test(person.raw) || isWord(person, 'anderen')))) return false;
    const rest = tokens.slice(t.index + (pointed || kin ? 1 : 2), t.index + 12).filter((u) => u.clause === t.clause);
    const is = rest.findIndex((u) => isOneOf(u, IS));
    if (is < 0) return false;
    // "… und auch keiner sonst ist schuld": the part that says who is mean denies it.
    const partStart = rest.findLastIndex((u, k) => k < is && isOneOf(u, JOINS));
    if (partStart >= 0 && rest.slice(partStart + 1, is).some((u) => tokenIn(lex.negations, u))) return false;
    const after = rest.slice(is + 1, is + 4);
    // "Der Ball ist vom Pfosten abgeprallt": a word that is a name only when given to someone.
    // "Der Kleber ist doof" calls a thing stupid; "die sind doof" and "Mama ist doof" a person.
    const calls = (u: Token) => insultOrJudgement(lex, u) || ((pointed || kin) && isOneOf(u, STUPID));
    // "…, auch wenn mein Bruder ein fieser Schummler ist": a person, the verb last, the name before it.
    const beforeVerb = rest.slice(0, is);
    if ((pointed || kin) && is === rest.length - 1 && beforeVerb.some(calls) && !beforeVerb.some((u) => tokenIn(lex.negations, u)))
      return true;
    const mean = after.findIndex(calls);
    return mean >= 0 && !after.slice(0, mean).some((u) => tokenIn(lex.negations, u));
  });
}

/** Mocking that is never meant kindly: "na toll", "danke auch", "wer hätte das gedacht", "du Genie", "Meisterbäcker". */
const SURE_MOCKING =
  /^(na |danke auch|vielen dank auch|danke für|wer hätte|träum|sehr witzig|wie witzig|sehr lustig|wie schön für dich|du genie|du held|du \*expert|meister)/;
const SELF_TITLES = wordSet('meister', 'genie', 'held', 'einstein', 'profi', 'champion', 'superstar', 'koenig', 'koenigin', 'heldin');
const PRAISE = wordSet('super', 'toll', 'prima', 'klasse', 'spitze', 'grossartig', 'perfekt', 'bombig');
/** What makes "super gelaufen" honest: "Der Rest ist trotzdem super gelaufen". */
const ALL_THE_SAME = wordSet('trotzdem', 'rest', 'sonst', 'aber', 'dafuer', 'wenigstens', 'zumindest');

/**
 * "na toll", "Voll super gelaufen": the thought praises the mishap it is about, and makes fun
 * of it. "Der Rest ist trotzdem super gelaufen" is honest.
 */
/** The words from `start` to `end` that mock, as a sarcasm match under `entry`. */
function mockingAt(tokens: readonly Token[], start: number, end: number, entry: string): Match {
  return matchOfWords('sarcasm', entry, tokens.slice(start, end + 1));
}

const SHRUG = wordSet('halt', 'eben', 'ja', 'wohl');
const A_OR_THE = wordSet('ein', 'eine', 'der', 'die', 'so');

/** "ich bin halt ein Genie", "ich bin ja der Profi": a great name the child gives itself with a shrug. "Ich bin ein kleiner Held" is meant. */
function namedWithAShrug(tokens: readonly Token[]): Match | null {
  for (const t of tokens) {
    if (!isWord(t, 'bin') || !isWord(tokens[t.index - 1], 'ich')) continue;
    let k = t.index + 1;
    if (!isOneOf(tokens[k], SHRUG)) continue;
    while (isOneOf(tokens[k], SHRUG) || isOneOf(tokens[k], A_OR_THE)) k++;
    if (isOneOf(tokens[k], SELF_TITLES)) return mockingAt(tokens, t.index - 1, k, 'ich bin halt …');
  }
  return null;
}

const LAUGH = /^(ha(ha)+|hi(hi)+|lol|😂|🤣|🙄)$/u;

const NO = wordSet('nee', 'ne', 'nein', 'nä', 'nur', 'kleiner');

/**
 * "na toll ich bin wohl der memory weltmeister 😅 nee spaß, nächstes mal merk ich mir …": the
 * joke taken back, and a thought after it. A joke the child laughs about itself, then means what
 * follows.
 */
function takenBack(tokens: readonly Token[], m: Match): boolean {
  const back = tokens.find(
    (t) => t.index > m.end && isWord(t, 'spass', 'scherz') && (isOneOf(tokens[t.index - 1], NO) || isWord(tokens[t.index + 1], 'beiseite')),
  );
  return back !== undefined && words(tokens.slice(back.index + 1)).length >= 3;
}

function mocksTheMishap(lex: Lexicon, tokens: readonly Token[]): Match | null {
  const found = mockingIn(lex, tokens);
  return found && !takenBack(tokens, found) ? found : null;
}

function mockingIn(lex: Lexicon, tokens: readonly Token[]): Match | null {
  const sure = findMatches(lex.sarcasm, tokens).find((m) => SURE_MOCKING.test(m.entry));
  if (sure) return sure;
  // "ich bin ja sooo hoffnungsvoll", "du hast ja auch soooo einen tollen …": praise drawn out
  // after "ja" means the opposite.
  const drawnOut = tokens.find((t) => isWord(t, 'so') && t.elongated);
  const ja = drawnOut && [1, 2].map((k) => tokens[drawnOut.index - k]).find((u) => isWord(u, 'ja') && u!.clause === drawnOut.clause);
  if (drawnOut && ja) return mockingAt(tokens, ja.index, drawnOut.index, 'ja so');
  // "Ganz toll, ich Meister 👏": a great name the child gives itself for the mishap, said alone
  // ("ich meister das" is a verb).
  const title = tokens.find(
    (t) =>
      isWord(t, 'ich') &&
      isOneOf(tokens[t.index + 1], SELF_TITLES) &&
      (tokens[t.index + 2]?.clause !== t.clause || tokens[t.index + 2]!.isEmoji),
  );
  if (title) return mockingAt(tokens, title.index, title.index + 1, 'ich …');
  // "Klar, eine Fünf, ich bin halt ein Genie 😎": the great name given with "halt" or "ja".
  const named = namedWithAShrug(tokens);
  if (named) return named;
  // "na klaaar, nächstes Jahr werden wir bestimmt Meister haha": "na klar" drawn out, or with a
  // laugh at the end, says the opposite ("Na klar schaff ich das!" means it).
  const [na, klar] = tokens;
  const laughsLast = tokens.some((t) => LAUGH.test(t.norm) && t.index >= tokens.length - 2);
  if (isWord(na, 'na') && isWord(klar, 'klar', 'klaro', 'logo') && (klar!.elongated || laughsLast))
    return mockingAt(tokens, 0, 1, 'na klar');
  // "Klar, dann schreib ich halt 100 Seiten, toll 👍", "…, dann lösch ich halt alles 👏": a deed
  // shrugged off with "halt", then praise or applause at the end. "dann nehm ich halt einen
  // anderen" alone means it.
  const shrugged = tokens.some((t) => isWord(t, 'halt', 'hoit', 'hald'));
  const cheer = tokens.slice(-3).find((t) => isOneOf(t, PRAISE) || t.raw === '👏');
  if (shrugged && cheer) return mockingAt(tokens, cheer.index, cheer.index, 'halt … toll');
  // "…, als ob.": the hope taken back at the end of its sentence.
  const asIf = tokens.find((t) => isWord(t, 'als') && isWord(tokens[t.index + 1], 'ob') && tokens[t.index + 2]?.sentence !== t.sentence);
  if (asIf) return mockingAt(tokens, asIf.index, asIf.index + 1, 'als ob');
  // "Toll, eine Siegerurkunde …", "Super, wieder eine Fünf …": praise said first, on its own, about a
  // mishap. "Super, dass es hier noch andere Tiere gibt" praises something else.
  const [first, second] = tokens;
  if (
    first &&
    second &&
    (isOneOf(first, PRAISE) || isWord(first, 'wow')) &&
    second.clause !== first.clause &&
    second.sentence === first.sentence &&
    !isWord(second, 'dass', 'wie')
  ) {
    return mockingAt(tokens, 0, 0, first.norm);
  }
  // "Ich bin halt der Sandburg-Zerstörer 😂 super gemacht": praise for the mishap, laughed at.
  const laughs = tokens.some((t) => LAUGH.test(t.norm) || LAUGH.test(t.raw));
  for (const t of tokens) {
    if (!(isWord(t, 'gelaufen') || (laughs && isWord(t, 'gemacht'))) || !isOneOf(tokens[t.index - 1], PRAISE)) continue;
    const clause = tokens.filter((u) => u.clause === t.clause);
    if (clause.some((u) => isOneOf(u, ALL_THE_SAME) || tokenIn(lex.negations, u))) continue;
    return mockingAt(tokens, t.index - 1, t.index, t.norm);
  }
  return null;
}

/** What a face says in a thought: rolling the eyes, turning upside down or an annoyed face makes fun of it. */
const FACES: Readonly<Record<string, string>> = {
  '🙄': 'Das Augenrollen klingt, als ob du dich lustig machst.',
  '🙃': 'Das umgedrehte Gesicht klingt, als ob du dich lustig machst.',
  '😒': 'Das genervte Gesicht klingt, als ob du dich lustig machst.',
  '🤡': 'Der Clown klingt, als ob du dich lustig machst.',
};

const DETERMINERS = wordSet(
  'der',
  'die',
  'das',
  'den',
  'dem',
  'ein',
  'eine',
  'einen',
  'einem',
  'mein',
  'meine',
  'meinen',
  'dein',
  'deine',
  'dieser',
  'diese',
  'dieses',
);

/** "der doofe Drachen", "die schweren Wörter": one word between a determiner and the next word of its clause. */
function beforeANoun(tokens: readonly Token[], m: Match): boolean {
  const next = tokens[m.end + 1];
  return (
    m.start === m.end &&
    isOneOf(tokens[m.start - 1], DETERMINERS) &&
    next !== undefined &&
    next.clause === m.tokens[0]!.clause &&
    !next.isEmoji &&
    !sharesNothing(next)
  );
}

/**
 * "die schweren Wörter", "eine schwierige Stelle": a word of a stuck thought, bent as it is before
 * a noun, says what a thing is like. "der hässliche Vogel", "meine blöden Schuhe": a put-down stays
 * one before a noun.
 */
function describesAThing(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  const t = m.tokens[0]!;
  return (
    beforeANoun(tokens, m) &&
    !tokenIn(lex.insults, t) &&
    !tokenIn(lex.judgements, t) &&
    /(e|en|em|es)$/.test(t.norm) &&
    !/(e|en|em|es)$/.test(m.entry)
  );
}

/**
 * German puts "nicht" at the end of the clause ("sie versuchen es dann gar
 * nicht"). "Talent oder eben nicht": after "oder" it answers the
 * alternative and negates nothing.
 */
/** Words that open an indirect question: "warum", "woran", "ob". */
const INDIRECT_QUESTION = wordSet('warum', 'wieso', 'weshalb', 'weswegen', 'woran', 'ob');

function negationAfter(lex: Lexicon, tokens: readonly Token[], used: Set<number>, m: Match): boolean {
  const clause = m.tokens[0]!.clause;
  // "der doofe drachen fliegt nie": the "nie" is about the kite, not about "doofe".
  if (beforeANoun(tokens, m)) return false;
  for (let k = m.end + 1; k <= m.end + 4 && k < tokens.length; k++) {
    const t = tokens[k]!;
    // "dass" by its spelling: "das" shares its loose key, and "Ich lerne das nie" is one clause.
    if (t.clause !== clause || isWord(t, 'oder', 'und', 'aber', 'weil', 'wenn', 'sondern') || t.norm === 'dass') return false;
    // "ich bau ihn breiter, dann wackelt er nicht so": what the deed brings has its own "nicht";
    // "ich übe dann nicht" is denied.
    if (isWord(t, 'dann', 'damit', 'sodass') && !(tokens[k + 1] && tokenIn(lex.negations, tokens[k + 1]!))) return false;
    // "opa gewinnt immer ich nie": "immer …, nie …" sets one against the other, it denies nothing.
    if (isWord(t, 'nie', 'niemals') && m.tokens.some((u) => isWord(u, 'immer', 'ständig', 'staendig', 'dauernd'))) return false;
    // "Fragen ist nicht peinlich": after "ist", the "nicht" belongs to the phrase right after it.
    if (freeNegation(lex, tokens, used, k, k, clause)) return !(isOneOf(tokens[k - 1], IS) && used.has(k + 1));
  }
  return false;
}

/** The match comes after "sonst" in its clause: "…, sonst lern ich ja nix". */
function afterOtherwise(tokens: readonly Token[], m: Match): boolean {
  const clause = m.tokens[0]!.clause;
  for (let k = m.start - 1; k >= 0 && tokens[k]!.clause === clause; k--) if (isWord(tokens[k], 'sonst')) return true;
  return false;
}

/** Words that may stand between a phrase and the denial of it: "lern ich auch nicht mehr". */
const BETWEEN_DENIAL = wordSet('ich', 'wir', 'es', 'das', 'auch', 'einfach', 'halt', 'eh', 'ja', 'dann', 'so', 'sein');

/**
 * "lern ich auch nicht mehr", "nie wieder üben": a denying phrase right next to the match, in its
 * clause, with at most a few little words between. `starts` and `ends` hold the denials by their
 * first and last word.
 */
function deniedNextTo(tokens: readonly Token[], starts: ReadonlySet<number>, ends: ReadonlySet<number>, m: Match): boolean {
  const clause = m.tokens[0]!.clause;
  for (let k = m.end + 1; k <= m.end + 4 && tokens[k]?.clause === clause; k++) {
    if (starts.has(k)) return true;
    if (!isOneOf(tokens[k], BETWEEN_DENIAL)) break;
  }
  for (let k = m.start - 1; k >= m.start - 4 && tokens[k]?.clause === clause; k--) {
    if (ends.has(k)) return true;
    if (!isOneOf(tokens[k], BETWEEN_DENIAL)) break;
  }
  return false;
}

/** "nicht aufhört zu üben": the word before "zu" is the verb the negation denies, not what follows. */
function toDoAfterVerb(lex: Lexicon, tokens: readonly Token[], start: number): boolean {
  const verb = tokens[start - 2];
  // "ich hör nicht auf zu fragen": the particle stands for its verb.
  return (
    isWord(tokens[start - 1], 'zu') &&
    verb !== undefined &&
    !tokenIn(lex.negations, verb) &&
    (!isStopWord(verb.norm) || isWord(verb, 'auf'))
  );
}

const THINK = wordSet('glaube', 'glaub', 'denke', 'denk');
/** "Das heißt doch nicht, dass …": what follows is denied as well. */
const MEANS = wordSet('heißt', 'heisst', 'heist', 'bedeutet');
const MEANS_FILLERS = wordSet('das', 'doch', 'ja', 'aber', 'noch', 'gar', 'lange');

/**
 * "ich glaub nicht, dass ich das jemals lerne", "Das heißt doch nicht, dass ich das niemals kann",
 * "Wer sagt denn, dass kleine Rollen langweilig sind?": the words of a "dass" clause after "glaube
 * nicht", "heißt nicht" or "wer sagt" are doubted, so they say the opposite. The indices of those words, and of the frame that doubts them ("heißt doch nicht"),
 * in one pass.
 */
function doubtedClauses(lex: Lexicon, tokens: readonly Token[]): { doubted: ReadonlySet<number>; frame: ReadonlySet<number> } {
  const doubted = new Set<number>();
  const frame = new Set<number>();
  for (let k = 0; k + 2 < tokens.length; k++) {
    // "Wer sagt denn, dass kleine Rollen langweilig sind?": asked so that the answer is "no one".
    if (isWord(tokens[k], 'wer') && isWord(tokens[k + 1], 'sagt', 'behauptet')) {
      let n = k + 2;
      while (n < k + 4 && isWord(tokens[n], 'denn', 'eigentlich', 'ueberhaupt')) n++;
      if (!isWord(tokens[n], 'dass', 'das')) continue;
      for (let f = k; f <= n; f++) frame.add(f);
      const clause = tokens[n]!.clause;
      let j = n + 1;
      for (; j < tokens.length && tokens[j]!.clause === clause; j++) doubted.add(j);
      k = j - 1;
      continue;
    }
    const think = isOneOf(tokens[k], THINK);
    if (!think && !isOneOf(tokens[k], MEANS)) continue;
    let n = k + 1;
    // "heißt das doch nicht": at most two small words between.
    if (!think) while (n < k + 3 && isOneOf(tokens[n], MEANS_FILLERS)) n++;
    if (!tokens[n] || !tokenIn(lex.negations, tokens[n]!) || !isWord(tokens[n + 1], 'dass', 'das')) continue;
    for (let f = k; f <= n; f++) frame.add(f);
    const clause = tokens[n + 1]!.clause;
    let j = n + 2;
    for (; j < tokens.length && tokens[j]!.clause === clause; j++) doubted.add(j);
    // The rest of the clause is marked already: go on after it.
    k = j - 1;
  }
  return { doubted, frame };
}

/**
 * Score positive and negative evidence. A free negation up to three words
 * before, or right after (German puts "nicht" behind the verb), or "keiner" or
 * "niemand" opening the clause, flips a match: "nicht dumm" is positive, "ich
 * übe nicht" negative, "keiner in der Klasse mag mich" negative. Phrases that carry
 * their own negation ("kann ... nicht") are not flipped again, and a
 * negative phrase built on "noch nicht" is the growth idea.
 */
/**
 * "wenn ich ihn nicht finde frag ich den Kursleiter": the "wenn" part ends at its verb, and the
 * match at `start` opens the main clause ("frag ich"), so the "nicht" before is the condition's.
 * "wenn ich nicht frage" denies the match itself.
 */
function opensTheMainClause(lex: Lexicon, tokens: readonly Token[], start: number): boolean {
  const first = tokens[start]!;
  if (tokenIn(lex.negations, tokens[start - 1] ?? first) || !isWord(tokens[start + 1], 'ich', 'i', 'wir')) return false;
  const before = tokens.slice(Math.max(0, start - 8), start).filter((t) => t.clause === first.clause);
  return before.some((t) => isWord(t, 'wenn', 'falls', 'wen'));
}

export function scorePolarity(lex: Lexicon, tokens: readonly Token[], lists: PolarityLists): Scored[] {
  const names = [...lists.positive, ...lists.negative];
  const matches = findAll(lex, names, tokens);
  // Words of matched phrases are not free negations, except absolutes ("nie", "niemals"), which
  // also turn the phrase before them: "Ich lerne das nie", "Das schaffe ich niemals".
  const used = new Set<number>();
  for (const m of matches) if (!lists.unflippable?.includes(m.list)) for (let k = m.start; k <= m.end; k++) used.add(k);
  // "keiner in der Klasse mag mich", "niemand hilft mir": nobody as the subject denies the clause.
  const byNobody = new Set<number>();
  for (const t of tokens)
    if (tokens[t.index - 1]?.clause !== t.clause && isWord(t, 'keiner', 'niemand') && !used.has(t.index)) byNobody.add(t.clause);
  const { doubted, frame } = doubtedClauses(lex, tokens);
  // "nicht mehr", "gar nix mehr", "nie wieder": a phrase that only denies. Next to a helpful
  // phrase it gives that up as well ("nächstes mal lern ich auch nicht mehr", "nie wieder üben"),
  // and still counts on its own. (What a deed brings is read elsewhere: "dann kann ich auch nicht
  // mehr Letzter werden" after "ich renn nie wieder mit" is no brave thought.)
  const denials = matches.filter(
    (m) => m.tokens.some((t) => isOneOf(t, DENIAL_PARTS)) && m.tokens.every((t) => tokenIn(lex.negations, t) || isOneOf(t, DENIAL_PARTS)),
  );
  const denialStarts = new Set(denials.map((d) => d.start));
  const denialEnds = new Set(denials.map((d) => d.end));
  const out: Scored[] = [];
  for (const m of matches) {
    const first = m.tokens[0]!;
    // "heißt doch nicht" only doubts what follows.
    if (m.tokens.every((t) => frame.has(t.index))) continue;
    const base: 1 | -1 = lists.positive.includes(m.list) ? 1 : -1;
    // "wir können rausfinden, warum es nicht geklappt hat": "können … nicht" across a question is no phrase.
    if (tokens.slice(m.start, m.end).some((t) => isOneOf(t, INDIRECT_QUESTION) && !m.tokens.includes(t))) continue;
    const weight = lists.weights?.[m.list] ?? 1;
    const ownNegation = m.tokens.filter((t) => tokenIn(lex.negations, t));
    // "ich kanns immer noch nicht": still not, after all this time, is no brave "noch nicht".
    if (ownNegation.some((t) => stillNot(tokens, t))) {
      out.push({ match: m, sign: -1, weight, negated: base === 1 });
      continue;
    }
    if (ownNegation.some((t) => isWord(tokens[t.index - 1], 'noch'))) {
      out.push({ match: m, sign: 1, weight, negated: false });
      continue;
    }
    // "ich gebe nie wieder auf": the denial inside the quitting phrase turns it into a brave one.
    const quitting = denialStarts.has(m.start) ? quittingAround(tokens, m) : null;
    if (quitting) {
      out.push({ match: quitting, sign: 1, weight, negated: true });
      continue;
    }
    // Matches of an unflippable list are looked at the same way, to be dropped when denied ("nicht immer").
    const flippable = !first.isEmoji && ownNegation.length === 0;
    // "ich gebe nie auf": a negation inside a phrase's gap flips it as well.
    let gapNegated = false;
    for (let k = m.start + 1; k < m.end; k++) {
      if (m.tokens.some((t) => t.index === k)) continue;
      if (tokenIn(lex.negations, tokens[k]!) && !isWord(tokens[k - 1], 'noch')) gapNegated = true;
    }
    let negated =
      flippable &&
      (gapNegated ||
        (freeNegation(lex, tokens, used, m.start - 3, m.start - 1, first.clause) &&
          !toDoAfterVerb(lex, tokens, m.start) &&
          !opensTheMainClause(lex, tokens, m.start)) ||
        negationAfter(lex, tokens, used, m) ||
        (byNobody.has(first.clause) && !isWord(tokens[m.start - 1], 'keiner', 'niemand') && !isWord(first, 'keiner', 'niemand')));
    if (flippable && !negated && base === 1 && deniedNextTo(tokens, denialStarts, denialEnds, m)) negated = true;
    if (negated && lists.unflippable?.includes(m.list)) continue;
    // A doubted clause ("ich glaub nicht, dass …") turns the match once more.
    const sign = (negated !== doubted.has(m.start) ? -base : base) as 1 | -1;
    out.push({ match: m, sign, weight, negated });
  }
  return out;
}

/** "immer noch nicht", "noch immer nicht" */
function stillNot(tokens: readonly Token[], negation: Token): boolean {
  const [a, b] = [tokens[negation.index - 2], tokens[negation.index - 1]];
  if (a?.clause !== negation.clause) return false;
  return (isWord(a, 'immer') && isWord(b, 'noch')) || (isWord(a, 'noch') && isWord(b, 'immer'));
}

const OTHER_PEOPLE = wordSet(
  'frau',
  'herr',
  'er',
  'sie',
  'mama',
  'papa',
  'lehrer',
  'lehrerin',
  'trainer',
  'trainerin',
  'schiri',
  'anderen',
);
const ARTICLES = wordSet('der', 'die', 'das');
/** "endlich", "mal richtig": what the other should at last do properly. */
const AT_LAST = wordSet('endlich', 'richtig');
/** The child, alone or with others, in a condition: "wenn ich …", Bavarian "wenn mia …". */
const US = wordSet('ich', 'i', 'wir', 'mia');
/** "gewesen wär", "wäre": what did not happen. */
const WERE = wordSet('gewesen', 'waer', 'wär', 'wäre', 'waere', 'wärs');

/**
 * "ich bin nicht schuld, der torwart hat sich doof bewegt": the child's fault denied and put on
 * someone or something else; "…, wenn Frau Berger endlich mal langsamer diktiert", "wenn meine
 * Klavierlehrerin es mal richtig erklären würde": someone else has to change first. "Ich bin
 * nicht schuld, das kann jedem passieren" and "dann klappt es endlich" blame nobody; "wenn Frau
 * Berger sich besser gekümmert hätte" and "Herr Özdemir erklärt eh nie richtig" do. The words
 * that shift it, or null.
 */
function shiftedBlame(lex: Lexicon, tokens: readonly Token[]): Match | null {
  const all = clauses(tokens);
  const said = (c: readonly Token[]) => matchOfWords('accusations', 'shifted', c);
  for (const [n, c] of all.entries()) {
    const own = c.some((t) => tokenIn(lex['self-words'], t));
    // "meine Klavierlehrerin" is still someone else; a clause may go on without a comma.
    const from = c.slice(c.findIndex((t) => isWord(t, 'wenn')));
    // "wenn der Jonas nicht so schlecht im Tor gewesen wär hätten wir …": the condition ends at its verb.
    const verb = from.findIndex((t) => isOneOf(t, WERE) || isWord(t, 'haette', 'hätte', 'haetten'));
    const condition = verb < 0 ? from : from.slice(0, verb + 1);
    // "meine Klavierlehrerin", "der Busfahrer": isSomeoneElse knows people by what they do.
    const someoneElse = (ts: readonly Token[]) => ts.some((t) => isOneOf(t, OTHER_PEOPLE) || isSomeoneElse(t));
    // "wenn Frau Berger sich besser gekümmert hätte": what someone else should have done;
    // "wenn der Jonas nicht so schlecht im Tor gewesen wär": what they did wrong.
    const shouldHave =
      (condition.some((t) => isWord(t, 'besser', 'mehr')) && condition.some((t) => isWord(t, 'haette', 'hätte', 'haetten'))) ||
      (condition.some((t) => isOneOf(t, WERE)) && condition.some((t) => tokenIn(lex.judgements, t)));
    const noneOfUs = isWord(condition[0], 'wenn') && !condition.some((t) => isOneOf(t, US));
    if (noneOfUs && (condition.some((t) => isOneOf(t, AT_LAST)) || shouldHave) && someoneElse(condition)) return said(condition);
    // "Herr Özdemir erklärt eh nie richtig": someone else never does it right.
    const never = c.findIndex((t, k) => isWord(t, 'nie', 'niemals') && isOneOf(c[k + 1], AT_LAST));
    if (never > 0 && !own && someoneElse(c.slice(0, never))) return said(c);
    const denied = own && c.some((t) => isWord(t, 'schuld')) && c.some((t) => tokenIn(lex.negations, t));
    const next = all[n + 1];
    if (denied && next && isOneOf(next[0], ARTICLES) && next[1] && !isStopWord(next[1].norm)) return said(next);
  }
  return null;
}

const BEST =
  /^(aller)?(beste|schnellste|stärkste|staerkste|tollste|klügste|kluegste|schlauste|größte|groesste|beliebteste|coolste|berühmteste|beruehmteste)[rn]?$/u;
const TOP_MARKS = /^(einsen|einser|1en|1er|1sen)$/u;
const EFFORT = /^(lernen|ueben|trainieren|probieren|anstrengen)$/u;
/** "von allen", "der Welt", "in der ganzen Schule". */
const TOP_PLACE = /^(erste|erster|erstes|gold\p{L}*|sieger\p{L}*|weltmeister\p{L}*|gewinne|gewinnen|gewinn)$/u;
const EVERY_WIN = /^(tore|spiele|rennen|turniere|siege|pokale|medaillen)$/u;
const OF_ALL = wordSet('allen', 'welt', 'zeiten', 'ever', 'ganzen');

/**
 * "morgen bin ich ganz sicher der schnellste von allen", "weil ich dann der beste von allen bin",
 * "morgen bin ich die beliebteste in der ganzen Schule", "ab jetzt schreib ich nur noch Einsen",
 * "… eine 1 ohne zu lernen", "nächstes Jahr schieß ich alle Tore":
 * the child promises itself to be the best of all, with nothing to do for it. "ich geb mein
 * Bestes" and "meine beste Zeit" speak of the child's own effort. The words from "der" to "allen",
 * or null.
 */
function bestOfAll(tokens: readonly Token[]): string | null {
  const ownThought = tokens.some((t) => isWord(t, 'ich', 'i', 'bin'));
  for (const clause of clauses(tokens)) {
    const said = (from: number, to: number) =>
      clause
        .slice(from, to)
        .map((t) => t.raw)
        .join(' ');
    // "nächstes Mal schreib ich bestimmt eine 1 ohne zu lernen": the result without the work.
    // "… ne eins auch ohne lernen": the "zu" may be left out.
    const effortAfter = (k: number) => (isWord(clause[k + 1], 'zu') ? k + 2 : k + 1);
    const without = clause.findIndex((t, k) => isWord(t, 'ohne') && EFFORT.test(clause[effortAfter(k)]?.norm ?? ''));
    // ", auch ohne lernen": the result's own clause after a comma.
    if (without >= 0 && ownThought) return said(without, effortAfter(without) + 1);
    if (!clause.some((t) => isWord(t, 'ich', 'i', 'bin'))) continue;
    // "nächstes mal werd ich ganz sicher erste": the top place, promised for sure.
    const sure = clause.findIndex((t, k) => (isWord(t, 'sicher') && isWord(clause[k - 1], 'ganz')) || isWord(t, 'garantiert'));
    const top = sure < 0 ? -1 : clause.findIndex((t, k) => k > sure && k <= sure + 3 && TOP_PLACE.test(t.norm));
    if (top >= 0) return said(isWord(clause[sure], 'sicher') ? sure - 1 : sure, top + 1);
    // "ab jetzt schreib ich nur noch Einsen": the best mark, every time.
    const markAfter = (k: number) => (isWord(clause[k + 1], 'noch') ? k + 2 : k + 1);
    const only = clause.findIndex((t, k) => isWord(t, 'nur') && TOP_MARKS.test(clause[markAfter(k)]?.norm ?? ''));
    if (only >= 0) return said(only, markAfter(only) + 1);
    // "weil ich ab jetzt jeden tag 5 stunden lerne": more hours a day than a child has for it.
    const hours = clause.findIndex(
      (t, k) =>
        isWord(t, 'stunden', 'std') &&
        Number(clause[k - 1]?.norm ?? '') >= 3 &&
        clause.some((u, j) => isWord(u, 'tag') && isWord(clause[j - 1], 'jeden')),
    );
    if (hours >= 0) return said(hours - 1, hours + 1);
    // "nächstes jahr … schieß alle tore": every goal of the game, every game of the season.
    const every = clause.findIndex((t, k) => isWord(t, 'alle') && EVERY_WIN.test(clause[k + 1]?.norm ?? ''));
    if (every >= 0) return said(every, every + 2);
    const at = clause.findIndex((t, k) => BEST.test(t.norm) && isWord(clause[k - 1], 'der', 'die'));
    if (at < 0) continue;
    // "der beste in mathe auf der ganzen welt": a subject may come between.
    const end = clause.slice(at + 1, at + 7).findIndex((t) => isOneOf(t, OF_ALL));
    // "in der ganzen Schule": the place belongs to it.
    const place = isWord(clause[at + 1 + end], 'ganzen') ? 1 : 0;
    if (end >= 0) return said(at - 1, at + 2 + end + place);
  }
  return null;
}

/**
 * "wenn die Matte nicht so rutschig wäre hätte es schon längst geklappt": it would have worked
 * but for a thing, so there is nothing left to try. "Wenn ich nicht so aufgeregt wäre, …" speaks
 * of the child, and "Die Matte ist rutschig, ich frag nach einer anderen" makes a plan. The
 * condition, or null.
 */
function butForTheThing(tokens: readonly Token[]): Match | null {
  const all = clauses(tokens);
  for (const [n, c] of all.entries()) {
    const from = c.slice(c.findIndex((t) => isWord(t, 'wenn')));
    const verb = from.findIndex((t) => isOneOf(t, WERE));
    if (!isWord(from[0], 'wenn') || verb < 0) continue;
    const condition = from.slice(0, verb + 1);
    if (condition.some((t) => isOneOf(t, US))) continue;
    const butFor = condition.some((t, k) => isWord(t, 'nicht', 'nich') && isWord(condition[k + 1], 'so'));
    const wouldHave = [...from.slice(verb + 1), ...(all[n + 1] ?? [])].slice(0, 3);
    if (butFor && wouldHave.some((t) => isWord(t, 'haette', 'hätte', 'haetten'))) return matchOfWords('accusations', 'but for', condition);
  }
  return null;
}

/** The verbs of "aufhören" and "aufgeben": "hör … auf", "gib … auf". */
const QUITTING = /^(hör|hoer|geb|gib)/;

/** The verbs of trying again: "versuchen", "üben", "lernen", "weitermachen". */
const TRYING = /^(versuch|probier|ueb|lern|trainier|weitermach|anstreng)/;

/**
 * "warum soll ich es nochmal versuchen", "wozu noch üben": a question that asks why one should try
 * at all gives up. "warum soll ich aufgeben?" asks the other way, and "…, warum ich üben muss"
 * is no question. The question's words, or null.
 */
function whyBother(tokens: readonly Token[]): string | null {
  for (const t of tokens) {
    if (!isWord(t, 'warum', 'wieso', 'weshalb', 'wozu', 'wofür')) continue;
    const next = tokens[t.index + 1];
    if (!isWord(next, 'soll', 'sollte', 'sollt', 'muss', 'noch', 'überhaupt', 'nochmal')) continue;
    const tried = tokens.slice(t.index + 2, t.index + 7).find((u) => u.sentence === t.sentence && TRYING.test(u.norm));
    if (tried)
      return tokens
        .slice(t.index, tried.index + 1)
        .map((u) => u.raw)
        .join(' ');
  }
  return null;
}

/** "gebe … auf", "hör … auf" around a denial ("ich gebe nie wieder so schnell auf"): the whole phrase, or null. */
function quittingAround(tokens: readonly Token[], m: Match): Match | null {
  const clause = m.tokens[0]!.clause;
  const verb = tokens.slice(Math.max(0, m.start - 2), m.start).find((t) => t.clause === clause && QUITTING.test(t.norm));
  const up = tokens.slice(m.end + 1, m.end + 4).find((t) => t.clause === clause && isWord(t, 'auf'));
  if (!verb || !up || isWord(tokens[up.index + 1], 'zu')) return null;
  return matchOfWords(m.list, m.entry, tokens.slice(verb.index, up.index + 1));
}

/**
 * Negation words that neither belong to a phrase nor flip a match:
 * "Mich will keiner", "Mathe ist nichts für mich". In a short thought they
 * still lean it towards the negative.
 */
export function looseNegations(lex: Lexicon, tokens: readonly Token[], scored: readonly Scored[]): Token[] {
  const covered = new Set<number>();
  for (const s of scored) {
    for (let k = s.match.start; k <= s.match.end; k++) covered.add(k);
    if (!s.negated) continue;
    // The negation that flipped this match sits in its clause, just around it.
    for (let k = s.match.start - 3; k <= s.match.end + 4; k++) {
      const t = tokens[k];
      if (t && t.clause === s.match.tokens[0]!.clause && tokenIn(lex.negations, t)) covered.add(k);
    }
  }
  return tokens.filter((t) => !covered.has(t.index) && tokenIn(lex.negations, t) && !isWord(tokens[t.index - 1], 'noch'));
}

/**
 * Overall leaning of a short thought. After "aber"/"trotzdem" a match counts
 * double and in the last of several clauses one and a half times – children
 * end with their conclusion ("Es ist schwer, aber ich übe"). The last match
 * breaks a tie.
 */
export function leaning(lex: Lexicon, tokens: readonly Token[], scored: readonly Scored[]): number {
  const contrastAt = tokens.findIndex((t) => isWord(t, ...CONTRAST));
  const lastClause = tokens.at(-1)?.clause ?? 0;
  const manyClauses = tokens.length > 0 && tokens[0]!.clause !== lastClause;
  const factor = (index: number, clause: number) =>
    contrastAt >= 0 && index > contrastAt ? 2 : manyClauses && clause === lastClause ? 1.5 : 1;
  let total = 0;
  for (const s of scored) total += s.sign * s.weight * factor(s.match.start, s.match.tokens[0]!.clause);
  for (const t of looseNegations(lex, tokens, scored)) total -= 0.5 * factor(t.index, t.clause);
  if (total === 0 && scored.length > 0) return scored.at(-1)!.sign * 0.1;
  return total;
}

/** What makes a thought helpful: a helpful idea, a kind word about what happened, a plan. */
const HELPFUL_LISTS: ReadonlySet<ListName> = new Set(['helpful-thoughts', 'reassurances', 'plans']);

const ROUTINE = wordSet('jeden', 'jede', 'jedes');

const THOUGHT_LISTS: PolarityLists = {
  positive: ['helpful-thoughts', 'reassurances', 'plans', 'positive-words'],
  negative: ['negative-thoughts', 'insults', 'absolutes'],
  weights: { 'positive-words': 0.5, absolutes: 0.5, insults: 1.5 },
  unflippable: ['absolutes'],
};

function firstText(scored: readonly Scored[], sign: 1 | -1): string | null {
  const s = scored.find((x) => x.sign === sign);
  return s ? s.match.text : null;
}

/**
 * Things of a child's situation that the general stop-word list counts as filler: the "Teil"
 * of a puzzle.
 */
const SITUATION_NOUNS = new Set(['teil', 'teile', 'teilen']);

/** Too short, or a word that says nothing about a situation. */
function sharesNothing(t: Token): boolean {
  return t.norm.length < 3 || (isStopWord(t.norm) && !SITUATION_NOUNS.has(t.norm));
}

/** The words of a situation, indexed once: their stems, their forms, and every ending of 4+ letters. */
interface SituationWords {
  stems: Set<string>;
  norms: Set<string>;
  endings: Set<string>;
  /** every ending of 4+ letters of the words' stems ("farradfar" → "far" is too short, "radfar" counts) */
  stemEndings: Set<string>;
}

function situationWords(situation: readonly Token[]): SituationWords {
  const index: SituationWords = { stems: new Set(), norms: new Set(), endings: new Set(), stemEndings: new Set() };
  for (const t of situation) {
    if (sharesNothing(t)) continue;
    for (const s of t.stems) {
      index.stems.add(s);
      for (let k = 1; s.length - k >= 4; k++) index.stemEndings.add(s.slice(k));
    }
    index.norms.add(t.norm);
    for (let k = 1; t.norm.length - k >= 4; k++) index.endings.add(t.norm.slice(k));
    // "Freundin" and "Freunde", "Lehrerin" and "Lehrer": the feminine form shares the word's stem.
    const base = /^(.{4,})in(nen)?$/.exec(t.norm)?.[1];
    if (base) for (const b of tokenize(base)) for (const s of b.stems) index.stems.add(s);
    // "Aufregung" and "aufgeregt", "Entschuldigung" and "entschuldigen": the noun of a verb.
    const verb = /^(.{3,})ung(en)?$/.exec(t.norm)?.[1];
    if (verb) for (const b of tokenize(`${verb}en`)) for (const s of b.stems) index.stems.add(s);
  }
  return index;
}

/**
 * The answer names something the situation names: a shared word stem beyond the stop words, or
 * one word at the end of the other ("Block" – "Startblock", "Randteile" – "Teil"). Set lookups
 * only: linear in the answer.
 */
function sharesWordWith(situation: SituationWords, answer: readonly Token[]): boolean {
  return answer.some((t) => {
    if (sharesNothing(t)) return false;
    // "bei Vorträgen" – "beim Vortrag": a plural with an umlaut shares the word's stem.
    if (
      /ae|oe|ue/.test(t.norm) &&
      tokenize(t.norm.replace(/([aou])e/g, '$1')).some((u) => [...u.stems].some((k) => situation.stems.has(k)))
    )
      return true;
    for (const s of t.stems) {
      if (situation.stems.has(s)) return true;
      // "fahr ich weiter" – "Fahrradfahren": the verb at the end of a compound.
      if (situation.stemEndings.has(`${s}en`) && s.length >= 3) return true;
      // "die Randteile" – "das Teil": a compound that ends in the situation's word.
      for (let k = 1; s.length - k >= 4; k++) if (situation.stems.has(s.slice(k))) return true;
    }
    if (t.norm.length < 4) return false;
    if (situation.endings.has(t.norm)) return true;
    for (let k = 1; t.norm.length - k >= 4; k++) if (situation.norms.has(t.norm.slice(k))) return true;
    return false;
  });
}

/**
 * "Sie hat heute was anderes vor" after "Sie hat mich nicht mehr lieb", "Er ist traurig" after "Ein
 * Freund sagt, dass du ihn verletzt hast": the same person, in any case of the pronoun.
 */
const PERSONS: Readonly<Record<string, string>> = { er: 'er', ihn: 'er', ihm: 'er', sie: 'sie', ihr: 'sie' };

function personsOf(stuck: readonly Token[]): ReadonlySet<string> {
  return new Set(stuck.flatMap((t) => (Object.hasOwn(PERSONS, t.norm) ? [PERSONS[t.norm]!] : [])));
}

function samePerson(named: ReadonlySet<string>, sentence: readonly Token[]): boolean {
  return named.size > 0 && sentence.some((t) => Object.hasOwn(PERSONS, t.norm) && named.has(PERSONS[t.norm]!));
}

// "baun ma", "da baun mer": the Bavarian and Saxon "wir" after a verb (or "mal", said to oneself too).
const SELF_TALK = wordSet('wir', 'uns', 'unser', 'unsere', 'unseren', 'unserem', 'unserer', 'jeder', 'jedem', 'ma', 'mer');

const ASKING = /^(frag|frage|fragen|fragt|fragte|fragst)$/;
const WONDERING = wordSet('mich', 'sich', 'uns', 'dich', 'man');
const NAMING_A_THING = wordSet(
  'die',
  'eine',
  'der',
  'diese',
  'jede',
  'keine',
  'meine',
  'deine',
  'wichtigste',
  'allerwichtigste',
  'gute',
  'berechtigte',
);

/**
 * Asking for help is a helpful idea; "ich frage mich, warum …" (wondering), "fragte man mich"
 * (being asked) and "die Frage ist …" (a question) are not.
 */
function noAskingForHelp(tokens: readonly Token[], m: Match): boolean {
  const asking = m.tokens.at(-1)!;
  if (!ASKING.test(asking.norm)) return false;
  const next = tokens.slice(asking.index + 1, asking.index + 3).filter((t) => t.clause === asking.clause);
  return next.some((t) => isOneOf(t, WONDERING)) || isOneOf(tokens[asking.index - 1], NAMING_A_THING);
}

const TOGETHER = wordSet('zusammen', 'gemeinsam');
const WITH_SOMEONE = wordSet('wir', 'uns', 'mit', 'komm', 'kommt');

/** "zusammen" is a helpful idea when the child does something with someone ("wir üben zusammen"), not in "bis ich es zusammen hab". */
function aloneTogether(tokens: readonly Token[], m: Match): boolean {
  if (m.tokens.length !== 1 || !isOneOf(m.tokens[0], TOGETHER)) return false;
  return !tokens.some((t) => t.sentence === m.tokens[0]!.sentence && isOneOf(t, WITH_SOMEONE));
}

/** Who else may do what a clause says: "die anderen üben", "er übt", "man übt". */
const SOMEONE_AS_SUBJECT = wordSet('er', 'sie', 'es', 'die', 'der', 'das', 'man', 'alle', 'andere', 'anderen', 'jeder', 'keiner');

/** Words a child's thought without "ich", "wir" or "du" rarely goes beyond ("Fehler sind zum Lernen da"). */
const LONGEST_IMPERSONAL_THOUGHT = 15;
/** Words of a short opening sentence ("Fragen ist mutig."). */
const SHORT_OPENING = 6;

/** A child speaks to itself as "du", never as "ihr": "Habt ihr …", "seid ihr …" speak to other people. */
const YOU_ALL = wordSet('ihr', 'euch', 'euer', 'eure', 'euren', 'eurem');

function speaksOfOneself(lex: Lexicon, t: Token): boolean {
  return tokenIn(lex['self-words'], t) || (tokenIn(lex['you-words'], t) && !isOneOf(t, YOU_ALL)) || isOneOf(t, SELF_TALK);
}

const MANY = wordSet('viele', 'vielen', 'jeder', 'jedem');
/** What nobody is or can: "Keiner liest immer perfekt", "Niemand kann alles". */
const FLAWLESS = wordSet('perfekt', 'alles', 'fehlerfrei', 'immer');
const TOO = wordSet('auch', 'sogar');
/** "Die anderen wussten es bestimmt auch nicht": the others, all of them. */
const OTHERS_TOO = wordSet('andere', 'anderen', 'alle');
/** People by what they do, in the plural too: "Programmierer", "Forscher", "Sportler", "Profis". */
const DOERS = /(ler|ker|scher|ierer|finder|profi|profis|erwachsene|erwachsenen)$/;

/**
 * "Echte Programmierer haben auch dauernd Fehler", "Keiner liest immer perfekt", "Versprechen tun
 * sich ganz viele", "Die anderen wussten es bestimmt auch nicht": the words (a clause or a
 * sentence) say the mishap happens to others too, which comforts. They do not speak of the child
 * ("keiner mag mich" is the stuck thought), and nobody is only flawless ("turnen braucht eh
 * keiner" waves it away).
 */
function othersToo(lex: Lexicon, ws: readonly Token[]): boolean {
  if (ws.some((t) => speaksOfOneself(lex, t))) return false;
  return (
    ws.some((t) => isOneOf(t, MANY)) ||
    (ws.some((t) => isOneOf(t, NOBODY)) && ws.some((t) => isOneOf(t, FLAWLESS))) ||
    (ws.some((t) => isOneOf(t, TOO)) && ws.some((t) => isSomeoneElse(t) || isOneOf(t, OTHERS_TOO) || DOERS.test(t.norm)))
  );
}

/** Comparatives of getting better: after "immer" they say "more and more". */
const EVER_MORE = wordSet(
  'besser',
  'fluessiger',
  'schneller',
  'sicherer',
  'leichter',
  'weiter',
  'mehr',
  'staerker',
  'groesser',
  'geschickter',
  'schlauer',
  'klueger',
  'mutiger',
  'ruhiger',
  'genauer',
);

const IT = wordSet('es', 'das', 's');
/** "Stopp.", "Hey.": a word the child stops or calls itself with. */
const SIGHS = wordSet('mist', 'menno', 'manno', 'oje', 'ojemine', 'ach', 'och', 'oh', 'ups', 'hoppla', 'autsch', 'aua', 'nein');
const STOPPING = wordSet('stopp', 'stop', 'halt', 'hey', 'okay', 'ok', 'so', 'naja', 'also');
/** "Das zählt.", "Das hilft.": a short word about what came before. */
const COUNTS = wordSet('zaehlt', 'hilft', 'reicht', 'passt', 'stimmt');

/** What "it" does when it goes well: "klappt", "geht", "wird". */
const SUCCEEDS = wordSet('klappt', 'klappts', 'gehts', 'geht', 'wird', 'wirds', 'funktioniert', 'funktionierts', 'laeuft', 'laeufts');
/** The same verbs with the "es" grown on: "klappts", "gehts". */
const SUCCEEDS_WITH_IT = wordSet('klappts', 'gehts', 'wirds', 'funktionierts', 'laeufts');

/** The clause of the match is about "it", what happened: "Nächstes Mal klappt es", "beim zweiten Mal klappts". */
function aboutWhatHappened(tokens: readonly Token[], match: Match): boolean {
  const clause = match.tokens[0]!.clause;
  const verb = tokens.find((t) => t.clause === clause && t.index > match.end && !t.isEmoji);
  return isOneOf(verb, SUCCEEDS) && (isOneOf(verb, SUCCEEDS_WITH_IT) || tokens.some((t) => t.clause === clause && isOneOf(t, IT)));
}

const GOING_ON = wordSet('wenn', 'weil', 'dass', 'ob', 'bis', 'damit', 'sobald', 'falls', 'und', 'aber', 'dann');

/**
 * The clause of the match speaks of or to the child itself: "ich übe", "wir bauen es nochmal",
 * "du schaffst das". "Wie eine Kuh, die Rückenschwimmen lernt, meine ich" is not a plan of one's own.
 */
function saidOfOneself(lex: Lexicon, tokens: readonly Token[], match: Match): boolean {
  const first = match.tokens[0]!;
  // "Das wird besser, wenn ich …": the clause that goes on with "wenn", "weil", … belongs to it.
  const next = tokens.find((t) => t.clause === first.clause + 1 && t.sentence === first.sentence);
  const goesOn = next !== undefined && isOneOf(next, GOING_ON);
  return tokens.some((t) => (t.clause === first.clause || (goesOn && t.clause === first.clause + 1)) && speaksOfOneself(lex, t));
}

/** How to do it: "langsam", "schneller", "ruhig", "genauer". */
const PACE = wordSet('langsam', 'langsamer', 'schneller', 'ruhig', 'ruhiger', 'leiser', 'lauter', 'vorsichtig', 'vorsichtiger', 'genauer');

/** "ruhig bleiben", "nochmal probieren": a few words ending in a verb's infinitive. */
function instructsItself(sentence: readonly Token[]): boolean {
  const last = sentence.at(-1)!;
  // "Wehret den Schlusspunkten": a noun written with its capital is no verb.
  return sentence.length >= 2 && last.norm.length >= 6 && last.norm.endsWith('en') && !isStopWord(last.norm) && !/^\p{Lu}/u.test(last.raw);
}

/** The first sentence that neither speaks of the child nor of the situation nor says something helpful, if any. */
function strayingSentence(
  lex: Lexicon,
  aboutTheSituation: (ts: readonly Token[]) => boolean,
  /** the situation and the stuck thought */
  stuck: readonly Token[],
  answer: readonly Token[],
  scored: readonly Scored[],
): boolean {
  const helpfulIn = new Set(scored.filter((x) => x.sign === 1).map((x) => x.match.tokens[0]!.sentence));
  const named = personsOf(stuck);
  const bySentence = new Map<number, Token[]>();
  for (const t of answer) {
    const sentence = bySentence.get(t.sentence);
    if (sentence) sentence.push(t);
    else bySentence.set(t.sentence, [t]);
  }
  for (const [n, sentence] of bySentence) {
    if (helpfulIn.has(n)) continue;
    // "Ist halt heute so.", "Ist eben so.": taking it as it is, in little words, strays nowhere.
    if (
      sentence.length <= 5 &&
      sentence.some((t) => t.norm === 'so') &&
      sentence.some((t) => isWord(t, 'halt', 'eben')) &&
      sentence.every((t) => isStopWord(t.norm) || isWord(t, 'halt'))
    )
      continue;
    if (sentence.some((t) => speaksOfOneself(lex, t))) continue;
    // "schade.", "Stopp.": a one-word sigh about what happened, or a word the child
    // stops itself with, strays nowhere either; nor does "Das zählt." about what came before.
    if (sentence.length === 1 && (tokenIn(lex.feelings, sentence[0]!) || isOneOf(sentence[0], STOPPING))) continue;
    // "ausprobieren!", "weitermachen!": one word the child spurs itself on with.
    if (sentence.length === 1 && /en$/.test(sentence[0]!.norm) && sentence[0]!.norm.length >= 6 && !isStopWord(sentence[0]!.norm)) continue;
    // "Mist!", "So ein Mist.", "Oh nein!": a sigh in a few little words.
    if (sentence.length <= 3 && sentence.some((t) => isOneOf(t, SIGHS)) && sentence.every((t) => isOneOf(t, SIGHS) || isStopWord(t.norm)))
      continue;
    if (sentence.length === 2 && isOneOf(sentence[0], IT) && isOneOf(sentence[1], COUNTS)) continue;
    // "ruhig bleiben.", "langsam spielen.", "dann schneller.": a short instruction the child gives itself.
    if (sentence.length <= 3 && !sentence.some(isSomeoneElse) && (sentence.some((t) => isOneOf(t, PACE)) || instructsItself(sentence)))
      continue;
    // "nie is quatsch.": the stuck word thrown out strays nowhere.
    if (sentence.length === 3 && rejected(answer, sentence[0]!.index)) continue;
    // "danke fürs Feedback!": thanks for what was said takes it kindly ("danke für nix" does not).
    if (isWord(sentence[0], 'danke') && !sentence.some((t) => isWord(t, 'nix', 'nichts'))) continue;
    if (aboutTheSituation(sentence) || samePerson(named, sentence) || refersBack(sentence)) continue;
    // "Die anderen wussten es bestimmt auch nicht.": it is so for others too, which comforts.
    if (sentence.some((t) => tokenIn(lex.negations, t)) && othersToo(lex, sentence)) continue;
    return true;
  }
  return false;
}

const BACK = wordSet('er', 'sie', 'es', 'das');
const WHEN = wordSet('morgen', 'bald', 'später', 'irgendwann', 'übermorgen');

/**
 * "Sie hat heute schon mal gelächelt.", "er ist älter.", "das war ein blöder Zufall.": a sentence
 * whose subject points back to the one before or to what happened goes on with the same thought.
 * "Es gibt morgen Pizza" points nowhere.
 */
function refersBack(sentence: readonly Token[]): boolean {
  // "Hey, das war nur die Aufregung.": a call to oneself before it changes nothing.
  const [first, second, third] = isOneOf(sentence[0], STOPPING) && sentence.length > 3 ? sentence.slice(1) : sentence;
  // "Diesmal hat's nicht geklappt", "Dieses Jahr hat es nicht gereicht": this time, the one that went wrong.
  if (isWord(first, 'diesmal') || (isWord(first, 'dieses') && isWord(second, 'jahr', 'mal'))) return true;
  // "Zum Glück ist keinem was passiert": what went well in it.
  if (isWord(first, 'zum') && isWord(second, 'glueck', 'glück') && third !== undefined) return true;
  return isOneOf(first, BACK) && second !== undefined && isStopWord(second.norm) && !isWord(second, 'gibt');
}

const COPULAS = wordSet('bin', 'war', 'wäre', 'waer', 'bleib', 'bleibe', 'werde');

/**
 * "ich bin so ein Loser", "ich Trottel", "mich Versager": the name is given to the child itself.
 * A word that is harmless in its everyday sense needs "bin" or "war" ("ich bin ein Schwein"):
 * "hätte ich fast Schwein gehabt" is luck.
 */
function saidOfSelf(lex: Lexicon, tokens: readonly Token[], m: Match, needsCopula = false): boolean {
  const clause = m.tokens[0]!.clause;
  const before = tokens.slice(Math.max(0, m.start - 5), m.start).filter((t) => t.clause === clause);
  const self = before.findIndex((t) => tokenIn(lex['self-words'], t));
  if (self < 0) return false;
  return (!needsCopula && before.length - self <= 2) || before.slice(self).some((t) => isOneOf(t, COPULAS));
}

/** "weil ich halt zu blöd (zum Gucken) bin": the name, "ich" before it and "bin" at the clause's end. */
function verbLastOfSelf(tokens: readonly Token[], m: Match): boolean {
  const clause = m.tokens[0]!.clause;
  const inClause = (t: Token) => t.clause === clause;
  return (
    tokens.slice(m.end + 1, m.end + 4).some((t) => inClause(t) && isWord(t, 'bin')) &&
    tokens.slice(Math.max(0, m.start - 5), m.start).some((t) => inClause(t) && isWord(t, 'ich'))
  );
}

const NAMING = wordSet('bin', 'bist', 'ist', 'sind', 'seid', 'war', 'waren', 'du', 'ihr', 'dich', 'euch');
const FILLERS = wordSet('ein', 'eine', 'einer', 'einen', 'so', 'voll', 'total', 'echt', 'richtig', 'der', 'die', 'das', 'n', 'ne');

/** The sentence of the match speaks to someone: "du", "dir", "ihr", "euch". */
function spokenToSomeone(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  const sentence = m.tokens[0]!.sentence;
  return tokens.some((t) => t.sentence === sentence && tokenIn(lex['you-words'], t));
}

/** "ihr seid Affen", "der ist so ein Lappen": the word names a person. */
function givenToSomeone(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  for (let k = m.start - 1; k >= Math.max(0, m.start - 4); k--) {
    const t = tokens[k]!;
    if (t.clause !== m.tokens[0]!.clause) return false;
    if (isOneOf(t, NAMING) || tokenIn(lex['you-words'], t)) return true;
    if (!isOneOf(t, FILLERS)) return false;
  }
  return false;
}

/**
 * Clauses cut into parts at the words `starts` finds (each such word opens a part). The answer is
 * a test on a match: does a part it stands in hold a word `has` finds? One pass over the words.
 */
function partsWith(tokens: readonly Token[], starts: (t: Token) => boolean, has: (t: Token) => boolean): (m: Match) => boolean {
  const ids = new Int32Array(tokens.length);
  const holding = new Set<number>();
  let part = 0;
  tokens.forEach((t, k) => {
    if (k > 0 && (t.clause !== tokens[k - 1]!.clause || starts(t))) part += 1;
    ids[k] = part;
    if (has(t)) holding.add(part);
  });
  return (m) => {
    for (let p = ids[m.start]!; p <= ids[m.end]!; p++) if (holding.has(p)) return true;
    return false;
  };
}

/**
 * Whether an accusation's part of its clause speaks of the child ("ich habe geschummelt") or holds
 * a negation: "der torwart hat geschummelt und der trainer hat mich …" counts only up to "und".
 * "war nicht meine schuld der torwart hat voll gepennt": the child's fault denied is no denial of
 * the other's.
 */
function saidAboutSelfOrDenied(lex: Lexicon, tokens: readonly Token[]): (m: Match) => boolean {
  const notMyFault = (t: Token) => {
    const k = t.index;
    const at = (d: number) => tokens[k + d];
    return (
      (isWord(t, 'nicht') && isWord(at(1), 'meine', 'unsere') && isWord(at(2), 'schuld')) ||
      (isWord(t, 'meine', 'unsere') && isWord(at(-1), 'nicht') && isWord(at(1), 'schuld'))
    );
  };
  // "die Mia schummelt": the Bavarian "mia" (we) is a girl's name after "die" or in capitals.
  const named = (t: Token) =>
    /^mia$/i.test(t.raw) &&
    (isWord(tokens[t.index - 1], 'die') || (/^\p{Lu}/u.test(t.raw) && tokens[t.index - 1]?.sentence === t.sentence));
  // "meine Schwester hat geschummelt": "meine" before a person is someone else.
  const ownOrNegated = (t: Token) =>
    (tokenIn(lex['self-words'], t) && !named(t) && !isSomeoneElse(tokens[t.index + 1])) || tokenIn(lex.negations, t);
  const anyPart = partsWith(tokens, (t) => isOneOf(t, JOINS), ownOrNegated);
  const besidesMyFault = partsWith(
    tokens,
    (t) => isOneOf(t, JOINS),
    (t) => !notMyFault(t) && ownOrNegated(t),
  );
  // "das war nicht meine Schuld" on its own is judged as it stands.
  return (m) => (m.tokens.some((t) => isWord(t, 'schuld')) ? anyPart(m) : besidesMyFault(m));
}

/** "er ist eben schlau und ich nicht": the good word is the other's, and denied of the child. */
function notMine(lex: Lexicon, tokens: readonly Token[], scored: readonly Scored[]): Scored[] {
  return scored.map((x) => {
    const [and, me, not] = [1, 2, 3].map((k) => tokens[x.match.end + k]);
    const denied =
      x.sign === 1 &&
      isWord(and, 'und', 'aber') &&
      isWord(me, 'ich') &&
      not !== undefined &&
      tokenIn(lex.negations, not) &&
      not.sentence === x.match.tokens[0]!.sentence;
    return denied ? { ...x, sign: -1, negated: true } : x;
  });
}

/**
 * "immer passiert sowas bei uns", "das passiert mir immer": with "always" in its clause, what
 * happens is a complaint, not the comfort of "das passiert".
 */
function complaintsOfAlways(scored: readonly Scored[]): Scored[] {
  const always = new Set(scored.filter((x) => x.match.list === 'absolutes').map((x) => x.match.tokens[0]!.clause));
  return scored.map((x) =>
    x.match.entry === 'passiert' && x.sign === 1 && always.has(x.match.tokens[0]!.clause) ? { ...x, sign: -1, negated: true } : x,
  );
}

/** "besser", "lieber", "schlauer": what others are or get more of. */
const MORE = wordSet('besser', 'lieber', 'schneller', 'schlauer', 'klüger', 'stärker', 'cooler');

/**
 * "die anderen sind viel besser", "in meiner alten Schule war alles besser", "Mama hat ihn
 * lieber": in the stuck thought, more for others without the child doing it is a comparison that
 * hurts, not a brave thought. "er hat jetzt einen neuen besten Freund": someone else's new thing
 * is the child's loss.
 */
function othersBetter(tokens: readonly Token[], scored: readonly Scored[]): Scored[] {
  const own = new Set(tokens.filter((t) => isWord(t, 'ich', 'wir', 'i')).map((t) => t.clause));
  return scored.map((x) =>
    x.sign === 1 && (x.match.tokens.some((t) => isOneOf(t, MORE)) || x.match.list === 'plans') && !own.has(x.match.tokens[0]!.clause)
      ? { ...x, sign: -1, negated: true }
      : x,
  );
}

const THIRD_PERSON = wordSet('er', 'sie', 'ihn', 'ihm');

/**
 * The clauses that speak of someone else and not of the child: "Er ist traurig", "was ihn
 * verletzt hat". A sad feeling there is understanding for the other, not the child's gloom.
 */
function clausesOfSomeoneElse(lex: Lexicon, tokens: readonly Token[]): ReadonlySet<number> {
  const other = new Set<number>();
  const own = new Set<number>();
  for (const t of tokens) {
    if (isOneOf(t, THIRD_PERSON)) other.add(t.clause);
    if (speaksOfOneself(lex, t)) own.add(t.clause);
  }
  for (const c of own) other.delete(c);
  return other;
}

const NOBODY = wordSet('keiner', 'keinem', 'niemand', 'niemandem', 'keina', 'koana');
const NOTICES = wordSet('merkt', 'weiss', 'erfaehrt', 'sieht', 'mitbekommt', 'checkt');

const IN_SECRET = wordSet('heimlich', 'heimlisch', 'heimli');
/** Practising on one's own: "ich übe heimlich weiter" keeps nothing from anyone. */
const PRACTISING = /^(ueb|trainier|lern|prob)/;

/**
 * "ich geh heimlich später schlafen", "nächstes Mal leg ich ihn heimlich auf die Sechs": the
 * child plans to do something in secret. "Ich übe heimlich und überrasche alle" is practice.
 */
function doesItInSecret(tokens: readonly Token[]): boolean {
  return clauses(tokens).some(
    (c) => c.some((t) => isOneOf(t, IN_SECRET)) && c.some((t) => isWord(t, 'ich', 'i', 'wir')) && !c.some((t) => PRACTISING.test(t.norm)),
  );
}

/** "dann merkt keiner, dass ich das war": the thought hides what happened. */
function hidesIt(tokens: readonly Token[]): boolean {
  return tokens.some((t, k) => {
    if (!isOneOf(t, NOTICES)) return false;
    const near = tokens.slice(Math.max(0, k - 2), k + 3).filter((u) => u.clause === t.clause);
    if (!near.some((u) => isOneOf(u, NOBODY))) return false;
    const after = tokens.slice(k + 1, k + 5);
    return (
      isWord(tokens[k - 1], 'dann') ||
      isWord(tokens[k - 2], 'dann') ||
      (after.some((u) => u.norm === 'dass' || isWord(u, 'das')) && after.some((u) => isWord(u, 'ich', 'wir')))
    );
  });
}

const SCHOOL_WORK = wordSet('schule', 'lernen', 'hausaufgaben', 'hausaufgabe', 'hausis', 'hausi', 'ueben');
const MATTERS = wordSet('wichtig', 'wichtich');
const NO_MATTER = wordSet('unwichtig', 'egal', 'schnuppe', 'wurscht', 'wurst');

/**
 * "egal, schule ist sowieso nicht wichtig": the thought waves school or learning away. "Eine Note
 * ist nicht so wichtig" or "ein Spiel ist nicht wichtig" comfort; school and learning stay worth it.
 */
function dismissesSchool(lex: Lexicon, tokens: readonly Token[]): boolean {
  return clauses(tokens).some((c) => c.some((t) => isOneOf(t, SCHOOL_WORK)) && c.some((_, k) => mattersLittle(lex, c, k)));
}

/**
 * The word at `k` of `ws` says something matters little: "egal", "unwichtig", or "wichtig" with a
 * negation in the three words before it ("gar nicht wichtig"). Mindshift and SumUp both ask it.
 */
export function mattersLittle(lex: Lexicon, ws: readonly Token[], k: number): boolean {
  const t = ws[k];
  return isOneOf(t, NO_MATTER) || (isOneOf(t, MATTERS) && ws.slice(Math.max(0, k - 3), k).some((u) => tokenIn(lex.negations, u)));
}

const ANYWAY = wordSet('eh', 'sowieso', 'eht', 'sowiso');
const DULL = wordSet(
  'langweilig',
  'langweillig',
  'doof',
  'blöd',
  'bloed',
  'dumm',
  'öde',
  'oede',
  'kacke',
  'mist',
  'bescheuert',
  'lahm',
  'uncool',
);

/**
 * "die Zeitung ist eh langweilig", "das Turnier war sowieso doof": what did not work out, talked
 * down afterwards. "Ich bin eh müde" speaks of the child, and "das ist eh nicht schlimm" comforts.
 * The words from "eh" on, or null.
 */
function talkedDown(tokens: readonly Token[]): string | null {
  // Whether the child spoke of itself earlier in the clause, kept as the walk goes on (one pass).
  let clause = -1;
  let ofItself = false;
  for (const t of tokens) {
    if (t.clause !== clause) [clause, ofItself] = [t.clause, false];
    const dull = tokens[t.index + 1];
    if (isOneOf(t, ANYWAY) && isOneOf(dull, DULL) && dull!.clause === t.clause && !ofItself) return `${t.raw} ${dull!.raw}`;
    ofItself ||= isWord(t, 'ich', 'i', 'bin');
  }
  return null;
}

const CHEAT = /^(abschreib\p{L}*|abgeschrieben|spick|spicke|spickt|schumml?e?|schummeln|mogle?|mogeln)$/u;
const COPY = wordSet('schreib', 'schreibe', 'schreibst', 'schreiben');

/**
 * "nächstes mal schreib ich einfach bei Finn ab", "dann spick ich halt": the child's own plan to
 * cheat. "ich schummle nie", "ich schreib es ab" from the board (no "bei") and a Spickzettel for
 * the school play are no such plan; "mein Bruder hat geschummelt" is blame.
 */
function plansToCheat(lex: Lexicon, tokens: readonly Token[]): boolean {
  return clauses(tokens).some((clause) => {
    if (clause.some((u) => tokenIn(lex.negations, u)) || !clause.some((u) => isOneOf(u, DOER))) return false;
    if (clause.some((t) => CHEAT.test(t.norm))) return true;
    return clause.some((t) => isOneOf(t, COPY)) && isWord(clause.at(-1), 'ab') && clause.some((u) => isWord(u, 'bei', 'von'));
  });
}

/** A participle that says what happened in the situation ("geplatzt", "gekippt"). */
const HAPPENED = /^ge\p{L}{3,}(t|en)$/u;
const NO_EVENT = wordSet('gewesen', 'geworden', 'gedacht', 'gefuehlt');
const AGAIN = wordSet('wieder', 'nochmal');
const IF = wordSet('wenn', 'falls', 'ob', 'damit', 'bevor', 'dass');

/**
 * "bestimmt platzt der nächste auch gleich wieder": the thought expects what went wrong to happen
 * again, to the child and not by it (no "ich" or "wir"), with no "nicht" and no "wenn".
 */
function expectsItAgain(lex: Lexicon, scenario: readonly Token[], tokens: readonly Token[]): boolean {
  const events = new Set(scenario.filter((t) => HAPPENED.test(t.norm) && !isOneOf(t, NO_EVENT)).flatMap((t) => [...t.stems]));
  if (events.size === 0) return false;
  return clauses(tokens).some(
    (c) =>
      c.some((t) => isOneOf(t, AGAIN)) &&
      c.some((t) => [...t.stems].some((k) => events.has(k))) &&
      !c.some((t) => isOneOf(t, DOER) || isOneOf(t, IF) || tokenIn(lex.negations, t)),
  );
}

const OPENERS = wordSet('was', 'wie', 'warum', 'wieso', 'weshalb', 'dass', 'das', 'weil', 'wenn', 'ob', 'damit', 'und', 'aber');

/**
 * "Dann frag ich was ihn so verletzt hat damit ich …", written without commas: the part from the
 * word that opens it to the next one speaks of the other only.
 */
function feelingOfSomeoneElse(lex: Lexicon, tokens: readonly Token[]): (m: Match) => boolean {
  const opens = (t: Token) => isOneOf(t, OPENERS);
  const ofOthers = partsWith(tokens, opens, (t) => isOneOf(t, THIRD_PERSON));
  const ofOneself = partsWith(tokens, opens, (t) => speaksOfOneself(lex, t));
  return (m) => ofOthers(m) && !ofOneself(m);
}

const DOER = wordSet('ich', 'wir', 'i', 'ik', 'ma', 'mer', 'mor', 'mr');
/**
 * Words that put a deed next: "dann", "morgen", "nächstes Mal", "irgendwann", "erst", "neue
 * Kresse", "ich bau sie auf, diesmal fester"; "sonst zieh ich halt das grüne an": the
 * deed if the first idea does not work.
 */
const NEXT = wordSet(
  'sonst',
  'diesmal',
  'dann',
  'danach',
  'morgen',
  'naechstes',
  'naechste',
  'gleich',
  'jetzt',
  'heute',
  'irgendwann',
  'erst',
  'zuerst',
  'nochmal',
  'spaeter',
  'bald',
  'neue',
  'neuen',
  'neues',
  // "ich schau mir die Fehlermeldung genau an", "ich halt mich erstmal an der Bande fest": how
  // the child goes about it now.
  'genau',
  'erstmal',
  // "die zeile sag ich zuhause noch ein paar mal auf": where the child does it next.
  'zuhause',
  'daheim',
  'nachher',
);

const RESULT = wordSet('dann', 'dan', 'damit', 'sodass');
/** "…, dann sieht man es nicht mehr": the mishap no longer shows. */
const SHOWS = wordSet('sieht', 'siet', 'siehts', 'siehtman');
const MUST = wordSet('muss', 'muessen', 'brauch', 'brauche', 'brauchen');

/** The result after `at` says the child need not do something: "dann muss ich nicht mitschreiben". */
function escapes(lex: Lexicon, tokens: readonly Token[], at: Token): boolean {
  let must = false;
  let not = false;
  for (let k = at.index + 1; k < tokens.length && tokens[k]!.clause === at.clause; k++) {
    must ||= isOneOf(tokens[k], MUST);
    not ||= tokenIn(lex.negations, tokens[k]!);
  }
  return must && not;
}

const NO_MORE = wordSet('mehr', 'nochmal', 'nochmals', 'wieder');

const LEAVE = wordSet('lass', 'lasse', 'lassen');
const DO = wordSet('mach', 'mache', 'machen');

/**
 * "ich lass die Stelle einfach weg", "Ich mach die Hausaufgaben heute einfach nicht": the child
 * leaves out what the situation is about. "ich lass das Handy weg und übe" leaves out something else.
 */
function skipsIt(situation: SituationWords, tokens: readonly Token[]): boolean {
  return clauses(tokens).some((c) => {
    const verb = c.findIndex((t, k) => (isOneOf(t, LEAVE) || isOneOf(t, DO)) && isWord(c[k - 1], 'ich'));
    if (verb < 0) return false;
    const leave = isOneOf(c[verb], LEAVE);
    const end = c.findIndex((t, k) => k > verb && (leave ? isWord(t, 'weg') : isWord(t, 'nicht')) && isWord(c[k - 1], 'einfach'));
    return end > verb + 1 && sharesWordWith(situation, c.slice(verb + 1, end));
  });
}

/**
 * "…, dann muss ich nicht.", "…, dann muss ich nicht mehr vorlesen": the plan is to get out of
 * the task, said in a word or none. "…, dann muss ich keine Angst mehr haben" gets rid of a
 * feeling, "…, dann muss ich nicht alles auswendig können" of a part of the work.
 */
function getsOutOfIt(lex: Lexicon, tokens: readonly Token[]): boolean {
  // Each clause once, from its first "dann": linear in the answer.
  return clauses(tokens).some((c) => {
    const then = c.findIndex((t) => isOneOf(t, RESULT));
    if (then < 0 || !escapes(lex, tokens, c[then]!)) return false;
    const rest = c.slice(then + 1);
    const denial = rest.findIndex((u) => tokenIn(lex.negations, u));
    const task = rest.slice(denial + 1).filter((u) => !isOneOf(u, NO_MORE) && !u.isEmoji);
    return rest.some((u) => isWord(u, 'ich')) && task.length <= 1 && !task.some((u) => tokenIn(lex.feelings, u));
  });
}

/**
 * "Ich stell mir einen Wecker, dann vergess ich es nicht mehr": after the child's own deed, a
 * clause with "dann" says the mishap of the situation will not happen again. Its sad words are
 * the mishap undone ("…, dann sieht man es nicht mehr"); "…, dann klappt es eh nicht" and "…,
 * dann schaff ich es nie mehr" stay sad.
 * "…, dann muss ich nicht mehr üben" escapes: its helpful words are not meant.
 */
function resultsOfDeeds(
  lex: Lexicon,
  scenario: SituationWords,
  tokens: readonly Token[],
): { undone: (m: Match) => boolean; escaped: (m: Match) => boolean } {
  const undone = new Set<number>();
  const escaped = new Set<number>();
  let doer: Token | null = null;
  for (const t of tokens) {
    if (doer && doer.sentence !== t.sentence) doer = null;
    if (isOneOf(t, DOER)) doer ??= t;
    if (!doer || !isOneOf(t, RESULT)) continue;
    const result: Token[] = [];
    for (let k = t.index + 1; k < tokens.length && tokens[k]!.clause === t.clause; k++) result.push(tokens[k]!);
    if (escapes(lex, tokens, t)) for (const r of result) escaped.add(r.index);
    else if (
      result.some((r) => tokenIn(lex.negations, r)) &&
      result.some((r) => isOneOf(r, NO_MORE)) &&
      (sharesWordWith(scenario, result) || result.some((r) => isOneOf(r, SHOWS)))
    ) {
      for (const r of result) undone.add(r.index);
    }
  }
  return { undone: (m) => m.tokens.every((t) => undone.has(t.index)), escaped: (m) => m.tokens.every((t) => escaped.has(t.index)) };
}

/** Verbs after "ich" that tell no deed: being, having, can and must, feeling, thinking. */
const NO_DEED = wordSet(
  'bin',
  'hab',
  'habe',
  'hatte',
  'war',
  'kann',
  'kan',
  'konnte',
  'muss',
  'muess',
  'will',
  'wollte',
  'moechte',
  'möchte',
  'darf',
  'soll',
  'werd',
  'werde',
  'wuerde',
  'fuehl',
  'fuehle',
  'mag',
  'find',
  'finde',
  'weiss',
  'glaub',
  'glaube',
  'denk',
  'denke',
  'hasse',
  'liebe',
  'brauch',
  'brauche',
  'krieg',
  'kriege',
  'bekomm',
  'bekomme',
  'verlier',
  'verliere',
  'schaff',
  'schaffe',
  'geb',
  'gebe',
  'freu',
  'freue',
  'hoff',
  'hoffe',
  'wuensch',
  'wuensche',
  'schmeiss',
  'schmeisse',
  'hack',
  'hacke',
  // "ich lass das einfach": letting it be is no deed
  'lass',
  'lasse',
  'koennen',
  'muessen',
  'wollen',
  'duerfen',
  'sollen',
  'werden',
  'sind',
  'haben',
  'hatten',
  'waren',
);

/** Words that open a clause that is not the main one: "weil ich …", "wenn wir …". */
const SUBORDINATING = wordSet('weil', 'wenn', 'wen', 'dass', 'das', 'ob', 'als', 'obwohl', 'damit', 'falls', 'bevor', 'nachdem', 'sonst');

/** "Ich fahre gern Fahrrad", "ich frage mich, warum …": liking and wondering, no deed. */
const NOT_A_DEED = wordSet('gern', 'gerne', 'warum', 'wieso', 'ueberhaupt');

/**
 * "ich mal da einfach einen Vogel drüber", "ich guck mir jede Zeile an": a sentence that opens
 * with the child doing something now is a plan, with no "dann" or "morgen".
 */
function doesNow(tokens: readonly Token[], doer: Token, idle: ReadonlySet<number>): boolean {
  const verb = tokens[doer.index + 1];
  // "…, wir schauen was anders war", "… und ich zieh schnell was anderes an": a main clause of its own.
  const before = tokens[doer.index - 1];
  const opens =
    before?.sentence !== doer.sentence || ((before.clause !== doer.clause || isWord(before, 'und')) && !isOneOf(before, SUBORDINATING));
  return opens && verb !== undefined && verb.clause === doer.clause && !verb.isEmoji && !isOneOf(verb, NO_DEED) && !idle.has(doer.sentence);
}

/**
 * The first clause in which the child itself does something next: "ich" or "wir", a word that
 * puts it next ("dann", "morgen", "irgendwann") and a word beyond the little ones; no negation
 * ("ich spiele nie wieder"), no "würde" or "hätte", no "wenn" before the deed; or a sentence that
 * opens with the child doing something now (doesNow). Null when there is none.
 */
function ownDeed(lex: Lexicon, tokens: readonly Token[]): Token | null {
  // The sentences that like or wonder ("Ich fahre gern Fahrrad"), found once.
  const idle = new Set(tokens.filter((t) => isOneOf(t, NOT_A_DEED)).map((t) => t.sentence));
  let clause = -1;
  let doer: Token | null = null;
  let next = false;
  let content = false;
  let spoiled = false;
  // "ich tu noch etwas Mehl rein, vielleicht wird es dann doch was": a deed, and the next clause
  // of its sentence says what it brings.
  let before: Token | null = null;
  for (const t of [...tokens, null]) {
    if (!t || t.clause !== clause) {
      if (doer && (next || doesNow(tokens, doer, idle)) && content && !spoiled) return doer;
      if (!t) return null;
      // "…, dann halten die länger": the next clause says what the deed brings.
      if (doer && content && !spoiled && t.sentence === tokens[t.index - 1]?.sentence && isOneOf(t, RESULT) && !escapes(lex, tokens, t))
        return doer;
      before = doer && content && !spoiled && t.sentence === tokens[t.index - 1]?.sentence ? doer : null;
      clause = t.clause;
      doer = null;
      next = false;
      content = false;
      spoiled = false;
    }
    // "ich mach unten die klötze breiter, dann wackelt der nich so": what follows is what it brings.
    // "…, dann muss ich nicht mitschreiben" escapes the task: no plan.
    if (doer && content && !spoiled && isOneOf(t, RESULT)) return escapes(lex, tokens, t) ? null : doer;
    if (before && !doer && !spoiled && isOneOf(t, RESULT)) return escapes(lex, tokens, t) ? null : before;
    if (isOneOf(t, DOER)) doer ??= t;
    else if (isOneOf(t, NEXT)) next = true;
    else if (tokenIn(lex.negations, t) || isWord(t, 'wuerde', 'haette', 'waere')) spoiled = true;
    // "ich spring erst vom Beckenrand und wenn ich mich sicher fühl …": a condition after the deed
    // is when it goes on; one before it ("wenn ich Zeit hätte, …") holds it back.
    else if (isWord(t, 'wenn', 'falls', 'ob')) spoiled ||= !(doer && content);
    else if (!isStopWord(t.norm) && t.norm.length >= 3) content = true;
  }
  return null;
}

const NONSENSE = wordSet('quatsch', 'quark', 'bloedsinn', 'unsinn', 'falsch', 'gelogen');

/** "nie ist Quatsch", "nie is bloedsinn": the word right before is named and thrown out. */
function rejected(tokens: readonly Token[], at: number): boolean {
  const word = tokens[at]!;
  const [is, what] = [tokens[at + 1], tokens[at + 2]];
  return (
    tokens[at - 1]?.clause !== word.clause && isWord(is, 'ist', 'is', 'isch') && isOneOf(what, NONSENSE) && what!.clause === word.clause
  );
}

/** "keine Lust", "kein Bock": what comes after it in its clause is not wanted. */
const NO_DESIRE = /(lust|bock)$/u;

/**
 * "ich hab keine Lust mehr, die nochmal zu lernen": the helpful words after "keine Lust" are what
 * the child does not want to do, not a plan.
 */
function withoutWhatIsNotWanted(tokens: readonly Token[], scored: readonly Scored[]): Scored[] {
  const unwanted = scored.filter(
    (x) => x.sign === -1 && x.match.list === 'negative-thoughts' && NO_DESIRE.test(x.match.tokens.at(-1)!.norm),
  );
  if (unwanted.length === 0) return [...scored];
  // "ich hab keine Lust aber ich lern sie trotzdem": what comes after "aber" is wanted again.
  const notWanted = (u: Scored, x: Scored) =>
    u.match.tokens[0]!.clause === x.match.tokens[0]!.clause &&
    u.match.end < x.match.start &&
    !tokens.slice(u.match.end + 1, x.match.start).some((t) => isOneOf(t, TURNING));
  return scored.filter((x) => x.sign !== 1 || !unwanted.some((u) => notWanted(u, x)));
}
const TURNING = wordSet('aber', 'trotzdem', 'doch', 'dennoch');

/** Weather and chance: no one to blame. */
const NATURE = wordSet('regen', 'wind', 'wetter', 'sturm', 'gewitter', 'schnee', 'hagel', 'welle', 'wellen', 'zufall', 'pech', 'wuerfel');

/** "der Regen ist schuld, nicht ich": the fault given to the weather or to chance blames no one. */
function natureAtFault(tokens: readonly Token[], m: Match): boolean {
  const first = m.tokens[0]!;
  return tokens.slice(Math.max(0, m.start - 3), m.start + 1).some((t) => t.clause === first.clause && isOneOf(t, NATURE));
}

const CONDITION = wordSet('wenn', 'falls', 'sobald');

/**
 * "Wenn ich ein Wort nicht weiß, schlag ich im Wörterbuch nach", "Falls es weg bleibt, leih ich es
 * mir aus", "wenn die Ecke kaputt bleibt mal ich da eine Blume drüber": a plan for when it goes
 * wrong. The condition names the trouble; right after it the child's own deed opens with its verb
 * ("schlag ich", "dann frag ich"), with no negation, "würde" or "hätte". Each plan's doer and the
 * indices of its trouble's words.
 */
function ifThenPlans(lex: Lexicon, tokens: readonly Token[]): { doer: Token; trouble: ReadonlySet<number> }[] {
  const plans: { doer: Token; trouble: ReadonlySet<number> }[] = [];
  const all = clauses(tokens);
  const planned = (trouble: readonly Token[], deed: readonly Token[]) => {
    const rest = isWord(deed[0], 'dann', 'so') ? deed.slice(1) : deed;
    const doer = rest.findIndex((t) => isOneOf(t, DOER));
    if (doer < 1 || doer > 2) return;
    if (deed.some((t) => tokenIn(lex.negations, t) || isWord(t, 'wuerde', 'wuerd', 'haette', 'waere'))) return;
    if (!rest.slice(doer + 1).some((t) => !isStopWord(t.norm) && t.norm.length >= 3)) return;
    plans.push({ doer: rest[doer]!, trouble: new Set(trouble.map((t) => t.index)) });
  };
  for (const [n, c] of all.entries()) {
    if (!isOneOf(c[0], CONDITION)) continue;
    const next = all[n + 1];
    if (next && next[0]!.sentence === c[0]!.sentence) {
      planned(c, next);
      continue;
    }
    // Without a comma: the deed's verb stands right before "ich", some words after "wenn".
    const at = c.findIndex(
      (t, k) => k >= 3 && isOneOf(t, DOER) && c[k - 1]!.norm.length >= 3 && !isWord(c[k - 1], 'ob', 'dass', 'weil', 'wenn'),
    );
    if (at > 0) planned(c.slice(0, at - 1), c.slice(at - 1));
  }
  return plans;
}

/**
 * The stems of the verbs among the situation's topic words ("testen", "suchen", "bauen" as "bau"):
 * what one does about it.
 */
function topicVerbs(topic: readonly string[]): ReadonlySet<string> {
  const verbs = words(tokenize(topic.filter((w) => /^\p{Ll}/u.test(w)).join(' '))).filter((t) => t.norm.length >= 5 && !isStopWord(t.norm));
  return new Set(verbs.flatMap((t) => [...t.stems].filter((k) => k.length >= 3)));
}

/** "gewürfelt", "geschafft", "getroffen": a past participle. */
const PARTICIPLE = /^ge\p{L}{3,}(t|en)$/u;

/**
 * "ich teste jeden Teil einzeln, bis ich den Fehler finde" when the situation's topic names
 * "testen": the child itself does what the situation asks for, in a clause of its own with no
 * negation, "würde" or "wenn". The first such doer, or null.
 */
function deedOfTheTopic(lex: Lexicon, tokens: readonly Token[], verbs: ReadonlySet<string>): Token | null {
  if (verbs.size === 0) return null;
  for (const clause of clauses(tokens)) {
    const doer = clause.find((t) => isOneOf(t, DOER));
    if (!doer) continue;
    if (clause.some((u) => tokenIn(lex.negations, u) || isWord(u, 'wuerde', 'haette', 'waere', 'wenn', 'falls', 'ob'))) continue;
    // "Ich hab eine Eins gewürfelt" tells what happened: no deed to come.
    if (clause.some((u) => isWord(u, 'hab', 'habe', 'hatte')) && clause.some((u) => PARTICIPLE.test(u.norm))) continue;
    // "ich freue mich" is a feeling, no deed.
    // "baue" for "bauen"; a short stem only in a word that is no little word ("mal" is no "malen").
    const does = (u: Token) => [...u.stems].some((k) => verbs.has(k) && (k.length >= 4 || !isStopWord(u.norm)));
    if (clause.some((u) => u !== doer && !tokenIn(lex.feelings, u) && does(u))) return doer;
  }
  return null;
}

/** Things a child's day is full of, each a situation of its own: tests, sports, music, trips, parties. */
const ACTIVITY =
  /^(mathe|deutsch|englisch|sachkunde|vokabel|test|klassenarbeit|diktat|note|hausaufgabe|sport|turnen|fussball|schwimm|training|zoo|kino|ferien|urlaub|ausflug|party|geburtstag|playstation|konsole|handy|tablet|fernseh|serie|film|zocken|klavier|gitarre|geige|floete|blockfloete|trompete|schlagzeug|ballett|reiten|schach(?!tel)|handball|basketball|tennis|tischtennis|judo|karate|elfmeter|volleyball|badminton|hockey|eishockey|fahrrad|radfahr|rollschuh|inliner|skateboard|eislauf|schlittschuh|gedicht)/;

/**
 * "Morgen habe ich Sport", "Ich übe jeden Tag Vokabeln" for a burst balloon: a cheerful thought
 * about another part of the day, which the situation, its topic and the stuck thought do not name.
 */
function namesOtherActivity(situation: readonly Token[], answer: readonly Token[]): boolean {
  const named = new Set(situation.flatMap((t) => [...t.stems]));
  return answer.some((t) => ACTIVITY.test(t.norm) && ![...t.stems].some((k) => named.has(k)));
}

/** Share of the answer's words that stand in the situation's text. */
function copiedShare(situation: readonly Token[], answer: readonly Token[]): number {
  const keys = new Set(words(situation).map((t) => t.loose));
  const ws = words(answer);
  return ws.length === 0 ? 0 : ws.filter((t) => keys.has(t.loose)).length / ws.length;
}

/** Words said again and again to make another stronger: "ganz ganz ganz viel", "ja ja ja". */
const STRONGER = wordSet('ganz', 'sehr', 'so', 'voll', 'mega', 'echt', 'viel', 'ja', 'nein', 'nee', 'noch', 'immer', 'bitte');

/** "na toll", "na super" said first: a sigh about what happened. */
const SIGH_FIRST = /^\s*na\s+(toll|super|klasse|prima)(?!\p{L})/iu;
/** Where a thought turns after the sigh. */
const TURN = /(?<!\p{L})(aber|dann|naja|vielleicht|nächstes mal|naechstes mal)(?!\p{L})/iu;
/** Words the sigh may name before the thought turns ("na toll, regen 😅 aber …"). */
const SIGHED_ABOUT = 4;

/**
 * "na toll 😄 dann bau ich halt einen neuen, diesmal mit dickerem bauch unten": a sigh first,
 * then, within a few words, the thought turns. What follows the turn, or null when the thought
 * does not open so.
 */
function afterTheSigh(thought: string): string | null {
  const sigh = SIGH_FIRST.exec(thought);
  if (!sigh) return null;
  const rest = thought.slice(sigh[0].length);
  const turn = TURN.exec(rest);
  if (!turn) return null;
  const between = rest
    .slice(0, turn.index)
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return between.length <= SIGHED_ABOUT ? rest.slice(turn.index) : null;
}

interface Verdict {
  isValid: boolean;
  feedback: string;
  /** a valid thought holds a helpful idea or a plan of the child's, not only cheerful words */
  hasIdea?: boolean;
}

/**
 * Judges the stuck thought and the helpful one. "na toll, regen 😅 aber dann bauen wir halt eine
 * höhle im wohnzimmer": the sigh said first is honest when what follows the turn is, on its own, a
 * helpful idea or a plan that mocks nothing ("Na super, Regen 🙄 dann sitz ich halt blöd rum",
 * "na toll, dann bin ich halt der weltmeister im verlieren 🙄" stay refused).
 */
export function checkMindshiftAnswer(
  lex: Lexicon,
  input: { negativeThought: string; positiveThought: string; scenario?: string },
  /** words of the situation beyond its own text (its topic in the content bank) */
  topic: readonly string[] = [],
): { isValid: boolean; feedback: string } {
  const verdict = judgeThoughts(lex, input, topic);
  const rest = verdict.isValid ? null : afterTheSigh(input.positiveThought);
  const meant = rest === null ? null : judgeThoughts(lex, { ...input, positiveThought: rest }, topic);
  const { isValid, feedback } = meant?.hasIdea ? meant : verdict;
  return { isValid, feedback };
}

function judgeThoughts(
  lex: Lexicon,
  input: { negativeThought: string; positiveThought: string; scenario?: string },
  topic: readonly string[],
): Verdict {
  const neg = tokenize(input.negativeThought);
  const pos = tokenize(input.positiveThought);
  const negWords = words(neg);
  const posWords = words(pos);

  if (negWords.length === 0 || posWords.length === 0) {
    return {
      isValid: false,
      feedback:
        negWords.length === 0
          ? 'Schreib noch den negativen Gedanken auf, der dir in der Situation durch den Kopf gehen könnte.'
          : 'Schreib noch einen hilfreichen Gedanken auf, der dir Mut macht.',
    };
  }
  // "ich schaffe das asdfghjkl qwertz …": a few mashed words pad a thought.
  if (looksLikeLanguage(neg) < 0.6 || looksLikeLanguage(pos) < 0.6 || isMashed(input.positiveThought)) {
    return { isValid: false, feedback: 'Das kann ich leider nicht lesen. Schreib deine beiden Gedanken in ganzen Wörtern auf.' };
  }
  // A stuck thought may be one word ("peinlich", "menno", "aua"): that is how it sounds in the
  // head. The helpful thought is what the game teaches, so it needs a little sentence.
  if (posWords.length < 2) {
    return {
      isValid: false,
      feedback:
        'Dein mutiger Gedanke ist noch sehr kurz. Schreib ihn als kleinen Satz, zum Beispiel „Ich kann das noch nicht, aber ich übe“.',
    };
  }

  const topicTokens = tokenize(topic.join(' '));
  // "positiv gut super toll schaffen lernen": words in a row, no thought. "Nächste Runde würfel
  // ich einfach nochmal" has few little words, but one of them does something.
  const littleShare = posWords.filter((t) => isStopWord(t.norm)).length / posWords.length;
  const someone = posWords.some((t) => isWord(t, 'ich', 'i', 'wir', 'du'));
  if (posWords.length >= 5 && littleShare < (someone ? 0.15 : 0.2)) {
    return {
      isValid: false,
      feedback: 'Das sind nur einzelne Wörter. Schreib einen kleinen Satz, der dir Mut macht, zum Beispiel „Ich übe weiter“.',
    };
  }
  // "positiv denken mut hoffnung ich schaffe das gut gut gut": a word typed three times in a row
  // pads the thought. A word that makes another stronger may be ("ganz ganz ganz viel").
  if (posWords.some((t, k) => k >= 2 && !isOneOf(t, STRONGER) && posWords[k - 1]!.norm === t.norm && posWords[k - 2]!.norm === t.norm)) {
    return {
      isValid: false,
      feedback: 'Du schreibst ein Wort immer wieder. Schreib lieber einen kleinen Satz, der dir Mut macht, zum Beispiel „Ich übe weiter“.',
    };
  }
  const situationTokens = situationWords([...tokenize(input.scenario ?? ''), ...neg]);
  // The things of the author's topic words count, as themselves only ("Teig" and "Mehl" for a
  // runny cake batter), and what they are like ("gesund" for a friend who is ill): verbs like
  // "treffen", "fragen" or "schreibe" fit any text.
  const things = tokenize(topic.filter((w) => /^\p{Lu}/u.test(w) || !/(e|n|t)$/.test(w)).join(' '));
  // A noun of three letters ("Bug", "Tor") names a thing of the situation too.
  const topicStems = new Set(
    words(things).flatMap((t) => (sharesNothing(t) || t.norm.length < (/^\p{Lu}/u.test(t.raw) ? 3 : 4) ? [] : [...t.stems])),
  );
  const topicEndings = situationWords(things).endings;
  // "Deine Freundin hat heute keine Zeit für dich. Super!": the situation copied is no thought.
  if (input.scenario && copiedShare(tokenize(input.scenario), pos) >= 0.7) {
    return { isValid: false, feedback: 'Da steht ja die Situation von oben. Schreib deinen eigenen Gedanken, der dir Mut macht.' };
  }
  // "sie hat bestimmt ne neue beste Freundin", "jetzt schreib ich bestimmt ne 6": in a stuck thought
  // "bestimmt" is the worry made sure, not hope.
  // "mein schönes Eis": a kind word before a noun says what the lost thing was like.
  const negScored = othersBetter(neg, complaintsOfAlways(scorePolarity(lex, neg, THOUGHT_LISTS))).filter(
    (x) =>
      !(x.sign === 1 && x.match.tokens.length === 1 && isOneOf(x.match.tokens[0], CERTAIN)) &&
      !(x.sign === 1 && x.match.list === 'positive-words' && beforeANoun(neg, x.match)),
  );
  // Words that are names only when given to someone count against the helpful thought only
  // then: the Lappen to wipe with and the ball at the Pfosten are no insults.
  const othersClauses = clausesOfSomeoneElse(lex, pos);
  const othersFeeling = feelingOfSomeoneElse(lex, pos);
  const results = resultsOfDeeds(lex, situationWords(tokenize(input.scenario ?? '')), pos);
  const ifThen = ifThenPlans(lex, pos);
  const trouble = new Set(ifThen.flatMap((p) => [...p.trouble]));
  // The clauses that say it happens to others too, found once.
  const othersTooIn = new Set(clauses(pos).flatMap((c) => (othersToo(lex, c) ? [c[0]!.clause] : [])));
  const posScored = withoutWhatIsNotWanted(pos, notMine(lex, pos, complaintsOfAlways(scorePolarity(lex, pos, THOUGHT_LISTS)))).filter(
    (x) =>
      // "Wenn die Ecke kaputt bleibt, mal ich eine Blume drüber": the trouble a plan is for.
      !(x.sign === -1 && x.match.list !== 'insults' && x.match.tokens.every((t) => trouble.has(t.index))) &&
      // "nie ist quatsch, ich hab ja noch gar nicht oft geübt": the stuck word named and thrown out.
      !(x.sign === -1 && x.match.tokens.length === 1 && rejected(pos, x.match.end)) &&
      !(x.sign === -1 && x.match.list === 'negative-thoughts' && results.undone(x.match)) &&
      !(x.sign === 1 && results.escaped(x.match)) &&
      // "Er ist traurig. Ich frage ihn, …": the other's feeling, understood.
      !(
        x.sign === -1 &&
        x.match.list === 'negative-thoughts' &&
        (othersClauses.has(x.match.tokens[0]!.clause) || othersFeeling(x.match)) &&
        x.match.tokens.every((t) => tokenIn(lex.feelings, t))
      ) &&
      !(x.sign === -1 && x.match.list !== 'insults' && othersTooIn.has(x.match.tokens[0]!.clause)) &&
      // "dann werde ich immer flüssiger": ever better, not always.
      !(x.match.list === 'absolutes' && x.match.tokens.length === 1 && isOneOf(pos[x.match.end + 1], EVER_MORE)) &&
      // "ich schreib mir die schweren Wörter auf": a hard thing named, not a stuck thought.
      !(x.sign === -1 && x.match.list === 'negative-thoughts' && describesAThing(lex, pos, x.match)) &&
      // "ich hör auf zu schimpfen": stopping something, not giving up.
      !(x.match.list === 'negative-thoughts' && isWord(x.match.tokens.at(-1), 'auf') && isWord(pos[x.match.end + 1], 'zu')) &&
      // "Ich lese jeden Tag zehn Seiten": a routine the child sets itself is no "always".
      !(x.match.list === 'absolutes' && isOneOf(x.match.tokens[0], ROUTINE) && saidOfOneself(lex, pos, x.match)) &&
      // "Ich frag nach, sonst lern ich ja nix": what the plan keeps away is no stuck thought.
      !(x.sign === -1 && afterOtherwise(pos, x.match)) &&
      (x.match.list !== 'insults' || !isLookalike(x.match) || saidOfSelf(lex, pos, x.match, true) || givenToSomeone(lex, pos, x.match)) &&
      !(x.match.list === 'helpful-thoughts' && (noAskingForHelp(pos, x.match) || aloneTogether(pos, x.match))),
  );
  // "Ich bin ein Trampel", "ich Schnecke": a name the child gives itself makes the stuck thought sad.
  const callsItselfNames = neg.some(
    (t) =>
      isLookalikeToken(t) &&
      saidOfSelf(lex, neg, { list: 'insults', entry: t.norm, tokens: [t], start: t.index, end: t.index, text: t.raw }),
  );
  const negLean = leaning(lex, neg, negScored) - (callsItselfNames ? 1 : 0);
  // "Deine Freundin hat heute keine Zeit für dich" → "Morgen hat sie bestimmt Zeit": a noun of the
  // situation, written in it with a capital, is about it even where the word is a common one.
  const scenario = tokenize(input.scenario ?? '');
  const scenarioNouns = new Set(
    scenario
      .filter((t, k) => k > 0 && t.sentence === scenario[k - 1]!.sentence && t.norm.length >= 4 && /^\p{Lu}/u.test(t.raw))
      .map((t) => t.norm),
  );
  // "ich mal da einen Vogel drüber" when the child painted over the edge: "mal" next to the one who
  // does it is "male", though "mal" is a little word ("noch mal").
  const paints = scenario.some((t) => /^(ge)?mal(e|en|t|st)?$/.test(t.norm));
  const aboutIt = (ts: readonly Token[]) =>
    sharesWordWith(situationTokens, ts) ||
    (paints && ts.some((t) => isWord(t, 'mal') && (isOneOf(pos[t.index - 1], DOER) || isOneOf(pos[t.index + 1], DOER)))) ||
    ts.some((t) => scenarioNouns.has(t.norm)) ||
    ts.some((t) => !sharesNothing(t) && [...t.stems].some((k) => topicStems.has(k))) ||
    // "Wasser" of the topic's "Seifenwasser": the end of a compound the author named.
    ts.some((t) => t.norm.length >= 5 && !sharesNothing(t) && topicEndings.has(t.norm));
  const unspoiled = !posScored.some((x) => x.sign === -1);
  // "ich schreib mir auf, wann ich gießen muss" for a dried-up plant: the child doing what the
  // situation's topic names ("gießen") is about it, though such verbs alone fit any text.
  const topicDeed = unspoiled ? deedOfTheTopic(lex, pos, topicVerbs(topic)) : null;
  const aboutSituation = aboutIt(pos) || topicDeed !== null;
  // "dann bau ich eine noch größere", "ich guck mir an, wie er die Karten hält": something the
  // child will do about the situation is a plan, in whatever words.
  const deed = aboutSituation && unspoiled ? (ownDeed(lex, pos) ?? topicDeed ?? ifThen[0]?.doer ?? null) : null;
  const posLean = deed ? Math.max(leaning(lex, pos, posScored), 1) : leaning(lex, pos, posScored);

  if (negLean > 0 && posLean < 0) {
    return {
      isValid: false,
      feedback: 'Oh, da hast du die Gedanken vertauscht! Der traurige Gedanke gehört ins erste Feld, der mutige ins zweite.',
    };
  }
  // The stuck thought is the child's own. When it plainly sounds brave, it belongs in the other
  // field. One Ferdy cannot place ("Alles umsonst.", "i ko des ned") is taken as the child meant
  // it once the second thought is a helpful idea the child tells itself.
  // "ich gebe nicht auf" turns a stuck phrase around: a helpful idea as much as "ich übe".
  const helpfulMatches = posScored.filter(
    (x) =>
      x.sign === 1 && (HELPFUL_LISTS.has(x.match.list) || (x.negated && x.match.list === 'negative-thoughts' && x.match.tokens.length > 1)),
  );
  // "Blöd gelaufen", "das war ein Unfall": a kind word about what happened is about the situation
  // whoever it names; a plan or a helpful idea is the child's own when it speaks of itself.
  // "Nächstes Mal klappt es", "Beim zweiten Mal klappt es": "es" is what happened.
  const ownIdea = (m: Match) => m.list === 'reassurances' || saidOfOneself(lex, pos, m) || aboutWhatHappened(pos, m);
  const ownHelpfulIdea = deed !== null || helpfulMatches.some((h) => ownIdea(h.match));
  // "Der is hi." → "… schee is er trotzdem. Nächstes Moi kleb i'n langsamer": a stuck thought in
  // dialect Ferdy cannot place, before a second thought with two helpful ideas (or one of several
  // words), is taken as meant. One word ("Positiver Gedanke") is not enough.
  const helpfulEnough = helpfulMatches.length >= 2 || helpfulMatches.some((h) => h.match.tokens.length >= 2);
  if (negLean > 0 || (negLean === 0 && !ownHelpfulIdea && !helpfulEnough)) {
    const brave = negLean > 0 ? firstText(negScored, 1) : null;
    return {
      isValid: false,
      // A stuck thought Ferdy cannot place ("so a schmarrn") is still there: when the second thought
      // holds nothing helpful, that is what to work on.
      feedback:
        negLean > 0
          ? `Dein erster Gedanke klingt schon mutig${brave ? ` (${quote(brave)})` : ''}. Schreib dort den Gedanken auf, der dich traurig oder mutlos macht, zum Beispiel „Ich kann das nicht“.`
          : helpfulMatches.length === 0
            ? 'In deinem zweiten Gedanken finde ich noch nichts, das dir Mut macht. Schreib, was du tun kannst, zum Beispiel „Ich versuche es nochmal“.'
            : 'Schreib ins erste Feld, was du denkst, wenn du traurig oder mutlos bist, zum Beispiel „Ich schaffe das nie“.',
    };
  }
  // "Ich bin ein Loser, aber cool": a helpful thought does not call oneself names. "Heute war es
  // blöd" and "ich hab Schwein" call nobody anything.
  const selfInsult = findMatches(lex.insults, pos).find(
    (m) =>
      !pos.slice(Math.max(0, m.start - 3), m.start).some((t) => tokenIn(lex.negations, t)) &&
      (saidOfSelf(lex, pos, m, isLookalike(m)) || verbLastOfSelf(pos, m)),
  );
  if (selfInsult) {
    return {
      isValid: false,
      feedback: `In deinem hilfreichen Gedanken steht noch ${quote(selfInsult.text)}. Sei freundlich zu dir selbst und sag dir etwas, das Mut macht.`,
    };
  }
  // "halt deinen Schnabel", "du kannst ja gar nichts": a thought that snaps at someone makes nobody brave. (Telling
  // the teacher, which the rewrite game hears as a threat to tell on someone, is a good plan here.)
  // A shrug the child gives itself ("na und, dann bau ich halt eine neue") snaps at nobody.
  // An eye-roll (🙄), an upside-down (🙃) or annoyed face (😒) at one's own thought makes fun of it.
  const hostility = findHostility(lex, pos, { onlyAimedAtYou: false, strictAbsolutes: false });
  // "nächstes mal hau ich ihm den schläger auf den kopf": a plan to hurt someone.
  const harm = hostility.find(
    (h) =>
      h.kind === 'threat' &&
      // "… dann gibts morgen in der schule ärger 👊": a fist says it.
      (h.match.tokens.some((t) => t.isEmoji) || (!TELLING.test(h.match.entry) && h.match.tokens.some((t) => isOneOf(t, SOMEONE)))),
  );
  if (harm) {
    return {
      isValid: false,
      feedback: `${WEAPONS[harm.match.text] ?? `Mit ${quote(harm.match.text)} willst du jemandem wehtun.`} Sag dir lieber etwas, das dir selbst Mut macht.`,
    };
  }
  const snapping = hostility.find(
    (h) => SNAPPING.has(h.kind) && (h.kind !== 'contempt' || h.match.tokens[0]!.isEmoji || spokenToSomeone(lex, pos, h.match)),
  );
  if (snapping) {
    return {
      isValid: false,
      feedback: snapping.match.tokens[0]!.isEmoji
        ? `${FACES[snapping.match.text] ?? 'Das wütende Gesicht klingt grob.'} Sag dir lieber ehrlich etwas, das dir Mut macht.`
        : `${quote(snapping.match.text)} klingt grob. Sag dir lieber etwas Freundliches, das dir Mut macht.`,
    };
  }
  const mocking = mocksTheMishap(lex, pos);
  if (mocking) {
    return {
      isValid: false,
      feedback: `${quote(mocking.text)} klingt, als ob du dich lustig machst. Sag dir lieber ehrlich etwas, das dir Mut macht.`,
    };
  }
  // "Opa hat bestimmt geschummelt": blaming someone else makes nobody brave. "Ich habe
  // geschummelt" is the child's own, "er hat nicht geschummelt" blames nobody.
  const ownOrDenied = saidAboutSelfOrDenied(lex, pos);
  // "wenn Lea nicht immer schummeln würde, wär ich vorne": the "nicht" of a wish says she does.
  const firstSelf = perGroup((clause) => clause.find((t) => tokenIn(lex['self-words'], t))?.index ?? Infinity);
  const wishedAway = (m: Match) => {
    const clause = clauseOf(pos, m.tokens[0]!);
    return (
      isWord(clause[0], 'wenn') &&
      pos.slice(m.end + 1, m.end + 3).some((t) => isWord(t, 'wuerde', 'wuerden', 'wuerd')) &&
      firstSelf(clause) > m.start
    );
  };
  // "Du hast halt zu wenig geübt": in a thought, "du" is the child talking to itself.
  const blame =
    findMatches(lex.accusations, pos).find(
      (m) => (!ownOrDenied(m) || wishedAway(m)) && !m.tokens.some((t) => isWord(t, 'du')) && !natureAtFault(pos, m),
    ) ?? shiftedBlame(lex, pos);
  const blamed = blame?.text ?? faultOnOthers(lex, pos);
  if (blamed) {
    return {
      isValid: false,
      feedback: `Mit ${quote(blamed)} gibst du jemand anderem die Schuld. Sag dir lieber etwas, das dir selbst Mut macht.`,
    };
  }
  const best = bestOfAll(pos);
  if (best) {
    return {
      isValid: false,
      feedback: `Mit ${quote(best)} wünschst du dir ganz schön viel auf einmal. Sag dir lieber, was du als Nächstes tun kannst.`,
    };
  }
  const excuse = butForTheThing(pos);
  if (excuse) {
    return {
      isValid: false,
      feedback: `Mit ${quote(excuse.text)} suchst du eine Ausrede. Überleg lieber, was du selbst tun kannst.`,
    };
  }
  const calledMean = namesSomeoneMean(lex, pos);
  // "du bist halt einfach schlecht im Lesen" may be said to oneself: mean either way.
  if (calledMean && isWord(calledMean, 'du')) {
    return { isValid: false, feedback: 'Da sagst du etwas Gemeines. Sag dir lieber etwas Freundliches, das dir Mut macht.' };
  }
  if (calledMean || sentBack(lex, pos).length > 0) {
    return {
      isValid: false,
      feedback: 'Da sagst du etwas Gemeines über jemand anderen. Sag dir lieber etwas, das dir selbst Mut macht.',
    };
  }
  // "ich hör mit klavier auf, fußball ist eh besser": quitting is the stuck thought, however cheerful the rest.
  // "Ich lese nie wieder laut vor, dann kann mich keiner auslachen": never again is giving up too.
  const quits = posScored.find(
    (x) =>
      x.sign === -1 &&
      x.match.list === 'negative-thoughts' &&
      ((isWord(x.match.tokens.at(-1), 'auf') && x.match.tokens.some((t) => QUITTING.test(t.norm)) && !isWord(pos[x.match.end + 1], 'zu')) ||
        (isWord(x.match.tokens[0], 'nie') && isWord(x.match.tokens[1], 'wieder', 'mehr'))) &&
      saidOfOneself(lex, pos, x.match),
  );
  if (quits) {
    return {
      isValid: false,
      feedback: `${quote(quits.match.text)} heißt aufhören. Sag dir lieber, wie du weitermachen kannst, zum Beispiel „Ich übe weiter“.`,
    };
  }
  const pointless = whyBother(pos);
  if (pointless) {
    return {
      isValid: false,
      feedback: `Mit ${quote(pointless)} gibst du auf. Sag dir lieber, wie du weitermachen kannst, zum Beispiel „Ich übe weiter“.`,
    };
  }
  if (plansToCheat(lex, pos)) {
    return {
      isValid: false,
      feedback: 'Abschreiben oder Schummeln hilft dir nicht weiter. Sag dir lieber, wie du es selbst schaffen kannst.',
    };
  }
  if (getsOutOfIt(lex, pos) || skipsIt(situationTokens, pos)) {
    return {
      isValid: false,
      feedback: 'Damit drückst du dich nur davor. Sag dir lieber, wie du es schaffen kannst, zum Beispiel „Ich übe weiter“.',
    };
  }
  if (dismissesSchool(lex, pos)) {
    return {
      isValid: false,
      feedback: 'Schule und Lernen sind wichtig für dich. Sag dir lieber, was du tun kannst, zum Beispiel „Nächstes Mal lerne ich früher“.',
    };
  }
  const sour = talkedDown(pos);
  if (sour) {
    return {
      isValid: false,
      feedback: `Mit ${quote(sour)} machst du die Sache schlecht. Das hilft dir nicht weiter. Sag dir lieber, was du tun kannst.`,
    };
  }
  if (doesItInSecret(pos)) {
    return {
      isValid: false,
      feedback: 'Was du heimlich machst, hilft dir nicht wirklich weiter. Sag dir lieber, was du ehrlich tun kannst.',
    };
  }
  if (hidesIt(pos)) {
    return {
      isValid: false,
      feedback: 'Wenn keiner etwas merken soll, versteckst du es nur. Sag lieber ehrlich, was passiert ist. Das ist mutig.',
    };
  }
  if (expectsItAgain(lex, tokenize(input.scenario ?? ''), pos)) {
    return {
      isValid: false,
      feedback:
        'Dein zweiter Gedanke sagt, dass es wieder schiefgeht. Sag dir lieber etwas, das Mut macht, zum Beispiel „Nächstes Mal schaffe ich es“.',
    };
  }
  // "morgen bau ich einen neuen aber ich kann eigentlich eh nix richtig": after "aber" the thought
  // turns sad again and ends so. "Ich kann es nicht, aber ich übe" turns the other way, and "…,
  // aber heute bin ich traurig" only names a feeling.
  const but = pos.findLastIndex((t) => isWord(t, 'aber'));
  const after = posScored.filter((x) => x.match.start > but);
  const sadEnd =
    but > 0 && !after.some((x) => x.sign === 1 && HELPFUL_LISTS.has(x.match.list))
      ? after.find((x) => x.sign === -1 && x.match.list === 'negative-thoughts' && !x.match.tokens.every((t) => tokenIn(lex.feelings, t)))
      : undefined;
  if (sadEnd && posScored.some((x) => x.sign === 1 && x.match.end < but)) {
    return {
      isValid: false,
      feedback: `Am Ende wird dein Gedanke wieder traurig (${quote(sadEnd.match.text)}). Lass das weg und bleib bei dem, was dir Mut macht.`,
    };
  }
  if (posLean <= 0) {
    const bad = firstText(posScored, -1);
    return {
      isValid: false,
      feedback: bad
        ? `Dein zweiter Gedanke klingt noch mutlos (${quote(bad)}). Sag dir lieber etwas, das Mut macht, zum Beispiel „Ich übe weiter“.`
        : 'Dein zweiter Gedanke passt noch nicht. Schreib etwas, das dir Mut macht, zum Beispiel „Nächstes Mal schaffe ich es“.',
    };
  }

  // "Ich kann das nicht" → "Ich kann das": the same words minus the negation, no new thought.
  const negKeys = new Set(negWords.map((t) => t.loose));
  if (posWords.every((t) => negKeys.has(t.loose))) {
    return {
      isValid: false,
      feedback:
        'Du hast nur das „nicht“ weggelassen. Sag noch, wie du weiterkommst, zum Beispiel mit „noch nicht“, „ich übe“ oder „nächstes Mal“.',
    };
  }

  const helpful = helpfulMatches.find((h) => h.match.list !== 'plans');
  const plan = helpfulMatches.find((h) => h.match.list === 'plans');
  // A thought that only sounds cheerful must still be about the situation: something of the
  // situation or the stuck thought ("Der Kuchen schmeckt trotzdem"), or a helpful idea the child
  // tells itself ("ich übe weiter", "du schaffst das", "wir bauen ihn nochmal"). A helpful word
  // in a remark about other people ("Die Partei versucht …") is not the child's own thought.
  // A thought the child tells itself is short, or speaks of the child ("ich", "wir", "du schaffst
  // das"). A long remark about other people is not the child's thought, whatever words it shares.
  // A kind word about what happened ("Das ist kein bisschen schlimm, …") is the child's own.
  // "Fragen ist mutig. Wer fragt, lernt was, …": a thought that opens with a short sentence, a
  // helpful idea about the situation, is the child's own, however it goes on.
  // "Fragen ist schlau, sonst lernt man ja nix. …": a short first clause does as well.
  const firstSentence = pos.filter((t) => t.sentence === pos[0]!.sentence);
  const firstClause = pos.filter((t) => t.clause === pos[0]!.clause);
  const opening = words(firstSentence).length <= SHORT_OPENING ? firstSentence : firstClause;
  const opensWithHelp =
    words(opening).length <= SHORT_OPENING &&
    opening.length < pos.length &&
    helpfulMatches.some((h) => h.match.tokens.every((t) => opening.includes(t))) &&
    aboutIt(opening);
  // "erst mal mit 2 bällen üben dann mit 3": a plan in the infinitive, with no one else as its
  // subject, is the child's own.
  const ownInfinitivePlan = helpfulMatches.some(
    (h) => h.match.list === 'plans' && !clauseOf(pos, h.match.tokens[0]!).some((t) => isOneOf(t, SOMEONE_AS_SUBJECT) || isSomeoneElse(t)),
  );
  const remarkAboutOthers =
    posWords.length > LONGEST_IMPERSONAL_THOUGHT &&
    !pos.some((t) => speaksOfOneself(lex, t)) &&
    !helpfulMatches.some((h) => h.match.list === 'reassurances') &&
    !opensWithHelp &&
    !ownInfinitivePlan;
  const situation = [...tokenize(input.scenario ?? ''), ...topicTokens, ...neg];
  // Parties and peoples, war and hate: no child's situation here is about them.
  const elsewhere =
    talksAboutPublicAffairs(lex, situation, pos) ||
    namesUnnamed(lex['violence'], situation, pos, false) ||
    (!aboutSituation && namesOtherActivity(situation, pos));
  // "Morgen gibt es bei uns Pizza": "morgen" is no idea about a situation the thought never names,
  // unless the child does something then ("morgn kaf i ma a neis", "ich zieh ihn morgen wieder an").
  const onlyWhen = (m: Match) => {
    const t = m.tokens[0]!;
    if (m.tokens.length !== 1 || !isOneOf(t, WHEN)) return false;
    const near = pos.slice(Math.max(0, t.index - 3), t.index + 3).filter((u) => u.clause === t.clause);
    return isWord(pos[t.index + 1], 'gibt') || !near.some((u) => isOneOf(u, DOER));
  };
  const ideaBeyondWhen = deed !== null || helpfulMatches.some((h) => !onlyWhen(h.match) && ownIdea(h.match));
  if ((!aboutSituation && !ideaBeyondWhen) || remarkAboutOthers || elsewhere) {
    return { isValid: false, feedback: 'Das passt noch nicht zu der Situation. Was könntest du dir da Mutiges sagen?' };
  }
  // Every sentence of the thought belongs to it: it speaks of the child, of the situation, or
  // says something helpful. A remark about other people tacked on is not the child's thought.
  const strayed = strayingSentence(lex, aboutIt, [...tokenize(input.scenario ?? ''), ...neg], pos, posScored);
  if (strayed) {
    return { isValid: false, feedback: 'Ein Teil davon passt noch nicht zu der Situation. Sag dir nur, was dir dabei Mut macht.' };
  }
  return {
    isValid: true,
    hasIdea: Boolean(helpful || plan || deed),
    feedback: helpful
      ? `Super! Mit ${quote(helpful.match.text)} machst du dir Mut. So wird aus dem traurigen Gedanken ein mutiger.`
      : plan || deed
        ? 'Super, das ist ein guter Plan! So wird aus dem traurigen Gedanken ein mutiger.'
        : 'Gut gemacht! Dein zweiter Gedanke macht Mut. Noch stärker wird er mit einem Plan, zum Beispiel „Ich übe weiter“.',
  };
}
