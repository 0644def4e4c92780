import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The floor of `npm run bench:api`: a bare Hono JSON route on @hono/node-server, nothing else,
 * started the same way as Ferdy's server (Node + tsx), so every Ferdy route is measured as a
 * share of what the framework alone does on this machine.
 */
const app = new Hono().get('/bare', (c) => c.json({ ok: true, time: Date.now() }));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3999), hostname: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
