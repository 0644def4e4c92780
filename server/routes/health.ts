import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { store, version } = c.get('deps');
  const database = await store.status();
  return c.json(
    { status: database.ok ? 'ok' : 'degraded', version, database },
    database.ok ? 200 : 503,
  );
});
