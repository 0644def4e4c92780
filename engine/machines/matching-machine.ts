import { assertEvent, assign, setup } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { MatchingGame, Message } from '../game-schema.ts';
import type { MatchingItem, PlayItem, Tile } from '../items.ts';
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

export type MatchingContext = LifecycleContext & {
  tiles: Tile[];
  /** pair numbers already found; their tiles are gone from the board */
  matched: number[];
  selectedFixed: number | null;
  selectedGrowth: number | null;
  points: number;
  correct: number;
  wrong: number;
  lastResult: 'right' | 'wrong' | null;
};

/** Paare finden: match each fixed-mindset tile with its growth-mindset partner. */
export function createMatchingMachine(game: MatchingGame) {
  const pairCount = (c: MatchingContext) => new Set(c.tiles.map((t) => t.pair)).size;
  const metrics = (c: MatchingContext): PlayMetrics => ({
    correct: c.correct,
    share: c.correct / Math.max(1, pairCount(c)),
    points: c.points,
    ideas: 0,
  });
  const isMatch = (c: MatchingContext) =>
    c.selectedFixed !== null && c.selectedGrowth !== null && c.tiles[c.selectedFixed]!.pair === c.tiles[c.selectedGrowth]!.pair;

  return setup({
    types: { context: {} as MatchingContext, events: {} as GameEvent, output: {} as GameOutput, tags: {} as GameTag },
    actors: gameActors,
    guards: {
      itemsUsable: (_, items: PlayItem[]) => ((items as MatchingItem[] | undefined)?.[0]?.tiles.length ?? 0) >= 2,
      pickable: ({ context, event }) => {
        assertEvent(event, 'PICK');
        return event.tile < context.tiles.length && !context.matched.includes(context.tiles[event.tile]!.pair);
      },
      bothSelected: ({ context }) => context.selectedFixed !== null && context.selectedGrowth !== null,
      isMatch: ({ context }) => isMatch(context),
      boardCleared: ({ context }) => context.matched.length >= pairCount(context),
      shouldRecord: ({ context }) => shouldRecord(game, metrics(context)),
    },
    actions: {
      takeItems: assign((_, items: PlayItem[]) => ({ tiles: (items as MatchingItem[])[0]!.tiles, error: null })),
      noteNothingDrawn: assign({ error: (): Message => game.texts.loadError }),
      noteLoadError: assign({ error: (): Message => game.texts.loadError }),
      /** A second tile of the same kind replaces the first; picking it again deselects. */
      pick: assign(({ context, event }) => {
        assertEvent(event, 'PICK');
        const index = event.tile;
        const tile = context.tiles[index]!;
        if (tile.type === 'fixed') return { selectedFixed: context.selectedFixed === index ? null : index, lastResult: null };
        return { selectedGrowth: context.selectedGrowth === index ? null : index, lastResult: null };
      }),
      takePair: assign(({ context }) => ({
        matched: [...context.matched, context.tiles[context.selectedFixed!]!.pair],
        points: context.points + game.scoring.perMatch,
        correct: context.correct + 1,
        selectedFixed: null,
        selectedGrowth: null,
        lastResult: 'right' as const,
      })),
      missPair: assign(({ context }) => ({
        points: Math.max(game.scoring.floor, context.points + game.scoring.perMiss),
        wrong: context.wrong + 1,
        selectedFixed: null,
        selectedGrowth: null,
        lastResult: 'wrong' as const,
      })),
      dismiss: assign({ lastResult: null }),
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(context)) }),
      keepRecord: assign((_, record: RecordOutcome | undefined) => ({ record: record ?? {} })),
      noteRecordError: assign({ recordError: (): Message => saveError }),
    },
    delays: { reload: () => game.reloadAfterMs },
  }).createMachine({
    id: game.id,
    context: {
      tiles: [],
      matched: [],
      selectedFixed: null,
      selectedGrowth: null,
      points: 0,
      correct: 0,
      wrong: 0,
      lastResult: null,
      error: null,
      final: null,
      record: null,
      recordError: null,
    },
    initial: 'intro',
    states: {
      ...lifecycleStates(game.id, 'playing', { after: 'reloading' }),
      playing: {
        always: { guard: 'boardCleared', target: 'finishing' },
        on: {
          PICK: { guard: 'pickable', actions: 'pick' },
          CHECK: [
            { guard: 'isMatch', actions: 'takePair' },
            { guard: 'bothSelected', actions: 'missPair' },
          ],
          DISMISS: { actions: 'dismiss' },
        },
      },
      // The next set loads shortly after the board is cleared.
      reloading: { tags: ['result'], after: { reload: 'done' } },
    },
    output: outputOf,
  });
}
