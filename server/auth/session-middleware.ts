import { parse } from 'hono/utils/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { requestHeader } from '../http/node-headers.ts';
import { clearSessionCookie, sessionCookieName, setSessionCookie, validateSessionToken } from './session.ts';

/** Sets `c.get('user')` and `c.get('sessionId')` from the session cookie (both null for visitors). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  // Hashed, immutable assets are cached publicly: they must neither wait for the database nor carry a cookie.
  if (c.req.path.startsWith('/assets/')) return next();
  // Hono's cookie parser, on the Cookie header as Node read it (node-headers.ts).
  const cookies = requestHeader(c, 'cookie');
  const token = cookies === undefined ? undefined : parse(cookies, sessionCookieName)[sessionCookieName];
  if (token) {
    const { store, now } = c.get('deps');
    const session = await validateSessionToken(store, token, now());
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
