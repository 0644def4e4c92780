import { assertEvent, assign, setup } from 'xstate';
import type { ChoiceGame, Message } from '../game-schema.ts';
import type { ChoiceItem, PlayItem } from '../items.ts';
import type { GameEvent } from '../events.ts';
import {
  finalMetrics,
  gameActors,
  lifecycleStates,
  outputOf,
  saveError,
  shouldRecord,
  type GameOutput,
  type GameTag,
  type LifecycleContext,
  type RecordOutcome,
} from './shared.ts';
import type { PlayMetrics } from '../scoring.ts';

export type ChoiceContext = LifecycleContext & {
  items: ChoiceItem[];
  /** index of the current question */
  round: number;
  /** the option picked but not yet confirmed */
  selected: number | null;
  /** the answer per question (reveal: end keeps them so 'Zurück' can show them again) */
  answers: (number | null)[];
  correct: number;
  lastCorrect: boolean | null;
};

const metrics = (game: ChoiceGame, c: ChoiceContext): PlayMetrics => {
  const total = Math.max(1, c.items.length);
  const correct = game.reveal === 'end' ? c.answers.filter((a, i) => a !== null && a === c.items[i]?.correctIndex).length : c.correct;
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
      tags: {} as GameTag,
    },
    actors: gameActors,
    guards: {
      itemsUsable: (_, items: PlayItem[]) => Array.isArray(items) && items.length > 0,
      validOption: ({ context, event }) => {
        assertEvent(event, 'SELECT');
        return event.index < (context.items[context.round]?.options.length ?? 0);
      },
      hasSelection: ({ context }) => context.selected !== null,
      isLastRound: ({ context }) => context.round + 1 >= context.items.length,
      retryWrong: ({ context }) => game.onWrong === 'retry' && context.lastCorrect === false,
      canGoBack: ({ context }) => game.allowBack && context.round > 0,
      shouldRecord: ({ context }) => shouldRecord(game, metrics(game, context)),
    },
    actions: {
      takeItems: assign((_, loaded: PlayItem[]) => {
        const items = (loaded as ChoiceItem[]).slice(0, game.rounds);
        return { items, answers: items.map(() => null), error: null };
      }),
      noteNothingDrawn: assign({ error: (): Message => game.texts.loadError }),
      noteLoadError: assign({ error: (): Message => game.texts.loadError }),
      /** A pick to confirm; with reveal: end it is also the answer kept for 'Zurück'. */
      select: assign(({ context, event }) => {
        assertEvent(event, 'SELECT');
        return {
          selected: event.index,
          answers: game.reveal === 'end' ? context.answers.map((a, i) => (i === context.round ? event.index : a)) : context.answers,
        };
      }),
      /** Mindset-Quiz: a click answers and locks the buttons at once. */
      answerPick: assign(({ context, event }) => {
        assertEvent(event, 'SELECT');
        return judge(context, event.index);
      }),
      answerSelection: assign(({ context }) => judge(context, context.selected ?? -1)),
      back: assign({
        round: ({ context }) => context.round - 1,
        selected: ({ context }) => context.answers[context.round - 1] ?? null,
      }),
      /** reveal: end — the next question shows the answer given before, if any. */
      nextKeepingAnswer: assign({
        round: ({ context }) => context.round + 1,
        selected: ({ context }) => context.answers[context.round + 1] ?? null,
      }),
      askAgain: assign({ selected: null, lastCorrect: null }),
      nextRound: assign({ round: ({ context }) => context.round + 1, selected: null, lastCorrect: null }),
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(game, context)) }),
      keepRecord: assign((_, record: RecordOutcome | undefined) => ({ record: record ?? {} })),
      noteRecordError: assign({ recordError: (): Message => saveError }),
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
      ...lifecycleStates(game.id, 'question'),
      question: {
        on: {
          SELECT: game.confirm
            ? { guard: 'validOption', actions: 'select' }
            : { guard: 'validOption', target: 'feedback', actions: 'answerPick' },
          CONFIRM:
            game.reveal === 'immediate'
              ? { guard: 'hasSelection', target: 'feedback', actions: 'answerSelection' }
              : { guard: 'hasSelection', target: 'checkLast' },
          BACK: { guard: 'canGoBack', actions: 'back' },
        },
      },
      // reveal: end — 'Weiter' moves on, 'Auswertung' after the last question.
      checkLast: {
        always: [
          { guard: 'isLastRound', target: 'finishing' },
          { target: 'question', actions: 'nextKeepingAnswer' },
        ],
      },
      feedback: {
        on: {
          NEXT: [
            { guard: 'retryWrong', target: 'question', actions: 'askAgain' },
            { guard: 'isLastRound', target: 'finishing' },
            { target: 'question', actions: 'nextRound' },
          ],
        },
      },
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
