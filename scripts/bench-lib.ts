import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './reliability/server-process.ts';

/** Shared pieces of `npm run bench:web` and `npm run bench:api`. */

export const repoRoot = resolve(import.meta.dirname, '..');

/** The operator settings a production server needs to start (the Impressum's), for benchmark servers. */
export const benchOperator = {
  OPERATOR_NAME: 'Ferdy Benchmark',
  OPERATOR_ADDRESS: 'Musterstraße 1, 12345 Musterstadt',
  OPERATOR_EMAIL: 'bench@ferdy.example',
  OPERATOR_RESPONSIBLE: 'Erika Mustermann',
};

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `p` (0–100) per cent of the sorted values lie (nearest rank). */
export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export type Server = { url: string; port: number; process: ChildProcess; stop(): Promise<void>; output(): string };

/**
 * Starts a Node process running a TypeScript server file (through tsx, as `npm start` does) and
 * waits until `readyPath` answers 200.
 */
export async function startServer(options: {
  name: string;
  script: string;
  env: Record<string, string>;
  readyPath: string;
  timeoutMs?: number;
  /** Extra Node flags, e.g. --cpu-prof */
  nodeArgs?: string[];
}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(url + options.readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A plain-text table with right-aligned figures. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
