import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths called by other servers, which authenticate by signature instead. */
const exempt = new Set(['/api/payments/webhook']);

/**
 * CSRF defence as in the Copenhagen Book: a state-changing request must carry an Origin header
 * naming this site. Cookies are SameSite=Lax as well; this covers what Lax does not.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method) || exempt.has(c.req.path)) return next();
  const origin = c.req.header('origin');
  const { publicUrl, env } = c.get('deps').config;
  let allowed = false;
  if (origin) {
    try {
      const o = new URL(origin);
      // Only the configured origin, never one that merely equals the request's Host (which a
      // client chooses). Outside production a page served from this machine itself (the Vite dev
      // server on another port) may call the API too; the server listens on loopback there.
      allowed = o.origin === publicUrl || (env !== 'production' && loopbackHosts.has(o.hostname));
    } catch {
      allowed = false;
    }
  }
  if (!allowed) {
    return c.json(errorBody('forbidden_origin', 'Diese Anfrage kam nicht von der Ferdy-Seite und wurde abgelehnt.'), 403);
  }
  return next();
});
