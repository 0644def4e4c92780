import { fromPromise } from 'xstate';
import type { CheckerName } from '../generators.ts';
import type { GameDefinition, Message } from '../game-schema.ts';
import type { PlayItem } from '../items.ts';
import { computeScore, type PlayMetrics } from '../scoring.ts';

export type CheckRequest = { checker: CheckerName; input: Record<string, string> };
/** A checker's answer: its output fields (isImproved, feedback, …). */
export type CheckOutcome = Record<string, unknown>;
export type RecordRequest = { score: number; points: number; success: boolean; share: number; correct: number };
export type RecordOutcome = { pointsEarned?: number; totalPoints?: number; recorded?: boolean };

export type GameOutput = RecordRequest & {
  recorded: boolean;
  record: RecordOutcome | null;
  recordError: Message | null;
};

/**
 * The async steps every game names. The machine only declares them; the web (API calls), the
 * server (stored items and checks) and tests provide their own implementations.
 */
export const gameActors = {
  loadItems: fromPromise<PlayItem[], { gameId: string }>(async () => {
    throw new Error('loadItems is not provided: pass it with machine.provide({ actors })');
  }),
  checkAnswer: fromPromise<CheckOutcome, CheckRequest>(async () => {
    throw new Error('checkAnswer is not provided: pass it with machine.provide({ actors })');
  }),
  recordCompletion: fromPromise<RecordOutcome, RecordRequest>(async () => {
    throw new Error('recordCompletion is not provided: pass it with machine.provide({ actors })');
  }),
};

/** What a finished play reports: score, points and success from the game's rules. */
export function finalMetrics(def: GameDefinition, m: PlayMetrics): RecordRequest {
  const score = computeScore(def.completion.score, m);
  const points = def.completion.points !== undefined ? computeScore(def.completion.points, m) : score;
  const success = def.completion.successShare !== undefined ? m.share + 1e-9 >= def.completion.successShare : true;
  return { score, points, success, share: m.share, correct: m.correct };
}

export function shouldRecord(def: GameDefinition, m: PlayMetrics): boolean {
  return def.completion.record && (def.completion.minCorrect === undefined || m.correct >= def.completion.minCorrect);
}

export const saveError: Message = 'Fehler beim Speichern des Spielfortschritts';

/** The context every game keeps around its play: a load problem, and the result and its recording. */
export type LifecycleContext = {
  error: Message | null;
  final: RecordRequest | null;
  record: RecordOutcome | null;
  recordError: Message | null;
};

/** The tags players ask for: `busy` while an async step runs, `result` once the play is over. */
export type GameTag = 'busy' | 'result';

/** A game's own transition out of loading, by the names of its guard and action. */
type NamedTransition = { readonly guard: string; readonly target: string; readonly actions: string };

/** What a transition that takes a done step's answer is handed as the action's or guard's params. */
const output = <T>({ event }: { event: { output: T } }) => event.output;

/**
 * The lifecycle every game shares around its own playing states:
 * intro → loading → (loadFailed → loading) → `play` … → finishing → (recording) → done.
 * The states name their guards and actions; each machine implements them in its `setup()`:
 * guards `itemsUsable(items)` and `shouldRecord`, actions `takeItems(items)`, `noteNothingDrawn`,
 * `noteLoadError`, `computeFinal`, `keepRecord(record)` and `noteRecordError`.
 * `loaded` and `loadFailed` add a game's own ways out of loading (after the usable items, before a
 * failed load); `after` is where the finished play goes (Paare finden reloads the next set).
 */
export function lifecycleStates<
  const Play extends string,
  const After extends string = 'done',
  const Loaded extends readonly NamedTransition[] = [],
  const Failed extends readonly NamedTransition[] = [],
>(gameId: string, play: Play, options: { after?: After; loaded?: Loaded; loadFailed?: Failed } = {}) {
  const after = (options.after ?? 'done') as After;
  return {
    intro: { on: { START: 'loading' } },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadItems',
        src: 'loadItems',
        input: () => ({ gameId }),
        onDone: [
          {
            guard: { type: 'itemsUsable', params: output<PlayItem[]> },
            target: play,
            actions: { type: 'takeItems', params: output<PlayItem[]> },
          },
          ...(options.loaded ?? []),
          { target: 'loadFailed', actions: 'noteNothingDrawn' },
        ],
        onError: [...(options.loadFailed ?? []), { target: 'loadFailed', actions: 'noteLoadError' }],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    finishing: {
      tags: ['result'],
      entry: 'computeFinal',
      always: [{ guard: 'shouldRecord', target: 'recording' }, { target: after }],
    },
    recording: {
      tags: ['busy', 'result'],
      invoke: {
        id: 'recordCompletion',
        src: 'recordCompletion',
        input: ({ context }: { context: LifecycleContext }) => context.final!,
        onDone: { target: after, actions: { type: 'keepRecord', params: output<RecordOutcome | undefined> } },
        onError: { target: after, actions: 'noteRecordError' },
      },
    },
    done: { type: 'final', tags: ['result'] },
  } as const;
}

/** The output of every game machine's final state. */
export function outputOf({ context }: { context: LifecycleContext }): GameOutput {
  return {
    ...context.final!,
    recorded: context.record !== null && context.record.recorded !== false,
    record: context.record,
    recordError: context.recordError,
  };
}
