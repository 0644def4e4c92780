/**
 * Soak test: mixed traffic from simulated children against a real server on 127.0.0.1 for a
 * while, then a consistency check of the database it leaves behind.
 *
 *   npm run soak                       10 minutes, 10 children at a time
 *   npm run soak -- --minutes 2 --children 16 --max-requests 50000 --seed 7 --keep
 *
 * The server is started here (node --import tsx server/main.ts, NODE_ENV=test so the test
 * checkout and the dev outbox exist) on a free port with a fresh database in a temp folder.
 * Children sign up through the API and the dev outbox, play games with event logs built from
 * the items the server drew, have their answers checked, buy plays (and now and then premium)
 * through the test checkout, look at their profile and limits, log out and in; visitors play
 * open games. A child retires before it reaches the per-hour start limit and a new one signs
 * up. At the end the server gets SIGTERM and must exit 0; then the database is checked.
 *
 * Exits 1 on any unexpected answer (5xx, 429, a refused completion, a network error) or any
 * broken invariant.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { GameDefinition } from '../engine/game-schema.ts';
import type { TextItem } from '../engine/items.ts';
import { shippedCatalog } from '../server/content.ts';
import {
  checkAnswer,
  completePlay,
  FerdyClient,
  payTestCheckout,
  signUpConfirmed,
  startCheckout,
  startPlay,
  UnexpectedReply,
  type RequestLog,
} from './reliability/api-client.ts';
import { checkAcknowledged, checkInvariants, openForCheck, type Acknowledged, type Invariant } from './reliability/consistency.ts';
import { eventsFor, friendlyRewrite, rewriteEvents } from './reliability/event-logs.ts';
import { startServer } from './reliability/server-process.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    children: { type: 'string', default: '10' },
    'max-requests': { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const concurrency = Number(args.children);
const maxRequests = Number(args['max-requests']);
if (!(minutes > 0) || !(concurrency > 0) || !(maxRequests > 0)) {
  console.error('usage: npm run soak -- [--minutes 10] [--children 10] [--max-requests N] [--seed N] [--keep]');
  process.exit(2);
}
const seed = args.seed !== undefined ? Number(args.seed) : Date.now() % 1_000_000;

function prng(s: number): () => number {
  let state = s >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Statistics

const latencies = new Map<string, number[]>();
const errors: string[] = [];
let served = 0;
let sent = 0;
const log: RequestLog = ({ kind, status, ms, error }) => {
  if (status > 0) served++;
  const list = latencies.get(kind) ?? [];
  list.push(ms);
  latencies.set(kind, list);
  if (status === 0) errors.push(`${kind}: network error ${error ?? ''}`);
  else if (status >= 500 || status === 429) errors.push(`${kind}: HTTP ${status}`);
};
const counts = { signUps: 0, plays: 0, completions: 0, checks: 0, purchases: 0, premium: 0, logins: 0, visitorPlays: 0, abandoned: 0 };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

// ---------------------------------------------------------------------------------------------
// The children

const password = 'fuchs-geheim-123';
const catalog = shippedCatalog();
const gamesPlayed = catalog.games.filter((g) => g.player !== 'text' || g.id === 'sags-mal-anders');
const openGames = catalog.games.filter((g) => g.access === 'open' && g.player !== 'text');
const acks: Acknowledged = { starts: [], completions: [], payments: [] };

const dir = mkdtempSync(join(tmpdir(), 'ferdy-soak-'));
const databasePath = join(dir, 'ferdy.sqlite');
const server = await startServer({ databasePath });
const deadline = Date.now() + minutes * 60_000;
let stopping = false;
const timeUp = () => stopping || Date.now() >= deadline || sent >= maxRequests;

/** Counts a request before it is sent, so that --max-requests bounds what is sent. */
function client(): FerdyClient {
  const c = new FerdyClient(server.url, log);
  const request = c.request.bind(c);
  c.request = ((...a: Parameters<typeof request>) => {
    sent++;
    return request(...a);
  }) as typeof c.request;
  return c;
}

function expectStatus(what: string, reply: { status: number; body: unknown; ms: number; headers: Headers }, ...ok: number[]) {
  if (!ok.includes(reply.status)) throw new UnexpectedReply(what, reply);
}

