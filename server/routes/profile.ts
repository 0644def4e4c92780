import { Hono } from 'hono';
import { levelFor } from '../../engine/scoring.ts';
import { requireUser } from '../auth/require-user.ts';
import { pointsPerPeriod, profileRow, recentSessions } from '../db/plays-db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { dayStartMs, playDate } from '../plays/play-day.ts';

const day = 24 * 60 * 60 * 1000;
const weeksShown = 8;

/** Monday of the week a day belongs to, as YYYY-MM-DD (dates are calendar days, so UTC arithmetic is exact). */
function weekStart(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * day);
  return monday.toISOString().slice(0, 10);
}

const frames = new Map<string, { weeks: string[]; bounds: number[] }>();

/**
 * The chart's weeks (their Mondays) up to this one, and where each starts in the play-day time
 * zone plus where this one ends, so SQLite can sum each week's points per category. The same
 * for every family all week long, so worked out once.
 */
function weekFrame(thisWeek: string, tz: string) {
  const key = `${tz} ${thisWeek}`;
  let frame = frames.get(key);
  if (!frame) {
    const monday = (offset: number) => new Date(Date.parse(`${thisWeek}T00:00:00Z`) + offset * 7 * day).toISOString().slice(0, 10);
    const weeks = Array.from({ length: weeksShown }, (_, i) => monday(i - (weeksShown - 1)));
    frame = { weeks, bounds: [...weeks, monday(1)].map((date) => dayStartMs(date, tz)) };
    if (frames.size >= 100) frames.clear();
    frames.set(key, frame);
  }
  return frame;
}

export const profileRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const user = requireUser(c);
  const row = await profileRow(deps.db, user.id);
  if (!row) throw new ApiError(404, 'no_profile', 'Profil nicht gefunden');
  const now = deps.now();
  const tz = deps.config.playDayTimeZone;
  const labels = deps.catalog!.categories.categories;

  const sessions = (await recentSessions(deps.db, user.id, 10)).map((s) => ({
    id: s.id,
    gameName: s.gameName,
    gameCategory: s.gameCategory,
    categoryLabel: labels[s.gameCategory] ?? s.gameCategory,
    score: s.score,
    pointsEarned: s.pointsEarned,
    success: s.success,
    completedAt: new Date(s.completedAt).toISOString(),
  }));

  const { weeks, bounds } = weekFrame(weekStart(playDate(now, tz)), tz);
  const weekly = weeks.map((weekStartDate) => ({ weekStart: weekStartDate, points: {} as Record<string, number> }));
  for (const p of await pointsPerPeriod(deps.db, user.id, bounds)) weekly[p.period]!.points[p.category] = p.points;

  const level = levelFor(row.totalPoints);
  return c.json({
    profile: {
      displayName: row.displayName,
      email: user.email,
      totalPoints: row.totalPoints,
      status: row.status,
      level: { next: level.next, progress: level.progress, missing: level.missing },
      premium: row.premiumUntil !== null && row.premiumUntil > now,
      premiumUntil: row.premiumUntil !== null && row.premiumUntil > now ? new Date(row.premiumUntil).toISOString() : null,
    },
    sessions,
    weekly,
  });
});
