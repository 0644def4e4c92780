import { z } from 'zod';

/**
 * Content sets: one YAML file per set in content/, e.g.
 *
 *   set: conflicts
 *   kind: conflict
 *   items:
 *     - id: konflikt-001
 *       conflict: …
 *
 * The `kind` decides the shape of every item. Generators draw items from sets by name.
 */

const text = (min = 1, max = 600) => z.string().trim().min(min).max(max);
const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'ids use lowercase letters, digits and "-" (e.g. konflikt-001)');

const colourFeedback = z.strictObject({ feedback: text(), strategy: text() });

export const contentItemSchemas = {
  conflict: z.strictObject({
    id,
    conflict: text(10),
    options: z.array(text()).length(3),
    correctIndex: z.number().int().min(0).max(2),
  }),
  sentence: z.strictObject({
    id,
    sentence: text(5, 300),
    /**
     * Words a child may use when answering about this situation (its people, things, actions and
     * what one may wish there): an answer that shares one of them, or a word of the sentence,
     * is about the task.
     */
    topic: z.array(text(2, 40)).max(30).optional(),
  }),
  'quiz-question': z.strictObject({
    id,
    question: text(10),
    answerA: text(),
    answerB: text(),
    solutionOriented: z.enum(['A', 'B']),
  }),
  'story-term': z.strictObject({
    id,
    term: text(2, 40),
    /** inflected forms that count as the term, the base form included */
    forms: z.array(text(2, 40)).min(1),
  }),
  word: z.strictObject({ id, word: text(2, 40) }),
  'solution-task': z.strictObject({ id, question: text(10), answer: text(3) }),
  'mindset-pair': z.strictObject({ id, fixed: text(5, 200), growth: text(5, 200) }),
  situation: z.strictObject({ id, scenario: text(10) }),
  'mindset-statement': z.strictObject({
    id,
    statement: text(5, 300),
    type: z.enum(['fixed', 'growth']),
    explanation: text(10),
  }),
  'feeling-scenario': z
    .strictObject({
      id,
      text: text(10),
      options: z.array(text(2, 60)).min(2).max(5),
      correct: z.number().int().min(0),
      feedback: text(10),
    })
    .refine((s) => s.correct < s.options.length, {
      message: 'correct must point at one of the options (0 = first)',
      path: ['correct'],
    }),
  'ampel-situation': z.strictObject({
    id,
    text: text(10),
    green: colourFeedback,
    yellow: colourFeedback,
    red: colourFeedback,
  }),
} as const;

export type ContentKind = keyof typeof contentItemSchemas;
export const contentKinds = Object.keys(contentItemSchemas) as ContentKind[];
export type ContentItem<K extends ContentKind = ContentKind> = z.infer<(typeof contentItemSchemas)[K]>;

export const contentSetHeaderSchema = z.strictObject({
  set: id,
  kind: z.enum(contentKinds as [ContentKind, ...ContentKind[]]),
  description: z.string().optional(),
  items: z.array(z.unknown()).min(1),
});

export interface ContentSet<K extends ContentKind = ContentKind> {
  set: string;
  kind: K;
  description?: string;
  items: ContentItem<K>[];
}