class Child {
  readonly c = client();
  readonly email: string;
  starts = 0;
  checkouts = 0;
  checkTimes: number[] = [];

  constructor(n: number) {
    this.email = `kind-${n}-${seed}@example.org`;
  }

  async buy(category: string, plays?: number) {
    const id = await startCheckout(this.c, password, category, plays);
    this.checkouts++;
    const paid = await payTestCheckout(this.c, id);
    expectStatus('pay', paid, 303);
    acks.payments.push({ checkoutSessionId: id, plays: plays ?? 0 });
    counts.purchases++;
    if (plays === undefined) counts.premium++;
  }

  async play() {
    // Writing games are checked on the server; 20 checks a minute is the per-child limit.
    const now = Date.now();
    this.checkTimes = this.checkTimes.filter((t) => now - t < 60_000);
    const game: GameDefinition = pick(this.checkTimes.length >= 15 ? gamesPlayed.filter((g) => g.player !== 'text') : gamesPlayed);
    let started = await startPlay(this.c, game.id);
    this.starts++;
    if (started.status === 402) {
      // Out of plays in this category: a parent buys some (rarely premium), then the child starts again.
      if (random() < 0.04) await this.buy('premium_subscription');
      else await this.buy(game.category, 3 + Math.floor(random() * 8));
      started = await startPlay(this.c, game.id);
      this.starts++;
    }
    expectStatus(`start ${game.id}`, started, 201);
    const playId = started.body.playId!;
    acks.starts.push({ playId, consumed: started.body.consumed! });
    counts.plays++;
    if (random() < 0.03) {
      counts.abandoned++;
      return;
    }
    await sleep(random() * 150);
    let events;
    if (game.player === 'text') {
      const item = started.body.items[0] as TextItem;
      this.checkTimes.push(Date.now());
      const verdict = await checkAnswer(this.c, playId, 'check-rewrite', { original: String(item.raw.sentence), rewrite: friendlyRewrite });
      expectStatus('check', verdict, 200);
      counts.checks++;
      events = rewriteEvents();
    } else {
      events = eventsFor(game, started.body.items, random);
    }
    const done = await completePlay(this.c, playId, events);
    expectStatus(`complete ${game.id}`, done, 200);
    acks.completions.push({ playId, points: done.body.pointsEarned, recorded: done.body.recorded });
    counts.completions++;
  }

  async act() {
    const r = random();
    if (r < 0.62) return this.play();
    if (r < 0.74) return expectStatus('profile', await this.c.request('GET', '/api/profile'), 200);
    if (r < 0.82)
      return expectStatus(
        'limits',
        await this.c.request('GET', `/api/limits/${pick(Object.keys(catalog.categories.categories))}`, {
          kind: 'GET /api/limits/:category',
        }),
        200,
      );
    if (r < 0.88) return expectStatus('me', await this.c.request('GET', '/api/auth/me'), 200);
    if (r < 0.91 && this.checkouts < 15)
      return this.buy(
        pick(['mindset', 'communication', 'problem_solving', 'conflict_resolution', 'emotional_intelligence']),
        1 + Math.floor(random() * 3),
      );
    if (r < 0.93) {
      expectStatus('logout', await this.c.request('POST', '/api/auth/logout'), 200);
      expectStatus('login', await this.c.request('POST', '/api/auth/login', { json: { email: this.email, password } }), 200);
      counts.logins++;
      return;
    }
    // A visitor on the same machine: open games and checks, nothing stored.
    const visitor = client();
    const game = pick(openGames);
    expectStatus(
      'visitor play',
      await visitor.request('POST', '/api/plays', { json: { gameId: game.id }, kind: 'POST /api/plays (visitor)' }),
      201,
    );
    counts.visitorPlays++;
    if (random() < 0.5) {
      const check = await visitor.request('POST', '/api/checks', {
        json: { gameId: 'sags-mal-anders', checker: 'check-rewrite', input: { original: 'Du bist doof.', rewrite: friendlyRewrite } },
      });
      expectStatus('visitor check', check, 200);
    }
    expectStatus('health', await visitor.request('GET', '/api/health'), 200);
  }

