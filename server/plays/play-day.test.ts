import { describe, expect, it } from 'vitest';
import { playDate } from './play-day.ts';

describe('playDate', () => {
  it('moves to the next day at midnight in Berlin, not at UTC midnight', () => {
    // 22:59:59 UTC in winter is 23:59:59 in Berlin; one second later it is the next day there.
    expect(playDate(Date.parse('2026-01-14T22:59:59Z'), 'Europe/Berlin')).toBe('2026-01-14');
    expect(playDate(Date.parse('2026-01-14T23:00:00Z'), 'Europe/Berlin')).toBe('2026-01-15');
    expect(playDate(Date.parse('2026-01-14T23:00:00Z'), 'UTC')).toBe('2026-01-14');
  });

  it('follows summer time (UTC+2)', () => {
    expect(playDate(Date.parse('2026-07-01T21:59:59Z'), 'Europe/Berlin')).toBe('2026-07-01');
    expect(playDate(Date.parse('2026-07-01T22:00:00Z'), 'Europe/Berlin')).toBe('2026-07-02');
  });
});
