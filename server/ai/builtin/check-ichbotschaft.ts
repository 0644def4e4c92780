import { isMashed } from '../../../engine/answer-plausibility.ts';
/**
 * "Ich-Botschaften": does the child's sentence speak from themselves (feeling
 * or need), describe the situation, and leave out blame, insults and
 * absolutes like "immer" and "nie"?
 */
import {
  clauseOf,
  clauses,
  innerVerbStems,
  isOneOf,
  isWord,
  looksLikeLanguage,
  perGroup,
  questionSentences,
  quote,
  sentenceOf,
  tokenize,
  wordSet,
  words,
  type Token,
} from './german-text.ts';
import { findMatches, matchOfWords, tokenIn, type Lexicon, type Match } from './lexicon.ts';
import { faultOnOthers, isPersonWord, lovedMore } from './fault-on-others.ts';
import { talksAboutPublicAffairs } from './public-affairs.ts';
import { isStopWord } from './stop-words.ts';
import {
  aboutTheSituation,
  blamesYou,
  characterisedInSubclause,
  findHostility,
  keptName,
  keptNameMessage,
  keptShare,
  namesNoOne,
  notAboutTheSentenceMessage,
  saidAboutMe,
  takenBack,
} from './check-rewrite.ts';

/**
 * "…, wenn du dich vordrängelst, du Vordrängler": a clause of "du" and one word calls the other a
 * name. A kind word ("du Schatz") is no name, and "…, du auch?" asks.
 */
function calledAName(lex: Lexicon, tokens: readonly Token[]): string | null {
  for (const clause of clauses(tokens)) {
    const ws = words(clause);
    if (ws.length !== 2 || !isWord(ws[0], 'du') || clause.length !== 2) continue;
    const name = ws[1]!;
    if (isStopWord(name.norm) || /(st|t)$/.test(name.norm) || tokenIn(lex['kind-words'], name) || tokenIn(lex.feelings, name)) continue;
    if (tokenIn(lex['positive-words'], name) || isPersonWord(name.raw)) continue;
    return `${ws[0]!.raw} ${name.raw}`;
  }
  return null;
}

/** "du machst mich traurig" makes the other the subject; "dein Lachen tut mir weh" does not. */
function startsWithYou(clause: readonly Token[]): boolean {
  return isWord(
    clause.find((t) => !t.isEmoji),
    'du',
    'ihr',
  );
}

/** "du bist …" in a main clause judges the person; "wenn du laut bist" describes. */
function duBist(lex: Lexicon, tokens: readonly Token[]): Match | null {
  for (let k = 0; k + 1 < tokens.length; k++) {
    const a = tokens[k]!;
    const b = tokens[k + 1]!;
    if (a.clause !== b.clause) continue;
    const youAre = (isWord(a, 'du') && isWord(b, 'bist', 'warst', 'bis')) || (isWord(a, 'ihr') && isWord(b, 'seid'));
    if (!youAre) continue;
    // "Ich dachte, du bist vielleicht sauer auf mich": the child tells what it thought.
    const earlier = tokens.slice(Math.max(0, k - 4), k).filter((t) => t.sentence === a.sentence);
    if (earlier.some((t) => isWord(t, 'dachte', 'denke', 'denk', 'glaube', 'glaub', 'glaubte', 'gedacht', 'befürchte', 'hoffe'))) continue;
    // "…, wo du bist", "ob du da bist": where the other is, not what they are.
    if (isWord(tokens[k - 1], 'wo', 'ob')) continue;
    // "wenn jemand 'du bist zu klein' zu mir sagt": words said to the child, told.
    const rest = tokens.slice(k + 2, k + 10).filter((t) => t.clause === a.clause);
    if (
      rest.some(
        (t, i) => isWord(t, 'zu') && isWord(rest[i + 1], 'mir') && isWord(rest[i + 2], 'sagt', 'sagst', 'sagen', 'sagte', 'ruft', 'sag'),
      )
    )
      continue;
    // "… weil du mein Freund bist" stays fine; "du bist mir wichtig" too.
    const next = tokens.slice(k + 2, k + 4).filter((t) => t.clause === a.clause);
    if (next.some((t) => isWord(t, 'mein', 'meine', 'mir'))) continue;
    // "und du bist auch nicht doof": a hurtful word denied is a kind word.
    const denied = tokens.slice(k + 2, k + 5).filter((t) => t.clause === a.clause);
    const no = denied.findIndex((t) => tokenIn(lex.negations, t));
    if (no >= 0 && denied.slice(no + 1).some((t) => tokenIn(lex.insults, t) || tokenIn(lex.judgements, t))) continue;
    return { list: 'you-words', entry: 'du bist', tokens: [a, b], start: k, end: k + 1, text: `${a.raw} ${b.raw}` };
  }
  return characterisedInSubclause(lex, tokens);
}

