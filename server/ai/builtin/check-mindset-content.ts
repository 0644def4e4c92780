import { isMashed } from '../../../engine/answer-plausibility.ts';
/**
 * "SumUp": a child's summary of a video about fixed and growth mindset.
 * Each description ("man gibt auf", "das Gehirn wächst") is attributed to the
 * mindset named in the same sentence part; a description under the wrong
 * name counts against that mindset. A name given after its description ("…
 * Das ist ein Growth Mindset.") claims the sentence before it. How names and
 * ideas are read (child spellings, denied thoughts, look-alikes, copied task
 * text) is in mindset-ideas.ts; dialect words in summary-dialect-words.ts; putting
 * others down in summary-hostility.ts.
 */
import { isStopWord } from './stop-words.ts';
import {
  distinctRatio,
  isOneOf,
  isWord,
  looksLikeLanguage,
  quote,
  sentences,
  tokenize,
  wordCount,
  wordSet,
  words,
  type Token,
} from './german-text.ts';
import { findMatches, tokenIn, type Lexicon, type Match } from './lexicon.ts';
import { mattersLittle, type Scored } from './check-mindshift-answer.ts';
import { copiedFromTaskMessage, type TaskRuns } from './task-copy.ts';
import {
  blameMessage,
  blamesOthers,
  putDownMessage,
  putsItselfDown,
  putsOthersDown,
  ranksItselfAbove,
  sendsSomeoneToTheVideo,
  summarySentences,
  selfPutDownMessage,
} from './summary-hostility.ts';
import { findNames, mindsetIdeas, namesWhatCameBefore, type Mindset, type NameAt } from './mindset-ideas.ts';

/**
 * The game asks 50 words of children aged 9–12 and 30 of children aged 6–8, and checks that
 * before a summary reaches this checker, which does not know the child's age. So only a text
 * shorter than the smaller minimum fails on length here.
 */
export const HARD_MIN_WORDS = 30;

/** Different little words (der, und, man, dass …) that even a short summary of 20 words or more has. */
const MIN_DISTINCT_LITTLE_WORDS = 6;

/** Words in a row without one little word: no sentence has that many, a padded list does. */
const LONGEST_RUN_OF_NAMES = 10;

const CONTRAST = ['aber', 'während', 'dagegen', 'jedoch', 'hingegen', 'wohingegen', 'sondern', 'doch', 'anders'];

interface Segment {
  tokens: Token[];
  markers: Set<Mindset>;
  /** token index of each marker, for nearest-marker attribution */
  markerAt: { type: Mindset; index: number }[];
  sentence: number;
}

/**
 * Sorts items into the segments whose token range holds their position, keeping the items'
 * order within each segment. Segments cover consecutive, non-overlapping ranges, so a binary
 * search finds each item's segment.
 */
function bySegment<T>(segs: readonly Segment[], items: readonly T[], at: (item: T) => number): T[][] {
  const out = segs.map((): T[] => []);
  for (const item of items) {
    const pos = at(item);
    let lo = 0;
    let hi = segs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const seg = segs[mid]!;
      if (pos < seg.tokens[0]!.index) hi = mid - 1;
      else if (pos > seg.tokens.at(-1)!.index) lo = mid + 1;
      else {
        out[mid]!.push(item);
        break;
      }
    }
  }
  return out;
}

/** Split each sentence at contrast words and semicolons/colons-less clause breaks before a contrast. */
function segment(tokens: readonly Token[], markerAt: readonly NameAt[]): Segment[] {
  const segs: Segment[] = [];
  for (const sent of sentences(tokens)) {
    let cur: Token[] = [];
    const flush = () => {
      if (cur.length === 0) return;
      segs.push({ tokens: cur, markers: new Set(), markerAt: [], sentence: cur[0]!.sentence });
      cur = [];
    };
    for (const t of sent) {
      if (isWord(t, ...CONTRAST) || (isWord(t, 'im') && isWord(tokens[t.index + 1], 'gegensatz'))) flush();
      cur.push(t);
    }
    flush();
  }
  bySegment(segs, markerAt, (m) => m.index).forEach((ms, i) => {
    const seg = segs[i]!;
    seg.markerAt = ms;
    seg.markers = new Set(ms.map((m) => m.type));
  });
  return segs;
}

