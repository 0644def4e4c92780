/**
 * `npm run bench:api` — API throughput and latency against production-mode servers on 127.0.0.1.
 *
 * - The floor is a bare Hono JSON route in the same server process, behind the same middleware
 *   (GET /api/bench/bare, mounted only with BENCH_BARE=1). Every Ferdy route is reported as a
 *   share of it. For reference, a minimal Hono app alone (scripts/bench-bare-server.ts, its own
 *   process, started the same way) is measured too.
 * - Routes: profile read, limits read, start-play, complete-play (a 16-event log replayed on the
 *   server). All targets are measured in the same run, interleaved: a round measures each in
 *   turn, each right after a measurement of the floor, and a route's share and p99 ratio are
 *   taken to that floor measurement; three rounds, median per figure.
 * - Scale check: the profile read (HTTP) and the recent-sessions query (in-process) on an almost
 *   empty database and on one with 100,000 users and 1,000,000 game sessions; the reader's own
 *   data is the same in both. Prints the query plans of both reads.
 *
 * Flags: --duration=S (seconds per measurement, default 4), --connections=N (default 10),
 * --rounds=N (default 3), --no-scale (skip the 1M-row database), --only=WORD,… (the floor and the
 * routes whose names hold one of the words, no scale check: for working on one route),
 * --cpu-prof=DIR (the main server writes a V8 CPU profile there when it stops; its worker threads
 * write their own). Exits 1 when a target is missed.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { ChoiceItem } from '../engine/items.ts';
import { createAiProvider } from '../server/ai/create-provider.ts';
import { testConfig } from '../server/config.ts';
import { shippedCatalog } from '../server/content.ts';
import { openDatabase, type Db } from '../server/db/client.ts';
import { limitsFor, pointsPerPeriod, profileRow, rebuildProfileSummary, recentSessions } from '../server/db/plays-db.ts';
import * as schema from '../server/db/schema.ts';
import { findSessionWithUser } from '../server/db/sessions-db.ts';
import { drawItems } from '../server/plays/draw-items.ts';
import { chartAt, playDate } from '../server/plays/play-day.ts';
import { ensureWebBuild } from '../server/web-build.ts';
import { benchOperator, median, percentile, repoRoot, startServer, table, type Server } from './bench-lib.ts';
import { seedAccounts, type Account } from './bench-seed.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'] as const;
  }),
);
const durationS = Number(args.get('duration') ?? 4);
const connections = Number(args.get('connections') ?? 10);
const rounds = Number(args.get('rounds') ?? 3);
const withScale = !args.has('no-scale') && !args.has('only');
const only = args.get('only')?.split(',');
const cpuProf = args.get('cpu-prof');

const day = 86_400_000;
const now = Date.now();
const gameId = 'streitschlichter';
const category = 'conflict_resolution';
const benchUsers = 1_500;
const bulkUsers = 100_000;
const bulkSessions = 1_000_000;
const readerSessions = 40;

const log = (line: string) => console.log(line);
const tmp = mkdtempSync(join(tmpdir(), 'ferdy-bench-api-'));
const servers: Server[] = [];

async function cleanup() {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

// ---------------------------------------------------------------- seeding

const gameNames = ['Streitschlichter', 'Gefühlsampel', 'DenkWeiser', 'Mindshift', "Sag's mal anders"];
const categories = ['conflict_resolution', 'emotional_intelligence', 'problem_solving', 'mindset', 'communication'];

/** The reading user's history: the same rows in every database of the run. */
function seedReaderHistory(db: Db, userId: string) {
  const insert = db.$client.prepare(
    'insert into game_sessions (id, user_id, play_id, game_name, game_category, score, points_earned, success, completed_at) values (?, ?, null, ?, ?, ?, ?, ?, ?)',
  );
  db.$client.transaction(() => {
    for (let i = 0; i < readerSessions; i++) {
      const points = 40 + ((i * 17) % 61);
      insert.run(`reader-s${i}`, userId, gameNames[i % 5], categories[i % 5], points, points, points >= 60 ? 1 : 0, now - Math.floor((i * 56 * day) / readerSessions) - 3_600_000);
    }
    db.$client.prepare('update profiles set total_points = ?, status = ? where user_id = ?').run(2_800, 'gold', userId);
  })();
  // As the completions of these sessions would have left the profile.
  void rebuildProfileSummary(db, userId, chartAt(now, testConfig().playDayTimeZone));
}

