import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { levelFor } from '../../engine/scoring.ts';
import { usableSummary, withSession, type Chart, type ProfileSummary } from '../plays/profile-summary.ts';
import type { Db } from './client.ts';
import { freePlaysPerDay, sameCredits, sameDay } from './limits-db.ts';
import { preparedFor } from './prepared.ts';
import { summaryFromSessionsNow } from './profile-db.ts';
import { dailyPlayLimits, gameSessions, playCredits, plays, profiles } from './schema.ts';
import { noRepeatPlays, type Completion, type Consumed, type NewPlay, type PlayRow } from './store.ts';

const param = (name: string) => sql.placeholder(name);
const userId = param('userId');

/** Prepared once per connection: the statements of every start and completion. */
const statements = preparedFor((db) => ({
  premiumUntil: db.select({ until: profiles.premiumUntil }).from(profiles).where(eq(profiles.userId, userId)).prepare(),
  play: db
    .select()
    .from(plays)
    .where(eq(plays.id, param('playId')))
    .prepare(),
  recentSourceIds: db
    .select({ ids: plays.sourceIds })
    .from(plays)
    .where(and(eq(plays.userId, userId), eq(plays.gameId, param('gameId'))))
    .orderBy(desc(plays.createdAt))
    .limit(param('limit'))
    .prepare(),
  openDay: db
    .insert(dailyPlayLimits)
    .values({ userId, gameCategory: param('category'), playDate: param('playDate') })
    .onConflictDoNothing()
    .prepare(),
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
      userId,
      gameId: param('gameId'),
      gameRevision: param('gameRevision'),
      category: param('category'),
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
    .where(and(eq(plays.id, param('playId')), eq(plays.userId, userId), eq(plays.status, 'active')))
    .prepare(),
  pointsAndSummary: db
    .select({ totalPoints: profiles.totalPoints, summary: profiles.summary })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .prepare(),
  insertSession: db
    .insert(gameSessions)
    .values({
      id: param('sessionId'),
      userId,
      playId: param('playId'),
      gameName: param('gameName'),
      gameCategory: param('category'),
      score: param('score'),
      pointsEarned: param('points'),
      success: param('success'),
      completedAt: param('now'),
    })
    .prepare(),
  updateProfile: db
    .update(profiles)
    .set({ totalPoints: sql`${param('totalPoints')}`, status: sql`${param('status')}`, summary: sql`${param('summary')}` })
    .where(eq(profiles.userId, userId))
    .prepare(),
}));

/**
 * Takes what pays for a play — premium, else today's free play, else one bought credit — and
 * stores the play, all in one IMMEDIATE transaction: concurrent starts queue on SQLite's write
 * lock, and each conditional UPDATE only succeeds while something is left, so N parallel
 * starts can never use more than is there.
 */
export async function startPlay(db: Db, play: NewPlay): Promise<{ ok: true; consumed: Consumed } | { ok: false }> {
  const q = statements(db);
  const day = { userId: play.userId, category: play.category, playDate: play.playDate };
  return db.transaction(
    () => {
      let consumed: Consumed | null = null;
      const until = q.premiumUntil.get({ userId: play.userId })?.until;
      if (until != null && until > play.now) consumed = 'premium';
      if (!consumed) {
        q.openDay.run(day);
        if (q.takeFreePlay.run(day).changes === 1) consumed = 'free';
      }
      if (!consumed && q.takeCredit.run({ userId: play.userId, category: play.category }).changes === 1) {
        consumed = 'credit';
        q.countPaidPlay.run(day);
      }
      if (!consumed) return { ok: false as const };
      q.insertPlay.run({ ...play, gameRevision: play.gameRevision ?? null, consumed });
      return { ok: true as const, consumed };
    },
    { behavior: 'immediate' },
  );
}

export async function findPlay(db: Db, playId: string): Promise<PlayRow | undefined> {
  return statements(db).play.get({ playId });
}

