import { assertEvent, assign, setup } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { Message, TextGame, TextRule } from '../game-schema.ts';
import { checkerPassed } from '../checker-flags.ts';
import type { PlayItem, TextItem } from '../items.ts';
import type { PlayMetrics } from '../scoring.ts';
import type { AnswerKey } from '../answer-match.ts';
import { safetyMessage } from '../safety-message.ts';
import { charCount, fillTemplate, wordCount } from '../text-rules.ts';
import {
  finalMetrics,
  gameActors,
  lifecycleStates,
  outputOf,
  saveError,
  shouldRecord,
  type CheckOutcome,
  type CheckRequest,
  type GameOutput,
  type GameTag,
  type LifecycleContext,
  type RecordOutcome,
} from './shared.ts';

export type TextFeedback = {
  /** invalid: blocked by a validation rule; hint: a goal was missed; failure: the checker said no */
  kind: 'invalid' | 'hint' | 'failure' | 'success' | 'error';
  message: Message;
  summary: string | null;
};

export type TextContext = LifecycleContext & {
  items: TextItem[];
  /** the item being worked on ('Andere Situation' moves to the next) */
  index: number;
  values: Record<string, string>;
  attempts: number;
  right: number;
  ideas: number;
  feedback: TextFeedback | null;
  sampleShown: boolean;
};

/**
 * The checks of an answer that need long word lists: the safety check, the matching of a typed
 * answer with its sample (TaktikTüftler) and of a story's words with its terms. `engine/text-answer-rules.ts` holds them; the
 * server and the studio pass them at once, the browser loads them beside the first start.
 */
export type TextAnswerRules = {
  /**
   * Hurtful, hateful, sexual or threatening language in the text; `word`, the item's word, where a
   * list of ideas about it may name a person as one ("Müll": "Leon aus der 4b").
   */
  isHurtful: (text: string, word?: string) => boolean;
  /** The typed answer says what the sample (or one of its accepted answers) says. */
  matchesAnswer: (answer: string, key: AnswerKey) => boolean;
  /** Which of the terms the text uses, each in one of its forms (uses-terms, the {termsUsed} count). */
  termsUsed: (text: string, terms: readonly string[], forms: readonly (readonly string[])[]) => boolean[];
  /** Written in English (in-german). */
  isEnglish: (text: string) => boolean;
  /** Keyboard mash instead of words (real-words). */
  isMashed: (text: string) => boolean;
  /** Every term stands in a sentence of its own, not only in a title or as a one-word sentence (terms-in-sentences). */
  termsInSentences: (text: string, terms: readonly string[], forms: readonly (readonly string[])[]) => boolean;
  /** Something happens, more than facts are explained or a recipe is given (tells-story). */
  tellsStory: (text: string, terms?: readonly string[], forms?: readonly (readonly string[])[]) => boolean;
  /** Eye-rolls or praise that means the opposite (sincere). */
  mocks: (text: string) => boolean;
  /** The child calls itself names in its own voice (kind-to-self). */
  putsItselfDown: (text: string) => boolean;
  /** Enough of the ideas touch the word or its related words (fits-word). */
  fitsWord: (text: string, word: string, related: readonly string[] | undefined) => boolean;
  /** WortEntdecker's different ideas about the word, and how many were typed again. */
  countIdeas: (text: string, word: string) => { ideas: number; doubles: number };
};

type Measures = {
  words: number;
  chars: number;
  ideas: number;
  doubles: number;
  termsUsed: number;
  termsTotal: number;
  attempts: number;
  right: number;
};

function field(values: Record<string, string>, id: string): string {
  return values[id] ?? '';
}

function measure(
  game: TextGame,
  item: TextItem | undefined,
  values: Record<string, string>,
  attempts: number,
  right: number,
  answerRules: TextAnswerRules,
): Measures {
  // The field the rules talk about; the first field when no rule names one.
  const ruleField = [...game.goals, ...game.validate].map((r) => ('field' in r ? r.field : undefined)).find(Boolean);
  const main = field(values, ruleField ?? game.fields[0]!.id);
  const terms = item?.terms ?? [];
  const { ideas, doubles } = answerRules.countIdeas(main, item?.prompt ?? '');
  return {
    words: wordCount(main),
    chars: charCount(main),
    ideas,
    doubles,
    termsUsed: answerRules.termsUsed(main, terms, item?.forms ?? []).filter(Boolean).length,
    termsTotal: terms.length,
    attempts,
    right,
  };
}

