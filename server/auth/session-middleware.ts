import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { clearSessionCookie, sessionCookieName, setSessionCookie, validateSessionToken } from './session.ts';

/**
 * The session cookie's value. Hono's `getCookie` decodes and validates every pair of the header,
 * which cost more than the rest of the session check; our token is plain base32 and is checked
 * by `parseToken` anyway.
 */
export function sessionTokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === sessionCookieName) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Sets `c.get('user')` and `c.get('sessionId')` from the session cookie (both null for visitors). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  // Hashed, immutable assets are cached publicly: they must neither wait for the database nor carry a cookie.
  if (c.req.path.startsWith('/assets/')) return next();
  const token = sessionTokenFrom(c.req.header('cookie'));
  if (token) {
    const { db, now } = c.get('deps');
    const session = await validateSessionToken(db, token, now());
    if (session) {
      c.set('user', session.user);
      c.set('sessionId', session.sessionId);
      if (session.extended) setSessionCookie(c, token, session.expiresAt);
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
});
