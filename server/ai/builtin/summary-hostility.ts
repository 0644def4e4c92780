/**
 * Hurtful words in a SumUp summary. A summary may describe a hurtful thought: the fixed
 * mindset is "man denkt, man ist dumm", "ich bin zu doof für Mathe". What it must not do is
 * put others down or threaten them: "Leute mit Fixed Mindset sind selber schuld", "der Tim ist
 * so ein Versager", "dem hau ich eine". So the built-in hostility detector's threats, rude
 * commands and contempt count (contempt in a described thought only when it names someone: "so
 * Sachen denkt wie: Na toll, war ja klar" does not), and an insult or verdict counts unless it stands in a
 * thought the summary describes (a verb of thinking or saying before it in its sentence) or is
 * said of "man" or oneself in its clause. "Peinlich" in a sentence about mistakes says how they
 * feel. One pass over the words plus the detector's own.
 */
import { findHostility, type Hostility } from './check-rewrite.ts';
import { isWord, tokenize, type Token } from './german-text.ts';
import { findMatches, tokenIn, type Lexicon } from './lexicon.ts';
import { isPersonWord, isSomeoneElse } from './fault-on-others.ts';
import { THINKING as THINKING_OR_SAYING } from './mindset-ideas.ts';

const ALWAYS = new Set(['threat', 'rude-command', 'contempt']);
const UNLESS_DESCRIBED = new Set(['insult', 'judgement']);
const THINKING = [
  ...THINKING_OR_SAYING,
  'sag',
  'dachten',
  'sagte',
  'findet',
  'fühlt',
  'fühlen',
  'gesagt',
  'gedacht',
  'geglaubt',
  'meinte',
  'sagten',
];
const SELF = ['man', 'ich', 'mich', 'mir', 'wir'];
const MISTAKE = /^fehler/;
const SUBJECTS = ['man', 'sie', 'er', 'wir', 'ich', 'wer', 'leute', 'menschen', 'kinder'];
/** "Niemand ist einfach nur dumm oder schlau", "keiner ist wirklich dumm": the word denied of everyone. */
const NOBODY = ['niemand', 'keiner'];
/** "Fixed Mindset ist wie eine Schnecke …": a picture of the mindset, not of a person. */
const MINDSET = /^mindset/;
/** "du gehst Herausforderungen aus dem Weg": "du" and a verb that tells, not one that orders. */
const TELLING = /st$/;
const PEINLICH = /^peinlich/;

export const putDownMessage = 'Schreib nichts Gemeines über andere. Erkläre nur, was du über die zwei Mindsets gelernt hast.';
export const selfPutDownMessage =
  'Da sagst du etwas Gemeines über dich selbst. Sei lieb zu dir: Auch dein Gehirn kann wachsen! Erkläre nur, was du über die zwei Mindsets gelernt hast.';

const AM = ['bin'];
const LOOKING_BACK = ['früher', 'frueher', 'damals', 'wenn', 'wie'];

