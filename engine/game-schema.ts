import { z } from 'zod';
import { checkerNames, generatorNames, type CheckerName, type GeneratorName } from './generators.ts';
import { maxAnswerChars } from './text-rules.ts';

/**
 * The game DSL: what a pedagogy author writes in games/<id>.yaml. Everything a game does that
 * differs from another game of the same player kind is in here: rounds, scoring, thresholds,
 * minimums, texts and content sources. Keep the keys readable; the authors' guide
 * (games/README.md) explains each one.
 */

const wholeNumber = (min: number, max: number) => {
  const error = `Hier gehört eine ganze Zahl von ${min} bis ${max} hin`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const shareError = 'Hier gehört ein Anteil zwischen 0 und 1 hin (0.8 bedeutet 80 %)';
const share = z.number({ error: shareError }).min(0, { error: shareError }).max(1, { error: shareError });

const text = z.string({ error: 'Hier gehört ein Text hin' }).trim().min(1, { error: 'Dieser Text darf nicht leer sein' });
const slug = z
  .string({ error: 'Hier gehört eine Kennung hin (z. B. paare-finden)' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Eine Kennung hat nur Kleinbuchstaben, Ziffern und „-“ (z. B. paare-finden)' });
const fieldId = z
  .string({ error: 'Hier gehört die Kennung eines Felds hin (z. B. story)' })
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: 'Die Kennung eines Felds ist ein Wort ohne Leerzeichen, z. B. story oder positiveThought' });
const route = z
  .string({ error: 'Hier gehört eine Adresse hin (z. B. /paare-finden)' })
  .regex(/^\/[a-z0-9-]+$/, { error: 'Eine Adresse beginnt mit / und hat nur Kleinbuchstaben, Ziffern und „-“ (z. B. /paare-finden)' });

/** A message shown to the child: a text, or a title with a text (toasts and popups). */
export const messageSchema = z.union([text, z.strictObject({ title: text, text: text })]);
export type Message = z.infer<typeof messageSchema>;

const germanText = (what: string) =>
  z
    .string({ error: `${what} ist ein Text` })
    .trim()
    .min(1, { error: `${what} darf nicht leer sein` });

/** One marked part of a worked example: its label (Gefühl, Grund, Wunsch …) and its words. */
const teachPartSchema = z.strictObject(
  {
    label: germanText('label (der Name des Teils, z. B. Gefühl)'),
    text: germanText('text (die Wörter dieses Teils)'),
    /** stuck: a thought that keeps you stuck (shown crossed out in grey); helpful: the better one */
    tone: z.enum(['stuck', 'helpful'], { error: 'tone ist stuck (hemmender Gedanke) oder helpful (hilfreicher Gedanke)' }).optional(),
  },
  { error: 'ein Teil hat label und text, z. B. { label: Gefühl, text: "Ich bin traurig," }' },
);

/**
 * "So geht's": a short worked example shown before the first round, so a child sees how the
 * skill is done before being asked to do it. Seen once, the child may skip it (remembered on
 * the device).
 */
export const teachSchema = z.strictObject(
  {
    title: germanText('teach.title').default("So geht's"),
    /** what the skill is, in one or two sentences */
    text: germanText('teach.text'),
    example: z.strictObject(
      {
        /** the situation the example answers (optional) */
        situation: germanText('teach.example.situation').optional(),
        /** the example, split into its marked parts, in reading order */
        parts: z
          .array(teachPartSchema, { error: 'parts ist eine Liste von Teilen mit label und text' })
          .min(1, { error: 'parts braucht mindestens einen Teil' })
          .max(6, { error: 'parts hat höchstens 6 Teile – halte das Beispiel kurz' }),
      },
      { error: 'example braucht parts (und optional situation)' },
    ),
    /** one closing line: what to do now */
    tip: germanText('teach.tip').optional(),
    /** the button that starts the game */
    start: germanText('teach.start').default("Los geht's!"),
  },
  { error: "teach beschreibt den „So geht's“-Schritt: title, text, example mit parts, tip, start" },
);
export type Teach = z.infer<typeof teachSchema>;

const generatorName = z.enum(generatorNames as [GeneratorName, ...GeneratorName[]], {
  error: () => `Diesen Generator gibt es nicht; vorhanden sind ${generatorNames.join(', ')}`,
});
const checkerName = z.enum(checkerNames as [CheckerName, ...CheckerName[]], {
  error: () => `Diesen Prüfer gibt es nicht; vorhanden sind ${checkerNames.join(', ')}`,
});

/** How a play's score is computed. Structured data, never an expression. */
export const scoreSchema = z.union([
  wholeNumber(0, 1000),
  z.strictObject({
    from: z.enum(['share-percent', 'correct', 'points', 'ideas'], {
      error: 'Erlaubt sind: share-percent, correct, points, ideas',
    }),
    multiply: z.number().optional(),
    plus: z.number().optional(),
    max: z.number().optional(),
  }),
]);
export type ScoreRule = z.infer<typeof scoreSchema>;

const completionSchema = z.strictObject({
  /** store a game session and award points (signed-in players only) */
  record: z.boolean().default(true),
  score: scoreSchema,
  /** points awarded; the score when left out */
  points: scoreSchema.optional(),
  /** share of correct answers from which the play counts as a success (default: any finished play) */
  successShare: share.optional(),
  /** record only when at least this many correct answers/pairs were found */
  minCorrect: wholeNumber(0, 100).optional(),
});

const itemsSchema = z.strictObject({
  generator: generatorName,
  /** how many items one play draws (rounds, or the pool that 'another task' steps through) */
  count: wholeNumber(1, 50),
  /** content set to draw from (content/<set>.yaml); the generator's usual set when left out */
  set: slug.optional(),
  /** pairs per set, for generate-mindset-pairs */
  pairs: wholeNumber(2, 12).optional(),
});

const resultSchema = z.strictObject({ minShare: share, text: text, mood: z.enum(['cheering', 'happy', 'thinking']).optional() });

const common = {
  $schema: z.string().optional(),
  id: slug,
  title: text,
  /** name stored with each game session (defaults to the title) */
  gameName: text.optional(),
  description: text,
  route,
  category: slug.or(z.string().regex(/^[a-z_]+$/)),
  access: z
    .enum(['open', 'login-required'], { error: 'Erlaubt sind: open (für alle) oder login-required (nur angemeldet)' })
    .default('open'),
  /** where 'Zurück' leads: a route, or 'history' for the browser's back */
  backTo: z.union([z.literal('history'), route]),
  /** where the play's items come from; a game without items (SumUp) leaves this out */
  items: itemsSchema.optional(),
  completion: completionSchema,
  /** the "So geht's" step before the first round */
  teach: teachSchema.optional(),
};

const baseTexts = {
  heading: text,
  intro: text.optional(),
  start: text,
  loadError: messageSchema,
  back: text.default('Zurück'),
};

export const choiceGameSchema = z.strictObject({
  ...common,
  player: z.literal('choice'),
  rounds: wholeNumber(1, 50),
  /** true: select, then confirm with a button; false: a click answers at once */
  confirm: z.boolean().default(true),
  /** immediate: right/wrong after each answer; end: only on the result screen */
  reveal: z.enum(['immediate', 'end']).default('immediate'),
  /** next: a wrong answer moves on; retry: the same question again after a hint */
  onWrong: z.enum(['next', 'retry']).default('next'),
  /** offer 'Zurück' to the previous question (only with reveal: end) */
  allowBack: z.boolean().default(false),
  scoring: z.strictObject({ perCorrect: wholeNumber(0, 1000).default(1) }).default({ perCorrect: 1 }),
  /** result texts by share of correct answers, highest first; the first that fits is shown */
  results: z.array(resultSchema).min(1),
  texts: z.strictObject({
    ...baseTexts,
    confirm: text.optional(),
    next: text,
    finish: text,
    restart: text,
    progress: text.default('Frage {n} von {total}'),
    correct: text.optional(),
    wrong: text.optional(),
    /** labels of the two answers for statement quizzes (fixed, growth) */
    optionLabels: z.array(text).optional(),
    /**
     * extra line on the result screen: {correct} {total} {percent} (share right), {name} (the
     * child's name, else 'Gast'), {growthPercent} (share of answers that picked the second of
     * optionLabels, e.g. Growth Mindset)
     */
    resultLine: text.optional(),
    /** heading over an item's `why` after a wrong answer */
    why: text.default('Warum?'),
  }),
});

const ruleMessage = { message: messageSchema };
/** A lower minimum for children of 6–8 (the rule's own `min` holds for 9–12), with its own message. */
const ages6to8 = (max: number) =>
  z
    .strictObject(
      {
        min: z
          .number({ error: `ages6to8.min ist eine ganze Zahl von 1 bis ${max}` })
          .int({ error: `ages6to8.min ist eine ganze Zahl von 1 bis ${max}` })
          .min(1, { error: `ages6to8.min ist eine ganze Zahl von 1 bis ${max}` })
          .max(max, { error: `ages6to8.min ist eine ganze Zahl von 1 bis ${max}` }),
        message: messageSchema,
      },
      { error: 'ages6to8 braucht min und message, z. B. { min: 30, message: "Bitte schreib mindestens 30 Wörter." }' },
    )
    .optional();
export const textRuleSchema = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('required'), fields: z.array(fieldId).min(1), ...ruleMessage }),
  z.strictObject({ rule: z.literal('min-chars'), field: fieldId, min: wholeNumber(1, 5000), ...ruleMessage, ages6to8: ages6to8(5000) }),
  z.strictObject({ rule: z.literal('min-words'), field: fieldId, min: wholeNumber(1, 2000), ...ruleMessage, ages6to8: ages6to8(2000) }),
  z.strictObject({ rule: z.literal('min-ideas'), field: fieldId, min: wholeNumber(1, 500), ...ruleMessage, ages6to8: ages6to8(500) }),
  z.strictObject({ rule: z.literal('uses-terms'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('matches-sample'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('in-german'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('real-words'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('terms-in-sentences'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('tells-story'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('sincere'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('kind-to-self'), field: fieldId, ...ruleMessage }),
  z.strictObject({ rule: z.literal('fits-word'), field: fieldId, ...ruleMessage }),
]);
export type TextRule = z.infer<typeof textRuleSchema>;

const fieldSchema = z.strictObject({
  id: fieldId,
  label: text,
  placeholder: text.optional(),
  rows: wholeNumber(1, 30).default(4),
  /** show 'N Wörter' under the field while typing */
  wordCount: z.boolean().default(false),
  /** the browser stops typing here; at most the longest answer the server takes */
  maxLength: wholeNumber(10, maxAnswerChars).default(maxAnswerChars),
  /**
   * Whether hurtful words in this field stop the answer (the default). Only for a field where a
   * child writes down a hurtful thought on purpose, like Mindshift's stuck thought ("Ich bin so
   * ein Versager"); what the game praises is always checked.
   */
  safetyCheck: z.boolean().default(true),
});

export const textGameSchema = z.strictObject({
  ...common,
  player: z.literal('text'),
  fields: z.array(fieldSchema).min(1).max(5),
  /** checked before anything else; a failing rule blocks the submit and shows its message */
  validate: z.array(textRuleSchema).default([]),
  /** what a successful answer needs; a failing goal counts an attempt and shows its message */
  goals: z.array(textRuleSchema).default([]),
  /** the server checker that judges the text after validation and goals passed */
  check: z
    .strictObject({
      checker: checkerName,
      /** checker input key → 'item.<key>' or 'field.<id>' */
      input: z.record(
        z.string(),
        z
          .string()
          .regex(/^(item|field)\.[A-Za-z0-9_-]+$/, { error: 'Hier gehört item.<schlüssel> oder field.<feld> hin, z. B. field.story' }),
      ),
    })
    .optional(),
  /** an explainer video shown above the fields, loaded only after a click */
  video: z.strictObject({ youtubeId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/), title: text, consentNote: text }).optional(),
  texts: z.strictObject({
    ...baseTexts,
    prompt: text.optional(),
    submit: text,
    /** another item of the same play ('Andere Situation'); leave out to offer none */
    reroll: text.optional(),
    /** after a success: a new play ('Neue Situation') */
    again: text,
    success: messageSchema,
    failure: messageSchema.optional(),
    checkError: messageSchema.optional(),
    /** the checker answered without feedback */
    missingFeedback: messageSchema.optional(),
    /** line shown after each submit; {words} {chars} {ideas} {termsUsed} {termsTotal} {attempts} {right} */
    summary: text.optional(),
    /** added to the summary when an idea was typed more than once; {doubles} */
    doubles: text.optional(),
    /** a sample answer can be shown (SolutionStory): button label, and the message without a task */
    showSample: text.optional(),
    noSample: messageSchema.optional(),
    /** heading over an item's model answer, shown after each answer */
    model: text.default('So könnte man es sagen'),
    /** the play's draw came back without any item (WortEntdecker: 'Kein Wort gefunden') */
    empty: messageSchema.optional(),
    /** placeholders for terms before they are generated */
    termPlaceholders: z.array(text).optional(),
    /** shown when the play's items could not be loaded and fallback terms are used */
    fallbackTerms: z.array(text).optional(),
    scoreLine: text.optional(),
    close: text.default('Schließen'),
  }),
  /** the score shown once any attempt was made (SolutionStory's 'out of 20') */
  attemptScore: wholeNumber(0, 1000).optional(),
});

export const matchingGameSchema = z.strictObject({
  ...common,
  player: z.literal('matching'),
  scoring: z.strictObject({
    perMatch: wholeNumber(0, 1000),
    perMiss: z.number().int().max(0, { error: 'perMiss zieht Punkte ab: 0 oder eine negative Zahl' }),
    floor: z.number().int().default(0),
  }),
  /** a cleared board loads the next set after this delay */
  reloadAfterMs: wholeNumber(0, 60_000),
  texts: z.strictObject({
    ...baseTexts,
    check: text,
    restart: text,
    right: text,
    wrong: text,
    points: text,
    pairs: text,
    fixedLabel: text,
    growthLabel: text,
    selectHint: text,
    cleared: text,
  }),
});

const lightSchema = z.strictObject({
  id: z.enum(['red', 'yellow', 'green']),
  label: text,
  words: text,
});

export const trafficLightGameSchema = z.strictObject({
  ...common,
  player: z.literal('traffic-light'),
  rounds: wholeNumber(1, 50),
  lights: z.array(lightSchema).length(3),
  scoring: z.strictObject({ perAnswer: wholeNumber(0, 1000) }),
  advanceAfterMs: wholeNumber(0, 60_000),
  texts: z.strictObject({
    ...baseTexts,
    prompt: text,
    progress: text,
    points: text,
    praiseTitle: text,
    tipTitle: text,
    toast: text,
    finishedTitle: text,
    finishedText: text,
    again: text,
    overview: text,
  }),
});

export const playerKinds = ['choice', 'text', 'matching', 'traffic-light'] as const;
export type PlayerKind = (typeof playerKinds)[number];

export const gameSchema = z.discriminatedUnion('player', [choiceGameSchema, textGameSchema, matchingGameSchema, trafficLightGameSchema]);

export type GameDefinition = z.infer<typeof gameSchema>;
export type ChoiceGame = z.infer<typeof choiceGameSchema>;
export type TextGame = z.infer<typeof textGameSchema>;
export type MatchingGame = z.infer<typeof matchingGameSchema>;
export type TrafficLightGame = z.infer<typeof trafficLightGameSchema>;
