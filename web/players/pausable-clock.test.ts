import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PausableClock } from './pausable-clock.ts';

describe('PausableClock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a delay like setTimeout when nothing holds it', () => {
    const clock = new PausableClock();
    const fn = vi.fn();
    clock.setTimeout(fn, 4000);
    vi.advanceTimersByTime(3999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('does not count while held and goes on where it stopped', () => {
    const clock = new PausableClock();
    const fn = vi.fn();
    clock.hold('unseen');
    clock.setTimeout(fn, 4000);
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    clock.release('unseen');
    vi.advanceTimersByTime(1000);
    clock.hold('reading');
    clock.hold('held');
    vi.advanceTimersByTime(10_000);
    clock.release('reading');
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
    clock.release('held');
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('forgets a cleared delay', () => {
    const clock = new PausableClock();
    const fn = vi.fn();
    const id = clock.setTimeout(fn, 100);
    clock.clearTimeout(id);
    clock.hold('x');
    clock.release('x');
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