/** Words that give someone the fault: "wegen dir", "deinetwegen", "deine Schuld". */
const FAULT = /^(wegen|deinetwegen|euretwegen|schuld)$/u;

const ANGRY_FACES: ReadonlySet<string> = new Set(['😠', '😡', '😤']);

const SUBORDINATING = wordSet('wenn', 'wen', 'weil', 'dass', 'ob', 'als', 'obwohl');
const PRONOUNS = wordSet('es', 'er', 'sie', 'du', 'ihr', 'man', 'jemand');

const TOO_BAD = wordSet('schlecht', 'dumm', 'doof', 'blöd', 'bloed', 'ungeschickt', 'hässlich', 'haesslich', 'langweilig');

const NAMES_OF_FEAR = wordSet('angsthase', 'hasenfuss', 'angsthasen');
/** "eh", "sowieso": said with a shrug, as if it could never be otherwise. */
const RESIGNED = wordSet('eh', 'sowieso');

/**
 * "ich bin so doof", "weil ich halt echt doof bin": a put-down the child gives itself. Not when
 * denied ("ich bin nicht doof").
 */
function selfPutDown(lex: Lexicon, tokens: readonly Token[]): Match | null {
  const reported = saidAboutMe(tokens);
  for (const m of findMatches(lex.insults, tokens)) {
    // "ich finds doof wenn ich die fernbedienung los bin": a "wenn" without a comma opens another clause.
    const whole = tokens.filter((t) => t.clause === m.tokens[0]!.clause);
    const opens = whole.findIndex((t) => t.index > m.end && isOneOf(t, SUBORDINATING));
    const clause = opens < 0 ? whole : whole.slice(0, opens);
    const self = clause.findIndex((t) => isWord(t, 'ich'));
    if (self < 0 || clause[self]!.index > m.start) continue;
    // "ich bin traurig wenn gesagt wird das es hässlich ist": the word is said of something else.
    const lastSelf = clause.findLast((t) => t.index < m.start && isWord(t, 'ich'))!;
    const between = tokens.slice(lastSelf.index + 1, m.start);
    if (between.some((t, k) => isOneOf(t, SUBORDINATING) || (isWord(t, 'das') && isOneOf(between[k + 1], PRONOUNS)))) continue;
    // "ich seh ja eh voll hässlich aus": how one looks, put down.
    const looks = clause.some((t) => isWord(t, 'seh', 'sehe', 'sah')) && clause.some((t) => isWord(t, 'aus'));
    if (!clause.some((t) => isWord(t, 'bin', 'war', 'wäre')) && !looks) continue;
    if (clause.some((t) => t.index < m.start && tokenIn(lex.negations, t))) continue;
    if (namesNoOne(tokens, m, reported)) continue;
    // "da bin ich echt ein Angsthase": the child names its fear, no put-down.
    if (m.tokens.some((t) => isOneOf(t, NAMES_OF_FEAR))) continue;
    // "wenn ich doof genannt werde": the name the others give, reported.
    if (isWord(tokens[m.end + 1], 'genannt', 'gerufen')) continue;
    return m;
  }
  // "ich krieg eh nix alleine hin", "ich kann eh nichts richtig": giving up on oneself.
  for (const t of tokens) {
    if (!isWord(t, 'ich', 'i')) continue;
    const near = tokens.slice(t.index + 1, t.index + 5).filter((u) => u.clause === t.clause);
    const shrug = near.findIndex((u) => isOneOf(u, RESIGNED));
    const nothing = near.findIndex((u, k) => k > shrug && isWord(u, 'nix', 'nichts', 'nischt'));
    if (shrug >= 0 && nothing > shrug) return matchOfWords('insults', 'eh nix', tokens.slice(t.index, near[nothing]!.index + 1));
  }
  // "ich bin halt zu schlecht": too bad at it, said of oneself.
  for (const t of tokens) {
    const word = tokens[t.index + 1];
    if (!isWord(t, 'zu') || !word || !isOneOf(word, TOO_BAD) || word.clause !== t.clause) continue;
    const before = tokens.slice(Math.max(0, t.index - 4), t.index).filter((u) => u.clause === t.clause);
    if (before.some((u) => isWord(u, 'ich')) && before.some((u) => isWord(u, 'bin')) && !before.some((u) => tokenIn(lex.negations, u)))
      return { list: 'insults', entry: 'zu …', tokens: [t, word], start: t.index, end: word.index, text: `${t.raw} ${word.raw}` };
  }
  return null;
}

