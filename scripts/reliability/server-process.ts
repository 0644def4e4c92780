import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// Starts the real server (server/main.ts) as its own process, the way production runs it, so
// that crash, shutdown and soak runs exercise real sockets, real signals and a real file.

export const repoRoot = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  /** e.g. http://127.0.0.1:41234 — also the Origin that state-changing requests must carry */
  url: string;
  port: number;
  pid: number;
  /** everything the process wrote to stdout and stderr so far */
  output(): string;
  exited: Promise<Exit>;
  /** true once the process has exited */
  hasExited(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<Exit>;
};

export type StartOptions = {
  databasePath: string;
  port?: number;
  /** extra or overriding environment variables */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
};

/**
 * `node --import tsx server/main.ts` in one process (not `npx tsx`, which puts a wrapper process
 * in between: a SIGKILL must hit the server itself). Test checkout and dev outbox are on
 * (NODE_ENV=test, no Stripe, no SMTP); only 127.0.0.1 is listened on.
 */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE', 'SMTP_URL', 'PUBLIC_URL', 'AI_PROVIDER'])
    delete env[key];
  Object.assign(env, {
    NODE_ENV: 'test',
    SKIP_WEB: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: options.databasePath,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitedFlag = false;
  const exited = new Promise<Exit>((resolveExit) => {
    child.on('exit', (code, signal) => {
      exitedFlag = true;
      resolveExit({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    hasExited: () => exitedFlag,
    kill(signal) {
      if (!exitedFlag) child.kill(signal);
    },
    async stop(timeoutMs = 15_000) {
      if (exitedFlag) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exitedFlag) throw new Error(`the server exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`);
}
