import { describe, expect, it } from 'vitest';
import { gameSessions } from '../db/schema.ts';
import { playDate } from '../plays/play-day.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';

type Week = { weekStart: string; points: Record<string, number> };

/** The week (its Monday) a moment belongs to in Berlin, worked out the slow, obvious way. */
function mondayOf(t: number): string {
  const d = new Date(`${playDate(t, 'Europe/Berlin')}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

describe("profile chart: the parents' weekly points", () => {
  it('puts each session into its Berlin week, also right at Monday midnight and across summer time', async () => {
    const t = createTestApp();
    t.setNow(Date.parse('2026-04-08T10:00:00Z')); // a Wednesday; summer time began on 29 March
    const u = await createSignedInUser(t);
    const times = [
      Date.parse('2026-04-05T21:59:59Z'), // Sunday 23:59:59 in Berlin
      Date.parse('2026-04-05T22:00:00Z'), // Monday 00:00 in Berlin, still Sunday in UTC
      Date.parse('2026-03-29T00:30:00Z'), // Sunday night before the switch (UTC+1)
      Date.parse('2026-03-22T23:00:00Z'), // Monday 00:00 in winter time
      Date.parse('2026-02-16T10:00:00Z'), // the first week shown
      Date.parse('2026-02-15T22:59:00Z'), // a minute before it: not shown
      Date.parse('2026-04-08T09:59:00Z'), // today
    ];
    times.forEach((completedAt, i) =>
      t.db
        .insert(gameSessions)
        .values({ id: `s${i}`, userId: u.userId, gameName: 'Gefühlsampel', gameCategory: 'emotional_intelligence', score: 10, pointsEarned: 10 + i, success: true, completedAt })
        .run(),
    );
    const res = await t.app.request('/api/profile', { headers: { cookie: u.cookie } });
    const weekly = ((await res.json()) as { weekly: Week[] }).weekly;
    expect(weekly.map((w) => w.weekStart)).toEqual(['2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06']);
    const expected = new Map<string, number>();
    times.forEach((time, i) => expected.set(mondayOf(time), (expected.get(mondayOf(time)) ?? 0) + 10 + i));
    for (const week of weekly) expect(week.points.emotional_intelligence ?? 0, week.weekStart).toBe(expected.get(week.weekStart) ?? 0);
    expect(weekly.reduce((sum, w) => sum + (w.points.emotional_intelligence ?? 0), 0)).toBe(10 + 11 + 12 + 13 + 14 + 16);
  });
});
