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

const colourFeedback = z.strictObject({
  /** a short heading that names the feeling, shown above the feedback */
  title: text(2, 40).optional(),
  feedback: text(),
  strategy: text(),
});

/** The age band an item is written for; an item without one counts as 9-12. */
const level = z.enum(['6-8', '9-12']).optional();
/** Why the right option helps, said to the child after a choice. */
const why = text(10, 300).optional();
/** One model answer for a text item ("So könnte man es sagen"). */
const model = text(5, 300).optional();

export const contentItemSchemas = {
  conflict: z.strictObject({
    id,
    conflict: text(10),
    options: z.array(text()).length(3),
    correctIndex: z.number().int().min(0).max(2),
    why,
    level,
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
    model,
    level,
  }),
  'quiz-question': z.strictObject({
    id,
    question: text(10),
    answerA: text(),
    answerB: text(),
    solutionOriented: z.enum(['A', 'B']),
    why,
    level,
  }),
  'story-term': z.strictObject({
    id,
    term: text(2, 40),
    /** inflected forms that count as the term, the base form included */
    forms: z.array(text(2, 40)).min(1),
    level,
  }),
  word: z.strictObject({ id, word: text(2, 40), level }),
  'solution-task': z.strictObject({
    id,
    question: text(10),
    answer: text(1),
    /** other answers that are just as right as `answer` */
    accept: z.array(text(1, 80)).optional(),
    level,
  }),
  'mindset-pair': z.strictObject({ id, fixed: text(5, 200), growth: text(5, 200), level }),
  situation: z.strictObject({ id, scenario: text(10), model, level }),
  'mindset-statement': z.strictObject({
    id,
    statement: text(5, 300),
    type: z.enum(['fixed', 'growth']),
    explanation: text(10),
    why,
    level,
  }),
  'feeling-scenario': z
    .strictObject({
      id,
      text: text(10),
      options: z.array(text(2, 60)).min(2).max(5),
      correct: z.number().int().min(0),
      feedback: text(10),
      why,
      level,
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
    level,
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
