import type { Store } from '../db/store.ts';
import type { EmailTokenPurpose, EmailTokenRow } from '../db/store.ts';
import { makeToken, parseToken, secretMatches } from './tokens.ts';

const hour = 60 * 60 * 1000;

/**
 * A reset link is a key to the account: short-lived. A confirmation may wait for the parent a
 * day. The link that undoes an e-mail change goes to the old address, which may be read only
 * once a week; it is the owner's way back if someone else changed the address.
 */
export const emailTokenLifetimeMs: Record<EmailTokenPurpose, number> = {
  verify: 24 * hour,
  reset: 1 * hour,
  change_email: 24 * hour,
  undo_email_change: 7 * 24 * hour,
  // Stored with the end of the paid period instead (server/payments/cancel.ts); this is the longest one.
  undo_cancellation: 31 * 24 * hour,
};

/** A new single-use token for a mail link; older unused ones of the same purpose stop working. */
export async function issueEmailToken(
  store: Store,
  userId: string,
  purpose: EmailTokenPurpose,
  now: number,
  newEmail: string | null = null,
): Promise<string> {
  const { id, token, secretHash } = makeToken();
  await store.replaceEmailToken({
    id,
    userId,
    purpose,
    tokenHash: secretHash,
    newEmail,
    expiresAt: now + emailTokenLifetimeMs[purpose],
    createdAt: now,
  });
  return token;
}

/** A token row ready to store (for a transaction that stores it together with other writes) and its link value. */
export function newEmailToken(userId: string, purpose: EmailTokenPurpose, now: number, newEmail: string | null = null) {
  const { id, token, secretHash } = makeToken();
  const row = { id, userId, purpose, tokenHash: secretHash, newEmail, expiresAt: now + emailTokenLifetimeMs[purpose], createdAt: now };
  return { token, row };
}

/** The token's row when it is genuine, of this purpose, unused and unexpired; otherwise null. */
export async function findValidEmailToken(
  store: Store,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<EmailTokenRow | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await store.findEmailToken(parsed.id);
  if (!row || !secretMatches(parsed.secret, row.tokenHash)) return null;
  if (row.purpose !== purpose || row.usedAt !== null || row.expiresAt <= now) return null;
  return row;
}