/**
 * The mindset a token of a segment with both names belongs to. A description follows its name
 * ("Fixed Mindset ist, wenn man aufgibt, und Growth Mindset ist, wenn …"), so a token belongs to
 * the last name before it, unless the next name claims what came before it ("…, dann ist das ein
 * Growth Mindset"); a token before any name belongs to the first.
 */
function markerFor(tokens: readonly Token[], seg: Segment): (index: number) => Mindset {
  const at = seg.markerAt;
  const claimsBefore = at.map((m) => namesWhatCameBefore(tokens, m.index));
  return (index) => {
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid]!.index < index) lo = mid + 1;
      else hi = mid;
    }
    // at[lo] is the first name at or after the token, at[lo - 1] the last one before it.
    if (lo < at.length && (lo === 0 || claimsBefore[lo])) return at[lo]!.type;
    return at[lo - 1]!.type;
  };
}

/** For each segment, the closest segment before and after it in its sentence that names exactly one mindset. */
function namedNeighbours(segs: readonly Segment[]): { before: (Segment | undefined)[]; after: (Segment | undefined)[] } {
  const before: (Segment | undefined)[] = [];
  const after: (Segment | undefined)[] = [];
  let last: Segment | undefined;
  segs.forEach((seg, i) => {
    if (i > 0 && segs[i - 1]!.sentence !== seg.sentence) last = undefined;
    before[i] = last;
    if (seg.markers.size === 1) last = seg;
  });
  let next: Segment | undefined;
  for (let i = segs.length - 1; i >= 0; i--) {
    const seg = segs[i]!;
    if (i < segs.length - 1 && segs[i + 1]!.sentence !== seg.sentence) next = undefined;
    after[i] = next;
    if (seg.markers.size === 1) next = seg;
  }
  return { before, after };
}

interface Evidence {
  explicit: number;
  inherited: number;
  wrong: number;
  /** "Growth Mindset heißt, dass man gar nicht üben muss": the idea turned into its opposite. */
  needless: boolean;
  wrongText: string | null;
  correctText: string | null;
}

function ideaType(s: Scored): Mindset {
  return s.sign === 1 ? 'growth' : 'fixed';
}

/**
 * Sentences back that a name after its description reaches ("Zuerst dachte sie: … Das ist ein
 * Fixed Mindset."): the sentence right before is what it names; the one before that may set the
 * scene ("Im Video hat ein Mädchen Klavier gelernt."), so only what fits the name counts there.
 */
const NAMED_BACK_SENTENCES = 2;

const NEED = wordSet('muss', 'musst', 'muessen', 'braucht', 'brauchst', 'brauchen');

/**
 * "man muss nicht üben", "muss man nicht mehr lernen", "dass man gar nicht üben muss": a growth
 * idea said to be needless, or to matter little; or growth told as making no mistakes ever again.
 */
function noNeedFor(lex: Lexicon, tokens: readonly Token[], s: Scored): boolean {
  const clause = s.match.tokens[0]!.clause;
  const near = [...tokens.slice(Math.max(0, s.match.start - 4), s.match.start), ...tokens.slice(s.match.end + 1, s.match.end + 3)];
  return (
    (((s.match.list === 'growth-ideas' && s.negated) ||
      (s.match.list === 'fixed-ideas' && s.match.tokens.some((t) => tokenIn(lex.negations, t)))) &&
      near.some((t) => t.clause === clause && isOneOf(t, NEED))) ||
    saidToMatterLittle(lex, tokens, s) ||
    noMistakesEver(lex, s)
  );
}