/** "ich fühle mich klein", "fühl ich mich so allein": the word after "mich" is the feeling. */
function feltAs(clause: readonly Token[]): Match | null {
  for (let k = 0; k + 2 < clause.length; k++) {
    if (!isWord(clause[k], 'fühle', 'fühl', 'fühlte', 'fuehle', 'fuehl')) continue;
    const rest = clause.slice(k + 1, k + 5);
    const mich = rest.findIndex((t) => isWord(t, 'mich'));
    if (mich < 0 || !rest.slice(0, mich).every((t) => isWord(t, 'ich'))) continue;
    const word = rest
      .slice(mich + 1)
      .find((t) => !isWord(t, 'so', 'ganz', 'voll', 'total', 'echt', 'sehr', 'dann', 'immer', 'richtig', 'ein', 'bisschen'));
    if (!word) continue;
    const start = clause[k]!.index;
    return { list: 'feelings', entry: 'fühle mich …', tokens: [clause[k]!, word], start, end: word.index, text: word.raw };
  }
  return null;
}

const GLAD = wordSet('froh', 'gluecklich', 'super', 'toll', 'gut', 'wohl', 'freue', 'freu', 'klasse', 'prima');
const IF_OR_WHEN = wordSet('wenn', 'wen', 'als', 'dass');

/**
 * "Ich fühle mich super toll, wenn sich jemand vordrängelt": glad of just what the reproach is
 * about, with no "nicht" in between, is said in mockery. "Ich bin froh, wenn du mich ausreden
 * lässt" is glad of something else.
 */
function gladOfTheReproach(lex: Lexicon, original: readonly Token[], tokens: readonly Token[], feeling: readonly Match[]): Match | null {
  // "Du hörst mir nie zu!": what the reproach misses is what the child would be glad of; glad of
  // it still missing ("super toll, wenn ich keine Antwort krieg") is mockery again.
  const reproachMisses = original.some((t) => tokenIn(lex.negations, t));
  // "alles allein machen": being left alone is what the reproach is about, though a stop word.
  const reproached = new Set(
    words(original).flatMap((t) => ((isStopWord(t.norm) && !isWord(t, 'allein', 'alleine')) || t.norm.length < 4 ? [] : [...t.stems])),
  );
  for (const m of feeling) {
    if (!m.tokens.some((t) => isOneOf(t, GLAD))) continue;
    const clause = m.tokens[0]!.clause;
    const when = tokens.findIndex((t) => t.index > m.end && t.sentence === m.tokens[0]!.sentence && isOneOf(t, IF_OR_WHEN));
    // "Ich bin gar nicht froh, wenn …" is no gladness.
    if (when < 0 || tokens.slice(Math.max(0, m.start - 3), when).some((t) => tokenIn(lex.negations, t))) continue;
    // "Ich freue mich über Tipps, aber ich bin traurig, wenn …": the "wenn" belongs to the other feeling.
    if (tokens.slice(m.end + 1, when).some((t) => isWord(t, 'aber', 'doch', 'sondern', 'trotzdem'))) continue;
    // "Ich wäre froh, wenn …" wishes for it.
    if (tokens.slice(Math.max(0, m.start - 3), m.start + 1).some((t) => isWord(t, 'wäre', 'waere', 'wär', 'waer', 'würde', 'wuerde')))
      continue;
    const rest = tokens
      .slice(when)
      .filter((t) => t.sentence === m.tokens[0]!.sentence && (t.clause === clause || t.clause === tokens[when]!.clause));
    // "wenn du lieber aufs Handy starrst als mir zuzuhören": the other thing instead of it.
    const instead = rest.some((t) => isWord(t, 'lieber')) && rest.some((t) => isWord(t, 'als'));
    const missing = instead || rest.some((t) => tokenIn(lex.negations, t) || isWord(t, 'ohne', 'aufhörst', 'aufhoerst', 'lässt', 'laesst'));
    if (missing !== reproachMisses) continue;
    if (!rest.some((t) => [...t.stems, ...innerVerbStems(t)].some((k) => reproached.has(k)))) continue;
    // "Ich freue mich, wenn wir die Gruppenarbeit zusammen machen": glad of doing it together.
    if (rest.some((t) => isWord(t, 'zusammen', 'gemeinsam', 'miteinander'))) continue;
    // "Ich freu mich, dass dir meine Bücher gefallen! Mir ist aber wichtig, …": gladness that goes
    // on to a "but" or a wish is honest; mockery stops at the gladness.
    const after = tokens.slice((rest.at(-1)?.index ?? m.end) + 1);
    if (after.some((t) => isWord(t, 'aber')) || findMatches(lex.wishes, after).length > 0) continue;
    return m;
  }
  return null;
}

/**
 * "…, ich bin ja sooo glücklich 😡": gladness next to an angry face says the opposite. "Ich bin
 * froh, wenn du fragst, aber sauer 😡, wenn …" turns to another feeling.
 */
