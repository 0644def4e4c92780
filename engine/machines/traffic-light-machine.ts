import { assertEvent, assign, setup } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { Message, TrafficLightGame } from '../game-schema.ts';
import type { Colour, PlayItem, TrafficLightItem } from '../items.ts';
import type { PlayMetrics } from '../scoring.ts';
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

export type TrafficLightContext = LifecycleContext & {
  items: TrafficLightItem[];
  round: number;
  points: number;
  answers: Colour[];
  lastColour: Colour | null;
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
    types: { context: {} as TrafficLightContext, events: {} as GameEvent, output: {} as GameOutput, tags: {} as GameTag },
    actors: gameActors,
    guards: {
      itemsUsable: (_, items: PlayItem[]) => Array.isArray(items) && items.length > 0,
      isLastRound: ({ context }) => context.round + 1 >= context.items.length,
      shouldRecord: ({ context }) => shouldRecord(game, metrics(context)),
    },
    actions: {
      takeItems: assign((_, items: PlayItem[]) => ({ items: (items as TrafficLightItem[]).slice(0, game.rounds), error: null })),
      noteNothingDrawn: assign({ error: (): Message => game.texts.loadError }),
      noteLoadError: assign({ error: (): Message => game.texts.loadError }),
      answer: assign(({ context, event }) => {
        assertEvent(event, 'ANSWER');
        return { lastColour: event.colour, answers: [...context.answers, event.colour], points: context.points + game.scoring.perAnswer };
      }),
      nextRound: assign({ round: ({ context }) => context.round + 1, lastColour: null }),
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(context)) }),
      keepRecord: assign((_, record: RecordOutcome | undefined) => ({ record: record ?? {} })),
      noteRecordError: assign({ recordError: (): Message => saveError }),
    },
    delays: { advance: () => game.advanceAfterMs },
  }).createMachine({
    id: game.id,
    context: { items: [], round: 0, points: 0, answers: [], lastColour: null, error: null, final: null, record: null, recordError: null },
    initial: 'intro',
    states: {
      ...lifecycleStates(game.id, 'asking'),
      asking: { on: { ANSWER: { target: 'feedback', actions: 'answer' } } },
      // The buttons stay locked while the child reads the feedback and Ferdy's tip.
      feedback: {
        after: {
          advance: [
            { guard: 'isLastRound', target: 'finishing' },
            { target: 'asking', actions: 'nextRound' },
          ],
        },
      },
    },
    output: outputOf,
  });
}
