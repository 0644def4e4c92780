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

type FinalFields = { final: RecordRequest | null; record: RecordOutcome | null; recordError: Message | null };

/** The output of every game machine's final state. */
export function outputOf({ context }: { context: FinalFields }): GameOutput {
  return {
    ...context.final!,
    recorded: context.record !== null && context.record.recorded !== false,
    record: context.record,
    recordError: context.recordError,
  };
}
