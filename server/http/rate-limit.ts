import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { ApiError } from './errors.ts';

export type RateLimiter = {
  /** Counts one attempt for `key`; false when the key is over its limit (the attempt still counts). */
  hit(key: string): boolean;
  /** True when the next attempt would be refused, without counting one. */
  isLimited(key: string): boolean;
  /** Milliseconds until `key` may try again (0 when it may now). */
  retryAfterMs(key: string): number;
  /** Takes back one counted attempt of `key` (a reservation that turned out not to count). */
  refund(key: string): void;
  /** Forgets `key`. */
  reset(key: string): void;
  /** Number of keys held (for tests of the memory bound). */
  size(): number;
};

export type RateLimiterOptions = {
  windowMs: number;
  max: number;
  /** the clock; pass `deps.now` so tests can move time */
  now?: () => number;
  /** Keys held at most; beyond it expired keys are swept, then the oldest dropped. */
  maxKeys?: number;
};

/**
 * A fixed-window counter per key, in memory. One process serves Ferdy, so there is no shared
 * store to keep in sync; a restart forgets the counts, which only ever lets someone try again.
 * The key map is bounded so that a flood of distinct keys (addresses, IPs) cannot grow it
 * without limit.
 */
export function createRateLimiter({ windowMs, max, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  }

  function makeRoom() {
    const t = now();
    // Map iteration follows insertion order, and every window is as long as the others, so the
    // first keys end first: the sweep stops at the first one still running. (Scanning them all
    // would cost every new key a pass over ten thousand once the map is full.)
    for (const [key, entry] of windows) {
      if (entry.resetAt > t) break;
      windows.delete(key);
    }
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    hit(key) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return entry.count <= max;
      }
      if (windows.size >= maxKeys) makeRoom();
      windows.set(key, { count: 1, resetAt: now() + windowMs });
      return 1 <= max;
    },
    isLimited(key) {
      return (current(key)?.count ?? 0) >= max;
    },
    retryAfterMs(key) {
      const entry = current(key);
      return entry && entry.count >= max ? entry.resetAt - now() : 0;
    },
    refund(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
    size() {
      return windows.size;
    },
  };
}

/**
 * Memoises per app: `const limits = perApp((deps) => ({ login: createRateLimiter(...) }))`, then
 * `limits(c.get('deps'))` in a handler. Route modules are module-level constants, so this is what
 * gives every `createApp` (and so every test) its own counters and its own clock.
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

export const tooManyAttemptsMessage =
  'Zu viele Versuche. Bitte warte ein paar Minuten und versuche es dann noch einmal.';

/** Throws 429 `too_many_requests` with a Retry-After header. */
export function throwTooMany(c: Context, retryAfterMs: number, message = tooManyAttemptsMessage): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new ApiError(429, 'too_many_requests', message);
}

/**
 * Counts one attempt against every (limiter, key) pair and throws 429 when any is over its
 * limit. A null key is skipped (see `throttleIp`).
 */
export function throttle(c: Context, checks: Array<[RateLimiter, string | null]>, message?: string): void {
  let retryAfter = -1;
  for (const [limiter, key] of checks) {
    if (key === null) continue;
    if (!limiter.hit(key)) retryAfter = Math.max(retryAfter, limiter.retryAfterMs(key));
  }
  if (retryAfter >= 0) throwTooMany(c, retryAfter, message);
}