/** Other families' history: random users, times spread over the last year. */
function seedBulk(db: Db) {
  const sql = db.$client;
  const insertUser = sql.prepare('insert into users (id, email, password_hash, email_verified_at, created_at) values (?, ?, ?, ?, ?)');
  const insertProfile = sql.prepare('insert into profiles (user_id, display_name, total_points, status, premium_until) values (?, ?, ?, ?, null)');
  const insertSession = sql.prepare(
    'insert into game_sessions (id, user_id, play_id, game_name, game_category, score, points_earned, success, completed_at) values (?, ?, null, ?, ?, ?, ?, ?, ?)',
  );
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  sql.transaction(() => {
    for (let i = 0; i < bulkUsers; i++) {
      insertUser.run(`bulk-${i}`, `familie-${i}@bulk.example`, 'x', now - 300 * day, now - 300 * day);
      insertProfile.run(`bulk-${i}`, '', 0, 'bronze');
    }
    for (let i = 0; i < bulkSessions; i++) {
      const points = Math.floor(random() * 101);
      const g = i % 5;
      insertSession.run(`bulk-s${i}`, `bulk-${Math.floor(random() * bulkUsers)}`, gameNames[g], categories[g], points, points, points >= 60 ? 1 : 0, now - Math.floor(random() * 365 * day));
    }
  })();
}

type ActivePlay = { playId: string; cookie: string; body: string };

function choiceEvents(items: ChoiceItem[], n: number) {
  return [
    { type: 'START' },
    ...items.flatMap((item, i) => [
      { type: 'SELECT', index: (n + i) % 3 === 0 ? (item.correctIndex + 1) % item.options.length : item.correctIndex },
      { type: 'CONFIRM' },
      { type: 'NEXT' },
    ]),
  ];
}

/** Started plays of Streitschlichter, as POST /api/plays leaves them, for complete-play to finish. */
async function seedActivePlays(db: Db, accounts: Account[], count: number): Promise<ActivePlay[]> {
  const catalog = shippedCatalog();
  const config = testConfig();
  const game = catalog.games.find((g) => g.id === gameId)!;
  const ai = createAiProvider(config, catalog);
  const draws: ChoiceItem[][] = [];
  for (let i = 0; i < 40; i++) draws.push((await drawItems({ config, db, now: () => now, version: 'bench', catalog, ai }, game, [])).items as ChoiceItem[]);
  const insert = db.$client.prepare(
    "insert into plays (id, user_id, game_id, category, items, source_ids, checks, consumed, play_date, status, created_at) values (?, ?, ?, ?, ?, '[]', '[]', 'premium', ?, 'active', ?)",
  );
  const date = playDate(now, config.playDayTimeZone);
  const plays: ActivePlay[] = [];
  db.$client.transaction(() => {
    for (let i = 0; i < count; i++) {
      const items = draws[i % draws.length]!;
      const account = accounts[i % accounts.length]!;
      const playId = `bench-play-${i}`;
      insert.run(playId, account.userId, gameId, category, JSON.stringify(items), date, now);
      plays.push({ playId, cookie: account.cookie, body: JSON.stringify({ events: choiceEvents(items, i) }) });
    }
  })();
  return plays;
}

// ---------------------------------------------------------------- measuring

type Target = {
  name: string;
  server: () => Server;
  request: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
  expect: number;
};
type Sample = { rps: number; p50: number; p99: number; errors: number; total: number; cpuUs: number; loopUs: number };

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. With
 * `thread`, only its main thread's: the event loop, without the replay threads and libuv's pool.
 */
