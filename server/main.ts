import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { shippedCatalog } from './content.ts';
import { openStore, storeLocation } from './db/open-store.ts';
import { compileTrustProxy } from './http/client-ip.ts';
import { openRateLimitStore } from './http/rate-limit-store.ts';
import { routeConsoleToLogger } from './ops/logger.ts';
import { createOps } from './ops/ops.ts';
import { gracefulShutdown } from './ops/shutdown.ts';
import { ensureWebBuild } from './web-build.ts';

/** The configuration, or a clear message and exit 1: a typo in a variable must stop the start. */
function startupConfig(): Config {
  try {
    const loaded = loadConfig();
    compileTrustProxy(loaded.trustProxy);
    return loaded;
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

/** The address to open: the interface listened on, or localhost when it is every interface. */
function startAddress(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

const root = resolve(import.meta.dirname, '..');
const config = startupConfig();
const ops = createOps(config, { processMetrics: true });
routeConsoleToLogger(ops.logger);
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

const webRoot = resolve(root, 'dist/web');
if (process.env.SKIP_WEB !== '1') await ensureWebBuild(root, webRoot);

const store = await openStore(config);
let limits: Awaited<ReturnType<typeof openRateLimitStore>>;
try {
  limits = await openRateLimitStore({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl });
} catch (err) {
  ops.logger.fatal({ err }, 'the shared rate-limit store (REDIS_URL or the PostgreSQL database) cannot be reached');
  process.exit(1);
}
const catalog = shippedCatalog();
const app = createApp({
  config,
  store,
  now: Date.now,
  webRoot: process.env.SKIP_WEB === '1' ? undefined : webRoot,
  version,
  catalog,
  ops,
  rateLimitStore: limits.store,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  ops.logger.info(
    { version, port: info.port, database: storeLocation(config), rateLimits: limits.describe },
    `Ferdy läuft auf ${startAddress(config.host, info.port)} (Datenbank: ${storeLocation(config)})`,
  );
}) as Server;

const shutdown = gracefulShutdown({
  server,
  ops,
  delayMs: config.shutdownDelayMs,
  timeoutMs: config.shutdownTimeoutMs,
  // Closing the SQLite file checkpoints the WAL into it.
  release: async () => {
    await limits.close();
    await store.close();
  },
});
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
