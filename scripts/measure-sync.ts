import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { completePlay, startPlay } from '../server/db/plays-db.ts';
import { fulfilPurchase, insertPurchase } from '../server/db/purchases-db.ts';
import { seedAccounts } from './bench-seed.ts';

// What PRAGMA synchronous=FULL costs a commit, on a temporary database file in the system's temp
// directory, in WAL mode as the server runs it:
//   tsx scripts/measure-sync.ts [--commits 1000] [--rounds 5]
// It prints sequential commits per second of a play completion under NORMAL and under FULL
// (the two levels a global setting could take), of a purchase fulfilment (which commits with
// FULL on its own, see `durably` in server/db/client.ts), and what switching the level around
// one transaction costs.

const { values } = parseArgs({ options: { commits: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '5' } } });
const commits = Number(values.commits);
const rounds = Number(values.rounds);

const dir = mkdtempSync(join(tmpdir(), 'ferdy-sync-'));
const path = join(dir, 'measure.sqlite');
const db = openDatabase(path);
const start = Date.now();
const [player] = seedAccounts(db, 'kind', 1, true, start);
const userId = player!.userId;
let serial = 0;

function setSync(level: 'NORMAL' | 'FULL') {
  db.$client.pragma(`synchronous = ${level}`);
}

async function startedPlays(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `play-${serial++}`;
    const started = await startPlay(db, {
      id,
      userId,
      gameId: 'gefuehlsampel',
      category: 'emotional_intelligence',
      items: [],
      sourceIds: [],
      playDate: '2026-03-02',
      now: start,
    });
    if (!started.ok) throw new Error('could not start a play');
    ids.push(id);
  }
  return ids;
}

async function pendingPurchases(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const checkoutSessionId = `test_cs_${serial++}`;
    await insertPurchase(db, {
      checkoutSessionId,
      userId,
      kind: 'plays',
      gameCategory: 'mindset',
      plays: 1,
      amountCents: 299,
      provider: 'test',
      status: 'pending',
      createdAt: start,
    });
    ids.push(checkoutSessionId);
  }
  return ids;
}

type Figures = { perSecond: number; p50: number; p99: number };

/** Runs `commit` once per id, one after the other (as one busy connection does), timing each. */
async function timed(ids: string[], commit: (id: string) => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  const begin = process.hrtime.bigint();
  for (const id of ids) {
    const t0 = process.hrtime.bigint();
    await commit(id);
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { perSecond: ids.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const complete = (id: string) =>
  completePlay(db, {
    playId: id,
    userId,
    sessionId: `s-${id}`,
    gameName: 'Gefühlsampel',
    category: 'emotional_intelligence',
    score: 80,
    points: 8,
    success: true,
    now: start,
    record: true,
  });
const fulfil = (id: string) => fulfilPurchase(db, { checkoutSessionId: id, now: start });

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// A first pass unmeasured: caches, the WAL file and the statements warm up.
await timed(await startedPlays(commits), complete);

const results = { normal: [] as Figures[], full: [] as Figures[], purchase: [] as Figures[] };
for (let round = 0; round < rounds; round++) {
  setSync('NORMAL');
  results.normal.push(await timed(await startedPlays(commits), complete));
  const forFull = await startedPlays(commits);
  setSync('FULL');
  results.full.push(await timed(forFull, complete));
  setSync('NORMAL');
  results.purchase.push(await timed(await pendingPurchases(commits), fulfil));
}

// The switch itself: two pragma statements around a transaction.
const switches = 10_000;
const t0 = process.hrtime.bigint();
for (let i = 0; i < switches; i++) {
  setSync('FULL');
  setSync('NORMAL');
}
const switchMicros = Number(process.hrtime.bigint() - t0) / 1e3 / switches;

function line(name: string, figures: Figures[]) {
  const perSecond = median(figures.map((f) => f.perSecond));
  const p50 = median(figures.map((f) => f.p50));
  const p99 = median(figures.map((f) => f.p99));
  const spread = figures.map((f) => Math.round(f.perSecond)).join(' / ');
  console.log(
    `${name.padEnd(44)} ${Math.round(perSecond).toString().padStart(6)} commits/s   p50 ${p50.toFixed(3)} ms   p99 ${p99.toFixed(3)} ms   (rounds: ${spread})`,
  );
}

console.log(`${commits} sequential commits per round, ${rounds} rounds, median; database in ${dir}`);
line('play completion, synchronous=NORMAL', results.normal);
line('play completion, synchronous=FULL', results.full);
line('purchase fulfilment (FULL for its commit)', results.purchase);
console.log(`switching NORMAL → FULL → NORMAL around one transaction: ${switchMicros.toFixed(2)} µs`);

db.$client.close();
rmSync(dir, { recursive: true, force: true });
