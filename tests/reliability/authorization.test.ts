import { describe, expect, it } from 'vitest';
import { fromThisMachine } from '../../server/testing/peer.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { appEndpoints, buildWorld, footprint, type Person, type World } from './world.ts';

// Every endpoint × {visitor, user A, user B, unconfirmed user}: only the right one gets through,
// and nobody but A reads or changes A's profile, plays, sessions, purchases or mail. The list
// of endpoints comes from the app itself, so a new route without a row here fails the test.

type Role = 'visitor' | 'userA' | 'userB' | 'unconfirmed';
const roles: Role[] = ['visitor', 'userB', 'unconfirmed', 'userA']; // A last: A may end its own session or account

type Req = { path: string; body?: unknown; form?: boolean };
type Row = {
  request: (w: World, role: Role, me: Person | null) => Req;
  expect: Record<Role, number>;
  /** run against a production config (dev-only routes must be gone there) */
  config?: Parameters<typeof buildWorld>[0];
  /** further checks of one answer */
  check?: (w: World, role: Role, res: Response, text: string) => void | Promise<void>;
};

const all = (status: number): Record<Role, number> => ({ visitor: status, userA: status, userB: status, unconfirmed: status });
const signedIn = (own: number, visitor = 401): Record<Role, number> => ({ visitor, userA: own, userB: own, unconfirmed: own });
/** A's resource: A gets `own`, B and the unconfirmed user `others`, a visitor 401. */
const owned = (own: number, others: number): Record<Role, number> => ({ visitor: 401, userA: own, userB: others, unconfirmed: others });
const unique = (role: string) => `${role}-${Math.random().toString(36).slice(2, 10)}@example.org`;
const production = { env: 'production' as const };
const stripeConfigured = { stripe: { secretKey: 'sk_test_nicht_echt', webhookSecret: 'whsec_nicht_echt', apiBase: 'http://127.0.0.1:9' } };

