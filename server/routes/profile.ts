import { Hono } from 'hono';
import { levelFor } from '../../engine/scoring.ts';
import { requireUser } from '../auth/require-user.ts';
import { findPremiumCancellation } from '../db/cancellations-db.ts';
import { profileRow, summaryFromSessions } from '../db/plays-db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { perApp } from '../http/rate-limit.ts';
import { playDate, weekFrame, weekStart } from '../plays/play-day.ts';
import { usableSummary, type ProfileSummary, type WeekFrame } from '../plays/profile-summary.ts';

type Labels = Record<string, string>;

/** The profile answer's history: the last sessions and the chart's weeks, as JSON members. */
function historyJson(summary: ProfileSummary, frame: WeekFrame, labels: Labels): string {
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
  const weekly = frame.weeks.map((weekStartDate) => ({ weekStart: weekStartDate, points: { ...summary.weeks[weekStartDate] } }));
  return `"sessions":${JSON.stringify(sessions)},"weekly":${JSON.stringify(weekly)}`;
}

/**
 * The history part of recent answers, per user, for as long as the stored summary's revision,
 * the chart's weeks and the category labels are the same: a parent or child reopening the
 * profile gets it without the summary text being read, parsed and formatted again. A completion
 * writes a new revision, which leaves the entry unused: there is nothing to invalidate.
 */
type History = {
  rev: number;
  frame: WeekFrame;
  labels: Labels;
  json: string;
  /** The whole last answer, encoded, with the profile part it was made with. */
  answer?: { profileJson: string; body: Uint8Array<ArrayBuffer> };
};
const utf8 = new TextEncoder();
const historiesKept = 2_000;
/** Per app: an app (a test) with another database never sees these. */
const historiesOf = perApp(() => new Map<string, History>());

function keep(histories: Map<string, History>, userId: string, entry: History) {
  histories.delete(userId);
  if (histories.size >= historiesKept) histories.delete(histories.keys().next().value!);
  histories.set(userId, entry);
}

function storedSummary(json: string | null, tz: string): ProfileSummary | null {
  if (json === null) return null;
  try {
    return usableSummary(JSON.parse(json), tz);
  } catch {
    return null;
  }
}

export const profileRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const user = requireUser(c);
  const now = deps.now();
  const tz = deps.config.playDayTimeZone;
  const labels = deps.catalog!.categories.categories;
  const frame = weekFrame(weekStart(playDate(now, tz)), tz);
  const histories = historiesOf(deps);
  const kept = histories.get(user.id);
  const usable = kept && kept.frame === frame && kept.labels === labels ? kept : undefined;

  const row = await profileRow(deps.db, user.id, usable?.rev);
  if (!row) throw new ApiError(404, 'no_profile', 'Profil nicht gefunden');
  /** The kept entry this answer's history comes from, if any. */
  let entry: History | undefined;
  let historyPart: string;
  if (usable && row.summaryJson === undefined) {
    entry = usable;
    historyPart = usable.json;
  } else {
    // Kept ready by each completion; worked out from the sessions when there is none (yet) or it was cut in another time zone.
    const stored = storedSummary(row.summaryJson ?? null, tz);
    historyPart = historyJson(stored ?? (await summaryFromSessions(deps.db, user.id, tz, frame)), frame, labels);
    if (stored) keep(histories, user.id, (entry = { rev: row.summaryRev, frame, labels, json: historyPart }));
  }

  const level = levelFor(row.totalPoints);
  const premium = row.premiumUntil !== null && row.premiumUntil > now;
  const profile = {
    displayName: row.displayName,
    email: user.email,
    totalPoints: row.totalPoints,
    status: row.status,
    level: { next: level.next, progress: level.progress, missing: level.missing },
    premium,
    premiumUntil: premium ? new Date(row.premiumUntil!).toISOString() : null,
    // Cancelled premium runs to the end of its period: the premium card says "Premium endet am …".
    premiumCancelled: premium ? (await findPremiumCancellation(deps.db, user.id, now)) !== null : false,
  };
  const profileJson = JSON.stringify(profile);
  // A reopened profile where neither part changed is sent as encoded last time.
  let body = entry?.answer?.profileJson === profileJson ? entry.answer.body : undefined;
  if (!body) {
    body = utf8.encode(`{"profile":${profileJson},${historyPart}}`);
    if (entry) entry.answer = { profileJson, body };
  }
  return c.body(body, 200, { 'content-type': 'application/json' });
});
