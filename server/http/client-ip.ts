import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * The client's IP address, or undefined when it cannot be known (e.g. `app.request()` in tests).
 * X-Forwarded-For is believed only from a reverse proxy on this machine, and only its last
 * entry (the one that proxy added): anything further left is whatever the client claimed.
 */
export function clientIp(c: Context): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  if (peer && isLoopback(peer)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return peer;
}

/**
 * The key for per-IP throttling, or null for no per-IP limit. Outside production a request
 * from this machine itself (the developer, the browser tests: hundreds of sign-ups from one
 * address) is not limited per IP; per-account and per-address limits still apply to it.
 */
export function ipThrottleKey(c: Context<AppEnv>): string | null {
  const ip = clientIp(c);
  if (ip && isLoopback(ip) && c.get('deps').config.env !== 'production') return null;
  return `ip:${ip ?? 'unknown'}`;
}
