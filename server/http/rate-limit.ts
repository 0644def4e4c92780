import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Deps } from '../deps.ts';
import { ApiError } from './errors.ts';

/**
 * Where the counters live. Several instances behind a load balancer must share one store, or
 * every budget multiplies by the number of instances: PostgreSQL (the site's database) or
 * Redis/Valkey. One process alone (the embedded SQLite default) counts in memory.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: Pool; tableName: string } | { kind: 'redis'; client: Redis };

export const memoryRateLimitStore: RateLimitStore = { kind: 'memory' };

/** One counted attempt. */
export type Hit = {
  /** false when the key is over its limit (the attempt counts all the same) */
  allowed: boolean;
  /** milliseconds until the key may try again; 0 when allowed */
  retryAfterMs: number;
  /** takes this attempt back (a reservation that turned out not to count) */
  refund(): Promise<void>;
};

export type RateLimiter = {
  /** Counts one attempt for `key`. */
  hit(key: string): Promise<Hit>;
  /** Forgets `key`'s current window. */
  reset(key: string): Promise<void>;
};

export type RateLimiterOptions = {
  /** unique among the limiters: it separates their keys in a shared store */
  name: string;
  windowMs: number;
  max: number;
};

/**
 * A fixed-window counter per key on rate-limiter-flexible. The window is read from the app's
 * clock (`deps.now`, which tests move) and is part of the stored key, so every instance counts
 * into the same window and a moved clock starts a new one; the store only expires old keys.
 * Keys are hashed: no e-mail address or client address is written to a shared store, and a key
 * always fits its column. When a shared store fails, this process counts in memory meanwhile
 * (rate-limiter-flexible's insurance limiter) rather than refusing or waving everyone through.
 */
export function createRateLimiter(deps: Pick<Deps, 'now' | 'rateLimitStore'>, { name, windowMs, max }: RateLimiterOptions): RateLimiter {
  const store = deps.rateLimitStore ?? memoryRateLimitStore;
  // Each key lives a full window after its first attempt, so it outlasts the window it counts.
  const duration = Math.ceil(windowMs / 1000);
  const memory = new RateLimiterMemory({ keyPrefix: name, points: max, duration });
  const limiter: RateLimiterAbstract =
    store.kind === 'postgres'
      ? new RateLimiterPostgres({
          storeClient: store.pool,
          storeType: 'pool',
          tableName: store.tableName,
          tableCreated: true,
          // The store's opener sweeps expired rows once for all limiters.
          clearExpiredByTimeout: false,
          keyPrefix: name,
          points: max,
          duration,
          insuranceLimiter: memory,
        })
      : store.kind === 'redis'
        ? new RateLimiterRedis({
            storeClient: store.client,
            keyPrefix: `ferdy-rl:${name}`,
            points: max,
            duration,
            insuranceLimiter: memory,
            rejectIfRedisNotReady: true,
          })
        : memory;

  function windowKey(key: string): { stored: string; endsAt: number } {
    const index = Math.floor(deps.now() / windowMs);
    const digest = createHash('sha256').update(key).digest('base64url');
    return { stored: `${index}:${digest}`, endsAt: (index + 1) * windowMs };
  }

  return {
    async hit(key) {
      const { stored, endsAt } = windowKey(key);
      const refund = async () => {
        await limiter.reward(stored, 1);
      };
      try {
        await limiter.consume(stored, 1);
        return { allowed: true, retryAfterMs: 0, refund };
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return { allowed: false, retryAfterMs: Math.max(1, endsAt - deps.now()), refund };
      }
    },
    async reset(key) {
      await limiter.delete(windowKey(key).stored);
    },
  };
}

/**
 * Memoises per app: `const limits = perApp((deps) => ({ login: createRateLimiter(deps, …) }))`,
 * then `limits(c.get('deps'))` in a handler. Route modules are module-level constants, so this
 * is what gives every `createApp` (and so every test) its own limiters and its own clock.
 */
export function perApp<T>(make: (deps: Deps) => T): (deps: Deps) => T {
  const cache = new WeakMap<Deps, T>();
  return (deps) => {
    let value = cache.get(deps);
    if (value === undefined) {
      value = make(deps);
      cache.set(deps, value);
    }
    return value;
  };
}

export const tooManyAttemptsMessage = 'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann noch einmal.';

/** Throws 429 `too_many_requests` with a Retry-After header. */
export function throwTooMany(c: Context, retryAfterMs: number, message = tooManyAttemptsMessage): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new ApiError(429, 'too_many_requests', message);
}

/** Counts one attempt against every (limiter, key) pair at once; a null key is skipped. */
export async function hitAll(checks: Array<[RateLimiter, string | null]>): Promise<Hit[]> {
  return Promise.all(checks.filter((check): check is [RateLimiter, string] => check[1] !== null).map(([limiter, key]) => limiter.hit(key)));
}

/** The longest wait among refused hits, or -1 when every hit was allowed. */
export function longestWait(hits: Hit[]): number {
  return Math.max(-1, ...hits.filter((h) => !h.allowed).map((h) => h.retryAfterMs));
}

/**
 * Counts one attempt against every (limiter, key) pair and throws 429 when any is over its
 * limit. A null key is skipped (see `ipThrottleKey`).
 */
export async function throttle(c: Context, checks: Array<[RateLimiter, string | null]>, message?: string): Promise<void> {
  const wait = longestWait(await hitAll(checks));
  if (wait >= 0) throwTooMany(c, wait, message);
}
