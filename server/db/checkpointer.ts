import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './client.ts';

/**
 * WAL checkpoints off the event loop.
 *
 * SQLite copies the write-ahead log back into the database file every 1,000 pages by default,
 * inside the commit that crosses the mark: the copy and its two fsyncs (several milliseconds
 * here) then hold up the event loop, and every request in flight waits, reads included. Under
 * a stream of completions that is one stall every ~130 commits, and 40 µs added to each on
 * average (measured in-process: 93 µs a completion's write on average, 50 µs at the median).
 *
 * Here a worker thread with its own connection checkpoints instead (PASSIVE: it never blocks a
 * writer). The log can only start over from its beginning when a write begins while every page
 * of it is already copied, which a steady stream of writes never allows; so once the log is
 * long, the worker asks for a pause: the hot writes (starts and completions, which wait on
 * `beforeWrite`) hold off while it copies the last pages, and the first write after the pause
 * starts the log anew. Reads go on throughout. A write that does not wait (a rare account or
 * payment write) only makes that pause useless, and the worker asks again later. Should pauses
 * not help (a long read elsewhere, a slow disk) and the log grow to four times the mark, the
 * commits checkpoint themselves until it has started over; if the worker cannot run at all,
 * SQLite's own checkpoints come back for good.
 */
export type Checkpointer = {
  /** Resolves once the thread has opened the database (or has given up). */
  ready: Promise<void>;
  /** Pauses of the hot writes so far (for tests and diagnostics). */
  pauses(): number;
  close(): Promise<void>;
};

export type CheckpointerOptions = {
  /** pages in the log after which the worker asks for a pause to start it anew */
  restartPages?: number;
  /** how often the worker copies what is new, in ms (twelve times as long while nothing is written) */
  intervalMs?: number;
  /** longest pause of the hot writes, in ms, even when the worker does not answer */
  maxPauseMs?: number;
  log?: (line: string) => void;
};

/** SQLite's own checkpoint interval (pages), restored when the worker is gone or the log overgrown. */
const sqliteDefaultPages = 1000;
/** The log is overgrown at this many times `restartPages`: pauses did not let it start over. */
const overgrownFactor = 4;

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'overgrown'; pages: number }
  | { type: 'recovered' }
  | { type: 'error'; message: string };

const gates = new WeakMap<Db, Promise<void>>();

/** Resolves when a hot write may start; `undefined` (nothing to wait for) almost always. */
export function beforeWrite(db: Db): Promise<void> | undefined {
  return gates.get(db);
}

export function startCheckpointer(db: Db, path: string, options: CheckpointerOptions = {}): Checkpointer {
  const log = options.log ?? console.error;
  const maxPauseMs = options.maxPauseMs ?? 50;
  const restartPages = options.restartPages ?? 4000;
  let closing = false;
  let stopped = false;
  let pauses = 0;
  let openGate: (() => void) | null = null;
  let pauseTimer: NodeJS.Timeout | null = null;
  let isReady!: () => void;
  const ready = new Promise<void>((resolve) => (isReady = resolve));

  const endPause = () => {
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = null;
    gates.delete(db);
    openGate?.();
    openGate = null;
  };
  const sqliteCheckpoints = (pages: number) => {
    try {
      db.$client.pragma(`wal_autocheckpoint = ${pages}`);
    } catch {
      // The database is already closed: nothing to checkpoint.
    }
  };

  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      betterSqlite3: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      restartPages,
      overgrownPages: restartPages * overgrownFactor,
      intervalMs: options.intervalMs ?? 20,
      idleMs: (options.intervalMs ?? 20) * 12,
    },
  });
  sqliteCheckpoints(0);

  worker.on('message', (message: WorkerMessage) => {
    switch (message.type) {
      case 'ready':
        isReady();
        break;
      case 'pause':
        // Writes are synchronous here: none is half-done while this message is handled.
        if (!gates.has(db) && !closing) {
          pauses++;
          gates.set(db, new Promise<void>((resolve) => (openGate = resolve)));
          pauseTimer = setTimeout(endPause, maxPauseMs);
          pauseTimer.unref();
        }
        worker.postMessage({ type: 'paused' });
        break;
      case 'resume':
        endPause();
        break;
      case 'overgrown':
        // Pauses did not help (a long read elsewhere, writes that do not wait, a slow disk):
        // the commits checkpoint themselves again until the log has started over.
        log(`[checkpoint] the log holds ${message.pages} pages; SQLite checkpoints in the commits until it starts over`);
        sqliteCheckpoints(sqliteDefaultPages);
        break;
      case 'recovered':
        if (!stopped) sqliteCheckpoints(0);
        break;
      case 'error':
        log(`[checkpoint] ${message.message}`);
        break;
    }
  });
  const fallBack = (why: string) => {
    endPause();
    isReady();
    if (closing || stopped) return;
    stopped = true;
    log(`[checkpoint] worker stopped (${why}); SQLite checkpoints in the commits again`);
    sqliteCheckpoints(sqliteDefaultPages);
  };
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`exit ${code}`));
  worker.unref();

  return {
    ready,
    pauses: () => pauses,
    async close() {
      closing = true;
      endPause();
      await worker.terminate();
    },
  };
}

/**
 * The worker: plain JavaScript, so it needs no TypeScript loader. Any failure ends it, and the
 * main thread gives checkpoints back to SQLite. `log` is the number of pages in the log and
 * `checkpointed` how many of them are copied; both stay put while nothing is written.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.betterSqlite3);
const db = new Database(workerData.path, { fileMustExist: true });
// For fsync only, and never closed: closing any descriptor of the database file would drop
// every SQLite lock this process holds on it (POSIX locks belong to the process).
const dbFile = fs.openSync(workerData.path, 'r');
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
function fail(error) {
  parentPort.postMessage({ type: 'error', message: String((error && error.message) || error) });
  process.exit(1);
}
let last = -1;
let overgrown = false;
function tick() {
  try {
    let { log, checkpointed } = checkpoint();
    if (log >= workerData.restartPages && checkpointed < log) {
      // SQLite syncs the database file only after a checkpoint that copied the whole log: the
      // one in the pause. Flushing the pages copied so far first keeps that sync short.
      fs.fsyncSync(dbFile);
      // And what came in meanwhile is copied too: the pause has only the last commits left.
      ({ log, checkpointed } = checkpoint());
    }
    if (!overgrown && log >= workerData.overgrownPages) {
      overgrown = true;
      parentPort.postMessage({ type: 'overgrown', pages: log });
    } else if (overgrown && log < workerData.restartPages) {
      overgrown = false;
      parentPort.postMessage({ type: 'recovered' });
    }
    const idle = checkpointed === log && log === last;
    last = log;
    // Fully copied: the next write starts the log anew by itself, no pause needed.
    if (log >= workerData.restartPages && checkpointed < log && !overgrown) parentPort.postMessage({ type: 'pause' });
    // An idle site is looked at a few times a second only.
    else setTimeout(tick, idle ? workerData.idleMs : workerData.intervalMs);
  } catch (error) {
    fail(error);
  }
}
parentPort.on('message', (message) => {
  if (message.type !== 'paused') return;
  try {
    checkpoint();
  } catch (error) {
    fail(error);
  }
  parentPort.postMessage({ type: 'resume' });
  setTimeout(tick, workerData.intervalMs);
});
parentPort.postMessage({ type: 'ready' });
tick();
`;
