import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromThisMachine } from '../../server/testing/peer.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { encode, encoding, garbageJson, type Encoding, hostileCookie, hostileSegment, hostileString, mutatedBody } from './hostile.ts';
import { appEndpoints, buildWorld, dbChecksum, restoreWorld, worldPassword, type World } from './world.ts';

// Property-based fuzzing of every endpoint (docs/architecture.md "Bad input"): whatever the body,
// content type, cookie, Origin or path parameter, the answer is below 500; a refusal (≥ 400)
// has the one error shape and leaves every table exactly as it was. A body that happens to be
// valid may change the database; the world is then restored from a snapshot for the next case.
//
// FUZZ_RUNS (default 50 per endpoint) and FUZZ_SEED reproduce or deepen a run.

const runs = Number(process.env.FUZZ_RUNS ?? 50);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Target = {
  /** the URL for a path parameter (a valid one of A's, or a hostile one) */
  path: (w: World, param: string) => string;
  /** a valid path parameter */
  param?: (w: World) => string;
  /** a valid JSON body; absent for routes that read none */
  body?: (w: World) => Record<string, unknown>;
  /** further valid bodies the fuzzer starts from */
  more?: (w: World) => Record<string, unknown>[];
  config?: Parameters<typeof buildWorld>[0];
  /** refusals are HTML pages (the test checkout's forms), not JSON */
  htmlErrors?: boolean;
  /** the route reads no body, so most fuzzed requests succeed */
  ignoresBody?: boolean;
  /** a development tool that answers only to this machine: fuzzed from there, so its handler is reached */
  localOnly?: boolean;
};

const stripeConfigured = { stripe: { secretKey: 'sk_test_nicht_echt', webhookSecret: 'whsec_nicht_echt', apiBase: 'http://127.0.0.1:9' } };
const fixed = (path: string) => (_w: World, q: string) => `${path}?q=${q}`;
const rewrite = { original: 'Du bist so doof!', rewrite: 'Ich bin gerade traurig. Kannst du mir bitte zuhören?' };

