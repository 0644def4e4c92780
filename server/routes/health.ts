import { Hono } from 'hono';
import { databaseStatus } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { db, version } = c.get('deps');
  const database = databaseStatus(db);
  return c.json(
    { status: database.ok ? 'ok' : 'degraded', version, database },
    database.ok ? 200 : 503,
  );
});
