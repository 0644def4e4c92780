import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { fromAddress, fromThisMachine } from '../../server/testing/peer.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { appEndpoints, buildWorld, worldPassword } from './world.ts';

// Security headers on every response — API answers, refusals, HTML pages, the built site, 404s
// and even a 500 — and the session cookie's flags. HSTS only in production (a browser that saw
// it on http://localhost would refuse plain HTTP there for two years).

type App = ReturnType<typeof createTestApp>['app'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: Response, what: string, production = false) {
  const h = res.headers;
  const csp = h.get('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const d = directives(csp!);
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  expect(scripts, `${what}: script-src`).toEqual(["'self'"]);
  expect(scripts.join(' '), `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
  expect(d.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(d.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(d.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(d.get('form-action'), `${what}: form-action`).toEqual(["'self'"]);
  expect(h.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(h.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('no-referrer');
  expect(h.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(h.get('x-powered-by'), `${what}: X-Powered-By`).toBeNull();
  const hsts = h.get('strict-transport-security');
  if (production) {
    expect(hsts, `${what}: HSTS`).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1]), `${what}: HSTS max-age ≥ 1 year`).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, `${what}: HSTS`).toContain('includeSubDomains');
  } else {
    expect(hsts, `${what}: no HSTS outside production`).toBeNull();
  }
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'ferdy-web-'));
  roots.push(root);
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log("ferdy");'.repeat(100));
  return root;
}

/** One request of every kind the app answers: each endpoint, refusals, pages, files, 404s. */
async function everyKindOfResponse(testApp: App, paths: { purchase: string; cookie: string }): Promise<Array<[string, Response]>> {
  // From this machine, so that the development outbox and the test checkout answer with their pages.
  const app = { routes: testApp.routes, request: (path: string, init: RequestInit) => testApp.request(path, init, fromThisMachine) };
  const out: Array<[string, Response]> = [];
  const get = async (path: string, headers: Record<string, string> = {}) => out.push([`GET ${path}`, await app.request(path, { headers })]);
  const post = async (path: string, body: string, headers: Record<string, string> = {}) =>
    out.push([
      `POST ${path} ${body.slice(0, 30)}`,
      await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', origin: testOrigin, ...headers } }),
    ]);

  // Logout last: it ends the session the others are sent with.
  const endpoints = appEndpoints(app).sort((a, b) => Number(a.includes('logout')) - Number(b.includes('logout')));
  for (const endpoint of endpoints) {
    const [method, template] = endpoint.split(' ') as [string, string];
    const path = template
      .replace(':id', 'unbekannt')
      .replace(':category', 'mindset')
      .replace(':sessionId', paths.purchase)
      .replace('*', 'irgendwo');
    const body = method === 'GET' || method === 'HEAD' ? {} : { body: '{}' };
    out.push([
      endpoint,
      await app.request(path, {
        method,
        headers: { origin: testOrigin, cookie: paths.cookie, 'content-type': 'application/json' },
        ...body,
      }),
    ]);
  }
  await get('/api/auth/me', { cookie: paths.cookie });
  await post('/api/auth/login', '{"email":"a@example.org","password":"falsch-falsch"}');
  await post('/api/auth/login', '{', {});
  await post('/api/plays', '{"gameId":"denkweiser"}', { origin: 'https://evil.example' });
  await post('/api/auth/signup', JSON.stringify({ email: 'x@example.org', password: 'x'.repeat(70_000), parentConsent: true }));
  await get('/api/gibt-es-nicht');
  await get('/');
  await get('/mindset');
  await get('/assets/app.js');
  await get('/assets/fehlt.js');
  await get('/test-checkout/test_cs_unbekannt', { cookie: paths.cookie });
  await get('/dev/outbox');
  out.push(['GET /dev/outbox from the network', await testApp.request('/dev/outbox', {}, fromAddress('192.0.2.1'))]);
  out.push([
    'GET /test-checkout from the network',
    await testApp.request(`/test-checkout/${paths.purchase}`, { headers: { cookie: paths.cookie } }, fromAddress('192.0.2.1')),
  ]);
  out.push(['HEAD /', await app.request('/', { method: 'HEAD' })]);
  out.push(['OPTIONS /api/plays', await app.request('/api/plays', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })]);
  out.push(['DELETE /api/profile', await app.request('/api/profile', { method: 'DELETE', headers: { origin: testOrigin } })]);
  return out;
}

describe('security headers', () => {
  it('are on every response in development and test, without HSTS', async () => {
    const w = await buildWorld();
    const t = createTestApp({ db: w.t.db, webRoot: webRoot() });
    const responses = await everyKindOfResponse(t.app, { purchase: w.aPurchase, cookie: w.a.cookie });
    const statuses = new Set(responses.map(([, r]) => r.status));
    // The sample covers answers, redirects and refusals of many kinds.
    for (const s of [200, 303, 400, 401, 403, 404, 413]) expect(statuses, `a ${s} among ${[...statuses]}`).toContain(s);
    for (const [what, res] of responses) expectSecurityHeaders(res, what);
  });

  it('are on every response in production, with HSTS', async () => {
    const w = await buildWorld({ env: 'production' });
    const t = createTestApp({ db: w.t.db, webRoot: webRoot(), config: { env: 'production' } });
    for (const [what, res] of await everyKindOfResponse(t.app, { purchase: w.aPurchase, cookie: w.a.cookie }))
      expectSecurityHeaders(res, what, true);
  });

  it('are on a 500 too, even when the database fails before the route runs', async () => {
    const w = await buildWorld();
    w.t.db.$client.close();
    // The error goes to the app's logger with the request id (server/ops/ops.test.ts), quiet in tests.
    const res = await w.t.app.request('/api/profile', { headers: { cookie: w.a.cookie } });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: { code: 'internal' } });
    expectSecurityHeaders(res, 'a 500 from the session lookup');
  });

  it('are on every response the Node server sends, set on its response before the app answers', async () => {
    const w = await buildWorld({ env: 'production' });
    const t = createTestApp({ db: w.t.db, webRoot: webRoot(), config: { env: 'production' } });
    const server = createAdaptorServer({ fetch: t.app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const at = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
      const answers: Array<[string, Response]> = [
        ['GET /api/profile signed in', await at('/api/profile', { headers: { cookie: w.a.cookie } })],
        ['GET /api/profile signed out', await at('/api/profile')],
        ['GET /api/gibt-es-nicht', await at('/api/gibt-es-nicht')],
        ['GET /', await at('/')],
        ['GET /assets/app.js', await at('/assets/app.js')],
        ['HEAD /', await at('/', { method: 'HEAD' })],
        [
          'POST /api/plays from elsewhere',
          await at('/api/plays', {
            method: 'POST',
            headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
            body: '{}',
          }),
        ],
      ];
      expect(answers.map(([, r]) => r.status)).toEqual([200, 401, 404, 200, 200, 200, 403]);
      for (const [what, res] of answers) expectSecurityHeaders(res, what, true);
      // The request id and the session cookie are read from Node's request there too.
      const kept = await at('/api/health/live', { headers: { 'x-request-id': 'lb-4711' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-4711');
      const made = await at('/api/health/live', { headers: { 'x-request-id': 'nicht gültig!' } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const withOtherCookies = await at('/api/profile', { headers: { cookie: `theme=dunkel; ${w.a.cookie}; x=1` } });
      expect(withOtherCookies.status).toBe(200);
      w.t.db.$client.close();
      const failed = await at('/api/profile', { headers: { cookie: w.a.cookie } });
      expect(failed.status).toBe(500);
      expectSecurityHeaders(failed, 'a 500 from the session lookup', true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('the CSP allows no inline script: no unsafe-inline, no nonce or hash that would let one run', async () => {
    const t = createTestApp({ webRoot: webRoot() });
    const csp = (await t.app.request('/')).headers.get('content-security-policy')!;
    const scripts = directives(csp).get('script-src')!;
    expect(scripts.some((s) => /unsafe-inline|nonce-|sha\d+-|strict-dynamic/.test(s))).toBe(false);
    expect(directives(csp).has('script-src-attr') || directives(csp).has('script-src-elem')).toBe(false);
  });
});

describe('the session cookie', () => {
  async function loginCookie(config: Parameters<typeof buildWorld>[0]) {
    const w = await buildWorld(config);
    const res = await w.t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: w.a.email, password: worldPassword }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie().find((c) => c.startsWith('ferdy_session='))!;
  }

  it('is HttpOnly and SameSite=Lax, and Secure in production', async () => {
    const dev = await loginCookie({});
    expect(dev).toMatch(/; HttpOnly/i);
    expect(dev).toMatch(/; SameSite=Lax/i);
    expect(dev).not.toMatch(/; Secure/i);
    const prod = await loginCookie({ env: 'production' });
    expect(prod).toMatch(/; HttpOnly/i);
    expect(prod).toMatch(/; SameSite=Lax/i);
    expect(prod).toMatch(/; Secure/i);
  });
});
