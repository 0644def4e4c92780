import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Store } from '../db/store.ts';

import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { makeToken, parseToken, secretMatches } from './tokens.ts';

export const sessionCookieName = 'ferdy_session';
export const sessionDurationMs = 30 * 24 * 60 * 60 * 1000;

export async function createSession(store: Store, userId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const { id, token, secretHash } = makeToken();
  const expiresAt = now + sessionDurationMs;
  await store.insertSession({ id, userId, secretHash, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * The session a cookie token names, if its secret matches and it has not expired. Past half
 * its lifetime it is pushed out to a full 30 days again (`extended`: send the cookie anew), so
 * a child who plays every few weeks stays signed in while an abandoned session runs out.
 */
export async function validateSessionToken(
  store: Store,
  token: string,
  now: number,
): Promise<{ sessionId: string; user: AuthUser; expiresAt: number; extended: boolean } | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const found = await store.findSessionWithUser(parsed.id);
  if (!found || !secretMatches(parsed.secret, found.secretHash)) return null;
  if (found.expiresAt <= now) {
    await store.deleteSession(parsed.id);
    return null;
  }
  if (found.expiresAt - now < sessionDurationMs / 2) {
    const expiresAt = now + sessionDurationMs;
    await store.extendSession(parsed.id, expiresAt);
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
  const { store, now } = c.get('deps');
  const previous = c.get('sessionId');
  if (previous) await store.deleteSession(previous);
  await store.deleteExpiredSessions(userId, now());
  const { token, expiresAt } = await createSession(store, userId, now());
  setSessionCookie(c, token, expiresAt);
}
