import { sessionCookieName, sessionDurationMs } from '../server/auth/session.ts';
import { makeToken } from '../server/auth/tokens.ts';
import type { Db } from '../server/db/client.ts';

export type Account = { userId: string; cookie: string };

const day = 86_400_000;

/**
 * Confirmed users with a profile and a live session (the `cookie` header to send), written with
 * prepared statements in one transaction so that thousands take a fraction of a second.
 */
export function seedAccounts(db: Db, prefix: string, count: number, premium: boolean, now: number): Account[] {
  const sql = db.$client;
  const insertUser = sql.prepare('insert into users (id, email, password_hash, email_verified_at, created_at) values (?, ?, ?, ?, ?)');
  const insertProfile = sql.prepare(
    'insert into profiles (user_id, display_name, total_points, status, premium_until) values (?, ?, 0, ?, ?)',
  );
  const insertSession = sql.prepare('insert into sessions (id, user_id, secret_hash, expires_at, created_at) values (?, ?, ?, ?, ?)');
  const accounts: Account[] = [];
  sql.transaction(() => {
    for (let i = 0; i < count; i++) {
      const userId = `${prefix}-${i}`;
      // Not a real argon2 hash: these accounts never sign in, they hold a session from the start.
      insertUser.run(userId, `${userId}@bench.example`, 'x', now - day, now - 2 * day);
      insertProfile.run(userId, `Kind ${i}`, 'bronze', premium ? now + 30 * day : null);
      const token = makeToken();
      insertSession.run(token.id, userId, token.secretHash, now + sessionDurationMs, now);
      accounts.push({ userId, cookie: `${sessionCookieName}=${token.token}` });
    }
  })();
  return accounts;
}