/** A minimum rule as it holds for the child of this play: a game may ask less of 6–8. */
function forBand(rule: TextRule, item: TextItem | undefined): { min: number; message: Message } | null {
  if (!('min' in rule)) return null;
  return item?.band === '6-8' && rule.ages6to8 ? rule.ages6to8 : { min: rule.min, message: rule.message };
}

function messageOf(rule: TextRule, item: TextItem | undefined): Message {
  return forBand(rule, item)?.message ?? rule.message;
}

/** The line under a count: how many, and how many were typed twice (those count once). */
function summaryOf(game: TextGame, m: Measures): string | null {
  if (!game.texts.summary) return null;
  const line = fillTemplate(game.texts.summary, m as unknown as Record<string, number>);
  return m.doubles > 0 && game.texts.doubles ? `${line} ${fillTemplate(game.texts.doubles, m as unknown as Record<string, number>)}` : line;
}

function rulePasses(rule: TextRule, item: TextItem | undefined, values: Record<string, string>, answerRules: TextAnswerRules): boolean {
  const min = forBand(rule, item)?.min ?? 0;
  switch (rule.rule) {
    case 'required':
      return rule.fields.every((f) => field(values, f).trim().length > 0);
    case 'min-chars':
      return charCount(field(values, rule.field)) >= min;
    case 'min-words':
      return wordCount(field(values, rule.field)) >= min;
    case 'min-ideas':
      return answerRules.countIdeas(field(values, rule.field), item?.prompt ?? '').ideas >= min;
    case 'uses-terms':
      return answerRules.termsUsed(field(values, rule.field), item?.terms ?? [], item?.forms ?? []).every(Boolean);
    case 'in-german':
      return !answerRules.isEnglish(field(values, rule.field));
    case 'real-words':
      return !answerRules.isMashed(field(values, rule.field));
    case 'terms-in-sentences':
      return answerRules.termsInSentences(field(values, rule.field), item?.terms ?? [], item?.forms ?? []);
    case 'tells-story':
      return answerRules.tellsStory(field(values, rule.field), item?.terms ?? [], item?.forms ?? []);
    case 'sincere':
      return !answerRules.mocks(field(values, rule.field));
    case 'kind-to-self':
      return !answerRules.putsItselfDown(field(values, rule.field));
    case 'fits-word':
      return answerRules.fitsWord(field(values, rule.field), item?.prompt ?? '', item?.related);
    case 'matches-sample':
      return (
        item?.sample !== undefined &&
        answerRules.matchesAnswer(field(values, rule.field), { sample: item.sample, accept: item.accept, question: item.prompt })
      );
  }
}

/** A message with its numbers filled in, and {word}: the item's word or sentence. */
function fill(message: Message, m: Measures, item: TextItem | undefined): Message {
  const values = { ...(m as unknown as Record<string, number>), word: item?.prompt ?? '' };
  return typeof message === 'string'
    ? fillTemplate(message, values)
    : { title: fillTemplate(message.title, values), text: fillTemplate(message.text, values) };
}

/** Keeps only the game's own fields, trimmed to their maximum length. */
function cleanValues(game: TextGame, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(game.fields.map((f) => [f.id, String(values[f.id] ?? '').slice(0, f.maxLength)]));
}

/**
 * Writing games (Sag's mal anders, Ich-Botschaften, Mindshift, SumUp, ErzählZauber,
 * WortEntdecker, SolutionStory): fields, local rules, an optional server checker.
 */