const targets: Record<string, Target> = {
  'GET /api/health': { path: fixed('/api/health') },
  'GET /api/health/live': { path: fixed('/api/health/live') },
  'GET /api/health/ready': { path: fixed('/api/health/ready') },
  'GET /metrics': { path: fixed('/metrics'), localOnly: true },
  'POST /api/auth/signup': {
    path: fixed('/api/auth/signup'),
    body: () => ({ email: 'neu@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true }),
  },
  'POST /api/auth/verify-email': { path: fixed('/api/auth/verify-email'), body: () => ({ token: 'abcdefgh.ijklmnop' }) },
  'POST /api/auth/resend-verification': { path: fixed('/api/auth/resend-verification'), body: (w) => ({ email: w.unconfirmed.email }) },
  'POST /api/auth/login': { path: fixed('/api/auth/login'), body: (w) => ({ email: w.a.email, password: worldPassword }) },
  'POST /api/auth/logout': { path: fixed('/api/auth/logout'), body: () => ({}), ignoresBody: true },
  'POST /api/auth/request-reset': { path: fixed('/api/auth/request-reset'), body: (w) => ({ email: w.a.email }) },
  'POST /api/auth/reset-password': {
    path: fixed('/api/auth/reset-password'),
    body: () => ({ token: 'abcdefgh.ijklmnop', password: 'Tasse-Wolke-Fahrrad' }),
  },
  'GET /api/auth/me': { path: fixed('/api/auth/me') },
  'PATCH /api/auth/me': { path: fixed('/api/auth/me'), body: () => ({ displayName: 'Lena' }) },
  'POST /api/auth/change-email': {
    path: fixed('/api/auth/change-email'),
    body: () => ({ email: 'lena@example.org', currentPassword: worldPassword }),
  },
  'POST /api/auth/confirm-email-change': { path: fixed('/api/auth/confirm-email-change'), body: () => ({ token: 'abcdefgh.ijklmnop' }) },
  'POST /api/auth/undo-email-change': { path: fixed('/api/auth/undo-email-change'), body: () => ({ token: 'abcdefgh.ijklmnop' }) },
  'POST /api/auth/change-password': {
    path: fixed('/api/auth/change-password'),
    body: () => ({ currentPassword: worldPassword, newPassword: 'Tasse-Wolke-Fahrrad', confirmPassword: 'Tasse-Wolke-Fahrrad' }),
  },
  'GET /api/account/export': { path: fixed('/api/account/export') },
  'POST /api/account/delete': { path: fixed('/api/account/delete'), body: () => ({ password: worldPassword }) },
  'GET /api/dev/outbox': { path: (_w, to) => `/api/dev/outbox?to=${to}`, localOnly: true },
  'GET /dev/outbox': { path: (_w, to) => `/dev/outbox?to=${to}`, localOnly: true },
  'POST /api/plays': { path: fixed('/api/plays'), body: () => ({ gameId: 'denkweiser' }) },
  'POST /api/plays/:id/check': {
    path: (_w, id) => `/api/plays/${id}/check`,
    param: (w) => w.aTextPlay.id,
    body: () => ({ checker: 'check-rewrite', input: rewrite }),
  },
  // Every checker, so that hostile text reaches each of them.
  'POST /api/checks': {
    path: fixed('/api/checks'),
    body: () => ({ gameId: 'sags-mal-anders', checker: 'check-rewrite', input: rewrite }),
    more: () => [
      {
        gameId: 'ich-botschaften',
        checker: 'check-ichbotschaft',
        input: { original: 'Du nervst!', rewrite: 'Ich bin genervt, wenn du so laut bist.' },
      },
      {
        gameId: 'mindshift',
        checker: 'check-mindshift-answer',
        input: { negativeThought: 'Ich kann das nicht.', positiveThought: 'Ich kann es lernen.', scenario: 'Mathe' },
      },
      { gameId: 'sumup', checker: 'check-mindset-content', input: { content: 'Fehler helfen mir beim Lernen, weil ich daraus lerne.' } },
    ],
  },
  'POST /api/plays/:id/complete': {
    path: (_w, id) => `/api/plays/${id}/complete`,
    param: (w) => w.aLightPlay.id,
    body: () => ({ events: [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'yellow' }))] }),
  },
  'GET /api/limits/:category': { path: (_w, c) => `/api/limits/${c}`, param: () => 'mindset' },
  'GET /api/profile': { path: fixed('/api/profile') },
  'GET /api/profile/age-band': { path: fixed('/api/profile/age-band') },
  'PUT /api/profile/age-band': { path: fixed('/api/profile/age-band'), body: () => ({ ageBand: '6-8' }) },
  'POST /api/payments/checkout': {
    path: fixed('/api/payments/checkout'),
    body: () => ({
      gameCategory: 'mindset',
      immediateStartConsent: true,
      additionalPlays: 2,
      password: worldPassword,
      returnTo: '/paare-finden',
    }),
  },
  'POST /api/payments/verify': { path: fixed('/api/payments/verify'), body: (w) => ({ sessionId: w.aPurchase }) },
  'POST /api/payments/webhook': {
    path: fixed('/api/payments/webhook'),
    body: (w) => ({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: w.aPurchase } } }),
    config: stripeConfigured,
  },
  'POST /api/payments/test-checkout/:sessionId/pay': {
    path: (_w, id) => `/api/payments/test-checkout/${id}/pay`,
    param: (w) => w.aPurchase,
    body: () => ({}),
    htmlErrors: true,
    ignoresBody: true,
    localOnly: true,
  },
  'POST /api/payments/test-checkout/:sessionId/cancel': {
    path: (_w, id) => `/api/payments/test-checkout/${id}/cancel?return_to=%2F`,
    param: (w) => w.aPurchase,
    body: () => ({}),
    htmlErrors: true,
    ignoresBody: true,
    localOnly: true,
  },
  'GET /test-checkout/:sessionId': { path: (_w, id) => `/test-checkout/${id}?return_to=%2F`, param: (w) => w.aPurchase, localOnly: true },
  'GET /api/legal': { path: fixed('/api/legal') },
  'GET /api/subscription': { path: fixed('/api/subscription') },
  'POST /api/subscription/cancel': { path: fixed('/api/subscription/cancel'), body: () => ({}), ignoresBody: true },
  'POST /api/subscription/cancel-by-email': { path: fixed('/api/subscription/cancel-by-email'), body: (w) => ({ email: w.a.email }) },
  'POST /api/subscription/undo-cancel': { path: fixed('/api/subscription/undo-cancel'), body: () => ({ token: 'abcdefgh.ijklmnop' }) },
};

