import { assign, setup } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { MatchingGame, Message } from '../game-schema.ts';
import type { MatchingItem, Tile } from '../items.ts';
import type { PlayMetrics } from '../scoring.ts';
import { finalMetrics, gameActors, outputOf, saveError, shouldRecord, type GameOutput, type RecordOutcome, type RecordRequest } from './shared.ts';

export type MatchingContext = {
  tiles: Tile[];
  /** pair numbers already found; their tiles are gone from the board */
  matched: number[];
  selectedFixed: number | null;
  selectedGrowth: number | null;
  points: number;
  correct: number;
  wrong: number;
  lastResult: 'right' | 'wrong' | null;
  error: Message | null;
  final: RecordRequest | null;
  record: RecordOutcome | null;
  recordError: Message | null;
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
    c.selectedFixed !== null &&
    c.selectedGrowth !== null &&
    c.tiles[c.selectedFixed]!.pair === c.tiles[c.selectedGrowth]!.pair;

  return setup({
    types: { context: {} as MatchingContext, events: {} as GameEvent, output: {} as GameOutput },
    actors: gameActors,
    guards: {
      pickable: ({ context, event }) =>
        event.type === 'PICK' && event.tile < context.tiles.length && !context.matched.includes(context.tiles[event.tile]!.pair),
      bothSelected: ({ context }) => context.selectedFixed !== null && context.selectedGrowth !== null,
      isMatch: ({ context }) => isMatch(context),
      boardCleared: ({ context }) => context.matched.length >= pairCount(context),
      shouldRecord: ({ context }) => shouldRecord(game, metrics(context)),
    },
    actions: {
      computeFinal: assign({ final: ({ context }) => finalMetrics(game, metrics(context)) }),
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
      intro: { on: { START: 'loading' } },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadItems',
          src: 'loadItems',
          input: () => ({ gameId: game.id }),
          onDone: [
            {
              guard: ({ event }) => ((event.output as MatchingItem[] | undefined)?.[0]?.tiles.length ?? 0) >= 2,
              target: 'playing',
              actions: assign({ tiles: ({ event }) => (event.output as MatchingItem[])[0]!.tiles, error: null }),
            },
            { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
          ],
          onError: { target: 'loadFailed', actions: assign({ error: () => game.texts.loadError }) },
        },
      },
      loadFailed: { on: { RETRY: 'loading' } },
      playing: {
        always: { guard: 'boardCleared', target: 'finishing' },
        on: {
          PICK: {
            guard: 'pickable',
            actions: assign(({ context, event }) => {
              const index = event.type === 'PICK' ? event.tile : -1;
              const tile = context.tiles[index]!;
              // A second tile of the same kind replaces the first; picking it again deselects.
              if (tile.type === 'fixed') return { selectedFixed: context.selectedFixed === index ? null : index, lastResult: null };
              return { selectedGrowth: context.selectedGrowth === index ? null : index, lastResult: null };
            }),
          },
          CHECK: [
            {
              guard: 'isMatch',
              actions: assign(({ context }) => ({
                matched: [...context.matched, context.tiles[context.selectedFixed!]!.pair],
                points: context.points + game.scoring.perMatch,
                correct: context.correct + 1,
                selectedFixed: null,
                selectedGrowth: null,
                lastResult: 'right' as const,
              })),
            },
            {
              guard: 'bothSelected',
              actions: assign(({ context }) => ({
                points: Math.max(game.scoring.floor, context.points + game.scoring.perMiss),
                wrong: context.wrong + 1,
                selectedFixed: null,
                selectedGrowth: null,
                lastResult: 'wrong' as const,
              })),
            },
          ],
          DISMISS: { actions: assign({ lastResult: null }) },
        },
      },
      finishing: {
        entry: 'computeFinal',
        always: [{ guard: 'shouldRecord', target: 'recording' }, { target: 'reloading' }],
      },
      recording: {
        tags: ['busy'],
        invoke: {
          id: 'recordCompletion',
          src: 'recordCompletion',
          input: ({ context }) => context.final!,
          onDone: { target: 'reloading', actions: assign({ record: ({ event }) => event.output ?? {} }) },
          onError: { target: 'reloading', actions: assign({ recordError: () => saveError }) },
        },
      },
      // The next set loads shortly after the board is cleared.
      reloading: { after: { reload: 'done' } },
      done: { type: 'final' },
    },
    output: outputOf,
  });
}
