import { Hono } from 'hono';
import { databaseStatus } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';

/**
 * `/api/health` — version and database, for people. For the load balancer and orchestrator:
 * `/api/health/live` answers while the process serves at all (restart it when not);
 * `/api/health/ready` answers 200 while it should get traffic: the database answers and the
 * instance is not draining for a shutdown (503 otherwise, so the balancer moves on).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const { db, version } = c.get('deps');
    const database = databaseStatus(db);
    return c.json({ status: database.ok ? 'ok' : 'degraded', version, database }, database.ok ? 200 : 503);
  })
  .get('/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  })
  .get('/ready', (c) => {
    const { db, ops } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    if (ops?.lifecycle.draining) return c.json({ status: 'draining' as const, database: null }, 503);
    const database = databaseStatus(db);
    return c.json({ status: database.ok ? ('ready' as const) : ('database_unavailable' as const), database }, database.ok ? 200 : 503);
  });
