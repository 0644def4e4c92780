/**
 * How Ferdy's feedback reads to a child, over every answer in the labelled sets (the project's
 * own and the hard ones) and the gate's fixed messages:
 *   - words a 6–8-year-old knows: the first Wiener Sachtextformel stays under a ceiling for
 *     every distinct feedback, and none of the words teachers found too hard is used;
 *   - a "not yet" never opens with praise;
 *   - a quote from the child's answer is the child's words exactly as written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkerPassed, type CheckerName } from '../../engine/generators.ts';
import { safetyMessage } from '../../engine/safety.ts';
import {
  chatMarksMessage,
  repeatedMessage,
  shoutingMessage,
  tooLongMessage,
  wordListMessage,
} from '../../server/ai/builtin/answer-form.ts';
import { keptNameMessage, keptRefusalMessage } from '../../server/ai/builtin/check-rewrite.ts';
import {
  builtinCheckers,
  quotedAsWritten,
  runBuiltinChecker,
  topicsFromCatalog,
  writeInGermanMessage,
} from '../../server/ai/builtin/checkers.ts';
import { loadLexicon } from '../../server/ai/builtin/lexicon.ts';
import { wienerSachtextformel } from '../../server/ai/builtin/readability.ts';
import { blameMessage, selfPutDownMessage } from '../../server/ai/builtin/summary-hostility.ts';
import { safetyRefusal } from '../../server/ai/safety-gate.ts';
import { shippedCatalog } from '../../server/content.ts';

/** About the reading level of a third-year text; the game's own terms (Mindset, Ich-Botschaft) count in. */
const CEILING = 7;
const TOO_HARD = ['kränkt', 'Spott', 'bewertest', 'entmutigend', 'respektlos', 'formuliere'];
const PRAISE_OPENING = /^(Super|Gut|Toll|Prima|Klasse|Sehr gut|Dein Satz klingt schon)/;

const CHECKERS: CheckerName[] = ['check-rewrite', 'check-ichbotschaft', 'check-mindshift-answer', 'check-mindset-content'];
const checkers = builtinCheckers(loadLexicon(), topicsFromCatalog(shippedCatalog(), loadLexicon()));

type Verdict = { answer: string; feedback: string; passed: boolean };
const verdicts: Verdict[] = [];
for (const name of CHECKERS) {
  for (const dir of ['tests/checkers', 'tests/checkers/hard']) {
    for (const c of parse(readFileSync(`${dir}/${name}.yaml`, 'utf8')) as Array<{ input: never }>) {
      const out = safetyRefusal(name, c.input) ?? runBuiltinChecker(checkers, name, c.input);
      // The child's words: the answer and, in Mindshift, the stuck thought too; not the game's sentence or situation.
      const written = Object.entries(c.input as Record<string, string>)
        .filter(([key]) => key !== 'original' && key !== 'scenario')
        .map(([, v]) => v)
        .join(' \n ');
      verdicts.push({ answer: written, feedback: out.feedback, passed: checkerPassed(name, out as never) });
    }
  }
}
const fixed = [
  safetyMessage,
  chatMarksMessage,
  shoutingMessage,
  tooLongMessage,
  wordListMessage,
  repeatedMessage,
  writeInGermanMessage,
  keptNameMessage,
  keptRefusalMessage,
  selfPutDownMessage,
  blameMessage,
];
const texts = [...new Set([...verdicts.map((v) => v.feedback), ...fixed])];

describe('feedback wording', () => {
  it('covers many distinct feedback texts', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('reads easily: every text under the Wiener Sachtextformel ceiling, without the hard words', () => {
    const hard = texts.filter((t) => wienerSachtextformel(t) > CEILING).map((t) => `${wienerSachtextformel(t).toFixed(1)} ${t}`);
    expect(hard).toEqual([]);
    expect(texts.filter((t) => TOO_HARD.some((w) => t.includes(w)))).toEqual([]);
  });

  it('never opens a "not yet" with praise', () => {
    expect(verdicts.filter((v) => !v.passed && PRAISE_OPENING.test(v.feedback)).map((v) => v.feedback)).toEqual([]);
  });

  it('quotes the child only with the child’s own words, exactly as written', () => {
    // A quote that appears for one answer only is taken from that answer; quotes that appear
    // for many answers are the templates' examples („Ich übe weiter“).
    const answersOf = new Map<string, Set<string>>();
    for (const v of verdicts)
      for (const [, q] of v.feedback.matchAll(/„([^“]+)“/g)) answersOf.set(q!, (answersOf.get(q!) ?? new Set()).add(v.answer));
    const wrong = verdicts.flatMap((v) =>
      [...v.feedback.matchAll(/„([^“]+)“/g)]
        .map(([, q]) => q!)
        .filter((q) => answersOf.get(q)!.size === 1 && !q.includes('…') && !v.answer.includes(q))
        .map((q) => `„${q}“ not in: ${v.answer}`),
    );
    expect(wrong).toEqual([]);
  });

  it('quotes a word back with the apostrophe the child wrote', () => {
    expect(quotedAsWritten('Mit „schaffs hoid“ machst du dir Mut.', ["I schaff's hoid no ned."])).toBe(
      "Mit „schaff's hoid“ machst du dir Mut.",
    );
  });

  it('leaves an example with "…" as it is, even where the child began the same way', () => {
    expect(quotedAsWritten('Sag lieber: „Ich bin traurig, wenn …“.', ['Ich bin traurig, wenn du gehst, weil du nur an dich denkst'])).toBe(
      'Sag lieber: „Ich bin traurig, wenn …“.',
    );
  });

  it('never quotes the game’s own sentence back as the child’s words', () => {
    const input = { original: 'Nie darf ich den Ball haben!', rewrite: 'ich bin traurig wenn ich nie den ball kriege' };
    expect(runBuiltinChecker(checkers, 'check-ichbotschaft', input).feedback).toContain('„nie“');
  });
});