const matrix: Record<string, Row> = {
  'GET /api/health': { request: () => ({ path: '/api/health' }), expect: all(200) },
  'GET /api/health/live': { request: () => ({ path: '/api/health/live' }), expect: all(200) },
  'GET /api/health/ready': { request: () => ({ path: '/api/health/ready' }), expect: all(200) },
  // A scraper on this machine; from elsewhere it needs METRICS_TOKEN (server/ops/ops.test.ts).
  'GET /metrics': { request: () => ({ path: '/metrics' }), expect: all(200) },
  'POST /api/auth/signup': {
    request: (_w, role) => ({
      path: '/api/auth/signup',
      body: { email: unique(role), password: 'Tasse-Wolke-Fahrrad', parentConsent: true },
    }),
    expect: all(201),
  },
  // Token routes: the token is the credential; a made-up one is refused for everybody.
  'POST /api/auth/verify-email': {
    request: () => ({ path: '/api/auth/verify-email', body: { token: 'abcdefgh.ijklmnop' } }),
    expect: all(400),
  },
  'POST /api/auth/resend-verification': {
    request: (_w, role, me) => ({ path: '/api/auth/resend-verification', body: { email: me?.email ?? unique(role) } }),
    expect: all(200),
  },
  // Visitor and B try A's address with their own password; A and the unconfirmed user their own.
  'POST /api/auth/login': {
    request: (w, role, me) => ({
      path: '/api/auth/login',
      body:
        role === 'userA' || role === 'unconfirmed'
          ? { email: me!.email, password: me!.password }
          : { email: w.a.email, password: 'falsch-geraten-1' },
    }),
    expect: { visitor: 401, userB: 401, unconfirmed: 403, userA: 200 },
  },
  'POST /api/auth/logout': { request: () => ({ path: '/api/auth/logout' }), expect: all(200) },
  'POST /api/auth/request-reset': {
    request: (_w, role, me) => ({ path: '/api/auth/request-reset', body: { email: me?.email ?? unique(role) } }),
    expect: all(200),
  },
  'POST /api/auth/reset-password': {
    request: () => ({ path: '/api/auth/reset-password', body: { token: 'abcdefgh.ijklmnop', password: 'Tasse-Wolke-Fahrrad' } }),
    expect: all(400),
  },
  'GET /api/auth/me': {
    request: () => ({ path: '/api/auth/me' }),
    expect: all(200),
    check: (w, role, _res, text) => {
      const { user } = JSON.parse(text) as { user: { id: string } | null };
      const me = role === 'visitor' ? null : role === 'userA' ? w.a.userId : role === 'userB' ? w.b.userId : w.unconfirmed.userId;
      expect(user?.id ?? null).toBe(me);
    },
  },
  'PATCH /api/auth/me': { request: () => ({ path: '/api/auth/me', body: { displayName: 'Neuer Name' } }), expect: signedIn(200) },
  // Account changes need the account's own current password (a visitor's guess meets the 401 first).
  'POST /api/auth/change-email': {
    request: (_w, role, me) => ({
      path: '/api/auth/change-email',
      body: { email: unique(role), currentPassword: me?.password ?? 'falsch-geraten-1' },
    }),
    expect: signedIn(200),
  },
  'POST /api/auth/confirm-email-change': {
    request: () => ({ path: '/api/auth/confirm-email-change', body: { token: 'abcdefgh.ijklmnop' } }),
    expect: all(400),
  },
  'POST /api/auth/undo-email-change': {
    request: () => ({ path: '/api/auth/undo-email-change', body: { token: 'abcdefgh.ijklmnop' } }),
    expect: all(400),
  },
  'POST /api/auth/change-password': {
    request: (_w, _role, me) => ({
      path: '/api/auth/change-password',
      body: {
        currentPassword: me?.password ?? 'falsch-geraten-1',
        newPassword: 'Tasse-Wolke-Fahrrad',
        confirmPassword: 'Tasse-Wolke-Fahrrad',
      },
    }),
    expect: signedIn(200),
  },
  'GET /api/account/export': {
    request: () => ({ path: '/api/account/export' }),
    expect: signedIn(200),
    check: (w, role, _res, text) => {
      if (role === 'userB') expect(text).toContain(w.b.email);
    },
  },
  // B gives A's password: it does not open B's account, let alone A's.
  'POST /api/account/delete': {
    request: (w, role, me) => ({
      path: '/api/account/delete',
      body: { password: role === 'userB' || role === 'visitor' ? w.a.password + '!' : me!.password },
    }),
    expect: { visitor: 401, userB: 403, unconfirmed: 200, userA: 200 },
  },
  // The development outbox shows every mail with its live links: in production it does not exist.
  'GET /api/dev/outbox': {
    request: (w) => ({ path: `/api/dev/outbox?to=${encodeURIComponent(w.a.email)}` }),
    expect: all(404),
    config: production,
  },
  'GET /dev/outbox': { request: () => ({ path: '/dev/outbox' }), expect: all(404), config: production },
  'POST /api/plays': {
    request: () => ({ path: '/api/plays', body: { gameId: 'gefuehlsampel' } }),
    expect: signedIn(201),
    check: (_w, role, res, text) => {
      if (role !== 'userB') return;
      expect(JSON.parse(text)).toMatchObject({ recorded: true, consumed: 'free' });
      expect(res.status).toBe(201);
    },
  },
  'POST /api/plays/:id/check': {
    request: (w) => ({
      path: `/api/plays/${w.aTextPlay.id}/check`,
      body: { checker: 'check-rewrite', input: { original: 'Du bist doof.', rewrite: 'Ich bin traurig, bitte hör mir zu.' } },
    }),
    expect: owned(200, 404),
  },
  'POST /api/checks': {
    request: () => ({
      path: '/api/checks',
      body: { gameId: 'sags-mal-anders', checker: 'check-rewrite', input: { original: 'Du bist doof.', rewrite: 'Ich bin traurig.' } },
    }),
    expect: all(200),
  },
  'POST /api/plays/:id/complete': {
    request: (w) => ({
      path: `/api/plays/${w.aLightPlay.id}/complete`,
      body: { events: [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'red' }))] },
    }),
    expect: owned(200, 404),
  },
  'GET /api/limits/:category': {
    request: () => ({ path: '/api/limits/emotional_intelligence' }),
    expect: signedIn(200),
    check: (_w, role, _res, text) => {
      // A holds credits in this category; nobody else sees them as theirs.
      if (role === 'userB' || role === 'unconfirmed') expect(JSON.parse(text)).toMatchObject({ credits: 0, freePlaysUsed: 0 });
      if (role === 'userA') expect(JSON.parse(text)).toMatchObject({ credits: 4, freePlaysUsed: 1 });
    },
  },
  'GET /api/profile': {
    request: () => ({ path: '/api/profile' }),
    expect: signedIn(200),
    check: (_w, role, _res, text) => {
      if (role === 'visitor') return;
      const body = JSON.parse(text) as { profile: { totalPoints: number }; sessions: unknown[] };
      if (role === 'userA') expect(body.profile.totalPoints).toBe(100);
      else expect(body).toMatchObject({ profile: { totalPoints: 0 }, sessions: [] });
    },
  },
  'GET /api/profile/age-band': {
    request: () => ({ path: '/api/profile/age-band' }),
    expect: signedIn(200),
    check: (_w, role, _res, text) => {
      if (role !== 'visitor') expect(JSON.parse(text)).toEqual({ ageBand: '9-12' });
    },
  },
  'PUT /api/profile/age-band': {
    request: () => ({ path: '/api/profile/age-band', body: { ageBand: '9-12' } }),
    expect: signedIn(200),
  },
  // The parental gate: each parent's own password; the unconfirmed account may not buy.
  'POST /api/payments/checkout': {
    request: (_w, _role, me) => ({
      path: '/api/payments/checkout',
      body: { gameCategory: 'mindset', immediateStartConsent: true, additionalPlays: 1, password: me?.password ?? 'irgendwas' },
    }),
    expect: { visitor: 401, userB: 200, unconfirmed: 403, userA: 200 },
  },
  'POST /api/payments/verify': {
    request: (w) => ({ path: '/api/payments/verify', body: { sessionId: w.aPurchase } }),
    expect: owned(200, 403),
  },
  // Authenticated by Stripe's signature only: no cookie makes an unsigned call count.
  'POST /api/payments/webhook': {
    request: (w) => ({
      path: '/api/payments/webhook',
      body: { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: w.aPurchase } } },
    }),
    expect: all(400),
    config: stripeConfigured,
  },
  'POST /api/payments/test-checkout/:sessionId/pay': {
    request: (w) => ({ path: `/api/payments/test-checkout/${w.aPurchase}/pay`, form: true }),
    expect: owned(303, 403),
  },
  'POST /api/payments/test-checkout/:sessionId/cancel': {
    request: (w) => ({ path: `/api/payments/test-checkout/${w.aPurchase}/cancel`, form: true }),
    expect: owned(303, 403),
  },
  'GET /test-checkout/:sessionId': { request: (w) => ({ path: `/test-checkout/${w.aPurchase}` }), expect: owned(200, 403) },
  'GET /api/legal': { request: () => ({ path: '/api/legal' }), expect: all(200) },
  'GET /api/subscription': { request: () => ({ path: '/api/subscription' }), expect: signedIn(200) },
  // Cancelling needs no password (two clicks); each person cancels only their own.
  'POST /api/subscription/cancel': { request: () => ({ path: '/api/subscription/cancel' }), expect: signedIn(200) },
  // By address: the same answer for everybody; a visitor names an address without an account.
  'POST /api/subscription/cancel-by-email': {
    request: (_w, role, me) => ({ path: '/api/subscription/cancel-by-email', body: { email: me?.email ?? unique(role) } }),
    expect: all(200),
  },
  'POST /api/subscription/undo-cancel': {
    request: () => ({ path: '/api/subscription/undo-cancel', body: { token: 'abcdefgh.ijklmnop' } }),
    expect: all(400),
  },
};