const THAT_OR_IF = wordSet('dass', 'das', 'ob');

/** "ist es gar nicht wichtig dass man übt", "egal ob man übt": a growth idea said to matter little. */
function saidToMatterLittle(lex: Lexicon, tokens: readonly Token[], s: Scored): boolean {
  if (s.match.list !== 'growth-ideas' || s.sign !== 1) return false;
  const before = tokens.slice(Math.max(0, s.match.start - 5), s.match.start).filter((t) => t.sentence === s.match.tokens[0]!.sentence);
  const that = before.findLastIndex((t) => isOneOf(t, THAT_OR_IF));
  if (that < 1) return false;
  return mattersLittle(lex, before, that - 1);
}

/** "macht man keine Fehler mehr", "nie mehr Fehler": growth told as never being wrong again. */
function noMistakesEver(lex: Lexicon, s: Scored): boolean {
  return (
    s.match.list === 'fixed-ideas' &&
    s.match.tokens.some((t) => t.norm.startsWith('fehler')) &&
    s.match.tokens.some((t) => tokenIn(lex.negations, t)) &&
    s.match.tokens.some((t) => isWord(t, 'mehr', 'nie', 'niemals'))
  );
}

function collect(
  tokens: readonly Token[],
  names: readonly NameAt[],
  ideas: readonly Scored[],
  quotable: (s: Scored) => boolean,
  lex: Lexicon,
): Record<Mindset, Evidence> {
  const ev: Record<Mindset, Evidence> = {
    fixed: { explicit: 0, inherited: 0, wrong: 0, needless: false, wrongText: null, correctText: null },
    growth: { explicit: 0, inherited: 0, wrong: 0, needless: false, wrongText: null, correctText: null },
  };
  const ownSentences = new Set(tokens.filter((t) => tokenIn(lex['self-words'], t)).map((t) => t.sentence));
  const saysOfItself = (sentence: number) => ownSentences.has(sentence);
  const segs = segment(tokens, names);
  const ideasIn = bySegment(segs, ideas, (s) => s.match.start);
  const named = namedNeighbours(segs);
  const credit = (type: Mindset, s: Scored, how: 'explicit' | 'inherited') => {
    ev[type][how]++;
    ev[type].correctText ??= s.match.text;
  };
  /** Ideas under a name: what fits counts for it, what does not counts against it. */
  const underName = (type: Mindset, inSeg: readonly Scored[]) => {
    for (const s of inSeg) {
      // "Fixed Mindset heißt, … deshalb muss man nicht mehr lernen": needing no practice is neither belief.
      if (noNeedFor(lex, tokens, s)) {
        if (type === 'fixed') continue;
        ev.growth.needless = true;
      }
      // "Man kann auch mit Growth Mindset schlecht in etwas sein, aber man …": granted, then turned.
      if (type === 'growth' && ideaType(s) === 'fixed' && turnedAfter(s, inSeg)) continue;
      if (ideaType(s) === type) credit(type, s, 'explicit');
      else {
        ev[type].wrong++;
        if (quotable(s)) ev[type].wrongText ??= s.match.text;
      }
    }
  };
  /** After "aber" later in the idea's sentence, a growth idea or a "nicht": "…, aber man bleibt es nicht". */
  const turnedAfter = (s: Scored, inSeg: readonly Scored[]) => {
    const sentence = s.match.tokens[0]!.sentence;
    const but = tokens.find((t) => t.index > s.match.end && t.sentence === sentence && isWord(t, 'aber', 'doch'));
    if (!but) return false;
    const rest = tokens.filter((t) => t.index > but.index && t.sentence === sentence);
    return (
      rest.some((t) => tokenIn(lex.negations, t)) ||
      inSeg.some((x) => x.match.start > but.index && x.match.tokens[0]!.sentence === sentence && ideaType(x) === 'growth')
    );
  };
  let context: Mindset | null = null;
  // Parts without a name that follow the last named one; a name given after them may claim them.
  let waiting: { sentence: number; ideas: readonly Scored[] }[] = [];
  /**
   * A part without a name, under the mindset talked about before: what fits counts for it. A
   * part where the child only says the opposite of itself ("Bei mir bringt Üben nichts.") counts
   * against it; "Wer nicht übt, lernt es nicht" explains the same mindset the other way round.
   */
  const inherit = (type: Mindset, inSeg: readonly Scored[]) => {
    const fitting = inSeg.filter((s) => ideaType(s) === type && !noNeedFor(lex, tokens, s));
    for (const s of fitting) credit(type, s, 'inherited');
    // "man muss nicht üben": growth told as needing no practice is wrong, whoever it is said of.
    if (type === 'growth') {
      for (const s of inSeg.filter((s) => noNeedFor(lex, tokens, s))) {
        ev.growth.needless = true;
        ev.growth.wrong++;
        if (quotable(s)) ev.growth.wrongText ??= s.match.text;
      }
    }
    if (type === 'growth') {
      for (const s of inSeg.filter((s) => ideaType(s) === 'fixed' && saidToBeTheSame(lex, tokens, s))) {
        ev.growth.wrong++;
        // "üben nix bringt": the idea with the rest of its clause, as far as three words.
        const clause = s.match.tokens[0]!.clause;
        const rest = tokens.slice(s.match.end + 1, s.match.end + 4).filter((t) => t.clause === clause);
        if (quotable(s)) ev.growth.wrongText ??= [s.match.text, ...rest.map((t) => t.raw)].join(' ');
      }
    }
    if (fitting.length === 0 && inSeg.length > 0 && saysOfItself(inSeg[0]!.match.tokens[0]!.sentence)) {
      for (const s of inSeg) {
        ev[type].wrong++;
        if (quotable(s)) ev[type].wrongText ??= s.match.text;
      }
    }
  };
  const settleWaiting = () => {
    for (const w of waiting) {
      if (context === null) for (const s of w.ideas) credit(ideaType(s), s, 'inherited');
      else inherit(context, w.ideas);
    }
    waiting = [];
  };
  segs.forEach((seg, i) => {
    const inSeg = ideasIn[i]!;
    if (seg.markers.size === 1) {
      const type = [...seg.markers][0]!;
      if (namesWhatCameBefore(tokens, seg.markerAt[0]!.index)) {
        // "Ich dachte immer, manche sind eben schlau, das war ein Fixed Mindset": the name
        // names its own sentence first; the sentence before it only where it fits.
        const ownLead = seg.tokens[0]!.index < seg.markerAt[0]!.index && tokens[seg.markerAt[0]!.index]!.clause !== seg.tokens[0]!.clause;
        for (const w of waiting) {
          if (seg.sentence - w.sentence === 1 && !ownLead) underName(type, w.ideas);
          else if (seg.sentence - w.sentence <= NAMED_BACK_SENTENCES) {
            // What does not fit this name still belongs to the one talked about before it.
            for (const s of w.ideas) if (ideaType(s) === type || context === ideaType(s)) credit(ideaType(s), s, 'inherited');
          } else for (const s of w.ideas) if (context === null || context === ideaType(s)) credit(ideaType(s), s, 'inherited');
        }
        waiting = [];
      } else settleWaiting();
      underName(type, inSeg);
      context = type;
      return;
    }
    if (seg.markers.size === 2) {
      settleWaiting();
      // Both names in one part: credit what fits the name it belongs to, blame nothing.
      const nameOf = markerFor(tokens, seg);
      for (const s of inSeg) {
        const type = nameOf(s.match.start);
        if (type === ideaType(s)) credit(type, s, 'explicit');
      }
      context = seg.markerAt.at(-1)!.type;
      return;
    }
    // No name here: the part belongs to the name in the same sentence, or the one talked about before.
    const prevInSentence = named.before[i];
    const nextInSentence = named.after[i];
    if (!prevInSentence && !nextInSentence) {
      waiting.push({ sentence: seg.sentence, ideas: inSeg });
      return;
    }
    inherit([...(prevInSentence ?? nextInSentence)!.markers][0]!, inSeg);
  });
  settleWaiting();
  return ev;
}

