/**
 * "SumUp": a child's summary of a video about fixed and growth mindset.
 * Each description ("man gibt auf", "das Gehirn wächst") is attributed to the
 * mindset named in the same sentence part; a description under the wrong
 * name counts against that mindset.
 */
import { distinctRatio, isWord, looksLikeLanguage, quote, sentences, tokenize, wordCount, type Token } from './german-text.ts';
import { findMatches, type Lexicon } from './lexicon.ts';
import { scorePolarity, type Scored } from './check-mindshift-answer.ts';

type Mindset = 'fixed' | 'growth';

export const MIN_WORDS = 50;
// Children miscount; only clearly short texts fail on length.
const HARD_MIN_WORDS = 40;

const CONTRAST = ['aber', 'während', 'dagegen', 'jedoch', 'hingegen', 'wohingegen', 'sondern', 'doch', 'anders'];

interface Segment {
  tokens: Token[];
  markers: Set<Mindset>;
  /** token index of each marker, for nearest-marker attribution */
  markerAt: { type: Mindset; index: number }[];
  sentence: number;
}

/** Split each sentence at contrast words and semicolons/colons-less clause breaks before a contrast. */
function segment(lex: Lexicon, tokens: readonly Token[]): Segment[] {
  const markerAt: { type: Mindset; index: number }[] = [
    ...findMatches(lex['fixed-markers'], tokens).map((m) => ({ type: 'fixed' as const, index: m.start })),
    ...findMatches(lex['growth-markers'], tokens).map((m) => ({ type: 'growth' as const, index: m.start })),
  ];
  const segs: Segment[] = [];
  for (const sent of sentences(tokens)) {
    let cur: Token[] = [];
    const flush = () => {
      if (cur.length === 0) return;
      const first = cur[0]!.index;
      const last = cur.at(-1)!.index;
      const ms = markerAt.filter((m) => m.index >= first && m.index <= last);
      segs.push({ tokens: cur, markers: new Set(ms.map((m) => m.type)), markerAt: ms, sentence: cur[0]!.sentence });
      cur = [];
    };
    for (const t of sent) {
      if (isWord(t, ...CONTRAST) || (isWord(t, 'im') && isWord(tokens[t.index + 1], 'gegensatz'))) flush();
      cur.push(t);
    }
    flush();
  }
  return segs;
}

interface Evidence {
  explicit: number;
  inherited: number;
  wrong: number;
  wrongText: string | null;
  correctText: string | null;
}

const IDEA_LISTS = { positive: ['growth-ideas'], negative: ['fixed-ideas'] } as const;

function ideaType(s: Scored): Mindset {
  return s.sign === 1 ? 'growth' : 'fixed';
}

function collect(lex: Lexicon, tokens: readonly Token[]): Record<Mindset, Evidence> {
  const ev: Record<Mindset, Evidence> = {
    fixed: { explicit: 0, inherited: 0, wrong: 0, wrongText: null, correctText: null },
    growth: { explicit: 0, inherited: 0, wrong: 0, wrongText: null, correctText: null },
  };
  const ideas = scorePolarity(lex, tokens, { positive: [...IDEA_LISTS.positive], negative: [...IDEA_LISTS.negative] });
  const segs = segment(lex, tokens);
  let context: Mindset | null = null;
  segs.forEach((seg, i) => {
    const inSeg = ideas.filter((s) => s.match.start >= seg.tokens[0]!.index && s.match.start <= seg.tokens.at(-1)!.index);
    const credit = (type: Mindset, s: Scored, how: 'explicit' | 'inherited') => {
      ev[type][how]++;
      ev[type].correctText ??= s.match.text;
    };
    if (seg.markers.size === 1) {
      const type = [...seg.markers][0]!;
      for (const s of inSeg) {
        if (ideaType(s) === type) credit(type, s, 'explicit');
        else {
          ev[type].wrong++;
          ev[type].wrongText ??= s.match.text;
        }
      }
      context = type;
      return;
    }
    if (seg.markers.size === 2) {
      // Both names in one part: credit what fits the nearest name, blame nothing.
      for (const s of inSeg) {
        const nearest = [...seg.markerAt].sort(
          (a, b) => Math.abs(a.index - s.match.start) - Math.abs(b.index - s.match.start),
        )[0]!;
        if (nearest.type === ideaType(s)) credit(nearest.type, s, 'explicit');
      }
      context = seg.markerAt.at(-1)!.type;
      return;
    }
    // No name here: the part belongs to the name in the same sentence, or the one talked about before.
    const sameSentence = segs.filter((o, j) => j !== i && o.sentence === seg.sentence && o.markers.size === 1);
    const prevInSentence = sameSentence.filter((o) => segs.indexOf(o) < i).at(-1);
    const nextInSentence = sameSentence.find((o) => segs.indexOf(o) > i);
    const owner = prevInSentence ? [...prevInSentence.markers][0]! : nextInSentence ? [...nextInSentence.markers][0]! : context;
    for (const s of inSeg) {
      const type = ideaType(s);
      // Without any name so far, a description still shows understanding of its mindset.
      if (owner === null || owner === type) credit(type, s, 'inherited');
    }
  });
  return ev;
}

