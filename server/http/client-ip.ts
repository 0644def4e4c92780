import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { AppEnv } from './app-env.ts';
import { perApp } from './rate-limit.ts';

/** Whether a hop may be believed about the address before it (`hop` counts from the socket, 0). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Compiles TRUST_PROXY (proxy-addr semantics): addresses, CIDR ranges, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`, comma-separated; or one whole number N, the count of
 * proxy hops in front of the server (N = 1: the load balancer the server's socket sees; its
 * X-Forwarded-For entry is the client, whatever its address). An empty list trusts nobody: the
 * socket peer is the client. A typo must stop the server at start rather than silently
 * trusting nobody or, worse, the wrong network.
 */
export function compileTrustProxy(list: string[]): TrustProxy {
  if (list.length === 1 && /^\d+$/.test(list[0]!)) {
    const hops = Number(list[0]);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyaddr.compile(list);
  } catch (err) {
    throw new Error(
      `Invalid configuration:\n  TRUST_PROXY: ${(err as Error).message} in "${list.join(',')}" ` +
        '(expected a comma-separated list of addresses, CIDR ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal; or a number of proxy hops such as 1)',
    );
  }
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export const isLoopbackAddress: (address: string) => boolean = (() => {
  const loopback = proxyaddr.compile('loopback');
  return (address) => loopback(address, 0);
})();

const trustProxyOf = perApp((deps) => compileTrustProxy(deps.config.trustProxy));

/** The address at the other end of the TCP connection, or undefined without one (`app.request()` in tests). */
export function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client's IP address, or undefined when it cannot be known. X-Forwarded-For is read from
 * the right, one hop at a time, only while the hop that added an entry is a trusted proxy
 * (TRUST_PROXY); the first address not vouched for by a trusted proxy is the client. Anything
 * further left is whatever the client claimed, and without TRUST_PROXY the header is ignored.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  const peer = socketPeer(c);
  if (!peer) return undefined;
  const forwardedFor = c.req.header('x-forwarded-for');
  if (!forwardedFor) return peer;
  // proxy-addr reads only these two fields of Node's request.
  const req = { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
  return proxyaddr(req, trustProxyOf(c.get('deps')));
}

/**
 * Whether the request comes from this machine itself: the socket peer is a loopback address and
 * so is the client a trusted proxy names (a reverse proxy on this machine forwarding someone
 * else does not count). An unknown peer does not count either. Guards the development tools
 * that show live sign-in links or hand out free plays.
 */
export function isFromThisMachine(c: Context<AppEnv>): boolean {
  const peer = socketPeer(c);
  if (!peer || !isLoopbackAddress(peer)) return false;
  const client = clientIp(c);
  return client !== undefined && isLoopbackAddress(client);
}

/**
 * The key for per-IP throttling, or null for no per-IP limit. Outside production a request
 * from this machine itself (the developer, the browser tests: hundreds of sign-ups from one
 * address) is not limited per IP; per-account and per-address limits still apply to it.
 */
export function ipThrottleKey(c: Context<AppEnv>): string | null {
  const ip = clientIp(c);
  if (ip && isLoopbackAddress(ip) && c.get('deps').config.env !== 'production') return null;
  return `ip:${ip ?? 'unknown'}`;
}
