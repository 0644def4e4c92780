import { performance } from 'node:perf_hooks';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.ts';
import { runWithRequestLog } from './logger.ts';

/**
 * Per request: a child logger carrying the request id (set by Hono's requestId middleware from
 * the load balancer's X-Request-Id, or made here) for every line written while it is served;
 * one access line and the metrics once it is answered. While the instance drains, answers carry
 * `Connection: close`, so keep-alive clients reconnect to another instance.
 */
export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const { ops } = c.get('deps');
  if (!ops) return next();
  const started = performance.now();
  const log = ops.logger.child({ reqId: c.get('requestId') });
  c.set('log', log);
  await runWithRequestLog(log, next);
  const seconds = (performance.now() - started) / 1000;
  const route = routePath(c) || 'unmatched';
  const status = c.res.status;
  ops.metrics.observe({ method: c.req.method, route, status, seconds, signedIn: Boolean(c.get('user')) });
  if (ops.lifecycle.draining) c.header('Connection', 'close');
  if (log.isLevelEnabled('info')) {
    log[status >= 500 ? 'error' : 'info'](
      { method: c.req.method, path: c.req.path, route, status, ms: Math.round(seconds * 10_000) / 10 },
      'request',
    );
  }
});
