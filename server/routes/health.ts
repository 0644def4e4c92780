import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/**
 * `/api/health` — version and database, for people. For the load balancer and orchestrator:
 * `/api/health/live` answers while the process serves at all (restart it when not);
 * `/api/health/ready` answers 200 while it should get traffic: the database answers and the
 * instance is not draining for a shutdown (503 otherwise, so the balancer moves on).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { store, version } = c.get('deps');
    const database = await store.status();
    return c.json({ status: database.ok ? 'ok' : 'degraded', version, database }, database.ok ? 200 : 503);
  })
  .get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  })
  .get('/ready', async (c) => {
    const { store, ops } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    if (ops?.lifecycle.draining) return c.json({ status: 'draining' as const, database: null }, 503);
    const database = await store.status();
    return c.json({ status: database.ok ? ('ready' as const) : ('database_unavailable' as const), database }, database.ok ? 200 : 503);
  });