export function createTextMachine(game: TextGame, answerRules: TextAnswerRules) {
  const metrics = (c: TextContext): PlayMetrics => ({ correct: c.right, share: c.right > 0 ? 1 : 0, points: 0, ideas: c.ideas });
  /** The submitted values: only the game's own fields, trimmed to their maximum length. */
  const submitted = (event: GameEvent) => {
    assertEvent(event, 'SUBMIT');
    return cleanValues(game, event.values);
  };
  const failedRule = (rules: TextRule[], context: TextContext, values: Record<string, string>) =>
    rules.find((r) => !rulePasses(r, context.items[context.index], values, answerRules));

  return setup({
    types: {
      context: {} as TextContext,
      events: {} as GameEvent,
      output: {} as GameOutput,
      tags: {} as GameTag,
    },
    actors: gameActors,
    guards: {
      itemsUsable: (_, items: PlayItem[]) => Array.isArray(items) && items.length > 0,
      /** A game without items (SumUp) writes about its video, not about an item. */
      writesWithoutItems: () => game.items === undefined,
      /** ErzählZauber keeps the child writing with fallback terms (docs/product-rules.md). */
      hasFallbackTerms: () => game.texts.fallbackTerms !== undefined,
      /** Hurtful, hateful, sexual or threatening words in any field: refused before any rule, checker or model sees them. */
      isHurtful: ({ context, event }) => {
        const values = submitted(event);
        const word = context.items[context.index]?.prompt;
        return game.fields.some((f) => f.safetyCheck && answerRules.isHurtful(values[f.id] ?? '', word));
      },
      /** Validation: blocks the submit, no attempt is counted. */
      isInvalid: ({ context, event }) => failedRule(game.validate, context, submitted(event)) !== undefined,
      /** Goals: an attempt that misses one gets that goal's hint. */
      missesGoal: ({ context, event }) => failedRule(game.goals, context, submitted(event)) !== undefined,
      hasChecker: () => game.check !== undefined,
      checkerPassed: (_, output: CheckOutcome | undefined) => checkerPassed(game.check!.checker, output ?? {}),
      canReroll: ({ context }) => game.texts.reroll !== undefined && context.items.length > 1,
      canShowSample: () => game.texts.showSample !== undefined,
      shouldRecord: ({ context }) => shouldRecord(game, metrics(context)),
    },
    actions: {
      takeItems: assign((_, items: PlayItem[]) => ({ items: items as TextItem[], error: null })),
      takeNoItem: assign({ items: (): TextItem[] => [{ prompt: '', raw: {} }], error: null }),
      takeFallbackTerms: assign({
        items: (): TextItem[] => [{ prompt: '', terms: game.texts.fallbackTerms!.slice(0, 3), raw: {} }],
        error: (): Message => game.texts.loadError,
      }),
      /** The draw found nothing (WortEntdecker: 'Kein Wort gefunden'). */
      noteNothingDrawn: assign({ error: (): Message => game.texts.empty ?? game.texts.loadError }),
      noteLoadError: assign({ error: (): Message => game.texts.loadError }),
      /** One calm sentence that never repeats the word; no attempt is counted and the child can try again. */
      refuseHurtful: assign(({ event }) => ({
        values: submitted(event),
        feedback: { kind: 'invalid' as const, message: safetyMessage, summary: null },
      })),
      refuseInvalid: assign(({ context, event }) => {
        const values = submitted(event);
        const failed = failedRule(game.validate, context, values)!;
        const m = measure(game, context.items[context.index], values, context.attempts, context.right, answerRules);
        return {
          values,
          feedback: {
            kind: 'invalid' as const,
            message: fill(messageOf(failed, context.items[context.index]), m, context.items[context.index]),
            summary: null,
          },
        };
      }),
      hintGoal: assign(({ context, event }) => {
        const values = submitted(event);
        const item = context.items[context.index];
        const attempts = context.attempts + 1;
        const failed = failedRule(game.goals, context, values)!;
        const m = measure(game, item, values, attempts, context.right, answerRules);
        return {
          values,
          attempts,
          ideas: m.ideas,
          feedback: { kind: 'hint' as const, message: fill(messageOf(failed, item), m, item), summary: summaryOf(game, m) },
        };
      }),
      sendToChecker: assign(({ context, event }) => {
        const values = submitted(event);
        const m = measure(game, context.items[context.index], values, context.attempts + 1, context.right, answerRules);
        return { values, attempts: context.attempts + 1, ideas: m.ideas, feedback: null };
      }),
      succeed: assign(({ context, event }) => {
        const values = submitted(event);
        const attempts = context.attempts + 1;
        const right = context.right + 1;
        const m = measure(game, context.items[context.index], values, attempts, right, answerRules);
        return {
          values,
          attempts,
          right,
          ideas: m.ideas,
          feedback: {
            kind: 'success' as const,
            message: fill(game.texts.success, m, context.items[context.index]),
            summary: summaryOf(game, m),
          },
        };
      }),
      checkPassed: assign(({ context }, output: CheckOutcome | undefined) => ({
        right: context.right + 1,
        feedback: { kind: 'success' as const, message: withTitle(game.texts.success, feedbackOf(output)), summary: null },
      })),
      checkFailed: assign((_, output: CheckOutcome | undefined) => ({
        feedback: {
          kind: 'failure' as const,
          message: feedbackOf(output)
            ? withTitle(game.texts.failure ?? '', feedbackOf(output))
            : (game.texts.missingFeedback ?? game.texts.failure ?? 'Fehler bei der Bewertung.'),
          summary: null,
        },
      })),
      checkBroke: assign({
        feedback: (): TextFeedback => ({
          kind: 'error',
          message: game.texts.checkError ?? 'Technischer Fehler. Bitte versuche es erneut.',
          summary: null,
        }),
      }),
      reroll: assign({
        index: ({ context }) => (context.index + 1) % context.items.length,
        values: {},
        feedback: null,
        sampleShown: false,
      }),
      showSample: assign({ sampleShown: true }),
      dismiss: assign({ feedback: null }),
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(context)) }),
      keepRecord: assign((_, record: RecordOutcome | undefined) => ({ record: record ?? {} })),
      noteRecordError: assign({ recordError: (): Message => saveError }),
    },
  }).createMachine({
    id: game.id,
    context: {
      items: [],
      index: 0,
      values: {},
      attempts: 0,
      right: 0,
      ideas: 0,
      feedback: null,
      sampleShown: false,
      error: null,
      final: null,
      record: null,
      recordError: null,
    },
    initial: 'intro',
    states: {
      ...lifecycleStates(game.id, 'editing', {
        loaded: [{ guard: 'writesWithoutItems', target: 'editing', actions: 'takeNoItem' }],
        loadFailed: [{ guard: 'hasFallbackTerms', target: 'editing', actions: 'takeFallbackTerms' }],
      }),
      editing: {
        on: {
          SUBMIT: [
            { guard: 'isHurtful', actions: 'refuseHurtful' },
            { guard: 'isInvalid', actions: 'refuseInvalid' },
            { guard: 'missesGoal', actions: 'hintGoal' },
            { guard: 'hasChecker', target: 'checking', actions: 'sendToChecker' },
            { target: 'finishing', actions: 'succeed' },
          ],
          REROLL: { guard: 'canReroll', actions: 'reroll' },
          SHOW_SAMPLE: { guard: 'canShowSample', actions: 'showSample' },
          DISMISS: { actions: 'dismiss' },
        },
      },
      checking: {
        tags: ['busy'],
        invoke: {
          id: 'checkAnswer',
          src: 'checkAnswer',
          input: ({ context }): CheckRequest => {
            const item = context.items[context.index];
            const input: Record<string, string> = {};
            for (const [key, source] of Object.entries(game.check!.input)) {
              const [from, name] = source.split('.') as ['item' | 'field', string];
              input[key] = from === 'field' ? field(context.values, name) : String(item?.raw[name] ?? '');
            }
            return { checker: game.check!.checker, input };
          },
          onDone: [
            {
              guard: { type: 'checkerPassed', params: ({ event }) => event.output },
              target: 'finishing',
              actions: { type: 'checkPassed', params: ({ event }) => event.output },
            },
            { target: 'editing', actions: { type: 'checkFailed', params: ({ event }) => event.output } },
          ],
          onError: { target: 'editing', actions: 'checkBroke' },
        },
      },
    },
    output: outputOf,
  });
}

/** The checker's own feedback under the game's title (e.g. 'Nicht ganz richtig'), or the game's text. */
function withTitle(fallback: Message, feedback: string | null): Message {
  if (!feedback) return fallback;
  return typeof fallback === 'object' ? { title: fallback.title, text: feedback } : feedback;
}

function feedbackOf(output: CheckOutcome | undefined): string | null {
  const f = output?.feedback;
  return typeof f === 'string' && f.trim().length > 0 ? f : null;
}
