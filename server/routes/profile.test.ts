import { describe, expect, it } from 'vitest';
import { completePlay, startPlay } from '../db/plays-db.ts';
import { chartAt, playDate } from '../plays/play-day.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';

const tz = 'Europe/Berlin';

describe('GET /api/profile', () => {
  it('answers exactly the JSON of the profile and its history, the first time and from the kept history', async () => {
    const t = createTestApp({ config: { playDayTimeZone: tz } });
    const now = Date.parse('2026-04-08T10:00:00Z');
    t.setNow(now);
    const u = await createSignedInUser(t);
    for (const [i, category] of ['mindset', 'conflict_resolution'].entries()) {
      const at = now - (i + 1) * 3_600_000;
      expect(
        (
          await startPlay(t.db, {
            id: `p${i}`,
            userId: u.userId,
            gameId: 'g',
            category,
            items: [],
            sourceIds: [],
            playDate: playDate(at, tz),
            now: at,
          })
        ).ok,
      ).toBe(true);
      const done = await completePlay(t.db, {
        playId: `p${i}`,
        userId: u.userId,
        sessionId: `s${i}`,
        gameName: `Spiel ${i}`,
        category,
        score: 70 + i,
        points: 30 + i,
        success: true,
        now: at,
        record: true,
        chart: chartAt(at, tz),
      });
      expect(done.ok).toBe(true);
    }
    const texts: string[] = [];
    for (let read = 0; read < 2; read++) {
      const res = await t.app.request('/api/profile', { headers: { cookie: u.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      texts.push(await res.text());
    }
    expect(texts[1]).toBe(texts[0]);
    const answer = JSON.parse(texts[0]!) as Record<string, unknown>;
    // Exactly the JSON the object would give: no key twice, nothing left out, nothing extra.
    expect(JSON.stringify(answer)).toBe(texts[0]);
    expect(answer).toEqual({
      profile: {
        displayName: expect.any(String),
        email: u.email,
        totalPoints: 61,
        status: 'bronze',
        level: expect.objectContaining({ next: expect.anything(), progress: expect.any(Number), missing: expect.any(Number) }),
        premium: false,
        premiumUntil: null,
        premiumCancelled: false,
      },
      sessions: [
        expect.objectContaining({ id: 's1', gameName: 'Spiel 1', gameCategory: 'conflict_resolution', pointsEarned: 31 }),
        expect.objectContaining({ id: 's0', gameName: 'Spiel 0', gameCategory: 'mindset', pointsEarned: 30, success: true }),
      ],
      weekly: expect.arrayContaining([{ weekStart: '2026-04-06', points: { mindset: 30, conflict_resolution: 31 } }]),
    });
    expect((answer.sessions as Array<{ completedAt: string }>)[1]!.completedAt).toBe(new Date(now - 3_600_000).toISOString());
  });
});
