import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { defaultAgeBand } from '../../../engine/content-schema.ts';
import { levelFor } from '../../../engine/scoring.ts';
import {
  recentShown,
  summaryFromRows,
  usableSummary,
  withSession,
  type ProfileSummary,
  type WeekFrame,
} from '../../plays/profile-summary.ts';
import { freePlaysPerDay } from '../limits-db.ts';
import { maxChecksPerPlay } from '../plays-db.ts';
import {
  liveSubscriptionStatuses,
  noRepeatPlays,
  type Completion,
  type Consumed,
  type FulfilResult,
  type NewEmailToken,
  type PurchaseRow,
  type Store,
  type SubscriptionChangeResult,
} from '../store.ts';
import { toAuthUser } from '../users-db.ts';
import { migratePg } from './migrate.ts';
import * as schema from './schema.ts';
import {
  dailyPlayLimits,
  emailTokens,
  gameSessions,
  outbox,
  paymentRecords,
  playCredits,
  plays,
  profiles,
  purchases,
  sessions,
  stripeEvents,
  subscriptions,
  users,
} from './schema.ts';

// The PostgreSQL adapter. Transactions run at READ COMMITTED, so no invariant may rest on a value
// read earlier in the transaction without a lock:
// - counters change by conditional single-statement UPDATEs (`… where credits > 0`), which
//   PostgreSQL re-checks on the newest row version when they had to wait;
// - every read-modify-write of a family's data first locks the family's profile row
//   (SELECT … FOR UPDATE): the profile is the family's mutex, always taken first, so two
//   transactions of one family never wait on each other in opposite order;
// - serialization failures and deadlocks (40001, 40P01) are retried.
// Statements always go through the transaction's `tx`, never a statement prepared on the pool
// (that would run outside the transaction).

export type PgDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];
type Q = PgDb | Tx;

const retryableCodes = new Set(['40001', '40P01']);

function errorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/** Runs a transaction, again when PostgreSQL gave it up for a serialization failure or a deadlock. */
export async function transaction<T>(db: PgDb, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work, { isolationLevel: 'read committed' });
    } catch (err) {
      if (attempt >= 8 || !retryableCodes.has(errorCode(err) ?? '')) throw err;
      await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
    }
  }
}

/** The family's mutex: their profile row, locked until the transaction ends. */
async function lockFamily(
  tx: Tx,
  userId: string,
): Promise<{ totalPoints: number; summary: ProfileSummary | null; premiumUntil: number | null } | undefined> {
  const [row] = await tx
    .select({ totalPoints: profiles.totalPoints, summary: profiles.summary, premiumUntil: profiles.premiumUntil })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A value, or a placeholder filled in when a prepared statement runs. */
type Value = string | ReturnType<typeof sql.placeholder>;

function sameDay(userId: Value, category: Value, playDate: Value) {
  return and(eq(dailyPlayLimits.userId, userId), eq(dailyPlayLimits.gameCategory, category), eq(dailyPlayLimits.playDate, playDate));
}
function sameCredits(userId: Value, category: Value) {
  return and(eq(playCredits.userId, userId), eq(playCredits.gameCategory, category));
}

async function summaryFromSessions(q: Q, userId: string, tz: string, frame: WeekFrame): Promise<ProfileSummary> {
  const recent = await q
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
    .limit(recentShown);
  const { bounds } = frame;
  const rows = await q
    .select({ category: gameSessions.gameCategory, completedAt: gameSessions.completedAt, points: gameSessions.pointsEarned })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.userId, userId),
        gte(gameSessions.completedAt, bounds[0]!),
        lt(gameSessions.completedAt, bounds[bounds.length - 1]!),
      ),
    )
    .orderBy(gameSessions.completedAt);
  return summaryFromRows(tz, recent, rows, frame);
}

function voidOutstandingTokens(tx: Tx, userId: string, keepId?: string) {
  return tx
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        ne(emailTokens.purpose, 'undo_email_change'),
        keepId === undefined ? undefined : ne(emailTokens.id, keepId),
      ),
    );
}

