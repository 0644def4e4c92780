import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem } from '../../engine/items.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts';
import { startCluster, type Cluster } from './cluster.ts';

// Across two instances behind a round-robin balancer, on one database, the site keeps its
// promises: one free play per category and day, one completion per play, a purchase credited
// once however verify and the Stripe webhook meet, a logout that holds everywhere at once, one
// login budget. Both instances use the real Stripe SDK against a fake Stripe API on 127.0.0.1. `npm run test:scale`; DATABASE_URL=postgres://… for
// PostgreSQL.

let cluster: Cluster;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  cluster = await startCluster({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url },
  });
  console.log(`two instances on ${cluster.database}, rate limits in ${cluster.limitStore}, behind nginx at ${cluster.url}`);
}, 120_000);
afterAll(async () => {
  await cluster?.stop();
  await stripe?.close();
});

type Reply = { status: number; body: Record<string, unknown>; cookie: string | null | undefined };

/** One request to `base` (nginx or one instance), with the site's Origin and the given cookie. */
async function call(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; cookie?: string | null; requestId?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { origin: cluster.url };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('ferdy_session='));
  const text = await res.text();
  return {
    status: res.status,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : { text },
    cookie: session === undefined ? undefined : session === 'ferdy_session=' ? null : session,
  };
}

const a = () => cluster.instances[0].url;
const b = () => cluster.instances[1].url;
/** nginx, instance A, instance B, nginx, … */
const rotation = (i: number) => [cluster.url, a(), b()][i % 3]!;
const password = 'Fuchsbau-im-Wald-42';

