/**
 * `npm run bench:api` — checks the API's absolute budgets (docs/decisions/005-performance-budgets.md)
 * against production-mode servers on 127.0.0.1, with autocannon (10 connections) in this process,
 * on the same machine:
 *
 * - complete-play (a 16-event log replayed on the server): ≥ 1,000 req/s, p99 ≤ 25 ms, ≤ 1 ms of
 *   server CPU per request;
 * - start-play: ≥ 1,000 req/s, p99 ≤ 25 ms;
 * - profile read and limits read: ≥ 5,000 req/s, p99 ≤ 10 ms each;
 * - scale: the profile read costs at most 1.5× as much on a database with 100,000 users and
 *   1,000,000 game sessions as on an almost empty one, and no statement of the profile or
 *   limits read scans a table.
 *
 * Prints every figure and exits 1 when a budget is missed.
 *
 * Flags: --duration=S (seconds per measurement, default 4), --connections=N (default 10),
 * --rounds=N (default 3; medians are taken), --no-scale (skip the 1M-session database),
 * --cpu-prof=DIR (V8 CPU profiles of the measured servers, written when they stop),
 * --only=WORD,… (the routes whose names hold one of the words), --refs=REF,… (also measure these
 * git commits, each in a server of its own on a copy of the same database, interleaved with the
 * working tree in one run: for before/after comparisons. List them oldest first: the database is
 * created with the first one's migrations and every server applies its own on its copy. The
 * budgets are checked for the working tree only.)
 *
 * --db=postgres measures the same routes on PostgreSQL (DATABASE_URL, or a throwaway cluster from
 * scripts/with-postgres.sh when it is unset): the seed is copied into it, and the table shows
 * PostgreSQL's CPU per request beside the server's. Budgets there: complete-play ≤ 2 ms of Node
 * CPU per request and the same p99 as on SQLite. The scale check and --refs are SQLite's only.
 */
import { execSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { ChoiceItem } from '../engine/items.ts';
import { createAiProvider } from '../server/ai/create-provider.ts';
import { createApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { shippedCatalog } from '../server/content.ts';
import type { Db } from '../server/db/client.ts';
import * as schema from '../server/db/schema.ts';
import { drawItems } from '../server/plays/draw-items.ts';
import { rebuildProfileSummary } from '../server/db/profile-db.ts';
import { sqliteStore } from '../server/db/sqlite-store.ts';
import { chartAt, playDate } from '../server/plays/play-day.ts';
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
const only = args.get('only')?.split(',');
const refs = args.get('refs')?.split(',').filter(Boolean) ?? [];
const onPostgres = args.get('db') === 'postgres';
const withScale = !args.has('no-scale') && !only && !onPostgres;
/** --cpu-prof=DIR writes a V8 CPU profile of every measured server into DIR (open it in Chrome's DevTools). */
const cpuProfDir = args.get('cpu-prof');

/** The budgets, per route: at least `rps` requests a second, p99 at most `p99Ms`, CPU at most `cpuUs` per request. */
const budgets: Record<string, { rps: number; p99Ms: number; cpuUs?: number }> = onPostgres
  ? {
      'profile read': { rps: 0, p99Ms: 10 },
      'limits read': { rps: 0, p99Ms: 10 },
      'start-play': { rps: 0, p99Ms: 25 },
      'complete-play (16 events)': { rps: 0, p99Ms: 25, cpuUs: 2_000 },
    }
  : {
      'profile read': { rps: 5_000, p99Ms: 10 },
      'limits read': { rps: 5_000, p99Ms: 10 },
      'start-play': { rps: 1_000, p99Ms: 25 },
      'complete-play (16 events)': { rps: 1_000, p99Ms: 25, cpuUs: 1_000 },
    };
const scaleBudget = 1.5;
const routeNames = Object.keys(budgets);

const day = 86_400_000;
const now = Date.now();
const gameId = 'streitschlichter';
const category = 'conflict_resolution';
const benchUsers = 1_500;
const bulkUsers = 100_000;
const bulkSessions = 1_000_000;
const readerSessions = 40;
const startedPlays = 60_000;

const log = (line: string) => console.log(line);
const tmp = mkdtempSync(join(tmpdir(), 'ferdy-bench-api-'));
const servers: Server[] = [];

async function cleanup() {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

// ---------------------------------------------------------------- the code under test

/** A tree of Ferdy to start servers from: the working tree, or a commit unpacked beside it. */
type Tree = { name: string; root: string; migrations: string };

function treeAt(ref: string): Tree {
  const commit = execSync(`git rev-parse --short ${ref}`, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const root = join(tmp, `tree-${commit}`);
  mkdirSync(root, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${root}`, { cwd: repoRoot, shell: '/bin/bash' });
  symlinkSync(resolve(repoRoot, 'node_modules'), join(root, 'node_modules'));
  return { name: commit, root, migrations: join(root, 'server/db/migrations') };
}

/** A database with `tree`'s migrations and the pragmas the server sets. */
function openWith(path: string, tree: Tree): Db {
  const client = new Database(path);
  client.pragma('journal_mode = WAL');
  client.pragma('foreign_keys = ON');
  client.pragma('synchronous = NORMAL');
  const db = drizzle({ client, schema }) as unknown as Db;
  migrate(db, { migrationsFolder: tree.migrations });
  return db;
}

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
      insert.run(
        `reader-s${i}`,
        userId,
        gameNames[i % 5],
        categories[i % 5],
        points,
        points,
        points >= 60 ? 1 : 0,
        now - Math.floor((i * 56 * day) / readerSessions) - 3_600_000,
      );
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
  const insertProfile = sql.prepare(
    'insert into profiles (user_id, display_name, total_points, status, premium_until) values (?, ?, ?, ?, null)',
  );
  const insertSession = sql.prepare(
    'insert into game_sessions (id, user_id, play_id, game_name, game_category, score, points_earned, success, completed_at) values (?, ?, null, ?, ?, ?, ?, ?, ?)',
  );
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  sql.transaction(() => {
    for (let i = 0; i < bulkUsers; i++) {
      insertUser.run(`bulk-${i}`, `familie-${i}@bulk.example`, 'x', now - 300 * day, now - 300 * day);
      insertProfile.run(`bulk-${i}`, '', 0, 'bronze');
    }
    for (let i = 0; i < bulkSessions; i++) {
      const points = Math.floor(random() * 101);
      const g = i % 5;
      insertSession.run(
        `bulk-s${i}`,
        `bulk-${Math.floor(random() * bulkUsers)}`,
        gameNames[g],
        categories[g],
        points,
        points,
        points >= 60 ? 1 : 0,
        now - Math.floor(random() * 365 * day),
      );
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
  for (let i = 0; i < 40; i++)
    draws.push(
      (await drawItems({ config, store: sqliteStore(db), now: () => now, version: 'bench', catalog, ai }, game, [])).items as ChoiceItem[],
    );
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

/** The SQLite columns holding JSON text, which PostgreSQL keeps as jsonb. */
const jsonColumns = new Set(['items', 'source_ids', 'checks', 'summary']);

/**
 * A PostgreSQL database `name` on the server of `url`, migrated, holding the seeded SQLite
 * database's rows (in batches through json_populate_recordset). Answers its connection string.
 */
async function copyToPostgres(sqlitePath: string, url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const { openPgStore } = await import('../server/db/pg/pg-store.ts');
  await (await openPgStore(target.toString())).close();
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const source = new Database(sqlitePath, { readonly: true });
  try {
    for (const table of ['users', 'profiles', 'sessions', 'game_sessions', 'plays', 'play_credits', 'daily_play_limits']) {
      const rows = source.prepare(`select * from ${table}`).all() as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += 5_000) {
        const batch = rows
          .slice(i, i + 5_000)
          .map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => [
                k,
                Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : jsonColumns.has(k) && typeof v === 'string' ? JSON.parse(v) : v,
              ]),
            ),
          );
        await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(batch)]);
      }
    }
    await client.query('vacuum analyze');
  } finally {
    source.close();
    await client.end();
  }
  return target.toString();
}

// ---------------------------------------------------------------- measuring

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
type Target = { route: string; tree: string; server: Server; request: () => Request; expect: number };
type Sample = { rps: number; p50: number; p99: number; errors: number; cpuUs: number; pgCpuUs: number };

/** CPU time (user + system, ms) the process has used so far, all its threads, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (ms) of the PostgreSQL cluster: its postmaster (postmaster.pid in the data directory
 * scripts/with-postgres.sh names in FERDY_PG_DATA) and every backend it started. NaN when unknown.
 */
function postgresCpuMs(): number {
  const data = process.env.FERDY_PG_DATA;
  if (!onPostgres || !data) return NaN;
  try {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let total = cpuMs(postmaster);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
        if (Number(fields[1]) === postmaster) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

async function measure(target: Target, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = 0;
  const pid = target.server.process.pid;
  const cpuBefore = cpuMs(pid);
  const pgCpuBefore = postgresCpuMs();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: target.server.url,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, ...target.request() }) }],
      },
      (error, res) => (error ? fail(error) : done(res)),
    );
    // autocannon's own histogram keeps whole milliseconds; these are exact.
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === target.expect) latencies.push(responseTime);
      else if (errors++ === 0) firstError = status;
    });
  });
  errors += result.errors + result.timeouts;
  if (firstError) log(`    ${target.tree} ${target.route}: ${errors} answers other than ${target.expect}, the first ${firstError}`);
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, latencies.length + errors),
    pgCpuUs: ((postgresCpuMs() - pgCpuBefore) * 1000) / Math.max(1, latencies.length + errors),
  };
}

/** Every SQL statement the app runs while answering `path` for the cookie, read from better-sqlite3's statements. */
async function statementsOf(db: Db, cookie: string, path: string): Promise<string[]> {
  const app = createApp({ config: testConfig(), store: sqliteStore(db), now: () => now, version: 'bench' });
  const seen = new Set<string>();
  const proto = Object.getPrototypeOf(db.$client.prepare('select 1')) as Record<
    'get' | 'all' | 'run' | 'raw' | 'iterate',
    (...args: unknown[]) => unknown
  >;
  const originals = { get: proto.get, all: proto.all, run: proto.run, iterate: proto.iterate };
  for (const name of ['get', 'all', 'run', 'iterate'] as const) {
    proto[name] = function (this: { source: string }, ...a: unknown[]) {
      seen.add(this.source);
      return originals[name].apply(this, a);
    };
  }
  try {
    const res = await app.request(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  } finally {
    Object.assign(proto, originals);
  }
  return [...seen];
}

function queryPlan(client: Database.Database, sql: string): string[] {
  const params = Array.from(sql.matchAll(/\?/g), () => null);
  const rows = client.prepare(`explain query plan ${sql}`).all(...params) as { detail: string }[];
  return rows.map((r) => r.detail);
}

// ---------------------------------------------------------------- run

async function main() {
  const t0 = Date.now();
  const commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
  const working: Tree = {
    name: `${commit}${dirty ? '+' : ''} (working tree)`,
    root: repoRoot,
    migrations: resolve(repoRoot, 'server/db/migrations'),
  };
  if (onPostgres && refs.length) throw new Error('--refs compares commits on SQLite only; leave out --db=postgres');
  const trees = [...refs.map(treeAt), working];
  const database = onPostgres ? `PostgreSQL (${new URL(process.env.DATABASE_URL!).host})` : 'SQLite';
  log(
    `bench:api — commit ${working.name}; ${database}; ${rounds} rounds, ${durationS} s per measurement, ${connections} connections, Node ${process.version}`,
  );

  // One database for every tree: a reader with a history, bench users with premium, started plays to complete.
  const seedPath = join(tmp, 'seed.sqlite');
  const seedDb = openWith(seedPath, trees[0]!);
  const [reader] = seedAccounts(seedDb, 'reader', 1, true, now);
  seedReaderHistory(seedDb, reader!.userId);
  const players = seedAccounts(seedDb, 'player', benchUsers, true, now);
  const playPool = await seedActivePlays(seedDb, players, startedPlays);
  seedDb.$client.pragma('wal_checkpoint(TRUNCATE)');
  seedDb.$client.close();

  // Scale check: an almost empty database holding the reader only, and a copy with 1M sessions.
  const emptyPath = join(tmp, 'empty.sqlite');
  const bigPath = join(tmp, 'big.sqlite');
  let scaleCookie = '';
  if (withScale) {
    const emptyDb = openWith(emptyPath, working);
    const [scaleReader] = seedAccounts(emptyDb, 'reader', 1, true, now);
    seedReaderHistory(emptyDb, scaleReader!.userId);
    scaleCookie = scaleReader!.cookie;
    emptyDb.$client.pragma('wal_checkpoint(TRUNCATE)');
    emptyDb.$client.close();
    copyFileSync(emptyPath, bigPath);
    const t = Date.now();
    const bigDb = openWith(bigPath, working);
    seedBulk(bigDb);
    bigDb.$client.pragma('wal_checkpoint(TRUNCATE)');
    bigDb.$client.close();
    log(
      `seeded ${bulkUsers.toLocaleString('en')} users and ${bulkSessions.toLocaleString('en')} game sessions in ${((Date.now() - t) / 1000).toFixed(1)} s (${(statSync(bigPath).size / 2 ** 20).toFixed(0)} MiB)`,
    );
  }

  // Requests carry the site's origin, as a browser on it does (the Origin check compares with PUBLIC_URL).
  const publicUrl = 'http://127.0.0.1';
  const env = (db: string, databaseUrl = '') => ({
    NODE_ENV: 'production',
    DATABASE_PATH: db,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    SKIP_WEB: '1',
    ...benchOperator,
  });
  const start = (tree: Tree, name: string, db: string, databaseUrl?: string) =>
    startServer({
      name,
      script: join(tree.root, 'server/main.ts'),
      env: env(db, databaseUrl),
      readyPath: '/api/health',
      nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(cpuProfDir)}`] : [],
    });
  const started = await Promise.all(
    trees.map(async (tree, i) => {
      const db = join(tmp, `main-${i}.sqlite`);
      if (onPostgres) {
        const t = Date.now();
        const url = await copyToPostgres(seedPath, process.env.DATABASE_URL!, `ferdy_bench_${i}`);
        log(`copied the seed into PostgreSQL in ${((Date.now() - t) / 1000).toFixed(1)} s`);
        return start(tree, tree.name, db, url);
      }
      copyFileSync(seedPath, db);
      return start(tree, tree.name, db);
    }),
  );
  servers.push(...started);
  const [empty, big] = withScale ? await Promise.all([start(working, 'empty', emptyPath), start(working, '1M', bigPath)]) : [];
  if (empty && big) servers.push(empty, big);

  const targets: Target[] = [];
  trees.forEach((tree, i) => {
    const server = started[i]!;
    let nextStart = 0;
    let nextPlay = 0;
    const add = (route: string, expect: number, request: () => Request) => {
      if (!only || only.some((word) => route.includes(word))) targets.push({ route, tree: tree.name, server, expect, request });
    };
    add('profile read', 200, () => ({ method: 'GET', path: '/api/profile', headers: { cookie: reader!.cookie } }));
    add('limits read', 200, () => ({ method: 'GET', path: `/api/limits/${category}`, headers: { cookie: reader!.cookie } }));
    add('start-play', 201, () => {
      const n = nextStart++;
      const player = players[n % players.length]!;
      // Through a reverse proxy on this machine: the per-address start limit counts each family's address.
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 3}.${n & 255}`;
      return {
        method: 'POST',
        path: '/api/plays',
        headers: { origin: publicUrl, cookie: player.cookie, 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ gameId }),
      };
    });
    add('complete-play (16 events)', 200, () => {
      if (nextPlay >= playPool.length) throw new Error(`complete-play ran out of started plays (${playPool.length}); seed more`);
      const play = playPool[nextPlay++]!;
      return {
        method: 'POST',
        path: `/api/plays/${play.playId}/complete`,
        headers: { origin: publicUrl, cookie: play.cookie, 'content-type': 'application/json' },
        body: play.body,
      };
    });
  });
  const scaleTargets: Target[] =
    empty && big
      ? [
          {
            route: 'profile read, almost empty DB',
            tree: 'scale',
            server: empty,
            expect: 200,
            request: () => ({ method: 'GET', path: '/api/profile', headers: { cookie: scaleCookie } }),
          },
          {
            route: 'profile read, 1M sessions',
            tree: 'scale',
            server: big,
            expect: 200,
            request: () => ({ method: 'GET', path: '/api/profile', headers: { cookie: scaleCookie } }),
          },
        ]
      : [];
  const all = [...targets, ...scaleTargets];

  // Warm-up (JIT, SQLite page cache), not recorded.
  for (const target of all) await measure(target, 1);
  const samples = new Map<Target, Sample[]>(all.map((t) => [t, []]));
  // The machine's pace drifts within a run (other work on it, heat). A round measures each route
  // on every tree back to back, and every other round goes through the trees in reverse, so that
  // a steady drift weighs on no tree more than on another.
  const routeMajor = [...targets].sort((a, b) => routeNames.indexOf(a.route) - routeNames.indexOf(b.route));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? routeMajor : routeNames.flatMap((route) => routeMajor.filter((t) => t.route === route).reverse());
    for (const target of [...order, ...scaleTargets]) {
      // What the previous measurement left behind (a checkpoint, a collection) finishes first.
      await new Promise((done) => setTimeout(done, 250));
      const s = await measure(target, durationS);
      samples.get(target)!.push(s);
      const pgCpu = onPostgres ? `  PostgreSQL CPU ${s.pgCpuUs.toFixed(0)} µs/req` : '';
      log(
        `  round ${r + 1}: ${target.tree.padEnd(24)} ${target.route.padEnd(30)} ${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms  CPU ${s.cpuUs.toFixed(0)} µs/req${pgCpu}${s.errors ? `  ${s.errors} errors` : ''}`,
      );
    }
  }

  const med = (t: Target) => {
    const s = samples.get(t)!;
    return {
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      cpuUs: median(s.map((x) => x.cpuUs)),
      pgCpuUs: median(s.map((x) => x.pgCpuUs)),
      errors: s.reduce((a, x) => a + x.errors, 0),
    };
  };
  const failures: string[] = [];
  const rows = targets.map((t) => {
    const m = med(t);
    const budget = budgets[t.route]!;
    const checked = t.tree === working.name;
    const ok = m.rps >= budget.rps && m.p99 <= budget.p99Ms && (budget.cpuUs === undefined || m.cpuUs <= budget.cpuUs) && m.errors === 0;
    if (checked && !ok) failures.push(t.route);
    return [
      ...(trees.length > 1 ? [t.tree] : []),
      t.route,
      m.rps.toFixed(0),
      m.p50.toFixed(2),
      m.p99.toFixed(2),
      Number.isNaN(m.cpuUs) ? '–' : m.cpuUs.toFixed(0),
      ...(onPostgres ? [Number.isNaN(m.pgCpuUs) ? '–' : m.pgCpuUs.toFixed(0)] : []),
      String(m.errors),
      `${budget.rps ? `≥ ${budget.rps.toLocaleString('en')} req/s, ` : ''}p99 ≤ ${budget.p99Ms} ms${budget.cpuUs ? `, CPU ≤ ${budget.cpuUs} µs` : ''}`,
      checked ? (ok ? 'ok' : 'MISSED') : ok ? '(ok)' : '(missed)',
    ];
  });
  log('');
  log(
    `API budgets on ${database} (median of ${rounds} rounds; CPU = the server process's, all threads, per request${onPostgres ? '; PostgreSQL = its postmaster and backends' : ''})`,
  );
  log(
    table(
      [
        ...(trees.length > 1 ? ['commit'] : []),
        'route',
        'req/s',
        'p50 ms',
        'p99 ms',
        'CPU µs/req',
        ...(onPostgres ? ['PostgreSQL µs/req'] : []),
        'errors',
        'budget',
        '',
      ],
      rows,
    ),
  );

  if (withScale) {
    const e = med(scaleTargets[0]!);
    const b = med(scaleTargets[1]!);
    const ratio = e.rps / b.rps;
    // Every statement of the two reads, explained on the 1M-session database.
    const client = new Database(bigPath, { readonly: true });
    const db = drizzle({ client, schema }) as unknown as Db;
    const plans: string[] = [];
    let fullScan = false;
    for (const path of ['/api/profile', `/api/limits/${category}`]) {
      for (const statement of await statementsOf(db, scaleCookie, path)) {
        const plan = queryPlan(client, statement);
        if (
          plan.some(
            (p) =>
              /^SCAN (game_sessions|users|profiles|sessions|plays|daily_play_limits|play_credits)\b/.test(p) &&
              !/USING (COVERING )?INDEX/.test(p),
          )
        )
          fullScan = true;
        plans.push(`${path}:\n    ${statement}\n    → ${plan.join('\n    → ')}`);
      }
    }
    client.close();
    log('');
    log(
      `Scale check: ${bulkUsers.toLocaleString('en')} users, ${bulkSessions.toLocaleString('en')} game sessions vs an almost empty database (the reader's own ${readerSessions} sessions in both)`,
    );
    log(
      table(
        ['profile read', 'almost empty', '1M sessions', 'cost ratio', 'budget', ''],
        [
          [
            'req/s',
            e.rps.toFixed(0),
            b.rps.toFixed(0),
            `${ratio.toFixed(2)}×`,
            `≤ ${scaleBudget}×`,
            ratio <= scaleBudget ? 'ok' : 'MISSED',
          ],
          ['p50 ms', e.p50.toFixed(2), b.p50.toFixed(2), `${(b.p50 / e.p50).toFixed(2)}×`, '', ''],
        ],
      ),
    );
    log('');
    log('Statements of the profile and limits reads on the 1M-session database (EXPLAIN QUERY PLAN):');
    log(plans.map((p) => `  ${p}`).join('\n'));
    if (ratio > scaleBudget) failures.push('scale: profile read');
    if (fullScan) failures.push('scale: a table scan in a read');
    if (b.errors || e.errors) failures.push('scale: errors');
  }

  const out = resolve(repoRoot, 'dist/bench');
  if (!existsSync(out)) mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, onPostgres ? 'api-postgres.json' : 'api.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        commit: working.name,
        database,
        durationS,
        connections,
        rounds,
        results: all.map((t) => ({ tree: t.tree, route: t.route, samples: samples.get(t) })),
      },
      null,
      2,
    ),
  );
  log('');
  log(
    `bench:api took ${((Date.now() - t0) / 1000).toFixed(0)} s; raw samples in dist/bench/${onPostgres ? 'api-postgres.json' : 'api.json'}`,
  );
  if (failures.length) {
    log(`MISSED: ${failures.join(', ')}`);
    process.exitCode = 1;
  } else {
    log(only ? `The measured budgets hold (partial run: --only=${only.join(',')}).` : 'All API budgets hold.');
  }
}

if (onPostgres && !process.env.DATABASE_URL) {
  // No server given: the same run again inside a throwaway cluster.
  rmSync(tmp, { recursive: true, force: true });
  const again = spawnSync(resolve(repoRoot, 'scripts/with-postgres.sh'), ['npx', 'tsx', 'scripts/bench-api.ts', ...process.argv.slice(2)], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.exitCode = again.status ?? 1;
} else {
  try {
    await main();
  } catch (error) {
    console.error(error);
    for (const s of servers) console.error(`--- server output (${s.url}):\n${s.output().slice(-3000)}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
