import { eq } from 'drizzle-orm';
import type { AuthUser } from '../http/app-env.ts';
import type { Db } from './client.ts';
import { voidOutstandingTokens } from './email-tokens-db.ts';
import { profiles, sessions, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The name shown when a profile has none: the part of the e-mail before the '@'. */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local.slice(0, 40) || 'Nutzer';
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  return db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get()?.passwordHash;
}

export async function findAuthUser(db: Db, userId: string): Promise<AuthUser | undefined> {
  const row = db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  return row && toAuthUser(row);
}

export function toAuthUser(row: { id: string; email: string; emailVerifiedAt: number | null; displayName: string | null }): AuthUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    displayName: row.displayName || defaultDisplayName(row.email),
  };
}

/**
 * Creates the user and the profile together. False when the e-mail is registered already
 * (also when a concurrent sign-up won the race: the unique index decides, not a prior read).
 */
export async function createUser(
  db: Db,
  user: { id: string; email: string; passwordHash: string; displayName: string; createdAt: number; parentConsentAt?: number },
): Promise<boolean> {
  return db.transaction((tx) => {
    const { changes } = tx
      .insert(users)
      .values({
        id: user.id,
        email: user.email,
        passwordHash: user.passwordHash,
        createdAt: user.createdAt,
        parentConsentAt: user.parentConsentAt ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .run();
    if (changes === 0) return false;
    tx.insert(profiles).values({ userId: user.id, displayName: user.displayName }).run();
    return true;
  });
}

export async function setEmailVerified(db: Db, userId: string, at: number): Promise<void> {
  db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId)).run();
}

/** Sign-up again for an address nobody confirmed yet: the latest password is the one that counts. */
/** A password change: the new hash, every session gone (stolen ones too), pending links voided. */
export async function setPasswordAndDropSessions(db: Db, userId: string, passwordHash: string): Promise<void> {
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    tx.delete(sessions).where(eq(sessions.userId, userId)).run();
    voidOutstandingTokens(tx, userId);
  });
}

export async function updateDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  db.insert(profiles).values({ userId, displayName }).onConflictDoUpdate({ target: profiles.userId, set: { displayName } }).run();
}
