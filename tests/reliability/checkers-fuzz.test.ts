import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkerInputSchemas, checkerNames, checkerOutputSchemas, type CheckerName } from '../../engine/generators.ts';
import { answerMissingMessage, answerTooLongMessage, maxAnswerChars } from '../../engine/text-rules.ts';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import { adversarialCases, fieldCap, repeatTo } from '../../server/ai/builtin/adversarial-inputs.ts';
import { builtinCheckers, runBuiltinChecker } from '../../server/ai/builtin/checkers.ts';
import { loadLexicon } from '../../server/ai/builtin/lexicon.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { catalog } from '../games/catalog.ts';

// The built-in German checkers answer every text the API lets through with a well-formed
// verdict, and the API lets through nothing longer than the answer cap. The adversarial
// answers (server/ai/builtin/adversarial-inputs.ts) are the shapes that once made a check
// take minutes; bench:checkers times them, this test only checks the answers.
//
// CHECKER_FUZZ_RUNS (default 25 per checker and kind of string) and FUZZ_SEED reproduce or deepen a run.

const runs = Number(process.env.CHECKER_FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const provider = createBuiltinProvider(catalog);
const checkers = builtinCheckers(loadLexicon());

/** The fields a child writes, and a valid input to put them in. */
const answers: { [C in CheckerName]: { fields: string[]; input: Record<string, string> } } = {
  'check-rewrite': {
    fields: ['rewrite'],
    input: { original: 'Du bist so blöd, du kannst gar nichts!', rewrite: 'Kannst du mir bitte helfen?' },
  },
  'check-ichbotschaft': { fields: ['rewrite'], input: { original: 'Du nervst!', rewrite: 'Ich bin genervt, wenn du so laut bist.' } },
  'check-mindshift-answer': {
    fields: ['negativeThought', 'positiveThought'],
    input: { negativeThought: 'Ich kann das nicht.', positiveThought: 'Ich übe weiter.', scenario: 'Mathe ist schwer.' },
  },
  'check-mindset-content': { fields: ['content'], input: { content: 'Beim Growth Mindset lernt man aus Fehlern.' } },
};

/** The provider's check (safety gate, then checker), or the checker alone: what answers the input. */
type Via = 'provider' | 'checker';

async function expectWellFormedVerdict(checker: CheckerName, input: Record<string, string>, via: Via = 'provider') {
  const what = `${checker} via ${via} ${JSON.stringify(input).slice(0, 120)}`;
  const parsedInput = checkerInputSchemas[checker].safeParse(input);
  expect(parsedInput.success, `the input itself is refused: ${what}`).toBe(true);
  const output =
    via === 'provider' ? await provider.check(checker, parsedInput.data as never) : runBuiltinChecker(checkers, checker, parsedInput.data);
  const verdict = checkerOutputSchemas[checker].safeParse(output);
  expect(verdict.success, what).toBe(true);
  const feedback = (output as { feedback: unknown }).feedback;
  expect(typeof feedback, what).toBe('string');
  expect((feedback as string).trim().length, what).toBeGreaterThan(0);
  expect(feedback, what).not.toMatch(/undefined|\[object/);
}

describe('built-in checkers: every answer gets a well-formed verdict', () => {
  const cases = adversarialCases();

  it('the adversarial answers at the caps, through the built-in provider', async () => {
    expect(new Set(cases.map((c) => c.checker))).toEqual(new Set(checkerNames));
    for (const c of cases) await expectWellFormedVerdict(c.checker, c.input as Record<string, string>);
  });

  // The provider's safety gate answers insults itself; the checkers must cope with them too.
  it('the adversarial answers at the caps, straight to each checker', async () => {
    for (const c of cases) await expectWellFormedVerdict(c.checker, c.input as Record<string, string>, 'checker');
  });

  // Words the checkers' lists know, so random answers reach the matching rules, not only the
  // "cannot read this" answer.
  const known = [
    'du',
    'ich',
    'dich',
    'mich',
    'bist',
    'nicht',
    'noch',
    'immer',
    'nie',
    'bitte',
    'idiot',
    'blöd',
    'faul',
    'traurig',
    'wenn',
    'aber',
    'Fixed',
    'Growth',
    'Mindset',
    'Fehler',
    'lernen',
    'aufgeben',
    'sooo',
    'ja',
    'toll',
    'halt',
    'die',
    'Klappe',
    '😀',
    ':)',
    '<3',
  ];
  const separator = fc.constantFrom(' ', ' ', ', ', '. ', '! ', '? ', '\n', '', '…', ' – ');
  const upToCap = (s: string) => s.slice(0, maxAnswerChars);
  const text: fc.Arbitrary<string> = fc
    .oneof(
      fc.string({ maxLength: maxAnswerChars, size: 'max' }),
      fc.string({ unit: 'grapheme', maxLength: maxAnswerChars, size: 'max' }).map(upToCap),
      fc.string({ unit: 'binary', maxLength: maxAnswerChars, size: 'max' }).map(upToCap),
      fc.array(fc.tuple(fc.constantFrom(...known), separator), { maxLength: 400, size: 'max' }).map((ws) => upToCap(ws.flat().join(''))),
    )
    .filter((s) => s.length > 0);

  for (const checker of checkerNames) {
    it(`${checker}: random strings up to the cap in every answer field`, async () => {
      const { fields, input } = answers[checker];
      await fc.assert(
        fc.asyncProperty(fc.tuple(...fields.map(() => text)), fc.constantFrom<Via>('provider', 'checker'), async (texts, via) => {
          const fuzzed = { ...input };
          fields.forEach((f, i) => (fuzzed[f] = texts[i]!));
          await expectWellFormedVerdict(checker, fuzzed, via);
        }),
        { numRuns: runs, seed },
      );
    });
  }
});

describe('POST /api/checks: answers at and over the cap', () => {
  const t = createTestApp();
  const gameFor = (checker: CheckerName) => {
    const game = catalog.games.find((g) => g.player === 'text' && g.check?.checker === checker);
    if (!game) throw new Error(`no game checks with ${checker}`);
    return game.id;
  };
  const post = (checker: CheckerName, input: Record<string, string>) =>
    t.app.request('/api/checks', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: gameFor(checker), checker, input }),
    });

  for (const checker of checkerNames) {
    it(`${checker}: an answer one character over the cap is refused in words a child understands`, async () => {
      const { fields, input } = answers[checker];
      for (const field of fields) {
        expect(fieldCap(checker, field)).toBe(maxAnswerChars);
        const res = await post(checker, { ...input, [field]: repeatTo('Ich übe. ', maxAnswerChars + 1) });
        expect(res.status, field).toBe(400);
        expect(await res.json(), field).toEqual({ error: { code: 'invalid_input', message: answerTooLongMessage } });
      }
    });
  }

  it('an empty answer is refused with its own message', async () => {
    const res = await post('check-rewrite', { original: 'Du nervst!', rewrite: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message: answerMissingMessage } });
  });

  // "dich faul" repeated to 2,000 characters once kept check-rewrite busy for 90 seconds, and
  // the whole server with it.
  for (const checker of ['check-rewrite', 'check-ichbotschaft'] as const) {
    it(`${checker}: the old attack answer at the cap gets a well-formed verdict`, async () => {
      const res = await post(checker, { original: 'Du bist so faul!', rewrite: repeatTo('dich faul ', maxAnswerChars) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { feedback: string };
      expect(checkerOutputSchemas[checker].safeParse(body).success).toBe(true);
      expect(body.feedback.trim().length).toBeGreaterThan(0);
    });
  }
});