function gladWithAnAngryFace(lex: Lexicon, tokens: readonly Token[], feeling: readonly Match[]): Match | null {
  if (!tokens.some((t) => ANGRY_FACES.has(t.raw)) || tokens.some((t) => isWord(t, 'aber', 'doch', 'sondern', 'trotzdem'))) return null;
  return (
    feeling.find(
      (m) =>
        m.tokens.some((t) => isOneOf(t, GLAD)) && !tokens.slice(Math.max(0, m.start - 3), m.start).some((t) => tokenIn(lex.negations, t)),
    ) ?? null
  );
}

const ASKING = wordSet(
  'kannst',
  'könntest',
  'koenntest',
  'kann',
  'können',
  'koennen',
  'könnten',
  'koennten',
  'hast',
  'magst',
  'willst',
  'würdest',
  'wuerdest',
  'machst',
  'sollen',
  'wollen',
);

/** Asking leave: "Darf ich …?", "Dürfen wir …?", "Kann ich …?". */
const MAY = wordSet('darf', 'dürfen', 'duerfen', 'kann', 'könnte', 'koennte', 'können', 'koennen');
const ASKING_PLURAL = wordSet('können', 'koennen', 'dürfen', 'duerfen', 'wollen', 'sollen');

/** "Bitte lass das", "Kannst du bitte leiser sein?", "Können wir uns abwechseln?": a request to the other. */
function requestIn(lex: Lexicon, tokens: readonly Token[], clause: readonly Token[], questions: ReadonlySet<number>): Match | null {
  const polite = findMatches(lex['polite-words'], clause).find((m) => /^bit/.test(m.tokens[0]!.norm));
  if (polite) return { ...polite, list: 'wishes' };
  const first = clause.find((t) => !t.isEmoji);
  const sentence = sentenceOf(tokens, clause[0]!);
  const asked = sentence.at(-1)?.index === clause.at(-1)?.index && questions.has(clause[0]!.sentence);
  const asksYou = first && isOneOf(first, ASKING) && clause.some((t) => isWord(t, 'du', 'wir', 'ihr'));
  // "Darf ich heute die Geschichte aussuchen?", "Können mir abwechseln?" (Swiss "mir" is "wir").
  const asksLeave =
    first &&
    ((isOneOf(first, MAY) && clause.some((t) => isWord(t, 'ich', 'wir'))) ||
      (isOneOf(first, ASKING_PLURAL) && clause.some((t) => isWord(t, 'mir'))));
  if (first && asked && (asksYou || asksLeave)) {
    return { list: 'wishes', entry: 'Frage', tokens: [first], start: first.index, end: first.index, text: first.raw };
  }
  return null;
}

const ABLE = wordSet(
  'kann',
  'schaffe',
  'schaff',
  'weiss',
  'weiß',
  'verstehe',
  'versteh',
  'finde',
  'find',
  'lerne',
  'lern',
  'höre',
  'hör',
  'sehe',
  'seh',
);
const TELLS = wordSet('sag', 'sage', 'sags', 'erzähl', 'erzähle', 'erzaehl', 'erzaehle', 'petz', 'petze', 'hol', 'hole');

/**
 * "…, sonst warte ich nicht mehr", "sonst geh ich gar nicht ins Bett", "sonst sag ich es Mama":
 * what the child will then do or refuse makes the wish a threat. "Ich verliere sonst den Faden"
 * and "sonst schaffe ich es nicht" say why it matters.
 */
function threatWithOrElse(lex: Lexicon, tokens: readonly Token[]): Token | null {
  for (const t of tokens) {
    if (!isWord(t, 'sonst')) continue;
    const rest = tokens.slice(t.index + 1, t.index + 7).filter((u) => u.sentence === t.sentence);
    if (!rest.some((u) => isWord(u, 'ich', 'i'))) continue;
    // "sonst geh ich gar nicht ins Bett" refuses; "sonst schaffe ich es nicht" says what the child cannot.
    if ((rest.some((u) => tokenIn(lex.negations, u)) && !rest.some((u) => isOneOf(u, ABLE))) || rest.some((u) => isOneOf(u, TELLS)))
      return t;
  }
  return null;
}

/** Words that turn a wish into an order: "Ich will, dass du jetzt sofort zuhörst." */
const DEMAND_WORDS = ['sofort', 'endlich', 'gefälligst', 'kapierst', 'kapiert', 'kapieren'];