  /** Signs up, acts until the time is up or it nears the start limit (120 an hour), then retires. */
  async live() {
    await signUpConfirmed(this.c, this.email, password);
    counts.signUps++;
    const retireAt = 60 + Math.floor(random() * 50);
    while (!timeUp() && this.starts < retireAt && this.checkouts < 17) {
      await this.act();
      await sleep(20 + random() * 250);
    }
  }
}

let childNo = 0;
async function slot() {
  while (!timeUp()) {
    const child = new Child(++childNo);
    try {
      await child.live();
    } catch (err) {
      errors.push(`child ${child.email}: ${err instanceof Error ? err.message : String(err)}`);
      if (errors.length > 50) stopping = true;
    }
  }
}

process.on('SIGINT', () => {
  console.log('\nStopping early (SIGINT) …');
  stopping = true;
});

console.log(
  `Soak: ${minutes} min, ${concurrency} children at a time, seed ${seed}, server ${server.url} (pid ${server.pid}), database ${databasePath}`,
);
const started = Date.now();
const progress = setInterval(() => {
  const s = Math.round((Date.now() - started) / 1000);
  console.log(
    `  ${s}s: ${served} requests served, ${errors.length} errors, ${counts.signUps} sign-ups, ${counts.completions} completions, ${counts.purchases} purchases`,
  );
}, 30_000);
await Promise.all(Array.from({ length: concurrency }, () => slot()));
clearInterval(progress);
const elapsed = (Date.now() - started) / 1000;

const exit = await server.stop();
const walLeft = existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0;
const shutdownOk = exit.code === 0 && exit.signal === null && walLeft === 0;

// ---------------------------------------------------------------------------------------------
// Consistency and report

let invariants: Invariant[] = [];
const db = openForCheck(databasePath);
try {
  invariants = [...checkInvariants(db), ...checkAcknowledged(db, acks)];
  invariants.push({
    name: 'graceful shutdown: SIGTERM → exit 0, WAL checkpointed',
    ok: shutdownOk,
    detail: `exit ${JSON.stringify(exit)}, ${walLeft} bytes left in the WAL`,
  });
  const rows = (t: string) => db.prepare(`select count(*) from ${t}`).pluck().get() as number;
  console.log(
    `\nDatabase: ${rows('users')} users, ${rows('plays')} plays, ${rows('game_sessions')} game sessions, ${rows('purchases')} purchases, ` +
      `${(statSync(databasePath).size / 1024 / 1024).toFixed(1)} MiB`,
  );
} finally {
  db.close();
}

const all = [...latencies.values()].flat().sort((a, b) => a - b);
console.log(`\nRequests served: ${served} in ${elapsed.toFixed(0)} s (${(served / elapsed).toFixed(1)}/s); errors: ${errors.length}`);
console.log(
  `Latency overall: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${percentile(all, 100).toFixed(1)} ms`,
);
console.log(
  `Children: ${counts.signUps} signed up; ${counts.plays} plays started (${counts.abandoned} abandoned), ${counts.completions} completed, ` +
    `${counts.checks} answers checked, ${counts.purchases} purchases (${counts.premium} premium), ${counts.logins} logins, ${counts.visitorPlays} visitor plays`,
);
console.log('\n  request                                           count    p50 ms   p99 ms   max ms');
for (const [kind, list] of [...latencies].sort((a, b) => b[1].length - a[1].length)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `  ${kind.padEnd(48)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${percentile(sorted, 100).toFixed(1).padStart(8)}`,
  );
}
console.log('\nInvariants:');
for (const inv of invariants) console.log(`  ${inv.ok ? '✓' : '✗'} ${inv.name} — ${inv.detail}`);
if (errors.length) {
  console.log(`\nErrors (${errors.length}, first 20):`);
  for (const e of errors.slice(0, 20)) console.log(`  ${e}`);
}
const failed = errors.length > 0 || invariants.some((i) => !i.ok);
if (failed || args.keep) console.log(`\nDatabase kept at ${databasePath}`);
else rmSync(dir, { recursive: true, force: true });
console.log(failed ? '\nSOAK FAILED' : `\nSOAK OK: ${invariants.length} invariants hold, 0 errors`);
process.exit(failed ? 1 : 0);