/** Marks a link used if it still is unused and unexpired; the conditional UPDATE makes it single-use. */
async function consume(tx: Tx, tokenId: string, purpose: NewEmailToken['purpose'], now: number): Promise<boolean> {
  const used = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, tokenId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ id: emailTokens.id });
  return used.length === 1;
}

function upsertSubscription(tx: Tx, s: { id: string; userId: string; status: string; periodEnd?: number; now: number }) {
  return tx
    .insert(subscriptions)
    .values({ id: s.id, userId: s.userId, status: s.status, currentPeriodEnd: s.periodEnd ?? null, updatedAt: s.now })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: {
        status: s.status,
        // Events arrive in any order: a period end never moves back.
        currentPeriodEnd:
          s.periodEnd === undefined
            ? sql`${subscriptions.currentPeriodEnd}`
            : sql`greatest(coalesce(${subscriptions.currentPeriodEnd}, 0), ${s.periodEnd}::bigint)`,
        updatedAt: s.now,
      },
    });
}

/** premium_until = greatest(premium_until, until): a late or replayed event never shortens premium. */
function extendPremium(tx: Tx, userId: string, until: number) {
  return tx
    .update(profiles)
    .set({ premiumUntil: sql`greatest(coalesce(${profiles.premiumUntil}, 0), ${until}::bigint)` })
    .where(eq(profiles.userId, userId));
}

const isUniqueViolation = (err: unknown) => errorCode(err) === '23505';

const param = (name: string) => sql.placeholder(name);

/**
 * The reads every request or play makes, as named prepared statements: PostgreSQL parses and
 * plans each once per connection, and drizzle builds its SQL once. They run on the pool, outside
 * any transaction, so they are only ever used for single reads (never inside `transaction`).
 */