function isCorrect(e: Evidence): boolean {
  return e.explicit + e.inherited >= 1 && e.wrong <= e.explicit;
}

export function checkMindsetContent(
  lex: Lexicon,
  input: { content: string },
): { fixedMindsetCorrect: boolean; growthMindsetCorrect: boolean; isOnTopic: boolean; feedback: string } {
  const tokens = tokenize(input.content);
  const count = wordCount(input.content);
  const none = (feedback: string) => ({ fixedMindsetCorrect: false, growthMindsetCorrect: false, isOnTopic: false, feedback });

  if (count === 0) return none('Schreib hier deine Zusammenfassung zum Video über Fixed und Growth Mindset.');
  if (looksLikeLanguage(tokens) < 0.7) {
    return none('Das kann ich leider nicht lesen. Schreib in ganzen Sätzen, was du im Video über das Fixed und das Growth Mindset gelernt hast.');
  }
  if (count >= 8 && distinctRatio(tokens) < 0.35) {
    return none('Du wiederholst dieselben Wörter sehr oft. Erzähl lieber in eigenen Sätzen, was du im Video gelernt hast.');
  }

  const topicWords = new Set(findMatches(lex['mindset-topic'], tokens).map((m) => m.entry));
  const markers =
    findMatches(lex['fixed-markers'], tokens).length + findMatches(lex['growth-markers'], tokens).length;
  const ev = collect(lex, tokens);
  const ideaCount = ev.fixed.explicit + ev.fixed.inherited + ev.growth.explicit + ev.growth.inherited;
  const isOnTopic = topicWords.size >= 3 && (markers > 0 || ideaCount >= 2);
  if (!isOnTopic) {
    return none('Dein Text passt noch nicht zum Video. Schreib, was ein Fixed Mindset und was ein Growth Mindset ist – zum Beispiel, wie man mit Fehlern umgeht.');
  }

  const short = count < HARD_MIN_WORDS;
  const fixedOk = !short && isCorrect(ev.fixed);
  const growthOk = !short && isCorrect(ev.growth);

  const tips: string[] = [];
  if (short) {
    return {
      fixedMindsetCorrect: false,
      growthMindsetCorrect: false,
      isOnTopic,
      feedback: `Guter Anfang! Dein Text hat erst ${count} Wörter – schreib mindestens ${MIN_WORDS} und erkläre beide Mindsets: Was denkt man beim Fixed Mindset, was beim Growth Mindset?`,
    };
  }
  const swapped = ev.fixed.wrong > ev.fixed.explicit && ev.growth.wrong > ev.growth.explicit;
  if (swapped) {
    tips.push('Achtung, da hast du die beiden Mindsets vertauscht: Beim Fixed Mindset glaubt man, dass man sich nicht verbessern kann; beim Growth Mindset, dass man durch Üben und Fehler dazulernt.');
  } else {
    if (!fixedOk) {
      tips.push(
        ev.fixed.wrong > ev.fixed.explicit && ev.fixed.wrongText
          ? `Beim Fixed Mindset passt ${quote(ev.fixed.wrongText)} nicht – da glaubt man, dass man sich nicht verbessern kann, und gibt schnell auf.`
          : 'Erkläre noch das Fixed Mindset: Man glaubt, dass Fähigkeiten feststehen, hat Angst vor Fehlern und gibt schnell auf.',
      );
    }
    if (!growthOk) {
      tips.push(
        ev.growth.wrong > ev.growth.explicit && ev.growth.wrongText
          ? `Beim Growth Mindset passt ${quote(ev.growth.wrongText)} nicht – da weiß man, dass man durch Üben und aus Fehlern besser wird.`
          : 'Erkläre noch das Growth Mindset: Durch Üben und Anstrengung wird man besser, Fehler helfen beim Lernen und das Gehirn wächst.',
      );
    }
  }
  let feedback: string;
  if (fixedOk && growthOk) {
    feedback = 'Super Zusammenfassung! Du erklärst beide Mindsets richtig.';
    if (count < MIN_WORDS) feedback += ` Schreib noch ein paar Wörter mehr, damit es mindestens ${MIN_WORDS} sind.`;
  } else {
    const good = fixedOk ? 'Das Fixed Mindset erklärst du schon richtig. ' : growthOk ? 'Das Growth Mindset erklärst du schon richtig. ' : 'Du bist beim Thema – gut! ';
    feedback = good + tips.join(' ');
  }
  return { fixedMindsetCorrect: fixedOk, growthMindsetCorrect: growthOk, isOnTopic, feedback };
}

