import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameEvent } from '../../engine/events.ts';
import type { GameDefinition } from '../../engine/game-schema.ts';
import type { PlayItem } from '../../engine/items.ts';
import type { GameOutput } from '../../engine/machines/shared.ts';
import { replay, type RecordedCheck } from '../../engine/replay.ts';

/** A completed play to check: the game, the items and checks the server stored, the child's log. */
export type ReplayJob = { gameId: string; items: PlayItem[]; events: GameEvent[]; checks: RecordedCheck[] };
export type ReplayAnswer = { id: number; output: GameOutput | null } | { id: number; error: string };

/** Replays completed plays: the result a finished play earns, or null when the log does not finish it. */
export interface Replayer {
  replay(job: ReplayJob): Promise<GameOutput | null>;
  close(): Promise<void>;
}

/** Replays a job against the games it knows (on whichever thread calls it); throws for an unknown game. */
export function jobReplay(games: readonly GameDefinition[]): (job: ReplayJob) => GameOutput | null {
  const byId = new Map(games.map((g) => [g.id, g]));
  return (job) => {
    const game = byId.get(job.gameId);
    if (!game) throw new Error(`unknown game ${job.gameId}`);
    return replay(game, job.items, job.events, job.checks).output;
  };
}

/** Replays on the calling thread: tests, and machines with a single core. */
export function inlineReplayer(games: readonly GameDefinition[]): Replayer {
  const run = jobReplay(games);
  return {
    async replay(job) {
      return run(job);
    },
    async close() {},
  };
}

/** Worker threads the server replays on: one per core beyond the event loop's, at most 4. */
export function replayThreads(): number {
  return Math.max(0, Math.min(4, availableParallelism() - 1));
}

type Thread = { worker: Worker; busy: number; ready: boolean };

/**
 * Replays on worker threads. A replay is pure CPU work (hundreds of microseconds of XState
 * transitions per play) and every completed play needs one: on the event loop it holds up every
 * other request, the profile reads and the limits checks of all children meanwhile. The threads
 * get the game definitions once; a job carries only its play. A thread that dies fails its jobs
 * (the child gets a 500 and can send the play again: nothing was written) and is replaced; if a
 * thread cannot even start, the pool gives up and replays on the calling thread.
 */
export function workerReplayer(games: readonly GameDefinition[], threads: number, log: (line: string) => void = console.error): Replayer {
  const inline = inlineReplayer(games);
  const pending = new Map<number, { job: ReplayJob; resolve: (output: GameOutput | null) => void; reject: (error: Error) => void; thread: Thread }>();
  let nextId = 0;
  let closing = false;
  let broken = false;

  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(workerBoot, { eval: true, workerData: { games } }), busy: 0, ready: false };
    thread.worker.on('message', (answer: ReplayAnswer | { ready: true }) => {
      if ('ready' in answer) {
        thread.ready = true;
        return;
      }
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if (--thread.busy === 0) thread.worker.unref();
      if ('error' in answer) job.reject(new Error(`replay failed: ${answer.error}`));
      else job.resolve(answer.output);
    });
    thread.worker.on('error', (error) => log(`[replay] worker error: ${error.message}`));
    thread.worker.on('exit', () => {
      if (!thread.ready && !closing && !broken) {
        broken = true;
        log('[replay] worker threads do not start; replaying on the event loop');
      }
      for (const [id, entry] of pending) {
        if (entry.thread !== thread) continue;
        pending.delete(id);
        // A thread that never started has not seen the job: it is replayed here instead.
        if (broken && !thread.ready) inline.replay(entry.job).then(entry.resolve, entry.reject);
        else entry.reject(new Error('replay worker stopped'));
      }
      if (!closing && !broken) pool[pool.indexOf(thread)] = start();
    });
    // An idle thread must not keep the process alive (a test, a CLI run); a busy one must.
    thread.worker.unref();
    return thread;
  };
  const pool = Array.from({ length: threads }, start);

  return {
    replay(job) {
      if (broken) return inline.replay(job);
      const thread = pool.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      if (thread.busy++ === 0) thread.worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { job, resolve, reject, thread });
        thread.worker.postMessage({ id, job });
      });
    },
    async close() {
      closing = true;
      await Promise.all(pool.map((t) => t.worker.terminate()));
    },
  };
}

/**
 * The worker's entry: the worker is TypeScript like the server, so it registers tsx's loader
 * first (a worker's own module hooks, as `npm start` has them on the main thread).
 */
const workerBoot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./replay-worker.ts', import.meta.url).href)}); })
  .catch((error) => { console.error(error); process.exit(1); });`;
