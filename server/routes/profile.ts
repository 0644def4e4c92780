import { Hono } from 'hono';
import { levelFor } from '../../engine/scoring.ts';
import { requireUser } from '../auth/require-user.ts';
import { profileRow, summaryFromSessions } from '../db/plays-db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { playDate, weekFrame, weekStart } from '../plays/play-day.ts';
import { usableSummary } from '../plays/profile-summary.ts';

export const profileRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const user = requireUser(c);
  const row = await profileRow(deps.db, user.id);
  if (!row) throw new ApiError(404, 'no_profile', 'Profil nicht gefunden');
  const now = deps.now();
  const tz = deps.config.playDayTimeZone;
  const labels = deps.catalog!.categories.categories;

  const frame = weekFrame(weekStart(playDate(now, tz)), tz);
  // Kept ready by each completion; worked out from the sessions when there is none yet.
  const summary = usableSummary(row.summary, tz) ?? (await summaryFromSessions(deps.db, user.id, tz, frame));
  const weekly = frame.weeks.map((weekStartDate) => ({ weekStart: weekStartDate, points: { ...summary.weeks[weekStartDate] } }));

  const sessions = summary.recent.map((s) => ({
    id: s.id,
    gameName: s.gameName,
    gameCategory: s.gameCategory,
    categoryLabel: labels[s.gameCategory] ?? s.gameCategory,
    score: s.score,
    pointsEarned: s.pointsEarned,
    success: s.success,
    completedAt: new Date(s.completedAt).toISOString(),
  }));

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