function cpuMs(pid: number | undefined, thread = false): number {
  try {
    const fields = readFileSync(thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function measure(target: Target, seconds: number): Promise<Sample> {
  const server = target.server();
  // What the previous measurement left behind (checkpoints, a collection) finishes first.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = cpuMs(server.process.pid);
  const loopBefore = cpuMs(server.process.pid, true);
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: server.url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const r = target.request();
              return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
            },
          },
        ],
      },
      (error, res) => (error ? fail(error) : done(res)),
    );
    // autocannon's own histogram keeps whole milliseconds; these are exact.
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === target.expect) latencies.push(responseTime);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, latencies.length + errors);
  const cpuUs = perRequest(cpuMs(server.process.pid) - cpuBefore);
  const loopUs = perRequest(cpuMs(server.process.pid, true) - loopBefore);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    total: latencies.length + errors,
    cpuUs,
    loopUs,
  };
}

/** SQL of the statements that run while `run` executes (read from better-sqlite3's statements). */
function capturedSql(client: Database.Database, run: () => unknown): string[] {
  const seen: string[] = [];
  const proto = Object.getPrototypeOf(client.prepare('select 1')) as Record<'get' | 'all' | 'run', (...args: unknown[]) => unknown>;
  const originals = { get: proto.get, all: proto.all, run: proto.run };
  for (const name of ['get', 'all', 'run'] as const) {
    proto[name] = function (this: { source: string }, ...args: unknown[]) {
      if (!seen.includes(this.source)) seen.push(this.source);
      return originals[name].apply(this, args);
    };
  }
  try {
    run();
  } finally {
    Object.assign(proto, originals);
  }
  return seen;
}

function queryPlan(client: Database.Database, sql: string): string[] {
  const params = Array.from(sql.matchAll(/\?/g), () => null);
  const rows = client.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[];
  return rows.map((r) => r.detail);
}

/** Median cost in microseconds of one call on each of two databases, batches interleaved. */
function timeCalls(first: () => unknown, second: () => unknown, batches = 21, perBatch = 300): [number, number] {
  const batch = (fn: () => unknown) => {
    const t = process.hrtime.bigint();
    for (let i = 0; i < perBatch; i++) fn();
    return Number(process.hrtime.bigint() - t) / 1e3 / perBatch;
  };
  batch(first);
  batch(second);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < batches; i++) {
    a.push(batch(first));
    b.push(batch(second));
  }
  return [median(a), median(b)];
}

// ---------------------------------------------------------------- run

