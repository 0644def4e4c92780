import { parentPort, workerData } from 'node:worker_threads';
import type { GameDefinition } from '../../engine/game-schema.ts';
import { jobReplay, type ReplayAnswer, type ReplayJob } from './replayer.ts';

// One thread of the replay pool: replays completed plays off the event loop (see replayer.ts).
const run = jobReplay((workerData as { games: GameDefinition[] }).games);

parentPort!.on('message', ({ id, job }: { id: number; job: ReplayJob }) => {
  let answer: ReplayAnswer;
  try {
    answer = { id, output: run(job) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage({ ready: true });