type Case = {
  body: unknown;
  how: Encoding;
  garbage: string;
  who: 'a' | 'visitor' | 'forged';
  cookie: string;
  origin: string | null;
  param: string | null;
};

function caseArbitrary(templates: Record<string, unknown>[]): fc.Arbitrary<Case> {
  return fc.record({
    body: templates.length
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...templates).chain(mutatedBody) },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
          { weight: 1, arbitrary: hostileString },
        )
      : fc.constant(undefined),
    how: encoding,
    garbage: garbageJson,
    who: fc.constantFrom('a' as const, 'a' as const, 'a' as const, 'visitor' as const, 'forged' as const),
    cookie: hostileCookie,
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>(testOrigin) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<string | null>(
          null,
          'https://evil.example',
          'null',
          'http://localhost.evil.example',
          'http://localhost:80@evil.example',
        ),
      },
    ),
    // null: the valid parameter (A's own play or purchase), so the handler behind it is reached
    param: fc.option(hostileSegment, { nil: null, freq: 2 }),
  });
}

function isErrorShape(value: unknown): boolean {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && error.code.length > 0 && typeof error.message === 'string' && error.message.length > 0;
}

describe('fuzzing every endpoint with hostile input', () => {
  // Refused webhooks are logged as warnings; hundreds of them would bury the test output.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('covers every endpoint of the app', () => {
    expect(Object.keys(targets).sort()).toEqual(appEndpoints(createTestApp().app));
  });

  it.each(Object.keys(targets))(
    '%s',
    async (route) => {
      const target = targets[route]!;
      const method = route.split(' ')[0]!;
      let world = await buildWorld(target.config);
      const snapshot = world.t.db.$client.serialize();
      let dirty = false;
      const statuses = new Map<number, number>();

      await fc.assert(
        fc.asyncProperty(caseArbitrary(target.body ? [target.body(world), ...(target.more?.(world) ?? [])] : []), async (c) => {
          if (dirty) {
            world = restoreWorld(world, snapshot);
            dirty = false;
          }
          const url = target.path(world, c.param ?? (target.param ? target.param(world) : encodeURIComponent('ü & ?')));
          const headers: Record<string, string> = {};
          if (c.origin !== null && method !== 'GET') headers.origin = c.origin;
          if (c.who === 'a') headers.cookie = world.a.cookie;
          if (c.who === 'forged') headers.cookie = c.cookie;
          let body: string | undefined;
          if (method !== 'GET' && c.body !== undefined) {
            const encoded = encode(c.body, c.how, c.garbage);
            if (encoded.contentType) headers['content-type'] = encoded.contentType;
            body = encoded.text;
          }
          const before = dbChecksum(world.t.db);
          const res = await world.t.app.request(
            url,
            { method, headers, ...(body !== undefined ? { body } : {}) },
            target.localOnly ? fromThisMachine : undefined,
          );
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const what = `${method} ${url} [${res.status}] ${text.slice(0, 200)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            if (url.startsWith('/api/') && !target.htmlErrors) {
              expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
              expect(isErrorShape(JSON.parse(text)), what).toBe(true);
            }
            expect(dbChecksum(world.t.db), `a refused request changed the database: ${what}`).toBe(before);
          } else if (method !== 'GET') {
            dirty = true;
          }
        }),
        { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
      );
      if (process.env.FUZZ_VERBOSE) console.info(route, JSON.stringify([...statuses].sort((a, b) => a[0] - b[0])));
      // Most cases must be refusals: a fuzzer that only ever sends valid bodies proves little.
      const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, k]) => n + k, 0);
      if (target.body && !target.ignoresBody) expect(refused, JSON.stringify([...statuses])).toBeGreaterThan(runs / 2);
    },
    Math.max(30_000, runs * 600),
  );
});

describe('oversized bodies and wrong content types', () => {
  const bodyRoutes = Object.entries(targets).filter(([route, t]) => !route.startsWith('GET') && t.body);

  it.each(bodyRoutes.map(([route]) => route))('%s: a body over BODY_LIMIT_BYTES is 413, with or without Content-Length', async (route) => {
    const limit = 2048;
    const target = targets[route]!;
    const w = await buildWorld({ ...target.config, bodyLimitBytes: limit });
    const before = dbChecksum(w.t.db);
    const valid = target.body!(w);
    // Valid JSON, padded just past the limit: the size alone decides.
    const big = JSON.stringify({ ...valid, padding: 'x'.repeat(limit) });
    for (const withLength of [true, false]) {
      const headers: Record<string, string> = { origin: testOrigin, cookie: w.a.cookie, 'content-type': 'application/json' };
      if (withLength) headers['content-length'] = String(Buffer.byteLength(big));
      const stream = new Blob([big]).stream();
      const res = await w.t.app.request(target.path(w, target.param?.(w) ?? ''), {
        method: route.split(' ')[0]!,
        headers,
        body: withLength ? big : stream,
        ...(withLength ? {} : { duplex: 'half' }),
      } as RequestInit);
      expect(res.status, `${route} content-length=${withLength}`).toBe(413);
      expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    }
    expect(dbChecksum(w.t.db)).toBe(before);
  });

  it('the default limit is 64 KiB: 64 KiB + 1 byte of a sign-up is refused before it is parsed', async () => {
    const w = await buildWorld();
    const before = dbChecksum(w.t.db);
    expect(w.t.deps.config.bodyLimitBytes).toBe(64 * 1024);
    const body = JSON.stringify({ email: 'x@example.org', password: 'p'.repeat(64 * 1024) });
    const res = await w.t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(dbChecksum(w.t.db)).toBe(before);
  });

  const jsonRoutes = bodyRoutes.filter(
    ([route, t]) =>
      !t.htmlErrors &&
      route !== 'POST /api/auth/logout' &&
      route !== 'POST /api/subscription/cancel' &&
      route !== 'POST /api/payments/webhook',
  );
  it.each(jsonRoutes.map(([route]) => route))('%s: a valid body under another content type is a 4xx and changes nothing', async (route) => {
    const target = targets[route]!;
    const w = await buildWorld(target.config);
    const before = dbChecksum(w.t.db);
    for (const how of ['text/plain', 'form', 'multipart', 'xml', 'none'] as const) {
      const { contentType, text } = encode(target.body!(w), how, '');
      const headers: Record<string, string> = { origin: testOrigin, cookie: w.a.cookie };
      if (contentType) headers['content-type'] = contentType;
      const res = await w.t.app.request(target.path(w, target.param?.(w) ?? ''), { method: route.split(' ')[0]!, headers, body: text });
      expect(res.status, `${route} as ${how}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${route} as ${how}`).toBeLessThan(500);
      expect(isErrorShape(await res.json()), `${route} as ${how}`).toBe(true);
    }
    expect(dbChecksum(w.t.db)).toBe(before);
  });
});

describe('extra fields never take effect (no mass assignment)', () => {
  it('a sign-up cannot confirm itself or pick its id; a name change cannot touch points, premium or the address', async () => {
    const w = await buildWorld();
    const extra = {
      emailVerified: true,
      emailVerifiedAt: 1,
      id: 'meine-id',
      userId: w.a.userId,
      totalPoints: 99_999,
      premiumUntil: 9e15,
      status: 'gold',
    };
    const signup = await w.t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'extra@example.org', password: 'neues-passwort-1', parentConsent: true, ...extra }),
    });
    expect(signup.status).toBe(201);
    const row = w.t.db.$client.prepare('select id, email_verified_at from users where email = ?').get('extra@example.org') as {
      id: string;
      email_verified_at: number | null;
    };
    expect(row.email_verified_at).toBeNull();
    expect(row.id).not.toBe('meine-id');

    const before = w.t.db.$client.prepare('select total_points, premium_until, status from profiles where user_id = ?').get(w.a.userId);
    const patch = await w.t.app.request('/api/auth/me', {
      method: 'PATCH',
      headers: { origin: testOrigin, 'content-type': 'application/json', cookie: w.a.cookie },
      body: JSON.stringify({ displayName: 'Anna', email: 'andere@example.org', ...extra }),
    });
    expect(patch.status).toBe(200);
    expect(w.t.db.$client.prepare('select total_points, premium_until, status from profiles where user_id = ?').get(w.a.userId)).toEqual(
      before,
    );
    expect(w.t.db.$client.prepare('select email from users where id = ?').pluck().get(w.a.userId)).toBe(w.a.email);
  });

  it('a completion cannot claim points, and a start cannot choose how it is paid', async () => {
    const w = await buildWorld();
    const complete = await w.t.app.request(`/api/plays/${w.aLightPlay.id}/complete`, {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json', cookie: w.a.cookie },
      body: JSON.stringify({ events: [{ type: 'START' }], points: 1000, score: 100, success: true }),
    });
    expect(complete.status).toBe(400);
    const start = await w.t.app.request('/api/plays', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json', cookie: w.b.cookie },
      body: JSON.stringify({ gameId: 'denkweiser', consumed: 'premium' }),
    });
    expect(start.status).toBe(400);
  });
});

describe('well-formed but random event logs', () => {
  // Past validation, the completion replays the log in the game's state machine: any sequence
  // of valid events, in any order and number, ends in a score or a 409, never in a crash.
  const event = fc.oneof(
    fc.constantFrom(
      ...(['START', 'RETRY', 'CONFIRM', 'NEXT', 'BACK', 'REROLL', 'SHOW_SAMPLE', 'DISMISS', 'CHECK'] as const).map((type) => ({ type })),
    ),
    fc.integer({ min: 0, max: 20 }).map((index) => ({ type: 'SELECT', index })),
    fc.integer({ min: 0, max: 100 }).map((tile) => ({ type: 'PICK', tile })),
    fc.constantFrom('red', 'yellow', 'green').map((colour) => ({ type: 'ANSWER', colour })),
    fc
      .dictionary(
        fc.constantFrom('rewrite', 'content', 'x', '__proto__'),
        hostileString.map((s) => s.slice(0, 2000)),
        { maxKeys: 3 },
      )
      .map((values) => ({ type: 'SUBMIT', values })),
  );
  const log = fc.oneof(
    fc.array(event, { maxLength: 60 }),
    fc.tuple(event, fc.array(event, { maxLength: 30 })).map(([first, rest]) => [{ type: 'START' }, first, ...rest]),
  );

  it.each(['aLightPlay', 'aTextPlay'] as const)(
    'completing %s',
    async (which) => {
      let world = await buildWorld();
      const snapshot = world.t.db.$client.serialize();
      let dirty = false;
      await fc.assert(
        fc.asyncProperty(log, async (events) => {
          if (dirty) {
            world = restoreWorld(world, snapshot);
            dirty = false;
          }
          const before = dbChecksum(world.t.db);
          const res = await world.t.app.request(`/api/plays/${world[which].id}/complete`, {
            method: 'POST',
            headers: { origin: testOrigin, cookie: world.a.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ events }),
          });
          const body = (await res.json()) as { pointsEarned?: number; error?: { code: string } };
          expect([200, 400, 409], JSON.stringify(body)).toContain(res.status);
          if (res.status === 200) {
            dirty = true;
            expect(body.pointsEarned).toBeGreaterThanOrEqual(0);
            expect(body.pointsEarned).toBeLessThanOrEqual(100);
          } else {
            expect(dbChecksum(world.t.db)).toBe(before);
          }
        }),
        { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
      );
    },
    Math.max(30_000, runs * 600),
  );
});
