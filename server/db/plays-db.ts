import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { recentShown, summaryOf, usableSummary, withSession, type ProfileSummary, type RecentSession, type WeekFrame, type Chart } from '../plays/profile-summary.ts';
import { preparedFor } from './prepared.ts';
import { dailyPlayLimits, gameSessions, playCredits, plays, profiles } from './schema.ts';

/** Free plays per category per day (docs/product-rules.md). */
export const freePlaysPerDay = 1;

export type PlayRow = typeof plays.$inferSelect;
export type Consumed = 'free' | 'credit' | 'premium';

const userIdParam = sql.placeholder('userId');
const categoryParam = sql.placeholder('category');
const param = (name: string) => sql.placeholder(name);
const sameDay = and(eq(dailyPlayLimits.userId, userIdParam), eq(dailyPlayLimits.gameCategory, categoryParam), eq(dailyPlayLimits.playDate, param('playDate')));
const sameCredits = and(eq(playCredits.userId, userIdParam), eq(playCredits.gameCategory, categoryParam));

/** The reads on the hot paths (every profile, limits, start and completion), prepared once per connection. */
const statements = preparedFor((db) => ({
  premiumUntil: db.select({ until: profiles.premiumUntil }).from(profiles).where(eq(profiles.userId, userIdParam)).prepare(),
  play: db.select().from(plays).where(eq(plays.id, sql.placeholder('playId'))).prepare(),
  recentSourceIds: db
    .select({ ids: plays.sourceIds })
    .from(plays)
    .where(and(eq(plays.userId, userIdParam), eq(plays.gameId, sql.placeholder('gameId'))))
    .orderBy(desc(plays.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare(),
  day: db
    .select({ free: dailyPlayLimits.freePlaysUsed, paid: dailyPlayLimits.paidPlaysUsed })
    .from(dailyPlayLimits)
    .where(sameDay)
    .prepare(),
  credits: db
    .select({ credits: playCredits.credits })
    .from(playCredits)
    .where(sameCredits)
    .prepare(),
  profile: db
    .select({
      displayName: profiles.displayName,
      totalPoints: profiles.totalPoints,
      status: profiles.status,
      premiumUntil: profiles.premiumUntil,
      // As stored (JSON text): the route parses it and falls back to the sessions when it cannot.
      summaryJson: sql<string | null>`${profiles.summary}`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userIdParam))
    .prepare(),
  /** Everything limitsFor needs in one statement: premium, today's plays, bought credits. */
  limits: db
    .select({
      until: profiles.premiumUntil,
      free: sql<number | null>`(select ${dailyPlayLimits.freePlaysUsed} from ${dailyPlayLimits} where ${sameDay})`,
      paid: sql<number | null>`(select ${dailyPlayLimits.paidPlaysUsed} from ${dailyPlayLimits} where ${sameDay})`,
      credits: sql<number | null>`(select ${playCredits.credits} from ${playCredits} where ${sameCredits})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userIdParam))
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
    .where(eq(gameSessions.userId, userIdParam))
    .orderBy(desc(gameSessions.completedAt))
    .limit(sql.placeholder('limit'))
    .prepare(),
  pointsBetween: db
    .select({ category: gameSessions.gameCategory, completedAt: gameSessions.completedAt, points: gameSessions.pointsEarned })
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userIdParam), gte(gameSessions.completedAt, sql.placeholder('from')), lt(gameSessions.completedAt, sql.placeholder('to'))))
    .orderBy(gameSessions.completedAt)
    .prepare(),
}));


/** The writes of starting and completing a play, prepared once per connection as well. */
const writes = preparedFor((db) => ({
  openDay: db.insert(dailyPlayLimits).values({ userId: userIdParam, gameCategory: categoryParam, playDate: param('playDate') }).onConflictDoNothing().prepare(),
  takeFreePlay: db
    .update(dailyPlayLimits)
    .set({ freePlaysUsed: sql`${dailyPlayLimits.freePlaysUsed} + 1` })
    .where(and(sameDay, lt(dailyPlayLimits.freePlaysUsed, freePlaysPerDay)))
    .prepare(),
  takeCredit: db
    .update(playCredits)
    .set({ credits: sql`${playCredits.credits} - 1` })
    .where(and(sameCredits, gt(playCredits.credits, 0)))
    .prepare(),
  countPaidPlay: db
    .update(dailyPlayLimits)
    .set({ paidPlaysUsed: sql`${dailyPlayLimits.paidPlaysUsed} + 1` })
    .where(sameDay)
    .prepare(),
  insertPlay: db
    .insert(plays)
    .values({
      id: param('id'),
      userId: userIdParam,
      gameId: param('gameId'),
      category: categoryParam,
      items: param('items'),
      sourceIds: param('sourceIds'),
      consumed: param('consumed'),
      playDate: param('playDate'),
      createdAt: param('now'),
    })
    .prepare(),
  finishPlay: db
    .update(plays)
    .set({ status: 'completed', completedAt: sql`${param('now')}` })
    .where(and(eq(plays.id, param('playId')), eq(plays.userId, userIdParam), eq(plays.status, 'active')))
    .prepare(),
  totalPoints: db.select({ totalPoints: profiles.totalPoints }).from(profiles).where(eq(profiles.userId, userIdParam)).prepare(),
  insertSession: db
    .insert(gameSessions)
    .values({
      id: param('sessionId'),
      userId: userIdParam,
      playId: param('playId'),
      gameName: param('gameName'),
      gameCategory: categoryParam,
      score: param('score'),
      pointsEarned: param('points'),
      success: param('success'),
      completedAt: param('now'),
    })
    .prepare(),
  setSummary: db.update(profiles).set({ summary: sql`${param('summary')}` }).where(eq(profiles.userId, userIdParam)).prepare(),
  addPoints: db
    .update(profiles)
    .set({
      totalPoints: sql`${profiles.totalPoints} + ${param('points')}`,
      status: sql`case when ${profiles.totalPoints} + ${param('points')} >= 1000 then 'gold' when ${profiles.totalPoints} + ${param('points')} >= 500 then 'silver' else 'bronze' end`,
    })
    .where(eq(profiles.userId, userIdParam))
    .returning({ totalPoints: profiles.totalPoints, summary: profiles.summary })
    .prepare(),
}));

/** Premium on `now`; inside a transaction too (better-sqlite3 has one connection, the statement runs within it). */
function isPremiumNow(db: Db, userId: string, now: number): boolean {
  const row = statements(db).premiumUntil.get({ userId });
  return row?.until != null && row.until > now;
}

export async function isPremium(db: Db, userId: string, now: number): Promise<boolean> {
  return isPremiumNow(db, userId, now);
}

/**
 * Takes what pays for a play — premium, else today's free play, else one bought credit — and
 * stores the play, all in one IMMEDIATE transaction: concurrent starts queue on SQLite's write
 * lock, and each conditional UPDATE only succeeds while something is left, so N parallel
 * starts can never use more than is there.
 */
export async function startPlay(
  db: Db,
  play: { id: string; userId: string; gameId: string; category: string; items: unknown[]; sourceIds: string[]; playDate: string; now: number },
): Promise<{ ok: true; consumed: Consumed } | { ok: false }> {
  const w = writes(db);
  const day = { userId: play.userId, category: play.category, playDate: play.playDate };
  return db.transaction(
    () => {
      let consumed: Consumed | null = null;
      if (isPremiumNow(db, play.userId, play.now)) consumed = 'premium';
      if (!consumed) {
        w.openDay.run(day);
        if (w.takeFreePlay.run(day).changes === 1) consumed = 'free';
      }
      if (!consumed && w.takeCredit.run({ userId: play.userId, category: play.category }).changes === 1) {
        consumed = 'credit';
        w.countPaidPlay.run(day);
      }
      if (!consumed) return { ok: false as const };
      w.insertPlay.run({
        id: play.id,
        userId: play.userId,
        gameId: play.gameId,
        category: play.category,
        items: play.items,
        sourceIds: play.sourceIds,
        consumed,
        playDate: play.playDate,
        now: play.now,
      });
      return { ok: true as const, consumed };
    },
    { behavior: 'immediate' },
  );
}

export async function findPlay(db: Db, playId: string): Promise<PlayRow | undefined> {
  return statements(db).play.get({ playId });
}

/** Content ids of the user's last plays of a game, so the next play shows other items first. */
export async function recentSourceIds(db: Db, userId: string, gameId: string, lastPlays = 6): Promise<string[]> {
  const rows = statements(db).recentSourceIds.all({ userId, gameId, limit: lastPlays });
  return rows.flatMap((r) => r.ids);
}

/** Most checks one play keeps; a child needs a handful, a script more gets 429 first. */
export const maxChecksPerPlay = 60;

/** Appends a checker verdict to an active play. False when the play is finished or full. */
export async function recordCheck(db: Db, playId: string, check: unknown): Promise<boolean> {
  return db.transaction(
    (tx) => {
      const row = tx.select({ checks: plays.checks, status: plays.status }).from(plays).where(eq(plays.id, playId)).get();
      if (!row || row.status !== 'active' || row.checks.length >= maxChecksPerPlay) return false;
      tx.update(plays).set({ checks: [...row.checks, check] }).where(eq(plays.id, playId)).run();
      return true;
    },
    { behavior: 'immediate' },
  );
}

export function statusFor(points: number): 'bronze' | 'silver' | 'gold' {
  return points >= 1000 ? 'gold' : points >= 500 ? 'silver' : 'bronze';
}

/**
 * Finishes a play exactly once: the play flips from active to completed with a conditional
 * UPDATE, and only then are the game session and the points written — in the same
 * transaction, so a failure anywhere leaves nothing half-done.
 */
export async function completePlay(
  db: Db,
  done: {
    playId: string;
    userId: string;
    sessionId: string;
    gameName: string;
    category: string;
    score: number;
    points: number;
    success: boolean;
    now: number;
    /** false when the game's rules say this play earns nothing (e.g. fewer than 2 pairs) */
    record: boolean;
    /** test hook: throw after the first write to prove the rollback */
    failAfterFirstWrite?: boolean;
    /**
     * The chart this session lands in (play-day time zone, its week, the chart's weeks): the
     * profile's summary is brought up to date. Without it the summary is dropped, and the
     * profile works it out from the sessions until the next completion.
     */
    chart?: Chart;
  },
): Promise<{ ok: true; totalPoints: number } | { ok: false }> {
  const w = writes(db);
  return db.transaction(
    () => {
      const flipped = w.finishPlay.run({ playId: done.playId, userId: done.userId, now: done.now });
      if (flipped.changes !== 1) return { ok: false as const };
      if (done.failAfterFirstWrite) throw new Error('simulated failure after the first write');
      if (!done.record) {
        const current = w.totalPoints.get({ userId: done.userId });
        return { ok: true as const, totalPoints: current?.totalPoints ?? 0 };
      }
      w.insertSession.run({
        sessionId: done.sessionId,
        userId: done.userId,
        playId: done.playId,
        gameName: done.gameName,
        category: done.category,
        score: done.score,
        points: done.points,
        success: done.success,
        now: done.now,
      });
      const row = w.addPoints.get({ userId: done.userId, points: done.points });
      w.setSummary.run({ userId: done.userId, summary: done.chart ? JSON.stringify(nextSummary(db, done, row?.summary ?? null, done.chart)) : null });
      return { ok: true as const, totalPoints: row?.totalPoints ?? 0 };
    },
    { behavior: 'immediate' },
  );
}

export async function limitsFor(db: Db, userId: string, category: string, playDate: string, now: number) {
  const q = statements(db);
  let row = q.limits.get({ userId, category, playDate });
  if (!row) {
    // No profile row (not expected: users are created with one): the same answer, read apart.
    const day = q.day.get({ userId, category, playDate });
    row = { until: null, free: day?.free ?? null, paid: day?.paid ?? null, credits: q.credits.get({ userId, category })?.credits ?? null };
  }
  const credits = row.credits ?? 0;
  const premium = row.until != null && row.until > now;
  const freePlaysUsed = row.free ?? 0;
  return {
    freePlaysUsed,
    paidPlaysUsed: row.paid ?? 0,
    credits,
    premium,
    canPlay: premium || freePlaysUsed < freePlaysPerDay || credits > 0,
  };
}

/** What the profile page shows of a profile row; the summary as stored (JSON text). */
export async function profileRow(db: Db, userId: string) {
  return statements(db).profile.get({ userId });
}

function recentSessionsNow(db: Db, userId: string, limit: number): RecentSession[] {
  return statements(db).recentSessions.all({ userId, limit });
}

export async function recentSessions(db: Db, userId: string, limit = 10): Promise<RecentSession[]> {
  return recentSessionsNow(db, userId, limit);
}

function summaryFromSessionsNow(db: Db, userId: string, tz: string, frame: WeekFrame): ProfileSummary {
  return summaryOf(tz, recentSessionsNow(db, userId, recentShown), pointsPerPeriodNow(db, userId, frame.bounds), frame);
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
  writes(db).setSummary.run({ userId, summary: JSON.stringify(summaryFromSessionsNow(db, userId, chart.tz, chart.frame)) });
}

/** The profile summary after a recorded session: `stored` updated when usable, else built from the sessions. */
function nextSummary(
  db: Db,
  done: { sessionId: string; userId: string; gameName: string; category: string; score: number; points: number; success: boolean; now: number },
  stored: unknown,
  chart: Chart,
): ProfileSummary {
  const current = usableSummary(stored, chart.tz);
  if (!current) return summaryFromSessionsNow(db, done.userId, chart.tz, chart.frame);
  const session = { id: done.sessionId, gameName: done.gameName, gameCategory: done.category, score: done.score, pointsEarned: done.points, success: done.success, completedAt: done.now };
  return withSession(current, session, chart.week, chart.frame);
}


/**
 * Points per category in consecutive periods (the chart's weeks): `bounds` are the periods'
 * start times and the end of the last, so period i is bounds[i] ≤ t < bounds[i+1]. The rows come
 * from the covering index (user, time, category, points) in time order and are summed here:
 * cheaper than a CASE per row and a GROUP BY in SQLite.
 */
export async function pointsPerPeriod(db: Db, userId: string, bounds: number[]) {
  return pointsPerPeriodNow(db, userId, bounds);
}

function pointsPerPeriodNow(db: Db, userId: string, bounds: number[]) {
  const rows = statements(db).pointsBetween.all({ userId, from: bounds[0]!, to: bounds[bounds.length - 1]! });
  const sums = new Map<string, { category: string; period: number; points: number }>();
  let period = 0;
  for (const { category, completedAt, points } of rows) {
    while (completedAt >= bounds[period + 1]!) period++;
    const key = `${period} ${category}`;
    const sum = sums.get(key);
    if (sum) sum.points += points;
    else sums.set(key, { category, period, points });
  }
  return [...sums.values()];
}

/** Sum of stored game sessions (for consistency checks: it must equal the profile's points). */
export async function sessionPointsSum(db: Db, userId: string): Promise<number> {
  const row = db
    .select({ sum: sql<number>`coalesce(sum(${gameSessions.pointsEarned}), 0)` })
    .from(gameSessions)
    .where(eq(gameSessions.userId, userId))
    .get();
  return Number(row?.sum ?? 0);
}