/** Verbs a blunt order starts with: "lass mich jetzt endlich ausreden", "gib endlich her". */
const COMMANDS = wordSet(
  'lass',
  'lasst',
  'hör',
  'hoer',
  'hört',
  'gib',
  'gebt',
  'sei',
  'seid',
  'mach',
  'macht',
  'geh',
  'komm',
  'hol',
  'nimm',
  'wart',
  'warte',
  'bring',
  'sag',
  'red',
  'rede',
  'pass',
  'hau',
  'halt',
  'stell',
  'setz',
  'leg',
  'räum',
  'raeum',
  'tu',
  'ruf',
  'zieh',
  'dreh',
  'schalt',
);

function startsWithCommand(clause: readonly Token[]): boolean {
  return isOneOf(
    clause.find((t) => !t.isEmoji),
    COMMANDS,
  );
}

// Not "denn": compared by loose key it would be "den".
const REASONS = wordSet('weil', 'sonst', 'damit', 'deshalb', 'deswegen');

/** Words of a clause that gives the child's own reason for a wish. */
const SHORTEST_REASON = 4;

/** A past participle that says what happened ("gewartet", "gesucht"); not the feeling's own verb. */
const HAPPENED = /^ge\p{L}{3,}(t|en)$/u;
const NO_EVENT = wordSet('gefuehlt', 'gefuhlt', 'geworden', 'gewesen', 'gedacht');

/** "Ich hab lange gewartet und mich allein gefühlt": the feeling's clause tells what happened. */
function tellsWhatHappened(clause: readonly Token[], inFeeling: ReadonlySet<number>): boolean {
  return clause.some((t) => !inFeeling.has(t.index) && HAPPENED.test(t.norm) && !isOneOf(t, NO_EVENT));
}

interface Parts {
  feeling: Match[];
  wish: Match[];
  situation: boolean;
}

function findParts(lex: Lexicon, tokens: readonly Token[], questions: ReadonlySet<number>): Parts {
  // Asked once per clause or sentence, not once per match in it.
  const hasSelf = perGroup((ts) => ts.some((t) => tokenIn(lex['self-words'], t)));
  const feeling: Match[] = [];
  const wish: Match[] = [];
  const feelingClauses = new Set<number>();
  for (const clause of clauses(tokens)) {
    // "du machst mich traurig" blames; the feeling must come from the speaker.
    if (startsWithYou(clause)) continue;
    for (const m of findMatches(lex.feelings, clause)) {
      if (hasSelf(clause) || m.tokens.some((t) => tokenIn(lex['self-words'], t))) {
        feeling.push(m);
        feelingClauses.add(clause[0]!.clause);
      }
    }
    for (const m of findMatches(lex.wishes, clause)) {
      // "lass uns …" speaks of the child too.
      if (hasSelf(sentenceOf(tokens, clause[0]!)) || m.tokens.some((t) => isWord(t, 'uns'))) {
        wish.push(m);
        feelingClauses.add(clause[0]!.clause);
      }
    }
    // "Wenn du lachst, fühle ich mich klein": any "ich fühle mich …" names a feeling.
    const felt = feltAs(clause);
    if (felt && !feeling.some((f) => f.tokens[0]!.clause === felt.tokens[0]!.clause)) {
      feeling.push(felt);
      feelingClauses.add(clause[0]!.clause);
    }
    // "Bitte lass das.", "Können wir uns abwechseln?", "Hast du kurz Zeit?": a request is a wish.
    const request = requestIn(lex, tokens, clause, questions);
    if (request && !wish.some((w) => w.tokens[0]!.clause === request.tokens[0]!.clause)) {
      wish.push(request);
      feelingClauses.add(clause[0]!.clause);
    }
  }
  const marker = findMatches(lex['situation-markers'], tokens).length > 0;
  // A separate clause about the other person's behaviour also describes the situation.
  const describedClause = clauses(tokens).some(
    (c) => !feelingClauses.has(c[0]!.clause) && c.some((t) => tokenIn(lex['you-words'], t)) && words(c).length >= 3,
  );
  // "Ich möchte gerne ausreden. Ich verliere sonst den Faden.": a reason says why it matters.
  const reason = tokens.some((t) => isOneOf(t, REASONS)) && (feeling.length > 0 || wish.length > 0);
  // "Ich würde gern vorne sitzen. Können wir uns abwechseln?", "ich brauch noch Zeit, wartest du
  // bitte kurz?": a wish and a way to get there.
  const wishAndWay = new Set(wish.map((w) => w.tokens[0]!.clause)).size >= 2;
  // "Ich hätte gern meinen Platz zurück, ich sitze da gern am Fenster", "Ich hab lange gewartet
  // und mich ganz allein gefühlt": the child says why, or what happened to it.
  const inFeeling = new Set(feeling.flatMap((m) => m.tokens.map((t) => t.index)));
  const ownReason =
    (wish.length > 0 || feeling.length > 0) &&
    clauses(tokens).some(
      (c) => (!feelingClauses.has(c[0]!.clause) && hasSelf(c) && words(c).length >= SHORTEST_REASON) || tellsWhatHappened(c, inFeeling),
    );
  return { feeling, wish, situation: marker || describedClause || reason || wishAndWay || ownReason };
}

