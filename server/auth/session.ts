import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
} from '../db/sessions-db.ts';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { makeToken, parseToken, secretMatches } from './tokens.ts';

export const sessionCookieName = 'ferdy_session';
export const sessionDurationMs = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const { id, token, secretHash } = makeToken();
  const expiresAt = now + sessionDurationMs;
  await insertSession(db, { id, userId, secretHash, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * The session a cookie token names, if its secret matches and it has not expired. Past half
 * its lifetime it is pushed out to a full 30 days again (`extended`: send the cookie anew), so
 * a child who plays every few weeks stays signed in while an abandoned session runs out.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: number,
): Promise<{ sessionId: string; user: AuthUser; expiresAt: number; extended: boolean } | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const found = await findSessionWithUser(db, parsed.id);
  if (!found || !secretMatches(parsed.secret, found.secretHash)) return null;
  if (found.expiresAt <= now) {
    await deleteSession(db, parsed.id);
    return null;
  }
  if (found.expiresAt - now < sessionDurationMs / 2) {
    const expiresAt = now + sessionDurationMs;
    await extendSession(db, parsed.id, expiresAt);
    return { sessionId: parsed.id, user: found.user, expiresAt, extended: true };
  }
  return { sessionId: parsed.id, user: found.user, expiresAt: found.expiresAt, extended: false };
}

function cookieOptions(c: Context<AppEnv>) {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('deps').config.env === 'production',
  } as const;
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number): void {
  const maxAge = Math.max(0, Math.floor((expiresAt - c.get('deps').now()) / 1000));
  setCookie(c, sessionCookieName, token, { ...cookieOptions(c), maxAge });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, cookieOptions(c));
}

/**
 * Signs the browser in with a new session (never a reused one, against session fixation);
 * a session the browser held before is ended.
 */
export async function startSession(c: Context<AppEnv>, userId: string): Promise<void> {
  const { db, now } = c.get('deps');
  const previous = c.get('sessionId');
  if (previous) await deleteSession(db, previous);
  await deleteExpiredSessions(db, userId, now());
  const { token, expiresAt } = await createSession(db, userId, now());
  setSessionCookie(c, token, expiresAt);
}
