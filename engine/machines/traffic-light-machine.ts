import { assign, setup } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { Message, TrafficLightGame } from '../game-schema.ts';
import type { Colour, TrafficLightItem } from '../items.ts';
import type { PlayMetrics } from '../scoring.ts';
import { finalMetrics, gameActors, outputOf, saveError, shouldRecord, type GameOutput, type RecordOutcome, type RecordRequest } from './shared.ts';

export type TrafficLightContext = {
  items: TrafficLightItem[];
  round: number;
  points: number;
  answers: Colour[];
  lastColour: Colour | null;
  error: Message | null;
  final: RecordRequest | null;
  record: RecordOutcome | null;
  recordError: Message | null;
};

/** Gefühlsampel: every colour is a right answer; feedback, a tip, and on after a pause. */
export function createTrafficLightMachine(game: TrafficLightGame) {
  const metrics = (c: TrafficLightContext): PlayMetrics => ({
    correct: c.answers.length,
    share: c.answers.length / Math.max(1, c.items.length),
    points: c.points,
    ideas: 0,
  });

  return setup({
    types: { context: {} as TrafficLightContext, events: {} as GameEvent, output: {} as GameOutput },
    actors: gameActors,
    guards: {
      isLastRound: ({ context }) => context.round + 1 >= context.items.length,
      shouldRecord: ({ context }) => shouldRecord(game, metrics(context)),
    },
    actions: {
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(context)) }),
    },
    delays: { advance: () => game.advanceAfterMs },
  }).createMachine({
    id: game.id,
    context: { items: [], round: 0, points: 0, answers: [], lastColour: null, error: null, final: null, record: null, recordError: null },
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
              target: 'asking',
              actions: assign({ items: ({ event }) => (event.output as TrafficLightItem[]).slice(0, game.rounds), error: null }),
            },
            { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
          ],
          onError: { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
        },
      },
      loadFailed: { on: { RETRY: 'loading' } },
      asking: {
        on: {
          ANSWER: {
            target: 'feedback',
            actions: assign(({ context, event }) => {
              const colour = event.type === 'ANSWER' ? event.colour : 'green';
              return { lastColour: colour, answers: [...context.answers, colour], points: context.points + game.scoring.perAnswer };
            }),
          },
        },
      },
      // The buttons stay locked while the child reads the feedback and Ferdy's tip.
      feedback: {
        after: {
          advance: [
            { guard: 'isLastRound', target: 'finishing' },
            { target: 'asking', actions: assign({ round: ({ context }) => context.round + 1, lastColour: null }) },
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
}