const THE_SAME = wordSet('genauso', 'ebenso');

/**
 * "beim growth mindset ist es gar nicht anders, da glaubt man auch, dass üben nix bringt": before
 * a fixed idea in its sentence, growth is said to be the same ("genauso", "nicht anders").
 */
function saidToBeTheSame(lex: Lexicon, tokens: readonly Token[], s: Scored): boolean {
  const first = s.match.tokens[0]!;
  const before = tokens.slice(Math.max(0, s.match.start - 12), s.match.start).filter((t) => t.sentence === first.sentence);
  return before.some(
    (t, k) => isOneOf(t, THE_SAME) || (isWord(t, 'anders') && before.slice(Math.max(0, k - 2), k).some((u) => tokenIn(lex.negations, u))),
  );
}

function isCorrect(e: Evidence): boolean {
  return e.explicit + e.inherited >= 1 && e.wrong <= e.explicit && !e.needless;
}

/** For a mindset explained only with the game's own words. */
export const OWN_WORDS: Record<Mindset, string> = {
  fixed: 'Das Fixed Mindset steht so schon in der Aufgabe. Erkläre es mit deinen eigenen Worten.',
  growth: 'Das Growth Mindset steht so schon in der Aufgabe. Erkläre es mit deinen eigenen Worten.',
};

