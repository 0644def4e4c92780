import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { requestHeader, withAnswerHeaders } from './node-headers.ts';

/** A load balancer's id is kept when it looks like one: letters, digits, -, _, =; at most 64. */
const saneId = /^[\w\-=]{1,64}$/;

/**
 * The request's id (`c.get('requestId')`), as Hono's requestId middleware makes it: the load
 * balancer's X-Request-Id when it looks like one, otherwise a new UUID; the answer carries it in
 * X-Request-Id. Read and written through Node's own request and response when the Node server
 * serves (node-headers.ts).
 */
export const requestIdMiddleware = createMiddleware<AppEnv>((c, next) => {
  const sent = requestHeader(c, 'x-request-id');
  const id = sent !== undefined && saneId.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId', id);
  return withAnswerHeaders(c, [['X-Request-Id', id]], next);
});
