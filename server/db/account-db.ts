import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { dailyPlayLimits, gameSessions, paymentRecords, playCredits, plays, profiles, purchases, subscriptions, users } from './schema.ts';

/**
 * Everything Ferdy stores about one account, for the parent's data export (GDPR Art. 15/20).
 * Secrets (password hash, session and token hashes) are left out: they are not information
 * about the person and would only help an attacker who gets hold of the file.
 */
export async function exportUserData(db: Db, userId: string) {
  const account = db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      parentConsentAt: users.parentConsentAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!account) return undefined;
  return {
    account,
    profile: db.select().from(profiles).where(eq(profiles.userId, userId)).get() ?? null,
    gameSessions: db.select().from(gameSessions).where(eq(gameSessions.userId, userId)).orderBy(asc(gameSessions.completedAt)).all(),
    plays: db.select().from(plays).where(eq(plays.userId, userId)).orderBy(asc(plays.createdAt)).all(),
    purchases: db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.createdAt)).all(),
    playCredits: db.select().from(playCredits).where(eq(playCredits.userId, userId)).all(),
    dailyPlayLimits: db.select().from(dailyPlayLimits).where(eq(dailyPlayLimits.userId, userId)).all(),
    subscriptions: db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all(),
    paymentRecords: db.select().from(paymentRecords).where(eq(paymentRecords.userId, userId)).orderBy(asc(paymentRecords.paidAt)).all(),
  };
}

/**
 * Deletes the account; every table refers to users with ON DELETE CASCADE, which removes the
 * rest, except payment_records: they lose the account (ON DELETE SET NULL) and stay as long as
 * the law requires.
 */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  db.delete(users).where(eq(users.id, userId)).run();
}
