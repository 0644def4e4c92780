import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { preparedFor } from './prepared.ts';
import { dailyPlayLimits, gameSessions, playCredits, plays, profiles } from './schema.ts';

/** Free plays per category per day (spec §9). */
export const freePlaysPerDay = 1;

export type PlayRow = typeof plays.$inferSelect;
export type Consumed = 'free' | 'credit' | 'premium';

const userIdParam = sql.placeholder('userId');
const categoryParam = sql.placeholder('category');

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
    .where(and(eq(dailyPlayLimits.userId, userIdParam), eq(dailyPlayLimits.gameCategory, categoryParam), eq(dailyPlayLimits.playDate, sql.placeholder('playDate'))))
    .prepare(),
  credits: db
    .select({ credits: playCredits.credits })
    .from(playCredits)
    .where(and(eq(playCredits.userId, userIdParam), eq(playCredits.gameCategory, categoryParam)))
    .prepare(),
  profile: db.select().from(profiles).where(eq(profiles.userId, userIdParam)).prepare(),
  recentSessions: db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.userId, userIdParam))
    .orderBy(desc(gameSessions.completedAt))
    .limit(sql.placeholder('limit'))
    .prepare(),
  pointsSince: db
    .select({ category: gameSessions.gameCategory, completedAt: gameSessions.completedAt, points: gameSessions.pointsEarned })
    .from(gameSessions)
    .where(and(eq(gameSessions.userId, userIdParam), gte(gameSessions.completedAt, sql.placeholder('since'))))
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
  return db.transaction(
    (tx) => {
      let consumed: Consumed | null = null;
      if (isPremiumNow(db, play.userId, play.now)) consumed = 'premium';
      if (!consumed) {
        tx.insert(dailyPlayLimits)
          .values({ userId: play.userId, gameCategory: play.category, playDate: play.playDate })
          .onConflictDoNothing()
          .run();
        const free = tx
          .update(dailyPlayLimits)
          .set({ freePlaysUsed: sql`${dailyPlayLimits.freePlaysUsed} + 1` })
          .where(
            and(
              eq(dailyPlayLimits.userId, play.userId),
              eq(dailyPlayLimits.gameCategory, play.category),
              eq(dailyPlayLimits.playDate, play.playDate),
              lt(dailyPlayLimits.freePlaysUsed, freePlaysPerDay),
            ),
          )
          .run();
        if (free.changes === 1) consumed = 'free';
      }
      if (!consumed) {
        const credit = tx
          .update(playCredits)
          .set({ credits: sql`${playCredits.credits} - 1` })
          .where(and(eq(playCredits.userId, play.userId), eq(playCredits.gameCategory, play.category), gt(playCredits.credits, 0)))
          .run();
        if (credit.changes === 1) {
          consumed = 'credit';
          tx.update(dailyPlayLimits)
            .set({ paidPlaysUsed: sql`${dailyPlayLimits.paidPlaysUsed} + 1` })
            .where(
              and(
                eq(dailyPlayLimits.userId, play.userId),
                eq(dailyPlayLimits.gameCategory, play.category),
                eq(dailyPlayLimits.playDate, play.playDate),
              ),
            )
            .run();
        }
      }
      if (!consumed) return { ok: false as const };
      tx.insert(plays)
        .values({
          id: play.id,
          userId: play.userId,
          gameId: play.gameId,
          category: play.category,
          items: play.items,
          sourceIds: play.sourceIds,
          consumed,
          playDate: play.playDate,
          createdAt: play.now,
        })
        .run();
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
  },
): Promise<{ ok: true; totalPoints: number } | { ok: false }> {
  return db.transaction(
    (tx) => {
      const flipped = tx
        .update(plays)
        .set({ status: 'completed', completedAt: done.now })
        .where(and(eq(plays.id, done.playId), eq(plays.userId, done.userId), eq(plays.status, 'active')))
        .run();
      if (flipped.changes !== 1) return { ok: false as const };
      if (done.failAfterFirstWrite) throw new Error('simulated failure after the first write');
      if (!done.record) {
        const current = tx.select({ totalPoints: profiles.totalPoints }).from(profiles).where(eq(profiles.userId, done.userId)).get();
        return { ok: true as const, totalPoints: current?.totalPoints ?? 0 };
      }
      tx.insert(gameSessions)
        .values({
          id: done.sessionId,
          userId: done.userId,
          playId: done.playId,
          gameName: done.gameName,
          gameCategory: done.category,
          score: done.score,
          pointsEarned: done.points,
          success: done.success,
          completedAt: done.now,
        })
        .run();
      const row = tx
        .update(profiles)
        .set({
          totalPoints: sql`${profiles.totalPoints} + ${done.points}`,
          status: sql`case when ${profiles.totalPoints} + ${done.points} >= 1000 then 'gold' when ${profiles.totalPoints} + ${done.points} >= 500 then 'silver' else 'bronze' end`,
        })
        .where(eq(profiles.userId, done.userId))
        .returning({ totalPoints: profiles.totalPoints })
        .get();
      return { ok: true as const, totalPoints: row?.totalPoints ?? 0 };
    },
    { behavior: 'immediate' },
  );
}

export async function limitsFor(db: Db, userId: string, category: string, playDate: string, now: number) {
  const q = statements(db);
  const day = q.day.get({ userId, category, playDate });
  const credits = q.credits.get({ userId, category })?.credits ?? 0;
  const premium = isPremiumNow(db, userId, now);
  const freePlaysUsed = day?.free ?? 0;
  return {
    freePlaysUsed,
    paidPlaysUsed: day?.paid ?? 0,
    credits,
    premium,
    canPlay: premium || freePlaysUsed < freePlaysPerDay || credits > 0,
  };
}

export async function profileRow(db: Db, userId: string) {
  return statements(db).profile.get({ userId });
}

export async function recentSessions(db: Db, userId: string, limit = 10) {
  return statements(db).recentSessions.all({ userId, limit });
}

/** Points per category and day since a time, for the parents' chart. */
export async function pointsSince(db: Db, userId: string, since: number) {
  return statements(db).pointsSince.all({ userId, since });
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
