import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, perApp, type RateLimitStore } from './rate-limit.ts';
import { createRateLimitTable, openRateLimitStore, type OpenedRateLimitStore } from './rate-limit-store.ts';
import { testConfig } from '../config.ts';
import { openSqliteStore } from '../db/sqlite-store.ts';
import type { Deps } from '../deps.ts';
import { redisServerInstalled, startRedis } from '../testing/redis-server.ts';

function clock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function allowed(limiter: ReturnType<typeof createRateLimiter>, key: string, times = 1): Promise<boolean[]> {
  const out: boolean[] = [];
  for (let i = 0; i < times; i++) out.push((await limiter.hit(key)).allowed);
  return out;
}

/** The behaviour every store must show; `store()` gives a fresh store per test. */
function limiterBehaviour(store: () => RateLimitStore) {
  it('allows `max` attempts per key in a window, counts per key, and tells how long to wait', async () => {
    const c = clock();
    const limiter = createRateLimiter({ now: c.now, rateLimitStore: store() }, { name: `t${Math.random()}`, windowMs: 60_000, max: 3 });
    expect(await allowed(limiter, 'a', 3)).toEqual([true, true, true]);
    c.advance(20_000);
    const refused = await limiter.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(40_000);
    expect(await allowed(limiter, 'b')).toEqual([true]);
    c.advance(40_000);
    expect(await allowed(limiter, 'a')).toEqual([true]);
  });

  it('takes back a refunded attempt, in the window it was counted in', async () => {
    const c = clock();
    const limiter = createRateLimiter({ now: c.now, rateLimitStore: store() }, { name: `t${Math.random()}`, windowMs: 60_000, max: 2 });
    const first = await limiter.hit('k');
    await limiter.hit('k');
    await first.refund();
    expect(await allowed(limiter, 'k', 2)).toEqual([true, false]);
    await limiter.reset('k');
    expect(await allowed(limiter, 'k')).toEqual([true]);
  });

  it('lets exactly `max` of a burst of parallel attempts through', async () => {
    const limiter = createRateLimiter(
      { now: clock().now, rateLimitStore: store() },
      { name: `t${Math.random()}`, windowMs: 60_000, max: 10 },
    );
    const hits = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('burst')));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
  });
}

describe('rate limits in memory (one process)', () => {
  limiterBehaviour(() => ({ kind: 'memory' }));

  it('keeps limiters apart by name and by app', async () => {
    const c = clock();
    const a = createRateLimiter({ now: c.now }, { name: 'same', windowMs: 60_000, max: 1 });
    const b = createRateLimiter({ now: c.now }, { name: 'same', windowMs: 60_000, max: 1 });
    expect(await allowed(a, 'k', 2)).toEqual([true, false]);
    expect(await allowed(b, 'k')).toEqual([true]);
  });
});

/** Two instances of the site: two limiters of the same name on one shared store share one budget. */
function sharedBudget(opened: () => OpenedRateLimitStore) {
  it('is one budget for all instances', async () => {
    const c = clock();
    const name = `shared-${Math.random()}`;
    const instanceA = createRateLimiter({ now: c.now, rateLimitStore: opened().store }, { name, windowMs: 60_000, max: 10 });
    const instanceB = createRateLimiter({ now: c.now, rateLimitStore: opened().store }, { name, windowMs: 60_000, max: 10 });
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? instanceA : instanceB).hit('login:someone')));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    expect((await instanceA.hit('login:other')).allowed).toBe(true);
  });
}

describe.skipIf(!redisServerInstalled)('rate limits in Redis (several instances)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let opened: OpenedRateLimitStore;
  beforeAll(async () => {
    redis = await startRedis();
    opened = await openRateLimitStore({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await opened?.close();
    await redis?.stop();
  });
  limiterBehaviour(() => opened.store);
  sharedBudget(() => opened);

  it('counts in memory meanwhile when Redis is gone, instead of failing the request', async () => {
    const gone = await openRateLimitStore({ redisUrl: redis.url });
    const limiter = createRateLimiter(
      { now: clock().now, rateLimitStore: gone.store },
      { name: `down-${Math.random()}`, windowMs: 60_000, max: 2 },
    );
    await gone.close();
    expect(await allowed(limiter, 'k', 3)).toEqual([true, true, false]);
  });
});

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

describe.skipIf(!postgresUrl)('rate limits in PostgreSQL (several instances)', () => {
  let opened: OpenedRateLimitStore;
  beforeAll(async () => {
    opened = await openRateLimitStore({ databaseUrl: postgresUrl });
  });
  afterAll(async () => {
    await opened?.close();
  });
  limiterBehaviour(() => opened.store);
  sharedBudget(() => opened);
});

describe('the rate-limit table in PostgreSQL', () => {
  /** A pool whose queries answer with the given errors first, then succeed. */
  const poolFailingWith = (...codes: string[]) => {
    const calls = { n: 0 };
    const pool = {
      query: async () => {
        const code = codes[calls.n++];
        if (code) throw Object.assign(new Error(`error ${code}`), { code });
        return { rows: [] };
      },
    };
    return { pool: pool as unknown as pg.Pool, calls };
  };

  it('asks again when another instance created the table at the same moment ("already exists")', async () => {
    const { pool, calls } = poolFailingWith('42P07');
    await createRateLimitTable(pool, 'rate_limits');
    expect(calls.n).toBe(2);
  });

  it('gives up on any other error, and after three attempts', async () => {
    const denied = poolFailingWith('28P01');
    await expect(createRateLimitTable(denied.pool, 'rate_limits')).rejects.toMatchObject({ code: '28P01' });
    expect(denied.calls.n).toBe(1);
    const stuck = poolFailingWith('42P07', '42P07', '42P07');
    await expect(createRateLimitTable(stuck.pool, 'rate_limits')).rejects.toMatchObject({ code: '42P07' });
    expect(stuck.calls.n).toBe(3);
  });
});

describe('perApp', () => {
  it('makes one value per deps object', () => {
    const make = perApp(() => ({}));
    const deps = (): Deps => ({ config: testConfig(), store: openSqliteStore(':memory:'), now: Date.now, version: 'x' });
    const a = deps();
    expect(make(a)).toBe(make(a));
    expect(make(a)).not.toBe(make(deps()));
  });
});
