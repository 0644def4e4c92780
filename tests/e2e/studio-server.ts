import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningStudio = { url: string; root: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a process and waits until it prints `ready`; the answer stops it again. */
async function startProcess(
  name: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; ready: string; timeoutMs: number },
) {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${log}`)), options.timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(options.ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${log}`));
    });
  });
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/** What the site is built and served from, besides games/ and content/. */
const siteSources = ['web', 'engine', 'scripts', 'server', 'package.json', 'tsconfig.json', 'vite.config.ts'];

/**
 * Starts `npm run studio`'s server on a free port over a copy of games/ and content/ in a
 * temporary folder, so what a test saves never touches the project's files. With `site`, the
 * folder is a whole copy of the project (its node_modules linked), so the site can be built
 * and served from what the studio saved.
 */
export async function startStudio(options: { site?: boolean } = {}): Promise<RunningStudio> {
  const root = mkdtempSync(join(tmpdir(), 'ferdy-studio-'));
  cpSync('games', join(root, 'games'), { recursive: true });
  cpSync('content', join(root, 'content'), { recursive: true });
  if (options.site) {
    for (const source of siteSources)
      cpSync(source, join(root, source), { recursive: true, filter: (from) => !from.includes('node_modules') });
    symlinkSync(realpathSync('node_modules'), join(root, 'node_modules'));
  }
  const port = await freePort();
  const stop = await startProcess('studio', ['--import', 'tsx', 'studio/server/main.ts'], {
    env: { ...process.env, STUDIO_PORT: String(port), GAMES_DIR: join(root, 'games'), CONTENT_DIR: join(root, 'content') },
    ready: 'Ferdy Studio: http://',
    timeoutMs: 60_000,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    async stop() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the site (`npm start`) from a project copy made by `startStudio({ site: true })`: it
 * builds the web app from that copy's games/ and content/ first, as `npm start` does after a change.
 */
export async function startSite(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stop = await startProcess('site', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(root, 'ferdy.sqlite'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: url,
    },
    ready: 'Ferdy läuft auf',
    timeoutMs: 240_000,
  });
  return { url, stop };
}