/** Content ids of the user's last plays of a game, so the next play shows other items first. */
export async function recentSourceIds(db: Db, userId: string, gameId: string, lastPlays = noRepeatPlays): Promise<string[]> {
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
      tx.update(plays)
        .set({ checks: [...row.checks, check] })
        .where(eq(plays.id, playId))
        .run();
      return true;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Finishes a play exactly once: the play flips from active to completed with a conditional
 * UPDATE, and only then are the game session, the points, the level and the profile's summary
 * written — in the same transaction, so a failure anywhere leaves nothing half-done.
 */
export async function completePlay(db: Db, done: Completion): Promise<{ ok: true; totalPoints: number } | { ok: false }> {
  const q = statements(db);
  return db.transaction(
    () => {
      const flipped = q.finishPlay.run({ playId: done.playId, userId: done.userId, now: done.now });
      if (flipped.changes !== 1) return { ok: false as const };
      if (done.failAfterFirstWrite) throw new Error('simulated failure after the first write');
      const profile = q.pointsAndSummary.get({ userId: done.userId });
      if (!done.record || !profile) return { ok: true as const, totalPoints: profile?.totalPoints ?? 0 };
      q.insertSession.run({ ...done, points: done.points });
      const totalPoints = profile.totalPoints + done.points;
      const summary = done.chart ? JSON.stringify(nextSummary(db, done, profile.summary, done.chart)) : null;
      q.updateProfile.run({ userId: done.userId, totalPoints, status: levelFor(totalPoints).level, summary });
      return { ok: true as const, totalPoints };
    },
    { behavior: 'immediate' },
  );
}

/** The profile summary after a recorded session: the stored one updated when usable, else built from the sessions. */
function nextSummary(db: Db, done: Completion, stored: unknown, chart: Chart): ProfileSummary {
  const current = usableSummary(stored, chart.tz);
  if (!current) return summaryFromSessionsNow(db, done.userId, chart.tz, chart.frame);
  const session = {
    id: done.sessionId,
    gameName: done.gameName,
    gameCategory: done.category,
    score: done.score,
    pointsEarned: done.points,
    success: done.success,
    completedAt: done.now,
  };
  return withSession(current, session, chart.week, chart.frame);
}

/**
 * Gives back an active play whose game changed since it started: the play is closed as
 * 'returned' (no points, no session) and what paid for it comes back — today's free play of its
 * day, or the bought credit. One IMMEDIATE transaction, so it happens once.
 */
export async function returnPlay(db: Db, playId: string, userId: string, now: number): Promise<boolean> {
  return db.transaction(
    (tx) => {
      const play = tx
        .update(plays)
        .set({ status: 'returned', completedAt: now })
        .where(and(eq(plays.id, playId), eq(plays.userId, userId), eq(plays.status, 'active')))
        .returning({ consumed: plays.consumed, category: plays.category, playDate: plays.playDate })
        .get();
      if (!play) return false;
      const day = and(
        eq(dailyPlayLimits.userId, userId),
        eq(dailyPlayLimits.gameCategory, play.category),
        eq(dailyPlayLimits.playDate, play.playDate),
      );
      if (play.consumed === 'free') {
        tx.update(dailyPlayLimits)
          .set({ freePlaysUsed: sql`${dailyPlayLimits.freePlaysUsed} - 1` })
          .where(and(day, gt(dailyPlayLimits.freePlaysUsed, 0)))
          .run();
      } else if (play.consumed === 'credit') {
        tx.update(dailyPlayLimits)
          .set({ paidPlaysUsed: sql`${dailyPlayLimits.paidPlaysUsed} - 1` })
          .where(and(day, gt(dailyPlayLimits.paidPlaysUsed, 0)))
          .run();
        tx.insert(playCredits)
          .values({ userId, gameCategory: play.category, credits: 1 })
          .onConflictDoUpdate({ target: [playCredits.userId, playCredits.gameCategory], set: { credits: sql`${playCredits.credits} + 1` } })
          .run();
      }
      return true;
    },
    { behavior: 'immediate' },
  );
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
