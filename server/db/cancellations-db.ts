import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { durably, type Db } from './client.ts';
import { preparedFor } from './prepared.ts';
import { emailTokens, profiles, subscriptions, users } from './schema.ts';
import type { RunningSubscription } from './store.ts';
import { liveSubscriptionStatuses } from './store.ts';

// Cancelling premium: the cancellation is stored on the subscription (cancel_requested_at) the
// moment it is received; premium runs on to the end of the paid period and is not renewed.
// Taking it back clears the mark while the period lasts.

/** Prepared once per connection: the profile read asks for the running subscription every time premium runs. */
const statements = preparedFor((db) => ({
  running: db
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
        eq(subscriptions.userId, sql.placeholder('userId')),
        inArray(subscriptions.status, liveSubscriptionStatuses),
        gt(subscriptions.currentPeriodEnd, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1)
    .prepare(),
}));

/** The subscription behind the account's premium right now (the one paid longest), if any. */
export async function findRunningSubscription(db: Db, userId: string, now: number): Promise<RunningSubscription | undefined> {
  const row = statements(db).running.get({ userId, now });
  return row && row.periodEnd !== null ? { ...row, periodEnd: row.periodEnd } : undefined;
}

/**
 * Every subscription of the account that may still be billed (not cancelled at the provider),
 * also when its paid period is over: deleting the account ends them all.
 */
export async function findBillableSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  return db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
    .all()
    .map((r) => r.id);
}

/**
 * Records the cancellation as received at `at` (a second one keeps the first time) and stores the
 * link that takes it back, valid until the period ends. Answers the time it was received.
 */
export async function recordCancellation(
  db: Db,
  subscriptionId: string,
  at: number,
  undoToken: Omit<typeof emailTokens.$inferInsert, 'usedAt'>,
): Promise<number> {
  return durably(db, () =>
    db.transaction((tx) => {
      tx.update(subscriptions)
        .set({ cancelRequestedAt: at, updatedAt: at })
        .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.cancelRequestedAt)))
        .run();
      tx.delete(emailTokens)
        .where(and(eq(emailTokens.userId, undoToken.userId), eq(emailTokens.purpose, 'undo_cancellation'), isNull(emailTokens.usedAt)))
        .run();
      tx.insert(emailTokens).values(undoToken).run();
      return (
        tx.select({ at: subscriptions.cancelRequestedAt }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get()?.at ?? at
      );
    }),
  );
}

/** Takes a cancellation back: uses up the link and clears the mark. False when the link was used meanwhile. */
export async function takeBackCancellation(db: Db, tokenId: string, subscriptionId: string, now: number): Promise<boolean> {
  return durably(db, () =>
    db.transaction((tx) => {
      const { changes } = tx
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
        .run();
      if (changes !== 1) return false;
      tx.update(subscriptions).set({ cancelRequestedAt: null, updatedAt: now }).where(eq(subscriptions.id, subscriptionId)).run();
      return true;
    }),
  );
}

/** A subscription ended at once (the account is being deleted): no renewal, premium over. */
export async function markSubscriptionEnded(db: Db, subscriptionId: string, now: number): Promise<void> {
  durably(db, () =>
    db.transaction((tx) => {
      const sub = tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get();
      tx.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, subscriptionId)).run();
      if (sub) tx.update(profiles).set({ premiumUntil: now }).where(eq(profiles.userId, sub.userId)).run();
    }),
  );
}

/** The account an address belongs to (for a cancellation sent while signed out). */
export async function findAccountByEmail(db: Db, email: string): Promise<{ id: string; email: string } | undefined> {
  return db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).get();
}
