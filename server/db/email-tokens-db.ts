import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from './client.ts';
import { emailTokens, sessions, users } from './schema.ts';

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenPurpose = EmailTokenRow['purpose'];

/** Stores a new token and deletes the user's unused ones of the same purpose: a new link voids older ones. */
export async function replaceEmailToken(db: Db, token: Omit<EmailTokenRow, 'usedAt'>): Promise<void> {
  db.transaction((tx) => {
    tx.delete(emailTokens)
      .where(and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)))
      .run();
    tx.insert(emailTokens).values(token).run();
  });
}

export async function findEmailToken(db: Db, id: string): Promise<EmailTokenRow | undefined> {
  return db.select().from(emailTokens).where(eq(emailTokens.id, id)).get();
}

/** True when the user has an unused, unexpired token of this purpose (a link is on its way). */
export async function hasLiveEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now: number): Promise<boolean> {
  const row = db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    )
    .get();
  return row !== undefined;
}

/** The address an e-mail change waits to be confirmed for, if any. */
export async function findPendingEmail(db: Db, userId: string, now: number): Promise<string | null> {
  const row = db
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
    .get();
  return row?.newEmail ?? null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Voids every unused link of the user except the one that undoes an e-mail change: a password
 * change or reset must not leave a pending e-mail change or an older reset link alive, while
 * the undo link is the real owner's way back (it went to the old address) and stays.
 */
export function voidOutstandingTokens(tx: Tx, userId: string, keepId?: string): void {
  tx.delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        ne(emailTokens.purpose, 'undo_email_change'),
        keepId === undefined ? undefined : ne(emailTokens.id, keepId),
      ),
    )
    .run();
}

/**
 * Marks the token used if it still is unused and unexpired. The conditional UPDATE with a
 * changes check is what makes a token single-use when two requests race with the same link.
 */
function consume(tx: Tx, tokenId: string, purpose: EmailTokenPurpose, now: number): boolean {
  const { changes } = tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, tokenId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .run();
  return changes === 1;
}

/** Confirms the account's address. The user id, or null when the token was used meanwhile. */
export async function confirmEmailWithToken(db: Db, token: EmailTokenRow, now: number): Promise<string | null> {
  return db.transaction((tx) => {
    if (!consume(tx, token.id, 'verify', now)) return null;
    tx.update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)))
      .run();
    return token.userId;
  });
}

/**
 * Sets the new password from a reset link and drops every session. The link arrived in the
 * mailbox, so it proves the address as well. Null when the token was used meanwhile.
 */
export async function resetPasswordWithToken(db: Db, token: EmailTokenRow, passwordHash: string, now: number): Promise<string | null> {
  return db.transaction((tx) => {
    if (!consume(tx, token.id, 'reset', now)) return null;
    tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId)).run();
    tx.update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)))
      .run();
    tx.delete(sessions).where(eq(sessions.userId, token.userId)).run();
    voidOutstandingTokens(tx, token.userId, token.id);
    return token.userId;
  });
}

/**
 * Swaps in the confirmed new address and stores the link that undoes it (sent to the old
 * address). 'taken' when another account got the address since the link was sent; the token
 * then stays unused (the transaction rolls back). On success, the address that was replaced.
 */
export async function changeEmailWithToken(
  db: Db,
  token: EmailTokenRow,
  undo: (oldEmail: string) => Omit<EmailTokenRow, 'usedAt'>,
  now: number,
): Promise<{ result: 'changed'; oldEmail: string } | { result: 'invalid' | 'taken' }> {
  const newEmail = token.newEmail;
  if (!newEmail) return { result: 'invalid' };
  return db.transaction(
    (tx) => {
      const owner = tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).get();
      if (owner && owner.id !== token.userId) return { result: 'taken' as const };
      const current = tx.select({ email: users.email }).from(users).where(eq(users.id, token.userId)).get();
      if (!current || !consume(tx, token.id, 'change_email', now)) return { result: 'invalid' as const };
      tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, token.userId)).run();
      // Links still on their way to the old address must not act on the account any more
      // (older undo links included: the newest one restores the address the owner last had).
      tx.delete(emailTokens)
        .where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt), ne(emailTokens.id, token.id)))
        .run();
      tx.insert(emailTokens).values(undo(current.email)).run();
      return { result: 'changed' as const, oldEmail: current.email };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Undoes an e-mail change from the link sent to the old address: the old address is back,
 * every session ends (whoever changed it is signed out) and every other link is void. 'taken'
 * when the old address meanwhile belongs to another account. On success, the user id.
 */
export async function undoEmailChangeWithToken(
  db: Db,
  token: EmailTokenRow,
  now: number,
): Promise<{ result: 'undone'; userId: string } | { result: 'invalid' | 'taken' }> {
  const oldEmail = token.newEmail;
  if (!oldEmail) return { result: 'invalid' };
  return db.transaction(
    (tx) => {
      const owner = tx.select({ id: users.id }).from(users).where(eq(users.email, oldEmail)).get();
      if (owner && owner.id !== token.userId) return { result: 'taken' as const };
      if (!consume(tx, token.id, 'undo_email_change', now)) return { result: 'invalid' as const };
      tx.update(users).set({ email: oldEmail, emailVerifiedAt: now }).where(eq(users.id, token.userId)).run();
      tx.delete(sessions).where(eq(sessions.userId, token.userId)).run();
      tx.delete(emailTokens)
        .where(and(eq(emailTokens.userId, token.userId), isNull(emailTokens.usedAt)))
        .run();
      return { result: 'undone' as const, userId: token.userId };
    },
    { behavior: 'immediate' },
  );
}