/** A confirmed parent account, signed up and confirmed through the balancer; its session cookie. */
async function confirmedAccount(): Promise<{ email: string; cookie: string }> {
  const email = `skala-${randomUUID().slice(0, 8)}@example.org`;
  expect((await call(cluster.url, 'POST', '/api/auth/signup', { json: { email, password, parentConsent: true } })).status).toBe(201);
  let token: string | null = null;
  while (!token) {
    const outbox = (await call(cluster.url, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body as {
      messages: { links: string[] }[];
    };
    const link = outbox.messages.flatMap((m) => m.links).find((l) => l.includes('verify='));
    token = link ? new URL(link).searchParams.get('verify') : null;
  }
  const verified = await call(cluster.url, 'POST', '/api/auth/verify-email', { json: { token } });
  expect(verified.status).toBe(200);
  return { email, cookie: verified.cookie! };
}

/** Stripe delivering a signed webhook event to one instance. */
async function webhook(base: string, payload: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripe.sign(payload) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

function rightAnswers(items: ChoiceItem[]): GameEvent[] {
  return [
    { type: 'START' },
    ...items.flatMap((item): GameEvent[] => [{ type: 'SELECT', index: item.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' }]),
  ];
}

describe('two instances behind nginx', () => {
  it('both came up although they started and migrated at once, and nginx sends requests to both', async () => {
    for (const instance of cluster.instances) expect((await call(instance.url, 'GET', '/api/health/ready')).status).toBe(200);
    const ids = Array.from({ length: 4 }, () => `skala-${randomUUID()}`);
    for (const requestId of ids) expect((await call(cluster.url, 'GET', '/api/health/live', { requestId })).status).toBe(200);
    // Every id is on the log line of the instance that served it, and each instance served some.
    const servedBy = (id: string) => cluster.instances.findIndex((i) => i.output().includes(`"reqId":"${id}"`));
    while (ids.some((id) => servedBy(id) < 0)) await new Promise((r) => setImmediate(r));
    expect(new Set(ids.map(servedBy))).toEqual(new Set([0, 1]));
  });

  it('parallel starts of one category on both instances give exactly one free play', async () => {
    const { cookie } = await confirmedAccount();
    const starts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(rotation(i), 'POST', '/api/plays', { json: { gameId: 'streitschlichter' }, cookie })),
    );
    const statuses = starts.map((s) => s.status);
    expect(
      statuses.filter((s) => s === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 402),
      JSON.stringify(statuses),
    ).toHaveLength(11);
  });

  it('a play is completed once, whichever instances are asked at the same time', async () => {
    const { cookie } = await confirmedAccount();
    const started = await call(cluster.url, 'POST', '/api/plays', { json: { gameId: 'streitschlichter' }, cookie });
    expect(started.status).toBe(201);
    const events = rightAnswers(started.body.items as ChoiceItem[]);
    const completions = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(rotation(i), 'POST', `/api/plays/${started.body.playId as string}/complete`, { json: { events }, cookie }),
      ),
    );
    const statuses = completions.map((c) => c.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s === 409),
      JSON.stringify(statuses),
    ).toHaveLength(7);
    const me = await call(b(), 'GET', '/api/profile', { cookie });
    expect(me.status).toBe(200);
  });

  it('verify on one instance and the webhook on the other, repeated and at once, credit a purchase once', async () => {
    const { cookie } = await confirmedAccount();
    const bought = await call(a(), 'POST', '/api/payments/checkout', {
      json: { gameCategory: 'mindset', additionalPlays: 3, immediateStartConsent: true, password },
      cookie,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const sessionId = stripe.sessions().find((s) => s.url === bought.body.url)!.id;
    expect((await call(a(), 'POST', '/api/payments/verify', { json: { sessionId }, cookie })).body).toEqual({
      success: false,
      status: 'pending',
    });

    stripe.pay(sessionId);
    const completed = stripe.event('checkout.session.completed', { ...stripe.session(sessionId) });
    const asyncSucceeded = stripe.event('checkout.session.async_payment_succeeded', { ...stripe.session(sessionId) });
    const paid = { success: true, status: 'paid', kind: 'plays', category: 'mindset', plays: 3 };
    const verify = () => call(a(), 'POST', '/api/payments/verify', { json: { sessionId }, cookie });

    // The parent's browser asks A while Stripe delivers to B, each several times, all at once.
    const [verifies, webhooks] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, verify)),
      Promise.all([
        ...Array.from({ length: 6 }, () => webhook(b(), completed.payload)),
        ...Array.from({ length: 2 }, () => webhook(b(), asyncSucceeded.payload)),
      ]),
    ]);
    for (const v of verifies) expect({ status: v.status, body: v.body }).toEqual({ status: 200, body: paid });
    for (const w of webhooks) expect(w).toEqual({ status: 200, body: { received: true } });

    // Later redeliveries to either instance, and the parent reloading the success page.
    for (let round = 0; round < 3; round++) {
      expect(await webhook(round % 2 ? a() : b(), completed.payload)).toEqual({ status: 200, body: { received: true } });
      expect((await verify()).body).toEqual(paid);
    }
    for (const base of [a(), b()]) {
      expect((await call(base, 'GET', '/api/limits/mindset', { cookie })).body).toMatchObject({ credits: 3 });
    }
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const { cookie } = await confirmedAccount();
    expect((await call(b(), 'GET', '/api/auth/me', { cookie })).body.user).not.toBeNull();
    const logout = await call(a(), 'POST', '/api/auth/logout', { cookie });
    expect(logout.status).toBe(200);
    expect((await call(b(), 'GET', '/api/auth/me', { cookie })).body.user).toBeNull();
    expect((await call(cluster.url, 'GET', '/api/auth/me', { cookie })).body.user).toBeNull();
    // A start with the old cookie is a visitor's: nothing is stored for that account.
    expect((await call(b(), 'POST', '/api/plays', { json: { gameId: 'streitschlichter' }, cookie })).body).toMatchObject({
      playId: null,
      recorded: false,
    });
  });

  it('shares one login budget between the instances (needs Redis or PostgreSQL for the counters)', async (ctx) => {
    if (!cluster.sharedLimits) ctx.skip();
    const { email } = await confirmedAccount();
    // 10 failures per account and address in 15 minutes, spread over both instances.
    for (let i = 0; i < 10; i++) {
      expect((await call(i % 2 ? a() : b(), 'POST', '/api/auth/login', { json: { email, password: `falsch-${i}` } })).status).toBe(401);
    }
    for (const base of [a(), b(), cluster.url]) {
      const refused = await call(base, 'POST', '/api/auth/login', { json: { email, password } });
      expect(refused.status, base).toBe(429);
      expect((refused.body.error as { message: string }).message).toMatch(/Zu viele Versuche/);
    }
  });
});
