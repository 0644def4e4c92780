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

describe('playDate, asked again and again as the clock runs', () => {
  /** The day straight from the zone's rules, without the kept day. */
  const truth = (t: number, tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(t);

  it('answers every moment of the days around both summer-time switches as the zone does', () => {
    for (const [from, to] of [
      ['2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z'],
      ['2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'],
    ]) {
      for (let t = Date.parse(from!); t < Date.parse(to!); t += 7 * 60_000 + 13_000) {
        for (const tz of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe'])
          expect(playDate(t, tz), `${new Date(t).toISOString()} ${tz}`).toBe(truth(t, tz));
      }
    }
  });

  it('ends the kept day exactly at local midnight, also when the clock goes back', () => {
    const midnight = Date.parse('2026-01-14T23:00:00Z');
    expect(playDate(midnight - 1, 'Europe/Berlin')).toBe('2026-01-14');
    expect(playDate(midnight, 'Europe/Berlin')).toBe('2026-01-15');
    expect(playDate(midnight - 1, 'Europe/Berlin')).toBe('2026-01-14');
    expect(playDate(Date.parse('2025-06-01T12:00:00Z'), 'Europe/Berlin')).toBe('2025-06-01');
    expect(playDate(midnight + 1, 'Europe/Berlin')).toBe('2026-01-15');
  });
});
