import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { shippedCatalog } from './content.ts';
import { openStore, storeLocation } from './db/open-store.ts';
import { compileTrustProxy } from './http/client-ip.ts';
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
const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

const webRoot = resolve(root, 'dist/web');
if (process.env.SKIP_WEB !== '1') await ensureWebBuild(root, webRoot);

const store = await openStore(config);
const catalog = shippedCatalog();
const app = createApp({ config, store, now: Date.now, webRoot: process.env.SKIP_WEB === '1' ? undefined : webRoot, version, catalog });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Ferdy läuft auf ${startAddress(config.host, info.port)} (Datenbank: ${storeLocation(config)})`);
});

// Finish in-flight requests, then close the database so the WAL is checkpointed cleanly.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: Ferdy fährt herunter …`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    void store.close().finally(() => process.exit(0));
  });
  // Keep-alive connections would hold close() open, and Node goes on serving new requests on
  // them after close(): idle ones go now, busy ones as soon as their answer is out.
  const connections = server as unknown as { closeIdleConnections?: () => void };
  connections.closeIdleConnections?.();
  setInterval(() => connections.closeIdleConnections?.(), 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
