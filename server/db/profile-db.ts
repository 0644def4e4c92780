import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  recentShown,
  summaryFromRows,
  type Chart,
  type ProfileSummary,
  type RecentSession,
  type WeekFrame,
} from '../plays/profile-summary.ts';
import { preparedFor } from './prepared.ts';
import { gameSessions, profiles, subscriptions } from './schema.ts';
import { liveSubscriptionStatuses } from './store.ts';

const userId = sql.placeholder('userId');

/**
 * When the cancellation of the subscription behind the running premium was received (null: none,
 * or not cancelled): the subscription with a live status paid longest beyond `now`, as in
 * cancellations-db's running subscription. Part of the profile row, so the read stays one statement.
 */
const runningCancellation = (db: Db) =>
  db
    .select({ at: subscriptions.cancelRequestedAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, profiles.userId),
        inArray(subscriptions.status, liveSubscriptionStatuses),
        gt(subscriptions.currentPeriodEnd, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);

/** Prepared once per connection: the profile page's reads. */
const statements = preparedFor((db) => ({
  profile: db
    .select({
      displayName: profiles.displayName,
      totalPoints: profiles.totalPoints,
      status: profiles.status,
      premiumUntil: profiles.premiumUntil,
      // As stored (JSON text): the route parses it and falls back to the sessions when it cannot.
      summaryJson: sql<string | null>`${profiles.summary}`,
      premiumCancelledAt: sql<number | null>`(${runningCancellation(db)})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .prepare(),
  recentSessions: db
    .select({
      id: gameSessions.id,
      gameName: gameSessions.gameName,
      gameCategory: gameSessions.gameCategory,
      score: gameSessions.score,
      pointsEarned: gameSessions.pointsEarned,
      success: gameSessions.success,
      completedAt: gameSessions.completedAt,
    })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .orderBy(desc(gameSessions.completedAt))
    .limit(sql.placeholder('limit'))
    .prepare(),
  pointsBetween: db
    .select({ category: gameSessions.gameCategory, completedAt: gameSessions.completedAt, points: gameSessions.pointsEarned })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        gte(gameSessions.completedAt, sql.placeholder('from')),
        lt(gameSessions.completedAt, sql.placeholder('to')),
      ),
    )
    .orderBy(gameSessions.completedAt)
    .prepare(),
}));

/** What the profile page shows of a profile row; the summary as stored (JSON text). */
export async function profileRow(db: Db, userId: string, now: number) {
  return statements(db).profile.get({ userId, now });
}

/**
 * The profile summary worked out from the user's sessions, synchronously so that a completion's
 * transaction can use it: the last sessions, and the points per category in each of the chart's
 * weeks, summed here from rows of the covering index (user, time, category, points) in time order.
 */
export function summaryFromSessionsNow(db: Db, userId: string, tz: string, frame: WeekFrame): ProfileSummary {
  const q = statements(db);
  const recent: RecentSession[] = q.recentSessions.all({ userId, limit: recentShown });
  const { bounds } = frame;
  const rows = q.pointsBetween.all({ userId, from: bounds[0]!, to: bounds[bounds.length - 1]! });
  return summaryFromRows(tz, recent, rows, frame);
}

/** The profile summary worked out from the user's sessions (a profile that has none kept ready yet). */
export async function summaryFromSessions(db: Db, userId: string, tz: string, frame: WeekFrame): Promise<ProfileSummary> {
  return summaryFromSessionsNow(db, userId, tz, frame);
}

/**
 * Builds the profile summary from the user's sessions and stores it, as a completion does when
 * the profile has none: for sessions written by other means (imports, the benchmark's seed).
 */
export async function rebuildProfileSummary(db: Db, userId: string, chart: Pick<Chart, 'tz' | 'frame'>): Promise<void> {
  const summary = summaryFromSessionsNow(db, userId, chart.tz, chart.frame);
  db.update(profiles).set({ summary }).where(eq(profiles.userId, userId)).run();
}
