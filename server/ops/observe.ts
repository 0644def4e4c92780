import { performance } from 'node:perf_hooks';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';

/** An answer slower than this gets its access line at `warn`. */
const slowSeconds = 1;

/**
 * Per request: a child logger carrying the request id (set by Hono's requestId middleware from
 * the load balancer's X-Request-Id, or made here) for the lines its route writes (`c.get('log')`);
 * the metrics and an access line once it is answered. The access line is `error` for a 5xx, `warn`
 * when it took a second or more, `info` for a 4xx and `debug` for the rest: every request is
 * counted in /metrics and logged by the load balancer, and writing a line for each fast, successful
 * one cost a read about a tenth of its CPU (docs/performance.md); LOG_LEVEL=debug shows them all.
 * While the instance drains, answers carry `Connection: close`, so keep-alive clients reconnect
 * to another instance.
 */
export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const { ops } = c.get('deps');
  if (!ops) return next();
  const started = performance.now();
  const log = ops.logger.child({ reqId: c.get('requestId') });
  c.set('log', log);
  await next();
  const seconds = (performance.now() - started) / 1000;
  const route = routePath(c) || 'unmatched';
  const status = c.res.status;
  ops.metrics.observe({ method: c.req.method, route, status, seconds, signedIn: Boolean(c.get('user')) });
  if (ops.lifecycle.draining) c.header('Connection', 'close');
  const level = status >= 500 ? 'error' : seconds >= slowSeconds ? 'warn' : status >= 400 ? 'info' : 'debug';
  if (log.isLevelEnabled(level)) {
    log[level]({ method: c.req.method, path: c.req.path, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
  }
});
