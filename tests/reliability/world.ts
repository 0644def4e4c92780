import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { hashPassword } from '../../server/auth/password.ts';
import { createSession, sessionCookieName } from '../../server/auth/session.ts';
import { randomId } from '../../server/auth/tokens.ts';
import type { Config } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { insertOutboxMessage } from '../../server/db/outbox-db.ts';
import * as schema from '../../server/db/schema.ts';
import { playCredits } from '../../server/db/schema.ts';
import { createUser, setEmailVerified, updateDisplayName } from '../../server/db/users-db.ts';
import type { PlayItem } from '../../engine/items.ts';
import { startCheckout } from '../../server/payments/checkout.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';

// A small populated site for the fuzz and authorization tests: parent A with plays, a finished
// game, credits, a pending purchase and a mail; parent B; and a user whose address is not
// confirmed. Users are written straight to the database with one shared password hash, so a
// fresh world costs milliseconds, not an argon2 run per user.

export type TestApp = ReturnType<typeof createTestApp>;
export type Person = { userId: string; email: string; password: string; cookie: string; displayName: string };

export type World = {
  t: TestApp;
  a: Person;
  b: Person;
  unconfirmed: Person;
  /** A's active play of Sag's mal anders (checks) */
  aTextPlay: { id: string; items: PlayItem[] };
  /** A's active play of Gefühlsampel (completion) */
  aLightPlay: { id: string; items: PlayItem[] };
  /** A's finished play */
  aDonePlay: string;
  /** A's pending test checkout */
  aPurchase: string;
  /** strings that only A's own answers may contain */
  aSecrets: string[];
};

export const worldPassword = 'richtig-geheim-123';
let sharedHash: Promise<string> | undefined;

async function person(t: TestApp, name: string, verified: boolean): Promise<Person> {
  sharedHash ??= hashPassword(worldPassword);
  const userId = randomId();
  const email = `${name}-${userId.slice(0, 10)}@example.org`;
  const displayName = `${name}-${userId.slice(10, 18)}`;
  const now = t.deps.now();
  await createUser(t.db, { id: userId, email, passwordHash: await sharedHash, displayName, createdAt: now });
  if (verified) await setEmailVerified(t.db, userId, now);
  await updateDisplayName(t.db, userId, displayName);
  const { token } = await createSession(t.store, userId, now);
  return { userId, email, password: worldPassword, cookie: `${sessionCookieName}=${token}`, displayName };
}

async function startPlayAs(t: TestApp, p: Person, gameId: string): Promise<{ id: string; items: PlayItem[] }> {
  const res = await t.app.request('/api/plays', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie: p.cookie },
    body: JSON.stringify({ gameId }),
  });
  const body = (await res.json()) as { playId: string; items: PlayItem[] };
  if (res.status !== 201) throw new Error(`world: starting ${gameId} answered ${res.status} ${JSON.stringify(body)}`);
  return { id: body.playId, items: body.items };
}

export async function buildWorld(config: Partial<Config> = {}): Promise<World> {
  const t = createTestApp({ config, random: mulberry32(7) });
  const [a, b, unconfirmed] = [await person(t, 'anna', true), await person(t, 'ben', true), await person(t, 'ulla', false)];
  t.db.insert(playCredits).values({ userId: a.userId, gameCategory: 'emotional_intelligence', credits: 5 }).run();
  const aTextPlay = await startPlayAs(t, a, 'sags-mal-anders');
  const done = await startPlayAs(t, a, 'gefuehlsampel');
  const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
  const completed = await t.app.request(`/api/plays/${done.id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie: a.cookie },
    body: JSON.stringify({ events }),
  });
  if (completed.status !== 200) throw new Error(`world: completing answered ${completed.status}`);
  const aLightPlay = await startPlayAs(t, a, 'gefuehlsampel');
  const purchase = await startCheckout(t.store, null, {
    userId: a.userId,
    email: a.email,
    order: { kind: 'plays', category: 'mindset', plays: 2 },
    returnTo: '/',
    siteOrigin: testOrigin,
    now: t.deps.now(),
  });
  await insertOutboxMessage(t.db, {
    id: randomId(),
    userId: a.userId,
    to: a.email,
    subject: 'Für Anna',
    text: `Hallo Anna, dein Link: ${testOrigin}/auth?reset=geheim`,
    html: '<p>Hallo Anna</p>',
    createdAt: t.deps.now(),
  });
  return {
    t,
    a,
    b,
    unconfirmed,
    aTextPlay,
    aLightPlay,
    aDonePlay: done.id,
    aPurchase: purchase.checkoutSessionId,
    aSecrets: [a.userId, a.email, a.displayName, aTextPlay.id, aLightPlay.id, done.id, purchase.checkoutSessionId],
  };
}

/**
 * The same world again, as it was when `snapshot` (`db.$client.serialize()`) was taken: a copy
 * of the database under a new app (new rate limiters), sharing the catalog and AI provider.
 */
export function restoreWorld(w: World, snapshot: Buffer): World {
  const sqlite = new Database(snapshot);
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle({ client: sqlite, schema }) as Db;
  const { catalog, ai, config, random } = w.t.deps;
  const t = createTestApp({ config, db, ...(catalog ? { catalog } : {}), ...(ai ? { ai } : {}), ...(random ? { random } : {}) });
  return { ...w, t };
}

/** Every table's rows (from sqlite_master, so a new table is covered without a change here), hashed. */
export function dbChecksum(db: Db): string {
  const hash = createHash('sha256');
  const tables = db.$client.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
  for (const table of tables) {
    hash.update(`\n#${table}\n`);
    for (const row of db.$client.prepare(`select * from "${table}" order by rowid`).raw().all()) hash.update(stableJson(row));
  }
  return hash.digest('hex');
}

/** The rows of one user in every table that names a user (and the outbox mails to their address), hashed. */
export function footprint(db: Db, userId: string, email: string): string {
  const hash = createHash('sha256');
  const tables = db.$client.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[];
  for (const table of tables) {
    const columns = (db.$client.prepare(`pragma table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
    let rows: unknown[] = [];
    if (table === 'users') rows = db.$client.prepare('select * from users where id = ?').raw().all(userId);
    else if (table === 'outbox')
      rows = db.$client.prepare('select * from outbox where user_id = ? or to_address = ? order by rowid').raw().all(userId, email);
    else if (columns.includes('user_id'))
      rows = db.$client.prepare(`select * from "${table}" where user_id = ? order by rowid`).raw().all(userId);
    hash.update(`\n#${table}\n`);
    for (const row of rows) hash.update(stableJson(row));
  }
  return hash.digest('hex');
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : typeof v === 'bigint' ? v.toString() : v));
}

/** "METHOD /path" of every endpoint the app serves (middleware, registered as ALL, left out). */
export function appEndpoints(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();
}

/** A small seeded PRNG, so that the items a world draws are the same on every run. */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