async function main() {
  const t0 = Date.now();
  log(`bench:api — ${rounds} rounds, ${durationS} s per measurement, ${connections} connections, Node ${process.version}`);
  await ensureWebBuild(repoRoot, resolve(repoRoot, 'dist/web'));

  // Main database: a reader with a history, bench users with premium, started plays to complete.
  const mainPath = join(tmp, 'main.sqlite');
  const mainDb = openDatabase(mainPath);
  const [reader] = seedAccounts(mainDb, 'reader', 1, true, now);
  seedReaderHistory(mainDb, reader!.userId);
  const players = seedAccounts(mainDb, 'player', benchUsers, true, now);
  const playPool = await seedActivePlays(mainDb, players, 60_000);
  mainDb.$client.close();

  // Scale check: an almost empty database holding the reader only, and a copy with 1M sessions.
  const emptyPath = join(tmp, 'empty.sqlite');
  const bigPath = join(tmp, 'big.sqlite');
  let readerCookieScale = '';
  if (withScale) {
    const emptyDb = openDatabase(emptyPath);
    const [scaleReader] = seedAccounts(emptyDb, 'reader', 1, true, now);
    seedReaderHistory(emptyDb, scaleReader!.userId);
    readerCookieScale = scaleReader!.cookie;
    emptyDb.$client.pragma('wal_checkpoint(TRUNCATE)');
    emptyDb.$client.close();
    copyFileSync(emptyPath, bigPath);
    const t = Date.now();
    const bigDb = openDatabase(bigPath);
    seedBulk(bigDb);
    bigDb.$client.pragma('wal_checkpoint(TRUNCATE)');
    bigDb.$client.close();
    log(`seeded ${bulkUsers.toLocaleString('en')} users and ${bulkSessions.toLocaleString('en')} game sessions in ${((Date.now() - t) / 1000).toFixed(1)} s (${(statSync(bigPath).size / 2 ** 20).toFixed(0)} MiB)`);
  }

  const ferdyEnv = (db: string) => ({ NODE_ENV: 'production', DATABASE_PATH: db, PUBLIC_URL: 'http://127.0.0.1', TRUST_PROXY: 'loopback', BENCH_BARE: '1', ...benchOperator });
  const [bare, main, empty, big] = await Promise.all([
    startServer({ name: 'bare Hono', script: 'scripts/bench-bare-server.ts', env: {}, readyPath: '/bare' }),
    startServer({
      name: 'Ferdy (main)',
      script: 'server/main.ts',
      env: ferdyEnv(mainPath),
      readyPath: '/api/health',
      nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProf)}`] : [],
    }),
    withScale ? startServer({ name: 'Ferdy (empty)', script: 'server/main.ts', env: ferdyEnv(emptyPath), readyPath: '/api/health' }) : null,
    withScale ? startServer({ name: 'Ferdy (1M)', script: 'server/main.ts', env: ferdyEnv(bigPath), readyPath: '/api/health' }) : null,
  ]);
  servers.push(bare, main, ...(empty ? [empty] : []), ...(big ? [big] : []));

  const origin = (s: Server) => ({ origin: s.url });
  let nextPlayer = 0;
  let nextPlay = 0;
  const targets: Target[] = [
    { name: 'bare JSON route (floor)', server: () => main, expect: 200, request: () => ({ method: 'GET', path: '/api/bench/bare', headers: {} }) },
    { name: 'minimal Hono app (reference)', server: () => bare, expect: 200, request: () => ({ method: 'GET', path: '/bare', headers: {} }) },
    { name: 'profile read', server: () => main, expect: 200, request: () => ({ method: 'GET', path: '/api/profile', headers: { cookie: reader!.cookie } }) },
    {
      name: 'limits read',
      server: () => main,
      expect: 200,
      request: () => ({ method: 'GET', path: `/api/limits/${category}`, headers: { cookie: reader!.cookie } }),
    },
    {
      name: 'start-play',
      server: () => main,
      expect: 201,
      request: () => {
        const i = nextPlayer++;
        const player = players[i % players.length]!;
        // Through a reverse proxy on this machine: the per-IP start limit counts each family's address.
        const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 3}.${i & 255}`;
        return {
          method: 'POST',
          path: '/api/plays',
          headers: { ...origin(main), cookie: player.cookie, 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ gameId }),
        };
      },
    },
    {
      name: 'complete-play (16 events)',
      server: () => main,
      expect: 200,
      request: () => {
        const play = playPool[nextPlay++ % playPool.length]!;
        return {
          method: 'POST',
          path: `/api/plays/${play.playId}/complete`,
          headers: { ...origin(main), cookie: play.cookie, 'content-type': 'application/json' },
          body: play.body,
        };
      },
    },
  ];
  const scaleTargets: Target[] = withScale
    ? [
        { name: 'profile read, almost empty DB', server: () => empty!, expect: 200, request: () => ({ method: 'GET', path: '/api/profile', headers: { cookie: readerCookieScale } }) },
        { name: 'profile read, 1M sessions', server: () => big!, expect: 200, request: () => ({ method: 'GET', path: '/api/profile', headers: { cookie: readerCookieScale } }) },
      ]
    : [];
  const all = [...targets, ...scaleTargets].filter((t, i) => !only || i === 0 || only.some((word) => t.name.includes(word)));

  // Warm-up (JIT, SQLite page cache), not recorded.
  for (const target of all) await measure(target, 1);
  const samples = new Map<string, Sample[]>(all.map((t) => [t.name, []]));
  // Each route is measured right after a measurement of the floor, and its ratios are taken to
  // that one: the machine's pace drifts over a run (other tenants, heat), more than routes differ.
  const pairs = new Map<string, { share: number; p99x: number }[]>(targets.map((t) => [t.name, []]));
  const floorTarget = targets[0]!;
  const run = async (target: Target, round: number) => {
    const s = await measure(target, durationS);
    samples.get(target.name)!.push(s);
    log(`  round ${round + 1}: ${target.name.padEnd(30)} ${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms  server CPU ${s.cpuUs.toFixed(0)} µs/req (event loop ${s.loopUs.toFixed(0)})${s.errors ? `  ${s.errors} errors` : ''}`);
    return s;
  };
  for (let r = 0; r < rounds; r++) {
    for (const target of all) {
      if (target === floorTarget) continue;
      if (!pairs.has(target.name)) {
        await run(target, r);
        continue;
      }
      const floorSample = await run(floorTarget, r);
      const s = await run(target, r);
      pairs.get(target.name)!.push({ share: s.rps / floorSample.rps, p99x: s.p99 / floorSample.p99 });
    }
  }
  if (nextPlay > playPool.length) throw new Error(`complete-play ran out of started plays (${nextPlay} > ${playPool.length}); seed more`);

  const med = (name: string) => {
    const s = samples.get(name)!;
    return {
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      cpuUs: median(s.map((x) => x.cpuUs)),
      loopUs: median(s.map((x) => x.loopUs)),
      errors: s.reduce((a, x) => a + x.errors, 0),
    };
  };
  const failures: string[] = [];
  const rows = targets.filter((t) => samples.has(t.name)).map((t, i) => {
    const m = med(t.name);
    const paired = pairs.get(t.name)!;
    const share = i === 0 ? 1 : median(paired.map((p) => p.share));
    const p99x = i === 0 ? 1 : median(paired.map((p) => p.p99x));
    const reference = t.name.includes('reference');
    const minShare = i === 0 ? 1 : t.name.startsWith('complete') ? 0.2 : t.name.includes('read') ? 0.5 : null;
    const ok = i === 0 || reference || ((minShare === null || share >= minShare) && p99x <= 4 && m.errors === 0);
    if (!ok) failures.push(t.name);
    return [
      t.name,
      m.rps.toFixed(0),
      i === 0 ? '100 %' : `${(share * 100).toFixed(0)} %`,
      minShare === null || reference ? '–' : `≥ ${(minShare * 100).toFixed(0)} %`,
      m.p50.toFixed(2),
      m.p99.toFixed(2),
      i === 0 ? '1.0×' : `${p99x.toFixed(1)}×`,
      Number.isNaN(m.cpuUs) ? '–' : m.cpuUs.toFixed(0),
      Number.isNaN(m.loopUs) ? '–' : m.loopUs.toFixed(0),
      String(m.errors),
      reference ? 'info' : ok ? 'ok' : 'MISSED',
    ];
  });
  log('');
  log(`API throughput and latency (median of ${rounds} rounds; each route's ratios are to the floor measured just before it, median of the rounds)`);
  log(table(['route', 'req/s', 'share', 'target', 'p50 ms', 'p99 ms', 'p99 / floor', 'server CPU µs/req', 'event loop µs/req', 'errors', ''], rows));
  log('Targets: reads ≥ 50 %, complete-play ≥ 20 % of the floor\'s req/s; every p99 ≤ 4× the floor\'s; start-play has no throughput target.');

  if (withScale) {
    const e = med(scaleTargets[0]!.name);
    const b = med(scaleTargets[1]!.name);
    const cost = (m: { rps: number }) => 1 / m.rps;
    const profileRatio = cost(b) / cost(e);
    const p50Ratio = b.p50 / e.p50;

    // In-process: the queries behind the two reads, timed and explained on both databases.
    const open = (path: string) => {
      const client = new Database(path, { readonly: true });
      return { client, db: drizzle({ client, schema }) as unknown as Db };
    };
    const emptyDb = open(emptyPath);
    const bigDb = open(bigPath);
    const readerId = 'reader-0';
    const sessionId = readerCookieScale.split('=')[1]!.split('.')[0]!;
    const weekBounds = Array.from({ length: 9 }, (_, i) => now - (8 - i) * 7 * day);
    const queries: { name: string; run: (db: Db) => unknown }[] = [
      { name: 'session + user (every signed-in request)', run: (db) => findSessionWithUser(db, sessionId) },
      { name: 'profile row', run: (db) => profileRow(db, readerId) },
      { name: 'recent sessions (10 newest)', run: (db) => recentSessions(db, readerId, 10) },
      { name: 'points per week, 8 weeks (chart)', run: (db) => pointsPerPeriod(db, readerId, weekBounds) },
      { name: 'limits of a category', run: (db) => limitsFor(db, readerId, category, playDate(now, 'Europe/Berlin'), now) },
    ];
    const queryRows: string[][] = [];
    const plans: string[] = [];
    let fullScan = false;
    for (const q of queries) {
      const sql = capturedSql(bigDb.client, () => q.run(bigDb.db));
      for (const statement of sql) {
        const plan = queryPlan(bigDb.client, statement);
        if (plan.some((p) => /^SCAN (game_sessions|users|profiles|sessions|plays)\b/.test(p) && !/USING (COVERING )?INDEX/.test(p))) fullScan = true;
        plans.push(`${q.name}:\n    ${statement}\n    → ${plan.join('\n    → ')}`);
      }
      const [te, tb] = timeCalls(() => q.run(emptyDb.db), () => q.run(bigDb.db));
      queryRows.push([q.name, te.toFixed(1), tb.toFixed(1), `${(tb / te).toFixed(2)}×`]);
    }
    const recentRow = queryRows[2]!;
    const recentRatio = Number(recentRow[3]!.replace('×', ''));
    emptyDb.client.close();
    bigDb.client.close();

    log('');
    log(`Scale check: ${bulkUsers.toLocaleString('en')} users, ${bulkSessions.toLocaleString('en')} game sessions vs an almost empty database (reader's own ${readerSessions} sessions in both)`);
    log(
      table(
        ['read', 'almost empty', '1M sessions', 'cost ratio', 'target', ''],
        [
          ['profile read (HTTP, req/s)', e.rps.toFixed(0), b.rps.toFixed(0), `${profileRatio.toFixed(2)}×`, '≤ 1.5×', profileRatio <= 1.5 ? 'ok' : 'MISSED'],
          ['profile read (HTTP, p50 ms)', e.p50.toFixed(2), b.p50.toFixed(2), `${p50Ratio.toFixed(2)}×`, '', ''],
          ['recent-sessions query (µs)', recentRow[1]!, recentRow[2]!, recentRow[3]!, '≤ 1.5×', recentRatio <= 1.5 ? 'ok' : 'MISSED'],
        ],
      ),
    );
    log('');
    log('Queries behind the reads, µs per call in-process (median):');
    log(table(['query', 'almost empty', '1M sessions', 'ratio'], queryRows));
    log('');
    log('Query plans on the 1M-session database (EXPLAIN QUERY PLAN):');
    log(plans.map((p) => `  ${p}`).join('\n'));
    if (profileRatio > 1.5) failures.push('scale: profile read');
    if (recentRatio > 1.5) failures.push('scale: recent sessions');
    if (fullScan) failures.push('scale: a full table scan in a read');
    if (b.errors || e.errors) failures.push('scale: errors');
  }

  const results = Object.fromEntries([...samples].map(([k, v]) => [k, v]));
  mkdirSync(resolve(repoRoot, 'dist/bench'), { recursive: true });
  writeFileSync(resolve(repoRoot, 'dist/bench/api.json'), JSON.stringify({ at: new Date().toISOString(), durationS, connections, rounds, results }, null, 2));
  log('');
  log(`bench:api took ${((Date.now() - t0) / 1000).toFixed(0)} s; raw samples in dist/bench/api.json`);
  if (failures.length) {
    log(`MISSED: ${failures.join(', ')}`);
    process.exitCode = 1;
  } else {
    log(only ? `The measured targets hold (partial run: --only=${only.join(',')}).` : 'All API targets hold.');
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  for (const s of servers) console.error(`--- server output (${s.url}):\n${s.output().slice(-3000)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}

