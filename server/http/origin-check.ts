import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';

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
  const own = new URL(c.req.url);
  const publicUrl = c.get('deps').config.publicUrl;
  let allowed = false;
  if (origin) {
    try {
      const o = new URL(origin);
      allowed = o.host === own.host || (publicUrl !== undefined && o.origin === new URL(publicUrl).origin);
    } catch {
      allowed = false;
    }
  }
  if (!allowed) {
    return c.json(errorBody('forbidden_origin', 'Diese Anfrage kam nicht von der Ferdy-Seite und wurde abgelehnt.'), 403);
  }
  return next();
});