/** A clause that speaks of the child ("ich", "mir") and not of the other ("du", "dein"). */
function ofMeOnly(lex: Lexicon, clause: readonly Token[]): boolean {
  return clause.some((t) => tokenIn(lex['self-words'], t)) && !clause.some((t) => tokenIn(lex['you-words'], t));
}

/** "nie", "immer", "schon wieder", "ständig": the reproach's own words, whoever the clause names. */
const NEVER_OR_ALWAYS = wordSet('nie', 'niemals', 'nimmer', 'nimma', 'immer', 'oiwei', 'ollaweil', 'imma', 'wieder', 'staendig', 'dauernd');

/**
 * "wenn ich jeden Tag den Müll runterbringe", "wenn i jedes moi hint hock": how often it happens,
 * told of the child alone, is what happened, not a reproach. "wenn du jeden Tag …" is one, and
 * "weil ich nie mitspielen darf" keeps the reproach's "nie".
 */
function happensToMe(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  return !m.tokens.some((t) => isOneOf(t, NEVER_OR_ALWAYS)) && ofMeOnly(lex, clauseOf(tokens, m.tokens[0]!));
}

const EMBARRASSING = wordSet('peinlich', 'unangenehm');

/**
 * "mir war das vor der Klasse voll peinlich", "ich find das voll peinlich, wenn ich nachgemacht
 * werde": the child's own embarrassment, a feeling. "du bist so peinlich" calls the other names.
 */
function ownEmbarrassment(lex: Lexicon, tokens: readonly Token[], m: Match): boolean {
  return m.tokens.some((t) => isOneOf(t, EMBARRASSING)) && ofMeOnly(lex, clauseOf(tokens, m.tokens[0]!));
}

