import { z } from 'zod';
import type { ContentKind } from './content-schema.ts';
import { answerMissingMessage, answerTooLongMessage, maxAnswerChars } from './text-rules.ts';
export { checkerPassFlags, checkerPassed } from './checker-flags.ts';

/**
 * The server functions, by name: generators produce a game's items, checkers judge a
 * child's free text. Each has the output schema of the response fields the web expects; the server's
 * providers (built-in and OpenAI) must answer in exactly this shape, and the web refuses
 * anything else with 'Ungültige Antwort von der API'.
 */

const str = z.string().min(1);
/** Why the right option helps (choice items); shown after a wrong answer. */
const why = str.optional();
/** One model answer for a writing item ("So könnte man es sagen"). */
const model = str.optional();

export const generatorOutputSchemas = {
  'generate-conflict': z.object({
    conflict: str,
    options: z.array(str).length(3),
    correctIndex: z.number().int().min(0).max(2),
    why,
  }),
  'generate-bad-sentence': z.object({ sentence: str, model }),
  'generate-accusing-sentence': z.object({ sentence: str, model }),
  'generate-quiz-questions': z.object({
    question: str,
    answerA: str,
    answerB: str,
    solutionOriented: z.enum(['A', 'B']),
    why,
  }),
  'generate-story-terms': z.object({
    terms: z.array(str).min(3),
    /** inflected forms per term (same order), so 'Hunde' counts for 'Hund' */
    forms: z.array(z.array(str)).optional(),
  }),
  /** accept: other answers that are just as right as the sample */
  'generate-story-terms:solutionstory': z.object({ question: str, answer: str, accept: z.array(str).optional() }),
  /** related: words that belong to the word; a quarter of the child's ideas must touch them */
  'generate-single-word': z.object({ word: str, related: z.array(str).optional(), model }),
  'generate-mindset-pairs': z.object({
    pairs: z.array(z.object({ fixed: str, growth: str })).min(2),
  }),
  'generate-scenario': z.object({ scenario: str, model }),
  'generate-mindset-statements': z.object({
    statement: str,
    type: z.enum(['fixed', 'growth']),
    explanation: str,
    why,
  }),
  'generate-feeling-scenario': z
    .object({ text: str, options: z.array(str).min(2), correct: z.number().int().min(0), feedback: str, why })
    .refine((s) => s.correct < s.options.length, { message: 'correct must index an option' }),
  'gefuehlsampel-situations': z.object({
    text: str,
    // `title` names the feeling above the feedback ("Wut darf sein").
    green: z.object({ title: str.optional(), feedback: str, strategy: str }),
    yellow: z.object({ title: str.optional(), feedback: str, strategy: str }),
    red: z.object({ title: str.optional(), feedback: str, strategy: str }),
  }),
} as const;

export type GeneratorName = keyof typeof generatorOutputSchemas;
export const generatorNames = Object.keys(generatorOutputSchemas) as GeneratorName[];
export type GeneratorOutput<G extends GeneratorName> = z.infer<(typeof generatorOutputSchemas)[G]>;

/** A child's own text; the messages are what the child reads when it is refused. */
const answer = z
  .string({ error: answerMissingMessage })
  .min(1, { error: answerMissingMessage })
  .max(maxAnswerChars, { error: answerTooLongMessage });

/** Our own content (the sentence to rewrite, the situation) that comes back with the answer. */
const taskMessage = 'Mit der Aufgabe stimmt etwas nicht. Lade die Seite bitte neu.';
const taskText = (max: number) => z.string({ error: taskMessage }).max(max, { error: taskMessage });

export const checkerInputSchemas = {
  'check-rewrite': z.object({ original: taskText(500), rewrite: answer }),
  'check-ichbotschaft': z.object({ original: taskText(500), rewrite: answer }),
  'check-mindset-content': z.object({ content: answer }),
  'check-mindshift-answer': z.object({
    negativeThought: answer,
    positiveThought: answer,
    scenario: taskText(1000).optional(),
  }),
} as const;

export const checkerOutputSchemas = {
  'check-rewrite': z.object({ isImproved: z.boolean(), feedback: z.string() }),
  'check-ichbotschaft': z.object({ isIMessage: z.boolean(), feedback: z.string() }),
  'check-mindset-content': z.object({
    fixedMindsetCorrect: z.boolean(),
    growthMindsetCorrect: z.boolean(),
    isOnTopic: z.boolean(),
    feedback: z.string(),
  }),
  'check-mindshift-answer': z.object({ isValid: z.boolean(), feedback: z.string() }),
} as const;

export type CheckerName = keyof typeof checkerOutputSchemas;
export const checkerNames = Object.keys(checkerOutputSchemas) as CheckerName[];
export type CheckerInput<C extends CheckerName> = z.infer<(typeof checkerInputSchemas)[C]>;
export type CheckerOutput<C extends CheckerName> = z.infer<(typeof checkerOutputSchemas)[C]>;

/** The content kind each generator draws from, and the set it uses unless a game names another. */
export const generatorContent: { [G in GeneratorName]: { kind: ContentKind; defaultSet: string } } = {
  'generate-conflict': { kind: 'conflict', defaultSet: 'conflicts' },
  'generate-bad-sentence': { kind: 'sentence', defaultSet: 'hostile-sentences' },
  'generate-accusing-sentence': { kind: 'sentence', defaultSet: 'accusing-sentences' },
  'generate-quiz-questions': { kind: 'quiz-question', defaultSet: 'quiz-questions' },
  'generate-story-terms': { kind: 'story-term', defaultSet: 'story-terms' },
  'generate-story-terms:solutionstory': { kind: 'solution-task', defaultSet: 'solution-tasks' },
  'generate-single-word': { kind: 'word', defaultSet: 'words' },
  'generate-mindset-pairs': { kind: 'mindset-pair', defaultSet: 'mindset-pairs' },
  'generate-scenario': { kind: 'situation', defaultSet: 'mindshift-situations' },
  'generate-mindset-statements': { kind: 'mindset-statement', defaultSet: 'mindset-statements' },
  'generate-feeling-scenario': { kind: 'feeling-scenario', defaultSet: 'feeling-scenarios' },
  'gefuehlsampel-situations': { kind: 'ampel-situation', defaultSet: 'ampel-situations' },
};
