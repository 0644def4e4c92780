import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/reliability/server-process.ts';

// SIGTERM on the real server process: a request already under way is finished and answered,
// no new connection is taken, the database is closed (the WAL checkpointed into the file)
// and the process exits 0 — also when a keep-alive connection stays open.

let server: ServerProcess | undefined;
const dirs: string[] = [];
afterEach(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 request whose body is sent in two parts, so it can be held open mid-body. */
function halfSentRequest(port: number, path: string, origin: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  const split = Math.floor(body.length / 2);
  return {
    async sendFirstHalf() {
      await connected;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, split)}`,
      );
    },
    sendRest: () => socket.write(body.slice(split)),
    /** the status line and headers, once they have arrived */
    async head(timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!response.includes('\r\n\r\n') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return response.split('\r\n\r\n')[0] ?? '';
    },
    closed,
  };
}

/** Resolves once `condition` holds; fails the test after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('graceful shutdown on SIGTERM', () => {
  it('answers the request under way, takes no new ones, closes the database and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferdy-sigterm-'));
    dirs.push(dir);
    const databasePath = join(dir, 'ferdy.sqlite');
    server = await startServer({ databasePath });
    // Some writes, so that the WAL holds pages that closing must checkpoint.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `vorher-${i}@example.org`, password: 'fuchs-geheim-123', parentConsent: true }),
      });
      expect(res.status).toBe(201);
    }
    expect(statSync(`${databasePath}-wal`).size).toBeGreaterThan(0);

    const email = 'mitten-drin@example.org';
    const inFlight = halfSentRequest(
      server.port,
      '/api/auth/signup',
      server.url,
      JSON.stringify({ email, password: 'fuchs-geheim-123', parentConsent: true }),
    );
    await inFlight.sendFirstHalf();
    // The server has read the half-sent request's headers once it has answered a request sent
    // after them: it reads its sockets in the order their bytes arrived.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.kill('SIGTERM');
    // The server logs the shutdown and stops listening in the same step.
    await until(() => server!.output().includes('SIGTERM: Ferdy fährt herunter'));

    // Still running for the request under way; no longer listening for new ones.
    expect(server.hasExited()).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    inFlight.sendRest();
    expect(await inFlight.head()).toMatch(/^HTTP\/1\.1 201/);

    const started = Date.now();
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    // Well before the 10 s safety timer: the finished keep-alive connection did not hold it up.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output()).toContain('SIGTERM: Ferdy fährt herunter');

    // Closed cleanly: the WAL was checkpointed and removed; nothing needs recovery.
    expect(existsSync(`${databasePath}-wal`) ? statSync(`${databasePath}-wal`).size : 0).toBe(0);
    const db = new Database(databasePath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const emails = db.prepare('select email from users order by email').pluck().all();
      expect(emails).toEqual([email, 'vorher-0@example.org', 'vorher-1@example.org', 'vorher-2@example.org']);
    } finally {
      db.close();
    }
  }, 60_000);

  it('first reports not ready while still serving, then drains the request under way and closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferdy-drain-'));
    dirs.push(dir);
    // A balancer polling /api/health/ready needs a moment to take the instance out: here 1.5 s.
    server = await startServer({ databasePath: join(dir, 'ferdy.sqlite'), env: { SHUTDOWN_DELAY_MS: '1500' } });
    const ready = async () => {
      const res = await fetch(`${server!.url}/api/health/ready`);
      return { status: res.status, connection: res.headers.get('connection'), body: (await res.json()) as { status: string } };
    };
    expect((await ready()).status).toBe(200);

    const email = 'beim-abschalten@example.org';
    const inFlight = halfSentRequest(
      server.port,
      '/api/auth/signup',
      server.url,
      JSON.stringify({ email, password: 'fuchs-geheim-123', parentConsent: true }),
    );
    await inFlight.sendFirstHalf();
    expect((await ready()).status).toBe(200);
    server.kill('SIGTERM');

    // Not ready, but still taking connections, each answer asking the client to go elsewhere.
    let seen = await ready();
    while (seen.status === 200) seen = await ready();
    expect(seen).toEqual({ status: 503, connection: 'close', body: { status: 'draining', database: null } });
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);

    // Then the listener closes while the request under way keeps the process up.
    let listening = true;
    while (listening)
      listening = await fetch(`${server.url}/api/health/live`).then(
        () => true,
        () => false,
      );
    expect(server.hasExited()).toBe(false);

    inFlight.sendRest();
    const head = await inFlight.head();
    expect(head).toMatch(/^HTTP\/1\.1 201/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['SIGTERM: Ferdy fährt herunter …', 'listener closed; finishing the requests under way', 'shut down cleanly']),
    );
  }, 60_000);
});