function personOf(w: World, role: Role): Person | null {
  return role === 'visitor' ? null : role === 'userA' ? w.a : role === 'userB' ? w.b : w.unconfirmed;
}

async function send(w: World, route: string, req: Req, me: Person | null): Promise<Response> {
  const method = route.split(' ')[0]!;
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers.origin = testOrigin;
  if (me) headers.cookie = me.cookie;
  let body: string | undefined;
  if (req.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = '';
  } else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  // From this machine: the development outbox and the test checkout answer nobody else, and
  // the matrix is about who is signed in, not where the request comes from.
  return w.t.app.request(req.path, { method, headers, ...(body !== undefined ? { body } : {}) }, fromThisMachine);
}

async function whoIs(w: World, cookie: string): Promise<string | null> {
  const res = await w.t.app.request('/api/auth/me', { headers: { cookie } });
  return ((await res.json()) as { user: { id: string } | null }).user?.id ?? null;
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the app, and no row for an endpoint that is gone', () => {
    expect(Object.keys(matrix).sort()).toEqual(appEndpoints(createTestApp().app));
  });

  it.each(Object.keys(matrix))('%s', async (route) => {
    const row = matrix[route]!;
    const w = await buildWorld(row.config);
    for (const role of roles) {
      const me = personOf(w, role);
      const aBefore = footprint(w.t.db, w.a.userId, w.a.email);
      const res = await send(w, route, row.request(w, role, me), me);
      const text = await res.text();
      expect(res.status, `${route} as ${role}: ${text.slice(0, 300)}`).toBe(row.expect[role]);
      await row.check?.(w, role, res, text);
      if (role === 'userA') continue;
      // Whatever another person sent, A's rows are as they were and nothing of A's came back.
      expect(footprint(w.t.db, w.a.userId, w.a.email), `${route} as ${role} changed A's data`).toBe(aBefore);
      for (const secret of w.aSecrets) expect(text, `${route} as ${role} revealed A's ${secret}`).not.toContain(secret);
      expect(res.headers.get('location') ?? '', `${route} as ${role}`).not.toMatch(new RegExp(w.aSecrets.join('|')));
      expect(await whoIs(w, w.a.cookie), `${route} as ${role} ended A's session`).toBe(w.a.userId);
    }
  });

  it('the development outbox is a development tool: open in test, gone in production', async () => {
    const dev = await buildWorld();
    expect((await dev.t.app.request('/api/dev/outbox', {}, fromThisMachine)).status).toBe(200);
    const prod = await buildWorld(production);
    for (const path of ['/api/dev/outbox', '/dev/outbox', `/test-checkout/${prod.aPurchase}`]) {
      expect((await prod.t.app.request(path, { headers: { cookie: prod.a.cookie } }, fromThisMachine)).status, path).toBe(404);
    }
    const pay = await send(prod, 'POST x', { path: `/api/payments/test-checkout/${prod.aPurchase}/pay`, form: true }, prod.a);
    expect(pay.status).toBe(404);
  });

  it('a stolen session of B cannot be stretched to A by the request body or the URL', async () => {
    const w = await buildWorld();
    // Identity comes from the session only: ids in a body are not read.
    const patch = await send(
      w,
      'PATCH x',
      { path: '/api/auth/me', body: { displayName: 'Gehackt', userId: w.a.userId, id: w.a.userId } },
      w.b,
    );
    expect(patch.status).toBe(200);
    const aProfile = await w.t.app.request('/api/profile', { headers: { cookie: w.a.cookie } });
    expect(((await aProfile.json()) as { profile: { displayName: string } }).profile.displayName).toBe(w.a.displayName);
    const verify = await send(w, 'POST x', { path: '/api/payments/verify', body: { sessionId: w.aPurchase, userId: w.a.userId } }, w.b);
    expect(verify.status).toBe(403);
  });
});
