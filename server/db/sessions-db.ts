import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { profiles, sessions, users } from './schema.ts';
import { preparedFor } from './prepared.ts';
import { toAuthUser } from './users-db.ts';
import type { AuthUser } from '../http/app-env.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type FoundSession = { secretHash: Buffer; expiresAt: number; user: AuthUser };

export async function insertSession(db: Db, session: SessionRow): Promise<void> {
  db.insert(sessions).values(session).run();
}

/** The session and its user in one query: this runs on every request that carries a cookie. */
const statements = preparedFor((db) => ({
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
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare(),
}));

export async function findSessionWithUser(db: Db, sessionId: string): Promise<FoundSession | undefined> {
  const row = statements(db).sessionWithUser.get({ sessionId });
  return row && { secretHash: row.secretHash, expiresAt: row.expiresAt, user: toAuthUser(row) };
}

export async function extendSession(db: Db, sessionId: string, expiresAt: number): Promise<void> {
  db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId)).run();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Housekeeping at login, so that a user's expired sessions do not pile up. */
export async function deleteExpiredSessions(db: Db, userId: string, now: number): Promise<void> {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
    .run();
}
