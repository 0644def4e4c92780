import { describe, expect, it } from 'vitest';
import { createRateLimiter, perApp } from './rate-limit.ts';
import { testConfig } from '../config.ts';
import { openSqliteStore } from '../db/sqlite-store.ts';
import type { Deps } from '../deps.ts';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows max hits per window and then refuses until the window ends', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 3, now: c.now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, true]);
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
    expect(limiter.hit('b')).toBe(true);
    c.advance(400);
    expect(limiter.retryAfterMs('a')).toBe(600);
    c.advance(600);
    expect(limiter.isLimited('a')).toBe(false);
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.hit('a')).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: clock().now });
    limiter.hit('a');
    expect(limiter.isLimited('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isLimited('a')).toBe(false);
  });

  it('holds at most maxKeys keys, dropping expired ones first, then the oldest', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: c.now, maxKeys: 100 });
    for (let i = 0; i < 50; i++) limiter.hit(`old${i}`);
    c.advance(1000);
    for (let i = 0; i < 10_000; i++) limiter.hit(`k${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(100);
    // The newest keys are still counted.
    expect(limiter.isLimited('k9999')).toBe(true);
  });

  it('when full of running windows, drops only the oldest for a new key', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: c.now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      c.advance(100);
    }
    limiter.hit('d');
    expect(['a', 'b', 'c', 'd'].map((k) => limiter.isLimited(k))).toEqual([false, true, true, true]);
    // a's window would have ended by now anyway; b's has too, so it goes before the running c and d.
    c.advance(850);
    limiter.hit('e');
    expect(['b', 'c', 'd', 'e'].map((k) => limiter.isLimited(k))).toEqual([false, true, true, true]);
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