export function checkIchBotschaft(
  lex: Lexicon,
  input: { original: string; rewrite: string },
  /** words of the situation beyond the sentence's own (its topic in the content bank) */
  topic: readonly string[] = [],
): { isIMessage: boolean; feedback: string } {
  const tokens = tokenize(input.rewrite);
  const ws = words(tokens);
  if (ws.length === 0) {
    return { isIMessage: false, feedback: 'Schreib hier deine Ich-Botschaft hinein, zum Beispiel „Ich bin traurig, wenn …“.' };
  }
  if (looksLikeLanguage(tokens) < 0.6 || isMashed(input.rewrite)) {
    return { isIMessage: false, feedback: 'Das kann ich leider nicht lesen. Versuch einen Satz wie „Ich fühle mich …, wenn du …“.' };
  }
  if (ws.length < 3) {
    return { isIMessage: false, feedback: 'Das ist noch sehr kurz. Schreib einen ganzen Satz: „Ich fühle mich …, wenn …“.' };
  }

  const original = tokenize(input.original);
  if (words(original).length >= 3 && keptShare(original, tokens) >= 0.85 && ws.length <= words(original).length + 2) {
    return {
      isIMessage: false,
      feedback: 'Das ist noch fast die Du-Botschaft von vorher. Fang mit „Ich“ an und sag, wie du dich fühlst, wenn das passiert.',
    };
  }

  const questions = questionSentences(input.rewrite);
  const parts = findParts(lex, tokens, questions);
  // "Ich wünsche mir, dass du mich immer vorher fragst", "… dass wir so was nie wieder verpassen":
  // in a wish, "immer" says how it should be from now on, and "nie" what the two of them want to
  // avoid. "…, dass du nicht immer zu spät kommst" and "…, dass du nie wieder …" keep the reproach.
  const inWish = (m: Match) => {
    const first = m.tokens[0]!;
    const clause = clauseOf(tokens, first);
    // The wish's own clause, or the "dass"/"wenn" clause right after it.
    const wish = parts.wish.find(
      (w) =>
        w.end < m.start &&
        (w.tokens[0]!.clause === first.clause || (w.tokens[0]!.clause === first.clause - 1 && isWord(clause[0], 'dass', 'das', 'wenn'))),
    );
    if (!wish || tokens.slice(wish.start, m.start).some((t) => tokenIn(lex.negations, t))) return false;
    if (m.tokens.some((t) => isOneOf(t, NEVER_OR_ALWAYS) && !isWord(t, 'immer', 'wieder')))
      return clause.some((t) => isWord(t, 'wir')) && !clause.some((t) => tokenIn(lex['you-words'], t));
    return m.tokens.every((t) => isWord(t, 'immer'));
  };
  const hostility = findHostility(lex, tokens, { onlyAimedAtYou: true, strictAbsolutes: true }).filter(
    (h) => !(h.kind === 'absolute' && (happensToMe(lex, tokens, h.match) || inWish(h.match))) && !ownEmbarrassment(lex, tokens, h.match),
  );
  // The next step comes first; what is already good follows it.
  const alreadyGood = parts.feeling.length > 0 || parts.wish.length > 0 ? ' Gut, dass du schon von dir sprichst.' : '';
  // "… dass meine schokolade weg ist 😠": an angry face in an I-message is the child's own anger.
  const worst = hostility.find((h) => h.kind !== 'absolute' && !h.match.tokens.every((t) => ANGRY_FACES.has(t.raw))) ?? null;
  if (worst) {
    const w = quote(worst.match.text);
    const why =
      worst.kind === 'threat'
        ? `${w} klingt wie eine Drohung.`
        : worst.kind === 'sarcasm'
          ? `${w} klingt, als ob du dich lustig machst.`
          : worst.kind === 'insult'
            ? `Das Wort ${w} tut weh.`
            : `${w} ist ein Vorwurf an den anderen.`;
    return { isIMessage: false, feedback: `${why} Sag lieber, wie du dich fühlst und was du dir wünschst.${alreadyGood}` };
  }
  // "…, weil ich wegen dir alles alleine machen muss": the fault given to the other, not a feeling.
  const fault =
    findMatches(lex.accusations, tokens).find((m) => m.tokens.some((t) => FAULT.test(t.norm)) && blamesYou(lex, tokens, m))?.text ??
    lovedMore(tokens);
  if (fault) {
    return {
      isIMessage: false,
      feedback: `Mit ${quote(fault)} gibst du dem anderen die Schuld. Sag lieber, wie du dich fühlst und was du dir wünschst.${alreadyGood}`,
    };
  }
  const elsewhere = faultOnOthers(lex, tokens);
  if (elsewhere) {
    return {
      isIMessage: false,
      feedback: `Mit ${quote(elsewhere)} gibst du jemand anderem die Schuld. Sag lieber, wie du dich fühlst und was du dir wünschst.${alreadyGood}`,
    };
  }
  if (keptName(original, tokens)) return { isIMessage: false, feedback: keptNameMessage };
  const called = calledAName(lex, tokens);
  if (called) {
    return {
      isIMessage: false,
      feedback: `Mit ${quote(called)} gibst du dem anderen einen Namen. Das tut weh. Sag lieber, wie du dich fühlst und was du dir wünschst.${alreadyGood}`,
    };
  }
  const back = takenBack(input.rewrite);
  if (back)
    return { isIMessage: false, feedback: `${quote(back)} am Ende klingt, als ob du dich lustig machst. Sag ehrlich, wie du dich fühlst.` };

  const gladOfIt = gladOfTheReproach(lex, original, tokens, parts.feeling) ?? gladWithAnAngryFace(lex, tokens, parts.feeling);
  if (gladOfIt) {
    return {
      isIMessage: false,
      feedback: `${quote(gladOfIt.text)} klingt, als ob du dich lustig machst. Sag lieber, wie du dich wirklich fühlst und was du dir wünschst.`,
    };
  }

  const putDown = selfPutDown(lex, tokens);
  if (putDown) {
    return {
      isIMessage: false,
      feedback: `${quote(putDown.text)} sagst du über dich selbst. Sei lieb zu dir! Sag lieber, wie du dich fühlst und was du dir wünschst.${alreadyGood}`,
    };
  }

  const blame = duBist(lex, tokens);
  if (blame) {
    return {
      isIMessage: false,
      feedback: `${blame.text.includes('…') ? 'Da' : `Mit ${quote(blame.text)}`} sagst du, wie der andere ist. Das ist eine Du-Botschaft. Sag lieber, wie du dich fühlst: „Ich bin traurig, wenn …“.${alreadyGood}`,
    };
  }

  const orElse = threatWithOrElse(lex, tokens);
  if (orElse) {
    return {
      isIMessage: false,
      feedback: `Mit ${quote(orElse.raw)} klingt dein Wunsch wie eine Drohung. Sag ihn freundlich: „Ich wünsche mir, dass …“.${alreadyGood}`,
    };
  }

  const demand = tokens.find((t) => isWord(t, ...DEMAND_WORDS));
  // "gefälligst" orders, whatever the sentence around it.
  if (demand && (parts.wish.length > 0 || isWord(demand, 'gefälligst') || startsWithCommand(clauseOf(tokens, demand)))) {
    return {
      isIMessage: false,
      feedback: `Mit ${quote(demand.raw)} klingt dein Wunsch wie ein Befehl. Sag ihn freundlich: „Ich wünsche mir, dass …“ oder „Kannst du bitte …?“${alreadyGood}`,
    };
  }

  const absolute = hostility.find((h) => h.kind === 'absolute');
  if (absolute) {
    return {
      isIMessage: false,
      feedback: `Lass ${quote(absolute.match.text)} weg, das klingt wie ein Vorwurf. Sag lieber, was genau passiert ist.${alreadyGood}`,
    };
  }

  const speaksFromSelf = parts.feeling.length > 0 || parts.wish.length > 0;
  if (!speaksFromSelf) {
    const talksAboutYou = tokens.some((t) => tokenIn(lex['you-words'], t));
    return {
      isIMessage: false,
      feedback: talksAboutYou
        ? 'Dein Satz spricht noch über den anderen. Fang mit „Ich“ an und sag, wie du dich fühlst: „Ich bin traurig, wenn du …“.'
        : 'Sag noch, wie du dich fühlst oder was du brauchst, zum Beispiel „Ich bin enttäuscht, wenn …“.',
    };
  }

  // A feeling about something else ("Ich bin froh, dass die Sonne scheint") is no answer to this
  // reproach. Where the content bank knows the situation's words, one of them (or a word of the
  // sentence) must be there.
  const topicTokens = tokenize(topic.join(' '));
  const situation = [...original, ...topicTokens];
  const hasBoth = parts.feeling.length > 0 && parts.wish.length > 0;
  // "ich bin enttäuscht, weil ich mich aufs Schwimmbad gefreut hab. Ich wünsch mir, dass wir einen
  // neuen Tag ausmachen": a feeling, a wish and the other child in it answer the reproach in the
  // child's own words for it.
  // Not a feeling denied ("Ich bin nicht traurig"), a glad one about something else ("ich freue
  // mich auf die Ferien"; "… freuen, wenn wir …" is about the two), nor a wish for nothing.
  const felt = parts.feeling.some(
    (m) =>
      !tokens.slice(Math.max(0, m.start - 2), m.start).some((t) => tokenIn(lex.negations, t)) &&
      (!m.tokens.some((t) => tokenIn(lex['positive-words'], t)) || clauseOf(tokens, m.tokens[0]!).some((t) => isWord(t, 'wenn', 'dass'))),
  );
  const wished = parts.wish.some((m) => !tokens.slice(m.end + 1, m.end + 4).some((t) => isWord(t, 'nix', 'nichts', 'nischt')));
  const toTheOther =
    felt && wished && tokens.some((t) => isWord(t, 'ich')) && tokens.some((t) => tokenIn(lex['you-words'], t) || isWord(t, 'wir', 'uns'));
  if (
    (topic.length > 0 && !toTheOther && !aboutTheSituation(original, topicTokens, tokens)) ||
    talksAboutPublicAffairs(lex, situation, tokens)
  ) {
    return { isIMessage: false, feedback: notAboutTheSentenceMessage };
  }

  // "Darf ich heute die Geschichte aussuchen?": a question for oneself that names the situation's
  // own words asks for exactly what the reproach was about.
  const ownSentences = new Set(tokens.filter((t) => isWord(t, 'ich', 'wir')).map((t) => t.sentence));
  const asksForIt =
    topic.length > 0 &&
    parts.wish.some((w) => questions.has(w.tokens[0]!.sentence) && ownSentences.has(w.tokens[0]!.sentence)) &&
    aboutTheSituation(original, topicTokens, tokens);
  // "aua, das tut mir weh": the feeling is about "das", what the other just did.
  const aboutThat = parts.feeling.some((m) => clauseOf(tokens, m.tokens[0]!).some((t) => !m.tokens.includes(t) && isWord(t, 'das')));
  if (!parts.situation && !hasBoth && !asksForIt && !aboutThat) {
    return {
      isIMessage: false,
      feedback:
        parts.feeling.length > 0
          ? `Sag noch, wann oder warum du dich so fühlst: „…, wenn du …“. Dein Gefühl (${quote(parts.feeling[0]!.text)}) hast du schon gesagt.`
          : 'Sag noch, wann du dir das wünschst: „…, wenn …“ oder „…, dass du …“. Deinen Wunsch hast du schon gesagt.',
    };
  }

  if (parts.feeling.length > 0 && parts.wish.length > 0) {
    return { isIMessage: true, feedback: 'Super Ich-Botschaft! Du sagst, wie du dich fühlst und was du dir wünschst.' };
  }
  if (parts.feeling.length > 0) {
    return {
      isIMessage: true,
      feedback: 'Super Ich-Botschaft! Du sagst, wie du dich fühlst und wann. Wenn du magst, sag noch, was du dir wünschst.',
    };
  }
  return {
    isIMessage: true,
    feedback: 'Gute Ich-Botschaft! Du sagst, was du dir wünschst. Du kannst noch sagen, wie du dich dabei fühlst.',
  };
}