const QUOTING = /[:„“”"‚‘»«]/;

/**
 * One sentence of a summary as the child wrote it: its words, whether it quotes ("Fixed Mindset
 * klingt so: …"), and where its first verb of thinking or saying stands (-1: none); what comes
 * after that verb is a thought the summary describes.
 */
export interface SummarySentence {
  readonly tokens: readonly Token[];
  readonly quotes: boolean;
  readonly thought: number;
}

/** The summary's sentences, each read once for the three checks below. */
export function summarySentences(text: string): SummarySentence[] {
  return (text.match(/[^.!?\n]+/g) ?? []).map((sentence) => {
    const tokens = tokenize(sentence);
    return { tokens, quotes: QUOTING.test(sentence), thought: tokens.findIndex((t) => isWord(t, ...THINKING)) };
  });
}

/** Whether the word at `i` stands after the sentence's verb of thinking or saying. */
function inThought(s: SummarySentence, i: number): boolean {
  return s.thought >= 0 && s.thought < i;
}

/**
 * "Aber ich bin einfach zu doof dafür, bei mir klappt das eh nicht", "weil ich einfach dumm bin":
 * the child calls itself names,
 * now, in its own words. A described or quoted thought ("man denkt: ich bin zu dumm", "Fixed
 * Mindset klingt so: „… ich bin halt zu blöd …“"), a time looked back on ("Früher hab ich gesagt,
 * ich bin da halt schlecht") and a denied word ("ich bin kein Versager") are not that.
 */
export function putsItselfDown(lex: Lexicon, sentences: readonly SummarySentence[]): boolean {
  return sentences.some((s) => !s.quotes && callsItselfNames(lex, s));
}

function callsItselfNames(lex: Lexicon, s: SummarySentence): boolean {
  const { tokens } = s;
  // "egal wie viel ich übe" is no "wie" that looks back or describes; and what the child says of
  // itself before such a word ("ich bin einfach dumm, da kann mein Gehirn wachsen wie es will") is
  // said now.
  const back = tokens.find((t) => isWord(t, ...LOOKING_BACK) && !isWord(tokens[t.index - 1], 'egal'))?.index ?? Infinity;
  // Per clause, in one pass: whether "ich", and "ich" and "bin", came before each word.
  const saidI = new Set<number>();
  const saidAm = new Set<number>();
  const iBefore: boolean[] = [];
  const iAmBefore: boolean[] = [];
  for (const t of tokens) {
    iBefore.push(saidI.has(t.clause));
    iAmBefore.push(saidI.has(t.clause) && saidAm.has(t.clause));
    if (isWord(t, 'ich')) saidI.add(t.clause);
    if (isWord(t, ...AM)) saidAm.add(t.clause);
  }
  return findMatches(lex.insults, tokens).some((m) => {
    const first = m.tokens[0]!;
    if (first.index > back) return false;
    // "weil ich einfach dumm bin": the "bin" may close the clause.
    const amAfter = isWord(tokens[m.end + 1], ...AM) && iBefore[first.index];
    if (!iAmBefore[first.index] && !amAfter) return false;
    const near = tokens.slice(Math.max(0, first.index - 3), first.index).filter((t) => t.clause === first.clause);
    if (near.some((t) => tokenIn(lex.negations, t))) return false;
    return !inThought(s, first.index);
  });
}

const SOMEONE = ['du', 'dich', 'dir', 'dein', 'deine', 'ihr', 'euch', 'er', 'sie', 'ihn', 'ihm'];

function describedThought(thoughtFrom: ReadonlyMap<number, number>, h: Hostility): boolean {
  const first = h.match.tokens[0]!;
  const thought = thoughtFrom.get(first.sentence);
  return thought !== undefined && thought < first.index;
}

function namesSomeone(tokens: readonly Token[], h: Hostility): boolean {
  const clause = h.match.tokens[0]!.clause;
  return tokens.some((t) => t.clause === clause && isWord(t, ...SOMEONE));
}

export const blameMessage = 'Gib niemand anderem die Schuld. Erkläre nur, was du über die zwei Mindsets gelernt hast.';

const WHOSE = ['ihre', 'seine', 'deren', 'eure', 'deine'];
const OTHERS = ['sie', 'er', 'die', 'der', 'du', 'ihr'];
/** "mein Bruder ist schuld", "die Lehrerin ist schuld". */
const SOMEONES = ['mein', 'meine', 'der', 'die', 'unser', 'unsere'];
const MINE = ['meine', 'unsere'];
/** "Wegen ihm hab ich keine Zeit zum Üben": the child's own trouble put on someone. */
const BECAUSE_OF_SOMEONE = ['ihm', 'ihr', 'denen', 'dir', 'euch'];

/**
 * "das ist ja eigentlich ihre Schuld und nicht meine", "nicht meine schuld sondern die von meinen
 * eltern", "mein Bruder ist schuld", "Wegen ihm hab ich keine Zeit zum Üben": the child gives the
 * fault for its own mindset to someone else. A described or quoted thought ("beim Fixed Mindset
 * sagt man: das ist nicht meine Schuld") explains the mindset.
 */
export function blamesOthers(sentences: readonly SummarySentence[]): boolean {
  return sentences.some(
    (s) => !s.quotes && s.tokens.some((t, i) => (!inThought(s, i) && faultGivenAt(s.tokens, i)) || notDoneProperly(s.tokens, t)),
  );
}

const NOT_EVER = ['nie', 'nicht', 'nich', 'niemals'];
const PROPERLY = ['richtig', 'gut', 'ordentlich'];

/**
 * "Ich hab nur deshalb ein Fixed Mindset in Mathe, weil unser Lehrer nie richtig erklärt",
 * "deswegen bin ich so schlecht in Mathe, weil sie nicht richtig erklären kann": the child's own
 * trouble (an "ich" right before the "weil") put on someone who does not do their part properly.
 * "Beim Fixed Mindset denkt man, man ist schlecht, weil der Lehrer nicht gut erklärt" describes
 * a thought.
 */
function notDoneProperly(tokens: readonly Token[], because: Token): boolean {
  if (!isWord(because, 'weil')) return false;
  const before = tokens.filter((t) => t.clause === tokens[because.index - 1]?.clause && t.index < because.index);
  if (!before.some((t) => isWord(t, 'ich'))) return false;
  const reason = tokens.filter((t) => t.clause === because.clause && t.index > because.index);
  const someone = reason.findIndex((t, k) => isSomeoneElse(t) || (k === 0 && isWord(t, 'sie', 'er')));
  if (someone < 0) return false;
  return reason.some((t, k) => k > someone && isWord(t, ...NOT_EVER) && isWord(reason[k + 1], ...PROPERLY));
}

const BE = ['ist', 'sind', 'war', 'waren'];
const MY_OWN = ['meinen', 'meiner', 'meinem', 'unseren', 'unserer', 'unserem'];

/** Whether the word at `i` gives the fault to someone else: "ihre Schuld", "die sind schuld", "wegen ihm". */
function faultGivenAt(tokens: readonly Token[], i: number): boolean {
  const [before, twoBefore] = [tokens[i - 1], tokens[i - 2]];
  if (isWord(tokens[i], 'wegen')) return isWord(tokens[i + 1], ...BECAUSE_OF_SOMEONE);
  // "aber das liegt an meinen Eltern": the child's own mindset put on its family or teacher.
  if (isWord(tokens[i], 'liegt', 'lag', 'liegts') && isWord(tokens[i + 1], 'an')) {
    const at = isWord(tokens[i + 2], 'nur', 'halt', 'eben', 'ja') ? i + 3 : i + 2;
    return isWord(tokens[at], 'ihm', 'denen') || (isWord(tokens[at], ...MY_OWN) && isPersonWord(tokens[at + 1]?.raw ?? ''));
  }
  if (!isWord(tokens[i], 'schuld')) return false;
  return (
    isWord(before, ...WHOSE) ||
    (isWord(before, ...MINE) && isWord(twoBefore, 'nicht')) ||
    // "Sie ist schuld, dass wir immer zu spät kommen"; "man ist selbst schuld" is no one else.
    (isWord(before, ...BE) && (isWord(twoBefore, ...OTHERS) || isWord(tokens[i - 3], ...SOMEONES))) ||
    // "also sind die schuld": the verb first.
    (isWord(before, ...OTHERS) && isWord(twoBefore, ...BE)) ||
    // "wenn die Lehrer schuld sind": the verb last.
    (isWord(tokens[i + 1], ...BE) && (isWord(before, ...OTHERS) || isWord(twoBefore, ...SOMEONES)))
  );
}

const CLEVERER = ['schlauer', 'klüger', 'besser', 'cleverer', 'toller'];
const BROTHERS_AND_SISTERS = ['mein', 'meine', 'meinen', 'der', 'die', 'den', 'er', 'sie', 'alle', 'andere', 'anderen'];

/**
 * "Ich bin also viel schlauer als mein Bruder": the child ranks itself above someone it names.
 * A described thought ("beim Fixed Mindset denkt man: ich bin besser als alle") explains the
 * mindset, and "besser als gestern" compares the child with itself.
 */
export function ranksItselfAbove(sentences: readonly SummarySentence[]): boolean {
  return sentences.some((s) => {
    if (s.quotes) return false;
    const { tokens } = s;
    const i = tokens.findIndex((t, k) => isWord(t, 'bin') && (isWord(tokens[k - 1], 'ich') || isWord(tokens[k + 1], 'ich')));
    if (i < 0 || inThought(s, i)) return false;
    return tokens.some(
      (t, k) =>
        k > i && k <= i + 5 && isWord(t, ...CLEVERER) && isWord(tokens[k + 1], 'als') && isWord(tokens[k + 2], ...BROTHERS_AND_SISTERS),
    );
  });
}

/**
 * "Leute, die denken, sie können sich nicht ändern, so wie mein Bruder Leon, der ist zu faul":
 * "der ist" in a later clause than the verb of thinking points at someone the child knows, so
 * what follows is said of him, not a thought the summary describes.
 */
function pointsAtSomeone(tokens: readonly Token[], first: Token, thought: number): boolean {
  return isWord(first, 'der', 'die') && isWord(tokens[first.index + 1], 'ist', 'war') && tokens[thought]!.clause !== first.clause;
}

/** The first hurtful word aimed at others in the summary, or null. */
export function putsOthersDown(lex: Lexicon, tokens: readonly Token[]): Hostility | null {
  const found = findHostility(lex, tokens, { onlyAimedAtYou: false, strictAbsolutes: false });
  if (found.length === 0) return null;
  // Per sentence: where its first verb of thinking stands; per clause: whether it speaks of "man" or oneself.
  const thoughtFrom = new Map<number, number>();
  const selfClauses = new Set<number>();
  const mistakeSentences = new Set<number>();
  const subjectClauses = new Set<number>();
  const nobodyClauses = new Set<number>();
  const mindsetClauses = new Set<number>();
  for (const t of tokens) {
    if (isWord(t, ...SUBJECTS)) subjectClauses.add(t.clause);
    // "du gehst Herausforderungen aus dem Weg" tells what one does.
    if (isWord(t, 'du') && (TELLING.test(tokens[t.index - 1]?.norm ?? '') || TELLING.test(tokens[t.index + 1]?.norm ?? '')))
      subjectClauses.add(t.clause);
    if (MISTAKE.test(t.norm)) mistakeSentences.add(t.sentence);
    if (isWord(t, ...THINKING) && !thoughtFrom.has(t.sentence)) thoughtFrom.set(t.sentence, t.index);
    // "sucht man die Schuld (oft) bei anderen: der Lehrer ist doof, …": the blame that follows is described.
    if (isWord(t, 'schuld') && !thoughtFrom.has(t.sentence)) {
      const at = tokens.slice(t.index + 1, t.index + 4).find((u) => isWord(u, 'bei'));
      if (at && at.clause === t.clause) thoughtFrom.set(t.sentence, t.index);
    }
    if (isWord(t, ...SELF)) selfClauses.add(t.clause);
    if (isWord(t, ...NOBODY) && tokens[t.index - 1]?.clause !== t.clause) nobodyClauses.add(t.clause);
    if (MINDSET.test(t.norm)) mindsetClauses.add(t.clause);
  }
  for (const h of found) {
    // "beim Fixed Mindset sind Fehler voll peinlich": how mistakes feel is what it believes.
    if (h.kind === 'contempt' && h.match.tokens.some((t) => PEINLICH.test(t.norm)) && mistakeSentences.has(h.match.tokens[0]!.sentence))
      continue;
    // "deshalb gehen sie schweren Aufgaben aus dem Weg": with someone doing it, no command.
    if (h.kind === 'rude-command' && subjectClauses.has(h.match.tokens[0]!.clause)) continue;
    // "so Sachen denkt wie: Na toll, war ja klar": scorn in a described thought that names no one.
    if (h.kind === 'contempt' && describedThought(thoughtFrom, h) && !namesSomeone(tokens, h)) continue;
    // "das Video war jetzt nicht sooo spannend 🙄": an eye-roll that names no one puts no one down
    // (mocking the video is judged on its own).
    if (h.kind === 'contempt' && h.match.tokens.every((t) => t.isEmoji) && !namesSomeone(tokens, h)) continue;
    if (ALWAYS.has(h.kind)) return h;
    if (!UNLESS_DESCRIBED.has(h.kind)) continue;
    const first = h.match.tokens[0]!;
    const thought = thoughtFrom.get(first.sentence);
    const described = thought !== undefined && thought < first.index && !pointsAtSomeone(tokens, first, thought);
    if (described || selfClauses.has(first.clause)) continue;
    // Denied of everyone, or a picture of the mindset, as long as no one is named ("keiner ist so dumm wie du").
    if ((nobodyClauses.has(first.clause) || mindsetClauses.has(first.clause)) && !namesSomeone(tokens, h)) continue;
    if (deniedClaim(tokens, first)) continue;
    return h;
  }
  return null;
}

/**
 * "Fehler sind für ihn kein Beweis, dass er dumm ist", "das heißt nicht, dass man dumm ist": the
 * word comes in a claim the summary denies ("kein Wunder, dass …" affirms it). Looks back up to six
 * words for the "dass" of its sentence.
 */
function deniedClaim(tokens: readonly Token[], first: Token): boolean {
  for (let k = first.index - 1; k >= 0 && k >= first.index - 6 && tokens[k]!.sentence === first.sentence; k--) {
    if (!isWord(tokens[k], 'dass', 'das')) continue;
    const [before, twoBefore] = [tokens[k - 1], tokens[k - 2]];
    return isWord(before, 'nicht') || (isWord(before, 'beweis', 'zeichen') && isWord(twoBefore, 'kein', 'keine'));
  }
  return false;
}

const SHOULD = /^(sollte|sollten|soll|muesste|muessten|muss)$/;
const WATCH = /^(an)?(schauen|gucken|kucken|sehen)$/;

/**
 * "Frau Yilmaz sollte das Video auch mal anschauen, die hat nämlich voll das fixed mindset": someone
 * the child knows sent to watch the video, a jab. "Man sollte das Video anschauen" sends no one.
 */
export function sendsSomeoneToTheVideo(tokens: readonly Token[]): boolean {
  return tokens.some((t, k) => {
    if (!SHOULD.test(t.norm)) return false;
    const who = tokens.slice(Math.max(0, k - 2), k).some((u) => u.clause === t.clause && isSomeoneElse(u));
    const rest = tokens.slice(k + 1, k + 7).filter((u) => u.clause === t.clause);
    return who && rest.some((u) => isWord(u, 'video')) && rest.some((u) => WATCH.test(u.norm));
  });
}
