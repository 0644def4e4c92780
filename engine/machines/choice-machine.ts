import { assign, setup } from 'xstate';
import type { ChoiceGame, Message } from '../game-schema.ts';
import type { ChoiceItem } from '../items.ts';
import type { GameEvent } from '../events.ts';
import { finalMetrics, gameActors, outputOf, saveError, shouldRecord, type GameOutput, type RecordOutcome, type RecordRequest } from './shared.ts';
import type { PlayMetrics } from '../scoring.ts';

export type ChoiceContext = {
  items: ChoiceItem[];
  /** index of the current question */
  round: number;
  /** the option picked but not yet confirmed */
  selected: number | null;
  /** the answer per question (reveal: end keeps them so 'Zurück' can show them again) */
  answers: (number | null)[];
  correct: number;
  lastCorrect: boolean | null;
  error: Message | null;
  final: RecordRequest | null;
  record: RecordOutcome | null;
  recordError: Message | null;
};

const metrics = (game: ChoiceGame, c: ChoiceContext): PlayMetrics => {
  const total = Math.max(1, c.items.length);
  const correct =
    game.reveal === 'end' ? c.answers.filter((a, i) => a !== null && a === c.items[i]?.correctIndex).length : c.correct;
  return { correct, share: correct / total, points: correct * game.scoring.perCorrect, ideas: 0 };
};

/** The share of answered questions where the child picked option `index` (0 = first). */
export function optionShare(answers: readonly (number | null)[], index: number): number {
  const given = answers.filter((a) => a !== null);
  return given.length === 0 ? 0 : given.filter((a) => a === index).length / given.length;
}

/**
 * Quiz-like games (Streitschlichter, DenkWeiser, Gefühlsradar, Mindset-Quiz): a number of
 * questions with options, feedback now or at the end, retry on wrong, back navigation.
 */
export function createChoiceMachine(game: ChoiceGame) {
  return setup({
    types: {
      context: {} as ChoiceContext,
      events: {} as GameEvent,
      output: {} as GameOutput,
    },
    actors: gameActors,
    guards: {
      validOption: ({ context, event }) =>
        event.type === 'SELECT' && event.index < (context.items[context.round]?.options.length ?? 0),
      hasSelection: ({ context }) => context.selected !== null,
      isLastRound: ({ context }) => context.round + 1 >= context.items.length,
      retryWrong: ({ context }) => game.onWrong === 'retry' && context.lastCorrect === false,
      canGoBack: ({ context }) => game.allowBack && context.round > 0,
      shouldRecord: ({ context }) => shouldRecord(game, metrics(game, context)),
    },
    actions: {
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(game, context)) }),
    },
  }).createMachine({
    id: game.id,
    context: {
      items: [],
      round: 0,
      selected: null,
      answers: [],
      correct: 0,
      lastCorrect: null,
      error: null,
      final: null,
      record: null,
      recordError: null,
    },
    initial: 'intro',
    states: {
      intro: { on: { START: 'loading' } },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadItems',
          src: 'loadItems',
          input: () => ({ gameId: game.id }),
          onDone: [
            {
              guard: ({ event }) => Array.isArray(event.output) && event.output.length > 0,
              target: 'question',
              actions: assign(({ event }) => {
                const items = (event.output as ChoiceItem[]).slice(0, game.rounds);
                return { items, answers: items.map(() => null), error: null };
              }),
            },
            { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
          ],
          onError: { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
        },
      },
      loadFailed: { on: { RETRY: 'loading' } },
      question: {
        on: {
          SELECT: game.confirm
            ? {
                guard: 'validOption',
                actions: assign({
                  selected: ({ event }) => (event.type === 'SELECT' ? event.index : null),
                  answers: ({ context, event }) =>
                    game.reveal === 'end' && event.type === 'SELECT'
                      ? context.answers.map((a, i) => (i === context.round ? event.index : a))
                      : context.answers,
                }),
              }
            : // Mindset-Quiz: a click answers and locks the buttons at once.
              {
                guard: 'validOption',
                target: 'feedback',
                actions: assign(({ context, event }) => judge(context, event.type === 'SELECT' ? event.index : -1)),
              },
          CONFIRM:
            game.reveal === 'immediate'
              ? { guard: 'hasSelection', target: 'feedback', actions: assign(({ context }) => judge(context, context.selected ?? -1)) }
              : { guard: 'hasSelection', target: 'checkLast' },
          BACK: {
            guard: 'canGoBack',
            actions: assign({
              round: ({ context }) => context.round - 1,
              selected: ({ context }) => context.answers[context.round - 1] ?? null,
            }),
          },
        },
      },
      // reveal: end — 'Weiter' moves on, 'Auswertung' after the last question.
      checkLast: {
        always: [
          { guard: 'isLastRound', target: 'finishing' },
          {
            target: 'question',
            actions: assign({
              round: ({ context }) => context.round + 1,
              selected: ({ context }) => context.answers[context.round + 1] ?? null,
            }),
          },
        ],
      },
      feedback: {
        on: {
          NEXT: [
            { guard: 'retryWrong', target: 'question', actions: assign({ selected: null, lastCorrect: null }) },
            { guard: 'isLastRound', target: 'finishing' },
            {
              target: 'question',
              actions: assign({ round: ({ context }) => context.round + 1, selected: null, lastCorrect: null }),
            },
          ],
        },
      },
      finishing: {
        entry: 'computeFinal',
        always: [{ guard: 'shouldRecord', target: 'recording' }, { target: 'done' }],
      },
      recording: {
        tags: ['busy'],
        invoke: {
          id: 'recordCompletion',
          src: 'recordCompletion',
          input: ({ context }) => context.final!,
          onDone: { target: 'done', actions: assign({ record: ({ event }) => event.output ?? {} }) },
          onError: { target: 'done', actions: assign({ recordError: () => saveError }) },
        },
      },
      done: { type: 'final' },
    },
    output: outputOf,
  });

  function judge(context: ChoiceContext, index: number): Partial<ChoiceContext> {
    const right = context.items[context.round]?.correctIndex === index;
    // The answers are kept for the result (the Mindset-Quiz shows the share of growth answers).
    const answers = context.answers.map((a, i) => (i === context.round ? index : a));
    return { selected: index, lastCorrect: right, correct: context.correct + (right ? 1 : 0), answers };
  }
}
