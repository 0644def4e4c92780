import { describe, expect, it } from 'vitest';
import { dayStartMs, playDate } from './play-day.ts';

describe('dayStartMs', () => {
  it('is local midnight: 23:00 UTC in a Berlin winter, 22:00 UTC in summer', () => {
    expect(dayStartMs('2026-01-15', 'Europe/Berlin')).toBe(Date.parse('2026-01-14T23:00:00Z'));
    expect(dayStartMs('2026-07-02', 'Europe/Berlin')).toBe(Date.parse('2026-07-01T22:00:00Z'));
    expect(dayStartMs('2026-07-02', 'UTC')).toBe(Date.parse('2026-07-02T00:00:00Z'));
    expect(dayStartMs('2026-07-02', 'Asia/Kolkata')).toBe(Date.parse('2026-07-01T18:30:00Z'));
  });

  it('splits time exactly where playDate changes the day, around the summer-time switches', () => {
    for (const [zone, date] of [
      ['Europe/Berlin', '2026-03-29'],
      ['Europe/Berlin', '2026-10-25'],
      ['America/Santiago', '2026-09-06'],
      ['Pacific/Kiritimati', '2026-01-01'],
    ] as const) {
      const start = dayStartMs(date, zone);
      expect(playDate(start, zone)).toBe(date);
      expect(playDate(start - 1, zone) < date).toBe(true);
    }
  });
});
