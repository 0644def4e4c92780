import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { addressLimits } from '../../server/http/address-limits.ts';
import { fromAddress, fromThisMachine } from '../../server/testing/peer.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { testOperatorEnv } from '../../server/testing/operator-env.ts';

// Who a request comes from decides two things: which per-address limit it counts against, and
// whether the development tools (the outbox with its live links, the free test checkout) answer.
// X-Forwarded-For is a header anyone can write; only a proxy named in TRUST_PROXY is believed.

const root = resolve(import.meta.dirname, '../..');
const checksPerMinute = addressLimits.checksPerMinute;
const check = { gameId: 'sags-mal-anders', checker: 'check-rewrite', input: { original: 'Du bist doof!', rewrite: 'Ich bin traurig.' } };

/** A visitor's answer check (limited per address), as sent through the given socket and header. */
function checkAnswer(t: ReturnType<typeof createTestApp>, env: ReturnType<typeof fromAddress>, forwardedFor?: string) {
  const headers: Record<string, string> = { origin: testOrigin, 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return t.app.request('/api/checks', { method: 'POST', headers, body: JSON.stringify(check) }, env);
}

/** Statuses of `count` checks, the n-th sent with the X-Forwarded-For `forwardedFor(n)`. */
async function statuses(
  t: ReturnType<typeof createTestApp>,
  env: ReturnType<typeof fromAddress>,
  count: number,
  forwardedFor: (n: number) => string | undefined,
) {
  const out: number[] = [];
  for (let n = 0; n < count; n++) out.push((await checkAnswer(t, env, forwardedFor(n))).status);
  return out;
}

const rotating = (n: number) => `198.51.100.${n % 250}`;
const production = (config: Partial<Config> = {}) => createTestApp({ config: { env: 'production', ...config } });

describe('per-address limits and X-Forwarded-For', () => {
  it('without TRUST_PROXY, rotating X-Forwarded-For from a proxy on this machine is still one address', async () => {
    // Production: this machine itself is not exempt there, so the limit shows.
    const t = production();
    const seen = await statuses(t, fromThisMachine, checksPerMinute + 1, rotating);
    expect(seen.slice(0, checksPerMinute)).toEqual(Array(checksPerMinute).fill(200));
    expect(seen[checksPerMinute]).toBe(429);
  });

  it('without TRUST_PROXY, rotating X-Forwarded-For from the network is one address too', async () => {
    const t = createTestApp();
    const seen = await statuses(t, fromAddress('203.0.113.50'), checksPerMinute + 1, rotating);
    expect(seen[checksPerMinute]).toBe(429);
  });

  it('with TRUST_PROXY=127.0.0.1 every forwarded client has its own limit', async () => {
    const t = production({ trustProxy: ['127.0.0.1'] });
    const first = await statuses(t, fromThisMachine, checksPerMinute + 1, () => '203.0.113.7');
    expect(first[checksPerMinute]).toBe(429);
    // Another family behind the same proxy is not held up by the first one.
    expect((await checkAnswer(t, fromThisMachine, '203.0.113.8')).status).toBe(200);
  });

  it('behind a trusted proxy, a spoofed left-most entry does not give a new address', async () => {
    const t = production({ trustProxy: ['127.0.0.1'] });
    // What a proxy that appends sends on: the client's own header, then the address it saw.
    const seen = await statuses(t, fromThisMachine, checksPerMinute + 1, (n) => `${rotating(n)}, 203.0.113.7`);
    expect(seen.slice(0, checksPerMinute)).toEqual(Array(checksPerMinute).fill(200));
    expect(seen[checksPerMinute]).toBe(429);
    expect((await checkAnswer(t, fromThisMachine, '203.0.113.8')).status).toBe(200);
  });
});

describe('the development tools answer only to this machine', () => {
  it('a visitor forwarded by a trusted proxy on this machine gets 404 from the outbox; the machine itself gets it', async () => {
    const t = createTestApp({ config: { trustProxy: ['loopback'] } });
    for (const path of ['/dev/outbox', '/api/dev/outbox']) {
      const res = await t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.7' } }, fromThisMachine);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await t.app.request(path, {}, fromThisMachine)).status, path).toBe(200);
    }
  });

  it('X-Forwarded-For naming this machine does not open them to the network', async () => {
    const t = createTestApp({ config: { trustProxy: ['10.0.0.0/8'] } });
    // From an untrusted peer the header is not read; from a trusted one the socket is still not loopback.
    for (const peer of ['192.168.1.20', '10.0.0.2']) {
      expect(
        (await t.app.request('/api/dev/outbox', { headers: { 'x-forwarded-for': '127.0.0.1' } }, fromAddress(peer))).status,
        peer,
      ).toBe(404);
    }
  });
});

describe('starting the server', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 by default outside production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ferdy.example', ...testOperatorEnv }).host).toBe('0.0.0.0');
  });

  it('stops at once with a clear message when TRUST_PROXY has a typo', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferdy-start-'));
    dirs.push(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        SKIP_WEB: '1',
        DATABASE_PATH: join(dir, 'ferdy.sqlite'),
        TRUST_PROXY: 'loopback,lopback',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    clearTimeout(killer);
    expect(code, output).toBe(1);
    expect(output).toContain('Invalid configuration:\n  TRUST_PROXY: invalid IP address: lopback');
    expect(output).not.toContain('Ferdy läuft');
  }, 30_000);
});
