import { parentPort, workerData } from 'node:worker_threads';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { replay } from '../../engine/replay.ts';
import type { ReplayJob, ReplayAnswer } from './replayer.ts';

// One thread of the replay pool: replays completed plays off the event loop (see replayer.ts).
const games = new Map((workerData as { games: GameDefinition[] }).games.map((g) => [g.id, g]));

parentPort!.on('message', ({ id, job }: { id: number; job: ReplayJob }) => {
  let answer: ReplayAnswer;
  try {
    const game = games.get(job.gameId);
    if (!game) throw new Error(`unknown game ${job.gameId}`);
    answer = { id, output: replay(game, job.items, job.events, job.checks).output };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage({ ready: true });