function preparedReads(db: PgDb) {
  const day = sameDay(param('userId'), param('category'), param('playDate'));
  return {
    sessionWithUser: db
      .select({
        secretHash: sessions.secretHash,
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        displayName: profiles.displayName,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(sessions.id, param('sessionId')))
      .prepare('ferdy_session_with_user'),
    play: db
      .select()
      .from(plays)
      .where(eq(plays.id, param('playId')))
      .prepare('ferdy_play'),
    recentSourceIds: db
      .select({ ids: plays.sourceIds })
      .from(plays)
      .where(and(eq(plays.userId, param('userId')), eq(plays.gameId, param('gameId'))))
      .orderBy(desc(plays.createdAt))
      .limit(param('limit'))
      .prepare('ferdy_recent_source_ids'),
    limits: db
      .select({
        until: profiles.premiumUntil,
        free: sql<number | null>`(select ${dailyPlayLimits.freePlaysUsed} from ${dailyPlayLimits} where ${day})`,
        paid: sql<number | null>`(select ${dailyPlayLimits.paidPlaysUsed} from ${dailyPlayLimits} where ${day})`,
        credits: sql<
          number | null
        >`(select ${playCredits.credits} from ${playCredits} where ${sameCredits(param('userId'), param('category'))})`,
      })
      .from(profiles)
      .where(eq(profiles.userId, param('userId')))
      .prepare('ferdy_limits'),
    profile: db
      .select({
        displayName: profiles.displayName,
        totalPoints: profiles.totalPoints,
        status: profiles.status,
        premiumUntil: profiles.premiumUntil,
        summaryJson: sql<string | null>`${profiles.summary}::text`,
        // As the running subscription: a live status, paid longest beyond now.
        premiumCancelledAt: sql<number | null>`(${db
          .select({ at: subscriptions.cancelRequestedAt })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, profiles.userId),
              inArray(subscriptions.status, liveSubscriptionStatuses),
              gt(subscriptions.currentPeriodEnd, param('now')),
            ),
          )
          .orderBy(desc(subscriptions.currentPeriodEnd))
          .limit(1)})`.mapWith(Number),
      })
      .from(profiles)
      .where(eq(profiles.userId, param('userId')))
      .prepare('ferdy_profile'),
    ageBand: db
      .select({ ageBand: profiles.ageBand })
      .from(profiles)
      .where(eq(profiles.userId, param('userId')))
      .prepare('ferdy_age_band'),
  };
}

export function pgStore(db: PgDb): Store & { readonly db: PgDb } {
  const reads = preparedReads(db);
  const store: Store & { readonly db: PgDb } = {
    dialect: 'postgres',
    db,

    async findUserByEmail(email) {
      return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
    },
    async findPasswordHash(userId) {
      return (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.passwordHash;
    },
    async findAuthUser(userId) {
      const [row] = await db
        .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, displayName: profiles.displayName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row && toAuthUser(row);
    },
    async createUser(user) {
      return transaction(db, async (tx) => {
        const created = await tx
          .insert(users)
          .values({
            id: user.id,
            email: user.email,
            passwordHash: user.passwordHash,
            createdAt: user.createdAt,
            parentConsentAt: user.parentConsentAt ?? null,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (created.length === 0) return false;
        await tx.insert(profiles).values({ userId: user.id, displayName: user.displayName });
        return true;
      });
    },
    async setEmailVerified(userId, at) {
      await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId));
    },
    async setPasswordAndDropSessions(userId, passwordHash) {
      await transaction(db, async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await voidOutstandingTokens(tx, userId);
      });
    },
    async updateDisplayName(userId, displayName) {
      await db.insert(profiles).values({ userId, displayName }).onConflictDoUpdate({ target: profiles.userId, set: { displayName } });
    },
    async insertSession(session) {
      await db.insert(sessions).values(session);
    },
    async findSessionWithUser(sessionId) {
      const [row] = await reads.sessionWithUser.execute({ sessionId });
      return row && { secretHash: row.secretHash, expiresAt: row.expiresAt, user: toAuthUser(row) };
    },
    async extendSession(sessionId, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },
    async deleteSession(sessionId) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteExpiredSessions(userId, now) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    async replaceEmailToken(token) {
      await transaction(db, async (tx) => {
        await lockFamily(tx, token.userId);
        await tx
          .delete(emailTokens)
          .where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)));
        await tx.insert(emailTokens).values(token);
      });
    },
    async findEmailToken(id) {
      return (await db.select().from(emailTokens).where(eq(emailTokens.id, id)))[0];
    },
    async hasLiveEmailToken(userId, purpose, now) {
      const rows = await db
        .select({ id: emailTokens.id })
        .from(emailTokens)
        .where(
          and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
        )
        .limit(1);
      return rows.length > 0;
    },
    async findPendingEmail(userId, now) {
      const [row] = await db
        .select({ newEmail: emailTokens.newEmail })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'change_email'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },
    async confirmEmailWithToken(token, now) {
      return transaction(db, async (tx) => {
        if (!(await consume(tx, token.id, 'verify', now))) return null;
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        return token.userId;
      });
    },
    async resetPasswordWithToken(token, passwordHash, now) {
      return transaction(db, async (tx) => {
        if (!(await consume(tx, token.id, 'reset', now))) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, token.userId));
        await voidOutstandingTokens(tx, token.userId, token.id);
        return token.userId;
      });
    },
    async changeEmailWithToken(token, undo, now) {
      const newEmail = token.newEmail;
      if (!newEmail) return { result: 'invalid' };
      try {
        return await transaction(db, async (tx) => {
          await lockFamily(tx, token.userId);
          const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
          if (owner && owner.id !== token.userId) return { result: 'taken' as const };
          const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, token.userId));
          if (!current || !(await consume(tx, token.id, 'change_email', now))) return { result: 'invalid' as const };
          await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, token.userId));
          await tx
            .delete(emailTokens)
            .where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt), ne(emailTokens.id, token.id)));
          await tx.insert(emailTokens).values(undo(current.email));
          return { result: 'changed' as const, oldEmail: current.email };
        });
      } catch (err) {
        // Another account took the address between the check and the write: the unique index decides.
        if (isUniqueViolation(err)) return { result: 'taken' };
        throw err;
      }
    },
    async undoEmailChangeWithToken(token, now) {
      const oldEmail = token.newEmail;
      if (!oldEmail) return { result: 'invalid' };
      try {
        return await transaction(db, async (tx) => {
          await lockFamily(tx, token.userId);
          const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, oldEmail));
          if (owner && owner.id !== token.userId) return { result: 'taken' as const };
          if (!(await consume(tx, token.id, 'undo_email_change', now))) return { result: 'invalid' as const };
          await tx.update(users).set({ email: oldEmail, emailVerifiedAt: now }).where(eq(users.id, token.userId));
          await tx.delete(sessions).where(eq(sessions.userId, token.userId));
          await tx.delete(emailTokens).where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt)));
          return { result: 'undone' as const, userId: token.userId };
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { result: 'taken' };
        throw err;
      }
    },

    async insertOutboxMessage(message) {
      await db.insert(outbox).values(message);
    },
    async listOutboxMessages(options) {
      const query = db.select().from(outbox);
      const filtered = options.to === undefined ? query : query.where(eq(outbox.to, options.to));
      // ctid (the row's place in the heap) stands in for SQLite's rowid: the outbox is only ever appended to.
      return filtered.orderBy(desc(outbox.createdAt), desc(sql`ctid`)).limit(options.limit);
    },

    async exportUserData(userId) {
      const [account] = await db
        .select({
          id: users.id,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          parentConsentAt: users.parentConsentAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return undefined;
      return {
        account,
        profile: (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null,
        gameSessions: await db.select().from(gameSessions).where(eq(gameSessions.userId, userId)).orderBy(asc(gameSessions.completedAt)),
        plays: await db.select().from(plays).where(eq(plays.userId, userId)).orderBy(asc(plays.createdAt)),
        purchases: await db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.createdAt)),
        playCredits: await db.select().from(playCredits).where(eq(playCredits.userId, userId)),
        dailyPlayLimits: await db.select().from(dailyPlayLimits).where(eq(dailyPlayLimits.userId, userId)),
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        paymentRecords: await db.select().from(paymentRecords).where(eq(paymentRecords.userId, userId)).orderBy(asc(paymentRecords.paidAt)),
      };
    },
    async deleteUser(userId) {
      await db.delete(users).where(eq(users.id, userId));
    },
    async ageBandOf(userId) {
      return (await reads.ageBand.execute({ userId }))[0]?.ageBand ?? defaultAgeBand;
    },
    async setAgeBand(userId, ageBand) {
      return (await db.update(profiles).set({ ageBand }).where(eq(profiles.userId, userId)).returning({ id: profiles.userId })).length > 0;
    },

    async limitsFor(userId, category, playDate, now) {
      const [row] = await reads.limits.execute({ userId, category, playDate });
      const credits = num(row?.credits) ?? 0;
      const premium = row?.until != null && row.until > now;
      const freePlaysUsed = num(row?.free) ?? 0;
      return {
        freePlaysUsed,
        paidPlaysUsed: num(row?.paid) ?? 0,
        credits,
        premium,
        canPlay: premium || freePlaysUsed < freePlaysPerDay || credits > 0,
      };
    },
    async startPlay(play) {
      return transaction(db, async (tx) => {
        const family = await lockFamily(tx, play.userId);
        let consumed: Consumed | null = null;
        if (family?.premiumUntil != null && family.premiumUntil > play.now) consumed = 'premium';
        const day = sameDay(play.userId, play.category, play.playDate);
        if (!consumed) {
          await tx
            .insert(dailyPlayLimits)
            .values({ userId: play.userId, gameCategory: play.category, playDate: play.playDate })
            .onConflictDoNothing();
          const took = await tx
            .update(dailyPlayLimits)
            .set({ freePlaysUsed: sql`${dailyPlayLimits.freePlaysUsed} + 1` })
            .where(and(day, lt(dailyPlayLimits.freePlaysUsed, freePlaysPerDay)))
            .returning({ used: dailyPlayLimits.freePlaysUsed });
          if (took.length === 1) consumed = 'free';
        }
        if (!consumed) {
          const took = await tx
            .update(playCredits)
            .set({ credits: sql`${playCredits.credits} - 1` })
            .where(and(sameCredits(play.userId, play.category), gt(playCredits.credits, 0)))
            .returning({ credits: playCredits.credits });
          if (took.length === 1) {
            consumed = 'credit';
            await tx
              .update(dailyPlayLimits)
              .set({ paidPlaysUsed: sql`${dailyPlayLimits.paidPlaysUsed} + 1` })
              .where(day);
          }
        }
        if (!consumed) return { ok: false as const };
        await tx.insert(plays).values({
          id: play.id,
          userId: play.userId,
          gameId: play.gameId,
          gameRevision: play.gameRevision ?? null,
          category: play.category,
          items: play.items,
          sourceIds: play.sourceIds,
          consumed,
          playDate: play.playDate,
          createdAt: play.now,
        });
        return { ok: true as const, consumed };
      });
    },
    async findPlay(playId) {
      return (await reads.play.execute({ playId }))[0];
    },
    async recentSourceIds(userId, gameId, lastPlays = noRepeatPlays) {
      const rows = await reads.recentSourceIds.execute({ userId, gameId, limit: lastPlays });
      return rows.flatMap((r) => r.ids);
    },
    async recordCheck(playId, check) {
      // One statement: the append and the conditions are evaluated on the newest row version,
      // so 50 concurrent checks keep 50 (a read-then-write would keep whichever wrote last).
      const appended = await db
        .update(plays)
        .set({ checks: sql`${plays.checks} || jsonb_build_array(${JSON.stringify(check)}::jsonb)` })
        .where(and(eq(plays.id, playId), eq(plays.status, 'active'), sql`jsonb_array_length(${plays.checks}) < ${maxChecksPerPlay}`))
        .returning({ id: plays.id });
      return appended.length === 1;
    },
    async completePlay(done) {
      return transaction(db, async (tx) => {
        const family = await lockFamily(tx, done.userId);
        const flipped = await tx
          .update(plays)
          .set({ status: 'completed', completedAt: done.now })
          .where(and(eq(plays.id, done.playId), eq(plays.userId, done.userId), eq(plays.status, 'active')))
          .returning({ id: plays.id });
        if (flipped.length !== 1) return { ok: false as const };
        if (done.failAfterFirstWrite) throw new Error('simulated failure after the first write');
        if (!done.record || !family) return { ok: true as const, totalPoints: family?.totalPoints ?? 0 };
        const totalPoints = family.totalPoints + done.points;
        const summary = done.chart ? await nextSummary(tx, done, family.summary) : null;
        // The session and the profile in one statement: one round trip less on every completion.
        await tx.execute(sql`
          with session as (
            insert into ${gameSessions} (id, user_id, play_id, game_name, game_category, score, points_earned, success, completed_at)
            values (${done.sessionId}, ${done.userId}, ${done.playId}, ${done.gameName}, ${done.category}, ${done.score}, ${done.points}, ${done.success}, ${done.now}::bigint)
          )
          update ${profiles} set total_points = ${totalPoints}, status = ${levelFor(totalPoints).level}, summary = ${summary === null ? null : JSON.stringify(summary)}::jsonb
          where user_id = ${done.userId}`);
        return { ok: true as const, totalPoints };
      });
    },
    async returnPlay(playId, userId, now) {
      return transaction(db, async (tx) => {
        await lockFamily(tx, userId);
        const [play] = await tx
          .update(plays)
          .set({ status: 'returned', completedAt: now })
          .where(and(eq(plays.id, playId), eq(plays.userId, userId), eq(plays.status, 'active')))
          .returning({ consumed: plays.consumed, category: plays.category, playDate: plays.playDate });
        if (!play) return false;
        const day = sameDay(userId, play.category, play.playDate);
        if (play.consumed === 'free') {
          await tx
            .update(dailyPlayLimits)
            .set({ freePlaysUsed: sql`${dailyPlayLimits.freePlaysUsed} - 1` })
            .where(and(day, gt(dailyPlayLimits.freePlaysUsed, 0)));
        } else if (play.consumed === 'credit') {
          await tx
            .update(dailyPlayLimits)
            .set({ paidPlaysUsed: sql`${dailyPlayLimits.paidPlaysUsed} - 1` })
            .where(and(day, gt(dailyPlayLimits.paidPlaysUsed, 0)));
          await tx
            .insert(playCredits)
            .values({ userId, gameCategory: play.category, credits: 1 })
            .onConflictDoUpdate({
              target: [playCredits.userId, playCredits.gameCategory],
              set: { credits: sql`${playCredits.credits} + 1` },
            });
        }
        return true;
      });
    },
    async sessionPointsSum(userId) {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${gameSessions.pointsEarned}), 0)` })
        .from(gameSessions)
        .where(eq(gameSessions.userId, userId));
      return Number(row?.sum ?? 0);
    },

    async profileRow(userId, now) {
      return (await reads.profile.execute({ userId, now }))[0];
    },
    summaryFromSessions: (userId, tz, frame) => summaryFromSessions(db, userId, tz, frame),
    async rebuildProfileSummary(userId, chart) {
      const summary = await summaryFromSessions(db, userId, chart.tz, chart.frame);
      await db.update(profiles).set({ summary }).where(eq(profiles.userId, userId));
    },

    async insertPurchase(row) {
      await db.insert(purchases).values(row);
    },
    async findPurchase(checkoutSessionId) {
      return (await db.select().from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessionId)))[0];
    },
    async cancelPendingPurchase(checkoutSessionId) {
      const cancelled = await db
        .update(purchases)
        .set({ status: 'cancelled' })
        .where(and(eq(purchases.checkoutSessionId, checkoutSessionId), eq(purchases.status, 'pending')))
        .returning({ id: purchases.checkoutSessionId });
      return cancelled.length === 1;
    },
    async findPremiumUntil(userId) {
      return (await db.select({ until: profiles.premiumUntil }).from(profiles).where(eq(profiles.userId, userId)))[0]?.until ?? null;
    },
    async isPremium(userId, now) {
      const until = await store.findPremiumUntil(userId);
      return until !== null && until > now;
    },
    async findPlayCredits(userId, category) {
      return (await db.select({ credits: playCredits.credits }).from(playCredits).where(sameCredits(userId, category)))[0]?.credits ?? 0;
    },
    async fulfilPurchase(input) {
      const { checkoutSessionId, now } = input;
      return transaction(db, async (tx): Promise<FulfilResult> => {
        if (input.event) {
          await tx.insert(stripeEvents).values({ eventId: input.event.id, type: input.event.type, receivedAt: now }).onConflictDoNothing();
        }
        const [owner] = await tx
          .select({ userId: purchases.userId })
          .from(purchases)
          .where(eq(purchases.checkoutSessionId, checkoutSessionId));
        if (!owner) return { outcome: 'not_found' };
        await lockFamily(tx, owner.userId);
        // Read under the row lock: a concurrent caller that fulfilled it first has committed, and
        // this caller sees 'fulfilled' (paid) instead of the 'pending' it may have read before.
        const [purchase] = await tx.select().from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessionId)).for('update');
        if (!purchase) return { outcome: 'not_found' };
        if (input.userId !== undefined && purchase.userId !== input.userId) return { outcome: 'wrong_user', purchase };
        if (purchase.status !== 'pending')
          return purchase.status === 'fulfilled' ? { outcome: 'already', purchase } : { outcome: 'not_payable', purchase };
        const premium = purchase.kind === 'premium' ? input.premium : undefined;
        if (purchase.kind === 'premium' && !premium) throw new Error(`premium purchase ${checkoutSessionId} needs its subscription period`);
        if (purchase.kind === 'plays' && (!purchase.gameCategory || purchase.plays < 1))
          throw new Error(`purchase ${checkoutSessionId} has no plays to credit`);
        const [updated] = await tx
          .update(purchases)
          .set({ status: 'fulfilled', fulfilledAt: now, ...(premium ? { subscriptionId: premium.subscriptionId } : {}) })
          .where(eq(purchases.checkoutSessionId, checkoutSessionId))
          .returning();
        if (purchase.kind === 'plays') {
          await tx
            .insert(playCredits)
            .values({ userId: purchase.userId, gameCategory: purchase.gameCategory!, credits: purchase.plays })
            .onConflictDoUpdate({
              target: [playCredits.userId, playCredits.gameCategory],
              set: { credits: sql`${playCredits.credits} + ${purchase.plays}` },
            });
        } else if (premium) {
          const [sub] = await tx
            .select({ status: subscriptions.status })
            .from(subscriptions)
            .where(eq(subscriptions.id, premium.subscriptionId));
          // A cancellation that overtook the checkout event wins: the subscription is over.
          if (sub?.status !== 'canceled') {
            await upsertSubscription(tx, {
              id: premium.subscriptionId,
              userId: purchase.userId,
              status: premium.status,
              periodEnd: premium.periodEnd,
              now,
            });
            await extendPremium(tx, purchase.userId, premium.periodEnd);
          }
        }
        await tx
          .insert(paymentRecords)
          .values({
            checkoutSessionId,
            userId: purchase.userId,
            provider: purchase.provider,
            description:
              input.describe?.(updated!) ?? (purchase.kind === 'premium' ? 'Ferdy Premium' : `Zusätzliche Spiele: ${purchase.plays}`),
            amountCents: purchase.amountCents,
            currency: 'eur',
            subscriptionId: updated!.subscriptionId,
            immediateStartConsentAt: purchase.immediateStartConsentAt,
            paidAt: now,
          })
          .onConflictDoNothing();
        return { outcome: 'credited', purchase: updated as PurchaseRow };
      });
    },
    async isStripeEventKnown(eventId) {
      return (await db.select({ id: stripeEvents.eventId }).from(stripeEvents).where(eq(stripeEvents.eventId, eventId))).length > 0;
    },
    async recordStripeEvent(event, at) {
      const inserted = await db
        .insert(stripeEvents)
        .values({ eventId: event.id, type: event.type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.eventId });
      return inserted.length === 1;
    },
    async applySubscriptionChange(change) {
      const { now } = change;
      return transaction(db, async (tx): Promise<SubscriptionChangeResult> => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ eventId: change.event.id, type: change.event.type, receivedAt: now })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.eventId });
        if (inserted.length === 0) return 'duplicate';
        const [known] = await tx
          .select({ userId: subscriptions.userId })
          .from(subscriptions)
          .where(eq(subscriptions.id, change.subscriptionId));
        const userId = known?.userId ?? change.userId;
        if (!userId || (await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 0) return 'unknown_user';
        await lockFamily(tx, userId);
        // Read again under the family's lock: premium and cancellation are applied one at a time.
        const [stored] = await tx
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.id, change.subscriptionId));
        // Cancelled is final; an older "active" event delivered late must not bring premium back.
        if (stored?.status === 'canceled' && change.effect !== 'end') return 'ignored';
        if (change.effect === 'extend' && change.periodEnd !== undefined) {
          await upsertSubscription(tx, { id: change.subscriptionId, userId, status: change.status, periodEnd: change.periodEnd, now });
          await extendPremium(tx, userId, change.periodEnd);
          return 'applied';
        }
        await upsertSubscription(tx, { id: change.subscriptionId, userId, status: change.status, now });
        if (change.effect === 'end') {
          // Another subscription still paid for (rare: bought again before this one ended) keeps premium.
          const [other] = await tx
            .select({ until: sql<string | null>`max(${subscriptions.currentPeriodEnd})` })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.userId, userId),
                ne(subscriptions.id, change.subscriptionId),
                inArray(subscriptions.status, liveSubscriptionStatuses),
                gt(subscriptions.currentPeriodEnd, now),
              ),
            );
          const end = num(other?.until) ?? now;
          await tx
            .update(profiles)
            .set({ premiumUntil: end })
            .where(and(eq(profiles.userId, userId), sql`(${profiles.premiumUntil} is null or ${profiles.premiumUntil} > ${end}::bigint)`));
        }
        return 'applied';
      });
    },

    async findRunningSubscription(userId, now) {
      const [row] = await db
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          status: subscriptions.status,
          periodEnd: subscriptions.currentPeriodEnd,
          cancelRequestedAt: subscriptions.cancelRequestedAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, liveSubscriptionStatuses),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(desc(subscriptions.currentPeriodEnd))
        .limit(1);
      return row && row.periodEnd !== null ? { ...row, periodEnd: row.periodEnd } : undefined;
    },
    async findBillableSubscriptionIds(userId) {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')));
      return rows.map((r) => r.id);
    },
    async recordCancellation(subscriptionId, at, undoToken) {
      return transaction(db, async (tx) => {
        await lockFamily(tx, undoToken.userId);
        await tx
          .update(subscriptions)
          .set({ cancelRequestedAt: at, updatedAt: at })
          .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.cancelRequestedAt)));
        await tx
          .delete(emailTokens)
          .where(and(eq(emailTokens.userId, undoToken.userId), eq(emailTokens.purpose, 'undo_cancellation'), isNull(emailTokens.usedAt)));
        await tx.insert(emailTokens).values(undoToken);
        const [row] = await tx
          .select({ at: subscriptions.cancelRequestedAt })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId));
        return row?.at ?? at;
      });
    },
    async takeBackCancellation(tokenId, subscriptionId, now) {
      return transaction(db, async (tx) => {
        const [sub] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
        if (sub) await lockFamily(tx, sub.userId);
        const used = await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailTokens.id, tokenId),
              eq(emailTokens.purpose, 'undo_cancellation'),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, now),
            ),
          )
          .returning({ id: emailTokens.id });
        if (used.length !== 1) return false;
        await tx.update(subscriptions).set({ cancelRequestedAt: null, updatedAt: now }).where(eq(subscriptions.id, subscriptionId));
        return true;
      });
    },
    async markSubscriptionEnded(subscriptionId, now) {
      await transaction(db, async (tx) => {
        const [sub] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
        if (sub) await lockFamily(tx, sub.userId);
        await tx.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, subscriptionId));
        if (sub) await tx.update(profiles).set({ premiumUntil: now }).where(eq(profiles.userId, sub.userId));
      });
    },
    async findAccountByEmail(email) {
      return (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)))[0];
    },

    async status() {
      try {
        await db.execute(sql`select 1`);
        return { ok: true, dialect: 'postgres' };
      } catch {
        return { ok: false, dialect: 'postgres' };
      }
    },
    async close() {
      await db.$client.end();
    },
  };
  return store;
}

/**
 * The profile summary after a recorded session (not yet written): the stored one when usable,
 * else built from the sessions so far, with this session added.
 */
async function nextSummary(tx: Tx, done: Completion, stored: unknown): Promise<ProfileSummary> {
  const chart = done.chart!;
  const current = usableSummary(stored, chart.tz) ?? (await summaryFromSessions(tx, done.userId, chart.tz, chart.frame));
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

/** A pool on DATABASE_URL, its migrations applied (under an advisory lock), as a store. */
export async function openPgStore(url: string, options: { max?: number } = {}): Promise<Store & { readonly db: PgDb }> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on('error', (err) => console.error(`[db] PostgreSQL connection lost: ${err.message}`));
  try {
    await migratePg(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return pgStore(drizzle({ client: pool, schema }) as PgDb);
}
