import { describe, expect, it } from 'vitest';
import { completePlay, startPlay } from '../db/plays-db.ts';
import { gameSessions } from '../db/schema.ts';
import { chartAt, playDate } from '../plays/play-day.ts';
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
        .values({
          id: `s${i}`,
          userId: u.userId,
          gameName: 'Gefühlsampel',
          gameCategory: 'emotional_intelligence',
          score: 10,
          pointsEarned: 10 + i,
          success: true,
          completedAt,
        })
        .run(),
    );
    const res = await t.app.request('/api/profile', { headers: { cookie: u.cookie } });
    const weekly = ((await res.json()) as { weekly: Week[] }).weekly;
    expect(weekly.map((w) => w.weekStart)).toEqual([
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    const expected = new Map<string, number>();
    times.forEach((time, i) => expected.set(mondayOf(time), (expected.get(mondayOf(time)) ?? 0) + 10 + i));
    for (const week of weekly) expect(week.points.emotional_intelligence ?? 0, week.weekStart).toBe(expected.get(week.weekStart) ?? 0);
    expect(weekly.reduce((sum, w) => sum + (w.points.emotional_intelligence ?? 0), 0)).toBe(10 + 11 + 12 + 13 + 14 + 16);
  });

  it('keeps the last sessions and the weekly points ready at each completion, exactly as the sessions add up', async () => {
    const t = createTestApp({ config: { playDayTimeZone: 'Europe/Berlin' } });
    t.setNow(Date.parse('2026-04-08T10:00:00Z'));
    const u = await createSignedInUser(t);
    const categories = ['emotional_intelligence', 'mindset', 'conflict_resolution'];
    // 14 completions over ten weeks: some before the chart's first week, two at Berlin's Monday
    // midnight, some across the switch to summer time, several in the same week.
    const times = [
      '2026-01-20T10:00:00Z',
      '2026-02-02T09:00:00Z',
      '2026-02-15T22:59:00Z',
      '2026-02-15T23:00:00Z',
      '2026-02-20T12:00:00Z',
      '2026-03-01T08:00:00Z',
      '2026-03-22T23:00:00Z',
      '2026-03-29T00:30:00Z',
      '2026-03-29T12:00:00Z',
      '2026-04-01T07:00:00Z',
      '2026-04-05T21:59:59Z',
      '2026-04-05T22:00:00Z',
      '2026-04-07T15:00:00Z',
      '2026-04-08T09:00:00Z',
    ].map((iso) => Date.parse(iso));
    for (const [i, now] of times.entries()) {
      const category = categories[i % 3]!;
      const started = await startPlay(t.db, {
        id: `p${i}`,
        userId: u.userId,
        gameId: 'g',
        category,
        items: [],
        sourceIds: [],
        playDate: playDate(now, 'Europe/Berlin'),
        now,
      });
      expect(started.ok).toBe(true);
      const done = await completePlay(t.db, {
        playId: `p${i}`,
        userId: u.userId,
        sessionId: `s${i}`,
        gameName: `Spiel ${i}`,
        category,
        score: 40 + i,
        points: 10 + i,
        success: i % 2 === 0,
        now,
        record: true,
        chart: chartAt(now, 'Europe/Berlin'),
      });
      expect(done.ok).toBe(true);
    }
    const read = async () =>
      (await t.app.request('/api/profile', { headers: { cookie: u.cookie } })).json() as Promise<{
        sessions: { id: string }[];
        weekly: Week[];
      }>;
    const ready = await read();
    expect(ready.sessions).toHaveLength(10);
    const stored = t.db.$client.prepare('select summary from profiles where user_id = ?').get(u.userId) as { summary: string | null };
    expect(JSON.parse(stored.summary!)).toMatchObject({ v: 1, tz: 'Europe/Berlin' });
    t.db.$client.prepare('update profiles set summary = null where user_id = ?').run(u.userId);
    const workedOut = await read();
    expect(ready).toEqual(workedOut);
    expect(ready.sessions.map((s) => s.id)).toEqual(['s13', 's12', 's11', 's10', 's9', 's8', 's7', 's6', 's5', 's4']);
    expect(ready.weekly.some((w) => Object.keys(w.points).length > 0)).toBe(true);
  });

  it('answers a new completion and a new week at once, also right after the same profile was read', async () => {
    const t = createTestApp({ config: { playDayTimeZone: 'Europe/Berlin' } });
    const sunday = Date.parse('2026-04-12T20:00:00Z'); // Sunday 22:00 in Berlin
    t.setNow(sunday);
    const u = await createSignedInUser(t);
    const read = async () =>
      (await t.app.request('/api/profile', { headers: { cookie: u.cookie } })).json() as Promise<{
        profile: { totalPoints: number };
        sessions: { id: string }[];
        weekly: Week[];
      }>;
    const complete = async (i: number, now: number, category: string) => {
      const day = playDate(now, 'Europe/Berlin');
      expect(
        (
          await startPlay(t.db, {
            id: `q${i}`,
            userId: u.userId,
            gameId: 'g',
            category,
            items: [],
            sourceIds: [],
            playDate: day,
            now,
          })
        ).ok,
      ).toBe(true);
      const chart = chartAt(now, 'Europe/Berlin');
      const done = {
        playId: `q${i}`,
        userId: u.userId,
        sessionId: `n${i}`,
        gameName: 'Mindshift',
        category,
        score: 50,
        points: 20,
        success: true,
        now,
        record: true,
        chart,
      };
      expect((await completePlay(t.db, done)).ok).toBe(true);
    };
    await complete(1, sunday - 60_000, 'mindset');
    const first = await read();
    expect((await read()).sessions.map((s) => s.id)).toEqual(['n1']);
    await complete(2, sunday, 'emotional_intelligence');
    const second = await read();
    expect(second.sessions.map((s) => s.id)).toEqual(['n2', 'n1']);
    expect(second.weekly.at(-1)).toEqual({ weekStart: '2026-04-06', points: { mindset: 20, emotional_intelligence: 20 } });
    expect(first.weekly.at(-1)).toEqual({ weekStart: '2026-04-06', points: { mindset: 20 } });
    // Monday in Berlin: the chart moves on by one week, with nothing changed in the database.
    t.setNow(Date.parse('2026-04-12T22:00:00Z'));
    const monday = await read();
    expect(monday.weekly.at(-1)).toEqual({ weekStart: '2026-04-13', points: {} });
    expect(monday.weekly.at(-2)).toEqual({ weekStart: '2026-04-06', points: { mindset: 20, emotional_intelligence: 20 } });
  });
});
