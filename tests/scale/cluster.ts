import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';
import { redisServerInstalled, startRedis } from '../../server/testing/redis-server.ts';

// Two real server processes on one database behind nginx (Debian's package) round robin: the
// way Ferdy runs with several instances. The database is PostgreSQL when DATABASE_URL says so,
// else one SQLite file both processes open (WAL, busy_timeout). Rate limits count in Redis
// (REDIS_URL, or a throwaway redis-server when one is installed), else in PostgreSQL with
// DATABASE_URL, else in each process's memory: then budgets are not shared (`sharedLimits`).

export type Cluster = {
  /** nginx, round robin over both instances; also the site's PUBLIC_URL and Origin */
  url: string;
  instances: [ServerProcess, ServerProcess];
  database: 'postgres' | 'sqlite';
  limitStore: 'redis' | 'postgres' | 'memory';
  /** whether the instances share their rate-limit counters */
  sharedLimits: boolean;
  stop(): Promise<void>;
};

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1');
      socket.on('connect', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
user root;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ferdy {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  map $http_x_request_id $ferdy_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://ferdy;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $ferdy_request_id;
      proxy_next_upstream off;
    }
  }
}
`;
}

/**
 * A fresh database beside the one `url` names, so that the instances start on an empty one (and
 * migrate at the same moment); dropped again by `drop`.
 */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ferdy_scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      try {
        await again.query(`drop database if exists ${name} with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** `env`: more environment for both instances (e.g. the Stripe keys of a fake Stripe API). */
export async function startCluster(options: { env?: Record<string, string> } = {}): Promise<Cluster> {
  if (spawnSync('nginx', ['-v']).status !== 0) throw new Error('npm run test:scale needs nginx: apt-get install nginx (Debian)');
  const dir = mkdtempSync(join(tmpdir(), 'ferdy-scale-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const postgres = process.env.DATABASE_URL?.startsWith('postgres') ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const databaseUrl = postgres?.url;
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl && !databaseUrl && redisServerInstalled && process.env.SCALE_REDIS !== '0') {
    redis = await startRedis();
    redisUrl = redis.url;
  }
  const limitStore = redisUrl ? 'redis' : databaseUrl ? 'postgres' : 'memory';

  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${nginxPort}`;
  const env: Record<string, string> = {
    PUBLIC_URL: url,
    TRUST_PROXY: 'loopback',
    // Every access line, with its request id: the tests tell from them which instance served a request.
    LOG_LEVEL: 'debug',
    ...options.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const databasePath = join(dir, 'ferdy.sqlite');
  // Both at once on a database neither has migrated: both must come up.
  const instances = (await Promise.all([
    startServer({ databasePath, port: portA, env }),
    startServer({ databasePath, port: portB, env }),
  ])) as [ServerProcess, ServerProcess];

  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, [portA, portB]));
  const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErr = '';
  nginx.stderr.on('data', (c: Buffer) => (nginxErr += c.toString()));
  const nginxExited = new Promise<void>((resolve) => nginx.on('exit', () => resolve()));
  try {
    await waitForPort(nginxPort);
  } catch (err) {
    throw new Error(`nginx did not start: ${nginxErr}`, { cause: err });
  }

  return {
    url,
    instances,
    database: databaseUrl ? 'postgres' : 'sqlite',
    limitStore,
    sharedLimits: limitStore !== 'memory',
    async stop() {
      nginx.kill('SIGTERM');
      await nginxExited;
      await Promise.all(instances.map((i) => i.stop()));
      await redis?.stop();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
