import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

// Under the Node server (@hono/node-server) Hono's context carries Node's own request and
// response (`c.env.incoming`, `c.env.outgoing`). Reading a request header through `c.req` builds a
// Fetch `Headers` of every header the request has, and setting one through `c.header()` builds
// another for the answer: on a small read the two cost about a fifth of its CPU
// (docs/performance.md). The headers every request reads or gets (the session cookie, the request
// id, the security headers) therefore go through Node's objects when they are there, and through
// Hono's otherwise (requests made with `app.request()` in tests).

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

function node(c: Context): NodeBindings {
  return (c.env as NodeBindings | undefined) ?? {};
}

/** A request header (name in lower case), as Node parsed it when the Node server serves. */
export function requestHeader(c: Context, lowerCaseName: string): string | undefined {
  const incoming = node(c).incoming;
  if (incoming?.headers) {
    const value = incoming.headers[lowerCaseName];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(lowerCaseName);
}

/**
 * Sets headers of the answer: on Node's response before the app answers (Node merges them with
 * the answer's own, which win on the same name), or on the answer's headers once it is made.
 */
export async function withAnswerHeaders(c: Context, headers: ReadonlyArray<readonly [string, string]>, next: () => Promise<void>) {
  const outgoing = node(c).outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) c.res.headers.set(name, value);
}