/** Someone whose example a summary may laugh at: "mein Bruder …, haha". */
const SOMEONE = wordSet('er', 'sie', 'bruder', 'schwester', 'freund', 'freundin', 'papa', 'mama', 'opa', 'oma', 'cousin', 'cousine');

const THINKS_OR_SAYS = wordSet('denkt', 'denken', 'denke', 'dachte', 'sagt', 'sagen', 'sage', 'sag', 'glaubt');

/**
 * "wenn man nach einem Fehler so Sachen denkt wie: Na toll, war ja klar": the sarcasm is the
 * stuck thought the child quotes, said after a "denkt" or "sagt" in an earlier clause.
 */
function inQuotedThought(tokens: readonly Token[], m: Match): boolean {
  const first = m.tokens[0]!;
  return tokens
    .slice(Math.max(0, m.start - 6), m.start)
    .some((t) => t.sentence === first.sentence && t.clause < first.clause && isOneOf(t, THINKS_OR_SAYS));
}

const LAUGHING = /^(ha(ha)+|hi(hi)+|he(he)+|lol|😂|🤣|🙄)$/u;

export function checkMindsetContent(
  lex: Lexicon,
  input: { content: string },
  taskRuns?: TaskRuns,
): { fixedMindsetCorrect: boolean; growthMindsetCorrect: boolean; isOnTopic: boolean; feedback: string } {
  const tokens = tokenize(input.content);
  const count = wordCount(input.content);
  const none = (feedback: string) => ({ fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic: false, feedback });

  if (count === 0) return none('Schreib hier deine Zusammenfassung zum Video über Fixed und Growth Mindset.');
  if (looksLikeLanguage(tokens) < 0.7 || isMashed(input.content)) {
    return none(
      'Das kann ich leider nicht lesen. Schreib in ganzen Sätzen, was du im Video über das Fixed und das Growth Mindset gelernt hast.',
    );
  }
  if (count >= 8 && distinctRatio(tokens) < 0.35) {
    return none('Du wiederholst dieselben Wörter sehr oft. Erzähl lieber in eigenen Sätzen, was du im Video gelernt hast.');
  }

  // "… Quelle: Wikipedia": a text copied from elsewhere, its source named.
  if (/\bquellen?\s*:/iu.test(input.content)) {
    return none('Das klingt wie aus einem Buch oder aus dem Internet. Erkläre mit deinen eigenen Worten, was du im Video gelernt hast.');
  }
  // A list of keywords is no summary: German sentences are full of little words (der, und, man).
  const ws = words(tokens);
  // "Fixed gleich fest. Growth gleich Wachstum. …": a list of pairs, most "sentences" three words or fewer.
  const parts = sentences(tokens);
  const tiny = parts.filter((p) => words(p).length <= 3).length;
  // "Fixed Mindset und Growth Mindset und Gehirn und …": sentences use many different little words.
  const littleWords = new Set(ws.filter((t) => isStopWord(t.norm)).map((t) => t.norm));
  // "… also schreibe ich einfach irgendwas: Hund Katze Maus Baum Haus Auto …": padding with a list.
  let run = 0;
  let longestRun = 0;
  for (const t of ws) {
    run = isStopWord(t.norm) ? 0 : run + 1;
    longestRun = Math.max(longestRun, run);
  }
  if (
    longestRun >= LONGEST_RUN_OF_NAMES ||
    (ws.length >= 20 && ws.filter((t) => isStopWord(t.norm)).length / ws.length < 0.2) ||
    (ws.length >= 20 && littleWords.size < MIN_DISTINCT_LITTLE_WORDS) ||
    (parts.length >= 6 && tiny / parts.length >= 0.6)
  ) {
    return none('Das sind einzelne Wörter. Erkläre in ganzen Sätzen, was man beim Fixed und beim Growth Mindset denkt.');
  }
  // Mocking the video ("ja klar", "wer hätte das gedacht", "haha") is no explanation of it. A
  // laugh at someone's example ("mein Bruder wirft dann den Controller, haha") or at oneself
  // counts only when the mindsets are not both explained.
  const mocking = findMatches(lex.sarcasm, tokens).filter((m) => !inQuotedThought(tokens, m));
  const mockingMessage = 'Das klingt, als ob du dich über das Video lustig machst. Erkläre ehrlich, was du darin gelernt hast.';
  const laughs = mocking.filter((m) => LAUGHING.test(m.tokens[0]!.norm));
  // "ich will nie wieder nie sagen haha": a child may laugh at itself, too.
  const atAnExample = (m: Match) =>
    tokens.some((t) => t.sentence === m.tokens[0]!.sentence && (isOneOf(t, SOMEONE) || isWord(t, 'ich', 'mir', 'mich')));
  // "Super Video, hat mein Leben verändert. Nicht.": a sentence of just "nicht" takes back the one before.
  const takesBack = tokens.some(
    (t) =>
      isWord(t, 'nicht') && t.index > 0 && tokens[t.index - 1]!.sentence !== t.sentence && tokens[t.index + 1]?.sentence !== t.sentence,
  );
  if (mocking.length + (takesBack ? 1 : 0) >= 2 || laughs.some((m) => !atAnExample(m))) return none(mockingMessage);
  const laughing = laughs.length > 0;

  const topicWords = new Set(findMatches(lex['mindset-topic'], tokens).map((m) => m.entry));
  const names = findNames(lex, tokens);
  const markers = names.length;
  const ideas = mindsetIdeas(lex, tokens, taskRuns, names);
  // A wrong idea is quoted back only when it holds no insult ("Versager"): Ferdy never repeats one.
  const ev = collect(tokens, names, ideas.own, (s) => findMatches(lex.insults, tokenize(s.match.text)).length === 0, lex);
  const copiedOnly = (type: Mindset) => ev[type].explicit + ev[type].inherited === 0 && ideas.copied.some((s) => ideaType(s) === type);
  const fixedIdeas = ev.fixed.explicit + ev.fixed.inherited;
  const growthIdeas = ev.growth.explicit + ev.growth.inherited;
  // Without the names, two ways of thinking must each be told more than once ("Es gibt zwei
  // Arten zu denken …"): one "Du schaffst das!" and one "Angst" are a pep talk, no summary.
  const isOnTopic = topicWords.size >= 3 && (markers > 0 || (fixedIdeas >= 2 && growthIdeas >= 2));
  if (!isOnTopic) {
    return none(
      'Dein Text passt noch nicht zum Video. Schreib, was ein Fixed Mindset und was ein Growth Mindset ist – zum Beispiel, wie man mit Fehlern umgeht.',
    );
  }
  // Right ideas do not make up for putting others down or threatening them.
  const asWritten = summarySentences(input.content);
  if (putsOthersDown(lex, tokens) || ranksItselfAbove(asWritten) || sendsSomeoneToTheVideo(tokens)) {
    return { fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic, feedback: putDownMessage };
  }
  if (blamesOthers(asWritten)) {
    return { fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic, feedback: blameMessage };
  }
  if (putsItselfDown(lex, asWritten)) {
    return { fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic, feedback: selfPutDownMessage };
  }

  const short = count < HARD_MIN_WORDS;
  const fixedOk = !short && isCorrect(ev.fixed);
  const growthOk = !short && isCorrect(ev.growth);
  if (laughing && !(fixedOk && growthOk)) return none(mockingMessage);

  const tips: string[] = [];
  if (short) {
    return {
      fixedMindsetCorrect: false,
      growthMindsetCorrect: false,
      isOnTopic,
      feedback: `Dein Text hat erst ${count} Wörter. Schreib noch mehr und erkläre beide Mindsets: Was denkt man beim Fixed Mindset, was beim Growth Mindset?`,
    };
  }
  if (!fixedOk && !growthOk && copiedOnly('fixed') && copiedOnly('growth')) {
    return { fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic, feedback: copiedFromTaskMessage };
  }
  const swapped = ev.fixed.wrong > ev.fixed.explicit && ev.growth.wrong > ev.growth.explicit;
  if (swapped) {
    tips.push(
      'Achtung, da hast du die beiden Mindsets vertauscht: Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann; beim Growth Mindset, dass man durch Üben und Fehler dazulernt.',
    );
  } else {
    if (!fixedOk) {
      tips.push(
        copiedOnly('fixed')
          ? OWN_WORDS.fixed
          : ev.fixed.wrong > ev.fixed.explicit
            ? `Beim Fixed Mindset passt ${ev.fixed.wrongText ? quote(ev.fixed.wrongText) : 'etwas'} nicht – da glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf.`
            : 'Erkläre noch das Fixed Mindset: Man glaubt, dass Fähigkeiten feststehen, hat Angst vor Fehlern und gibt schnell auf.',
      );
    }
    if (!growthOk) {
      tips.push(
        copiedOnly('growth')
          ? OWN_WORDS.growth
          : ev.growth.wrong > ev.growth.explicit
            ? `Beim Growth Mindset passt ${ev.growth.wrongText ? quote(ev.growth.wrongText) : 'etwas'} nicht – da weiß man, dass man durch Üben und aus Fehlern besser wird.`
            : 'Erkläre noch das Growth Mindset: Durch Üben und Anstrengung wird man besser, Fehler helfen beim Lernen und das Gehirn wächst.',
      );
    }
  }
  let feedback: string;
  if (fixedOk && growthOk) {
    feedback = 'Super! Du erklärst beide Mindsets richtig.';
  } else {
    const good = fixedOk
      ? ' Das Fixed Mindset erklärst du schon richtig.'
      : growthOk
        ? ' Das Growth Mindset erklärst du schon richtig.'
        : '';
    feedback = tips.join(' ') + good;
  }
  return { fixedMindsetCorrect: fixedOk, growthMindsetCorrect: growthOk, isOnTopic, feedback };
}
