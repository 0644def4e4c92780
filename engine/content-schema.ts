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
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Eine id hat nur Kleinbuchstaben, Ziffern und „-“ (z. B. konflikt-001)' });

const colourFeedback = z.strictObject({
  /** a short heading that names the feeling, shown above the feedback */
  title: text(2, 40).optional(),
  feedback: text(),
  strategy: text(),
});

/** The two age bands content is written for; an item without `level` is for 9–12. */
export const ageBands = ['6-8', '9-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const defaultAgeBand: AgeBand = '9-12';

/** Every item may say which age band it is written for. */
const level = z.enum(ageBands, { error: 'level ist "6-8" oder "9-12" (in Anführungszeichen); ohne level gilt 9-12' }).optional();

/** Choice items: one or two child-friendly sentences saying why the right option helps (shown after a wrong answer). */
const why = z
  .string({ error: 'why ist ein Text: ein oder zwei kindgerechte Sätze, warum die richtige Antwort hilft' })
  .trim()
  .min(10, { error: 'why ist zu kurz: schreib ein oder zwei Sätze, warum die richtige Antwort hilft' })
  .max(400, { error: 'why ist zu lang: höchstens 400 Zeichen (ein oder zwei Sätze)' })
  .optional();

/** Writing items: one model answer, shown as „So könnte man es sagen“ after the child's answer. */
const model = z
  .string({ error: 'model ist ein Text: eine Beispielantwort („So könnte man es sagen“)' })
  .trim()
  .min(2, { error: 'model darf nicht leer sein' })
  .max(600, { error: 'model ist zu lang: höchstens 600 Zeichen' })
  .optional();

/** TaktikTüftler: other answers that are just as right as the sample. */
const accept = z
  .array(
    z
      .string({ error: 'jede Antwort in accept ist ein Text' })
      .trim()
      .min(1, { error: 'eine Antwort in accept darf nicht leer sein' })
      .max(200),
    {
      error: 'accept ist eine Liste weiterer richtiger Antworten, z. B. accept: ["vier", "4 Stück"]',
    },
  )
  .optional();

/**
 * WortEntdecker: words and topics that belong to the word (what one does with it, where it is,
 * what goes with it, its other meanings). A quarter of a child's ideas must touch one of them
 * or the word itself, so that football words for „Löffel“ do not win the bonus.
 */
const relatedMessage =
  'related ist eine Liste von mindestens 12 Wörtern, die zum Wort passen (was man damit macht, wo es vorkommt, was dazugehört), z. B. related: ["Suppe", "umrühren", "Besteck"]';
const related = z
  .array(z.string({ error: relatedMessage }).trim().min(2, { error: 'ein Wort in related hat mindestens 2 Buchstaben' }).max(40), {
    error: relatedMessage,
  })
  .min(12, { error: relatedMessage })
  .max(80, { error: 'related hat höchstens 80 Wörter' });

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
    /** forms that count as the term, the base form included: inflections and regional words ("Velo", "Schoggi") */
    forms: z.array(text(2, 40)).min(1),
    level,
  }),
  word: z.strictObject({ id, word: text(2, 40), related, model, level }),
  'solution-task': z.strictObject({ id, question: text(10), answer: text(1), accept, level }),
  'mindset-pair': z.strictObject({ id, fixed: text(5, 200), growth: text(5, 200), level }),
  situation: z.strictObject({
    id,
    scenario: text(10),
    /** Words a child may use in a helpful thought about this situation: its things, people and next steps. */
    topic: z.array(text(2, 40)).max(30).optional(),
    model,
    level,
  }),
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
      message: 'correct zeigt auf keine der Antworten unter options (gezählt wird ab 0: 0 ist die erste)',
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

/** Content kinds whose items are answered by picking an option: each needs a `why`. */
export const choiceKinds = [
  'conflict',
  'quiz-question',
  'mindset-statement',
  'feeling-scenario',
] as const satisfies readonly (keyof typeof contentItemSchemas)[];

/**
 * How many words the texts of a 6–8 item may have, per kind and field: short enough for a child
 * who has just learnt to read (a scenario about 40 words, a sentence or an option about 20).
 */
export const wordLimits6to8: { [K in ContentKindName]?: Record<string, number> } = {
  conflict: { conflict: 40, options: 20, why: 30 },
  sentence: { sentence: 20, model: 30 },
  'quiz-question': { question: 40, answerA: 20, answerB: 20, why: 30 },
  'solution-task': { question: 40, answer: 10 },
  'mindset-pair': { fixed: 15, growth: 15 },
  situation: { scenario: 40, model: 40 },
  'mindset-statement': { statement: 20, explanation: 40, why: 30 },
  'feeling-scenario': { text: 40, feedback: 40, why: 30 },
  'ampel-situation': { text: 40 },
};
type ContentKindName = keyof typeof contentItemSchemas;

/** The band an item is written for. */
export function levelOf(item: { level?: AgeBand }): AgeBand {
  return item.level ?? defaultAgeBand;
}

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
