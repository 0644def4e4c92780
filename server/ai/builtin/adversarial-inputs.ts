/**
 * Hostile answers for the built-in checkers, each as long as the input schemas allow: the
 * shapes that once made checking slow (a word pair repeated a few hundred times made
 * check-rewrite take 90 s) and the ones that stress tokenising and matching (no spaces, one
 * long word, emojis, foreign scripts, punctuation floods). Shared by bench:checkers, which
 * times them, and the fuzz test, which checks every verdict is well formed.
 */
import { checkerInputSchemas, type CheckerInput, type CheckerName } from '../../../engine/generators.ts';
import { maxAnswerChars } from '../../../engine/text-rules.ts';

export interface AdversarialText {
  name: string;
  text: string;
}

/** `unit` repeated until the text is `length` UTF-16 units long (zod counts lengths that way). */
export function repeatTo(unit: string, length: number): string {
  if (unit.length === 0) return '';
  let out = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  // Never end on half a surrogate pair: that would be a string no keyboard types.
  if (/[\uD800-\uDBFF]$/.test(out)) out = out.slice(0, -1);
  return out;
}

/** Distinct made-up words, so nothing can be remembered from one word to the next. */
function distinctWords(length: number): string {
  const syllables = ['ka', 'mi', 'to', 'ber', 'lun', 'sche', 'ei', 'au', 'pf', 'ung', 'lich', 'ster'];
  const words: string[] = [];
  let total = 0;
  for (let i = 0; total < length; i++) {
    let w = '';
    for (let n = i + 1; n > 0; n = Math.floor(n / syllables.length)) w += syllables[n % syllables.length];
    words.push(w);
    total += w.length + 1;
  }
  return words.join(' ').slice(0, length);
}

/** Every adversarial text, `length` units long (the answer cap unless told otherwise). */
export function adversarialTexts(length = maxAnswerChars): AdversarialText[] {
  const r = (unit: string) => repeatTo(unit, length);
  return [
    { name: 'repeated pair "dich faul"', text: r('dich faul ') },
    { name: 'repeated insult', text: r('du bist ein idiot ') },
    { name: 'repeated insult, no "du"', text: r('blöde kuh ') },
    { name: 'many insults', text: r('du idiot, du depp, du trottel, du vollidiot, doofe kuh, blödmann, hau ab, halt die klappe! ') },
    { name: 'repeated "immer nie"', text: r('immer nie ') },
    { name: 'repeated "ich fühle mich"', text: r('ich fühle mich ') },
    { name: 'repeated I-message', text: r('ich bin traurig, wenn du mich immer ärgerst, und ich wünsche mir, dass du aufhörst. ') },
    { name: 'repeated "ich finde dich"', text: r('ich finde dich ') },
    { name: 'repeated reported insult', text: r('wenn du mich blöd nennst ') },
    { name: 'repeated sarcasm', text: r('du bist ja sooo toll ') },
    { name: 'repeated "ich bin so ein"', text: r('ich bin so ein so eine so ') },
    { name: 'repeated polite command', text: r('gib her bitte ') },
    { name: 'repeated negations', text: r('nicht noch nicht kein nie ') },
    { name: 'repeated thoughts', text: r('ich kann das nicht aber ich übe weiter ') },
    { name: 'repeated mindsets', text: r('beim fixed mindset gibt man auf, aber beim growth mindset lernt man aus fehlern ') },
    { name: 'repeated mindset names', text: r('fixed mindset growth mindset ') },
    { name: 'one-letter words', text: r('a ') },
    { name: 'distinct made-up words', text: distinctWords(length) },
    { name: 'no spaces', text: r('abcdefghijklmnopqrstuvwxyz') },
    { name: 'no spaces, insults', text: r('dichfaulidiot') },
    { name: 'one letter held down', text: r('a') },
    { name: 'drawn-out word', text: 's' + repeatTo('o', length - 2) + 'o' },
    { name: 'one long word', text: r('donaudampfschifffahrtsgesellschaftskapitaensmuetze') },
    { name: 'umlauts and ß', text: r('äöüß ÄÖÜ ') },
    { name: 'combining accents', text: r('e\u0301a\u0308 ') },
    { name: 'emoji only', text: r('😀') },
    { name: 'emoji sequences', text: r('❤️👨‍👩‍👧🏳️‍🌈') },
    { name: 'emoticons', text: r(':) :( <3 xD :D ;-) ') },
    { name: 'mixed scripts', text: r('hallo привет مرحبا 你好 ') },
    { name: 'CJK only', text: r('你好世界') },
    { name: 'punctuation flood', text: r('!?.,;:–—()"„“»«…') },
    { name: 'dots', text: r('.') },
    { name: 'apostrophes', text: r("gibt's'''") },
    { name: 'many one-word sentences', text: r('Du. ') },
    { name: 'many commas', text: r('du, ') },
    { name: 'line breaks', text: r('a\n') },
    { name: 'digits', text: r('1234567890 ') },
    { name: 'whitespace', text: r(' \t\n') },
  ];
}

export interface AdversarialCase<C extends CheckerName = CheckerName> {
  checker: C;
  name: string;
  input: CheckerInput<C>;
}

/** The longest a field of a checker's input may be, read from its schema. */
export function fieldCap(checker: CheckerName, field: string): number {
  const shape = checkerInputSchemas[checker].shape as Record<
    string,
    { maxLength?: number | null; unwrap?: () => { maxLength?: number | null } }
  >;
  const schema = shape[field];
  const cap = schema?.maxLength ?? schema?.unwrap?.().maxLength;
  if (!cap) throw new Error(`${checker}.${field} has no length cap`);
  return cap;
}

/**
 * Every checker with every adversarial text in its answer fields, at the fields' caps; the
 * task fields (which the client sends back) carry an adversarial text too.
 */
export function adversarialCases(): AdversarialCase[] {
  const at = (checker: CheckerName, field: string) => new Map(adversarialTexts(fieldCap(checker, field)).map((t) => [t.name, t.text]));
  const cases: AdversarialCase[] = [];
  for (const checker of ['check-rewrite', 'check-ichbotschaft'] as const) {
    const originals = at(checker, 'original');
    for (const { name, text } of adversarialTexts(fieldCap(checker, 'rewrite'))) {
      cases.push({ checker, name, input: { original: 'Du bist so blöd, du kannst gar nichts!', rewrite: text } });
      cases.push({ checker, name: `${name} (also as original)`, input: { original: originals.get(name)!, rewrite: text } });
    }
  }
  const scenarios = at('check-mindshift-answer', 'scenario');
  for (const { name, text } of adversarialTexts(fieldCap('check-mindshift-answer', 'negativeThought'))) {
    cases.push({
      checker: 'check-mindshift-answer',
      name,
      input: { negativeThought: text, positiveThought: text, scenario: scenarios.get(name)! },
    });
    cases.push({
      checker: 'check-mindshift-answer',
      name: `${name} (negative thought only)`,
      input: { negativeThought: text, positiveThought: 'Ich übe weiter, dann schaffe ich es.' },
    });
  }
  for (const { name, text } of adversarialTexts(fieldCap('check-mindset-content', 'content'))) {
    cases.push({ checker: 'check-mindset-content', name, input: { content: text } });
  }
  return cases;
}
