import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { withAnswerHeaders } from './node-headers.ts';

/** Content-Security-Policy: scripts strictly same-origin; toast and dialog libraries set inline styles. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The SumUp video, loaded only after the child clicks it.
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers of every answer (API, pages, assets, 404s, 500s): the set Hono's
 * secureHeaders sends by default, with our CSP, no Referer (token links must never leak through
 * it), DENY framing, and HSTS in production only (a browser that saw it on http://localhost would
 * refuse plain HTTP there for two years).
 */
export function securityHeaders(production: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(production ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Puts the security headers on every answer, on Node's response before the app answers when the
 * Node server serves (set on the answer's Fetch `Headers` instead, as Hono's secureHeaders does,
 * they cost every request about 30 µs of CPU, a sixth of a read: docs/performance.md). First in
 * the chain after the request id, so that an answer the later middleware fails with (a 500 when
 * the database does) carries them too.
 */
export function securityHeadersMiddleware(production: boolean) {
  const headers = securityHeaders(production);
  return createMiddleware<AppEnv>((c, next) => withAnswerHeaders(c, headers, next));
}
