import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purchases } from '../../server/db/schema.ts';
import { post } from '../../server/testing/auth-requests.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts';

// The real `stripe` SDK, pointed (host/port/protocol) at our fake Stripe API on 127.0.0.1, and
// webhooks signed with the SDK's own generateTestHeaderString: whatever order or number of
// times the webhook and verify arrive in, a purchase is credited once, to its buyer only.
// Everything is read through the store, so the file also runs on PostgreSQL
// (FERDY_TEST_STORE=postgres, part of npm run test:pg).

type TestApp = ReturnType<typeof createTestApp>;
type User = Awaited<ReturnType<typeof createSignedInUser>>;

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => t.deps.now() });
});
afterAll(() => fake.close());
beforeEach(() => {
  t = createTestApp({ config: { stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url } } });
});

function webhook(payload: string, signature: string | null = fake.sign(payload)) {
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    // Stripe sends no Origin header: the route is exempt from the Origin check.
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature !== null ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
}

const verify = (user: User, sessionId: string) => post(t, '/payments/verify', { sessionId }, { cookie: user.cookie });

async function checkout(user: User, body: Record<string, unknown> = {}): Promise<string> {
  const res = await post(
    t,
    '/payments/checkout',
    { gameCategory: 'mindset', immediateStartConsent: true, password: user.password, ...body },
    { cookie: user.cookie },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = fake.sessions().find((s) => s.url === url);
  expect(session, url).toBeDefined();
  return session!.id;
}

/** Stripe's checkout.session.completed for a session, as it is in the fake right now. */
const completedEvent = (sessionId: string) => fake.event('checkout.session.completed', { ...fake.session(sessionId) });

const credits = (user: User, category = 'mindset') => t.store.findPlayCredits(user.userId, category);
const purchaseStatus = async (sessionId: string) => (await t.store.findPurchase(sessionId))?.status;
const eventKnown = (eventId: string) => t.store.isStripeEventKnown(eventId);
const premiumUntil = (user: User) => t.store.findPremiumUntil(user.userId);
const isPremium = (user: User) => t.store.isPremium(user.userId, t.deps.now());
/** The family's subscription that runs now (active, trialing or past due), if any. */
const runningSubscription = (user: User) => t.store.findRunningSubscription(user.userId, t.deps.now());

describe('checkout with STRIPE_SECRET_KEY (real SDK, fake API)', () => {
  it('creates a Checkout Session for plays with the user, metadata, price and URLs', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { additionalPlays: 2, returnTo: '/paare-finden' });
    const params = fake.createParams(id)!;
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: user.userId,
      customer_email: user.email,
      locale: 'de',
      metadata: { user_id: user.userId, kind: 'plays', category: 'mindset', plays: '2' },
      line_items: [
        { quantity: '2', price_data: { currency: 'eur', unit_amount: '299', product_data: { name: 'Zusätzliches Spiel – Mindset' } } },
      ],
      success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}&category=mindset&plays=2',
      cancel_url: 'http://localhost/paare-finden',
    });
    expect(await t.store.findPurchase(id)).toMatchObject({
      checkoutSessionId: id,
      userId: user.userId,
      provider: 'stripe',
      status: 'pending',
      amountCents: 598,
    });
    expect(fake.session(id).amount_total).toBe(598);
  });

  it('uses PUBLIC_URL for the success and cancel URLs when set', async () => {
    t = createTestApp({
      config: {
        publicUrl: 'https://ferdy.example',
        stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url },
      },
    });
    const user = await createSignedInUser(t);
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: user.password },
      { cookie: user.cookie, origin: 'https://ferdy.example' },
    );
    const { url } = (await res.json()) as { url: string };
    const id = fake.sessions().find((s) => s.url === url)!.id;
    expect(fake.session(id).success_url).toBe(
      'https://ferdy.example/payment-success?session_id={CHECKOUT_SESSION_ID}&category=mindset&plays=1',
    );
    expect(fake.session(id).cancel_url).toBe('https://ferdy.example/');
  });

  it('starts the premium request as a monthly subscription of 9,99 €', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { gameCategory: 'premium_subscription', additionalPlays: 999 });
    expect(fake.createParams(id)).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.userId,
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '999', recurring: { interval: 'month' } } }],
      subscription_data: { metadata: { user_id: user.userId, kind: 'premium' } },
      success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}&category=premium_subscription&plays=0',
    });
  });

  it('does not call Stripe when the parental gate fails', async () => {
    const user = await createSignedInUser(t);
    const before = fake.requests.length;
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: 'kinderrate' },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 in German when Stripe refuses, and records no purchase', async () => {
    const user = await createSignedInUser(t);
    fake.failNextRequest(400, 'Invalid currency');
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: user.password },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payment_provider_unavailable');
    // No purchase row (the store has no listing of a family's purchases: the table is looked at on SQLite).
    if (t.store.dialect === 'sqlite') expect(t.db.select().from(purchases).all()).toHaveLength(0);
  });
});

describe('verify and webhook credit exactly once', () => {
  it('an unpaid session stays pending for verify and the webhook alike', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    expect(await (await verify(user, id)).json()).toEqual({ success: false, status: 'pending' });

    // An asynchronous payment method: the checkout is complete, the money not there yet.
    fake.pay(id, { paid: false });
    const event = completedEvent(id);
    const res = await webhook(event.payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await (await verify(user, id)).json()).toEqual({ success: false, status: 'pending' });
    expect(await credits(user)).toBe(0);
    expect(await purchaseStatus(id)).toBe('pending');
  });

  it('credits when verify comes first, and the later webhook changes nothing', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { additionalPlays: 3 });
    fake.pay(id);
    expect(await (await verify(user, id)).json()).toEqual({ success: true, status: 'paid', kind: 'plays', category: 'mindset', plays: 3 });
    expect(await credits(user)).toBe(3);
    expect((await webhook(completedEvent(id).payload)).status).toBe(200);
    expect(await credits(user)).toBe(3);
  });

  it('credits when the webhook comes first, and verify then answers paid without crediting again', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    fake.pay(id);
    const event = completedEvent(id);
    expect((await webhook(event.payload)).status).toBe(200);
    expect(await credits(user)).toBe(1);
    expect(await eventKnown(event.id)).toBe(true);
    expect((await (await verify(user, id)).json()) as object).toMatchObject({ success: true, status: 'paid' });
    expect(await credits(user)).toBe(1);
  });

  it('credits once when webhook and verify arrive together, many times over', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { additionalPlays: 2, gameCategory: 'problem_solving' });
    fake.pay(id);
    const completed = completedEvent(id);
    const asyncSucceeded = fake.event('checkout.session.async_payment_succeeded', { ...fake.session(id) });
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () => webhook(completed.payload)),
      ...Array.from({ length: 4 }, () => webhook(asyncSucceeded.payload)),
      ...Array.from({ length: 8 }, () => verify(user, id)),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const res of responses.slice(12)) {
      expect(await res.json()).toEqual({ success: true, status: 'paid', kind: 'plays', category: 'problem_solving', plays: 2 });
    }
    expect(await credits(user, 'problem_solving')).toBe(2);
    expect(await purchaseStatus(id)).toBe('fulfilled');
    expect([await eventKnown(completed.id), await eventKnown(asyncSucceeded.id)]).toEqual([true, true]);
  });

  it('acknowledges the same event replayed 5 times and applies it once', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    fake.pay(id);
    const event = completedEvent(id);
    for (let i = 0; i < 5; i++) {
      const res = await webhook(event.payload);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await credits(user)).toBe(1);
    expect(await eventKnown(event.id)).toBe(true);
    // A replay is answered from the event table without asking Stripe again.
    const retrieves = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${id}`);
    expect(retrieves).toHaveLength(1);
  });

  it('never credits another user: verify of someone else’s session is 403', async () => {
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const id = await checkout(buyer);
    fake.pay(id);
    const res = await verify(other, id);
    expect(res.status).toBe(403);
    expect(await credits(other)).toBe(0);
    expect(await credits(buyer)).toBe(0);
    expect((await (await verify(buyer, id)).json()) as object).toMatchObject({ status: 'paid' });
    expect(await credits(buyer)).toBe(1);
    expect(await credits(other)).toBe(0);
  });

  it('does not credit a session Stripe files under another user than our purchase', async () => {
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const id = await checkout(buyer);
    fake.pay(id).client_reference_id = other.userId;
    expect((await webhook(completedEvent(id).payload)).status).toBe(200);
    expect((await verify(buyer, id)).status).toBe(403);
    expect(await credits(buyer)).toBe(0);
    expect(await credits(other)).toBe(0);
  });

  it('acknowledges events for sessions it does not know and credits nobody', async () => {
    const user = await createSignedInUser(t);
    const event = fake.event('checkout.session.completed', {
      id: 'cs_test_fremd',
      object: 'checkout.session',
      client_reference_id: user.userId,
    });
    const res = await webhook(event.payload);
    expect(res.status).toBe(200);
    expect(await credits(user)).toBe(0);
  });

  it('answers 404 to verify for a session it does not know', async () => {
    const user = await createSignedInUser(t);
    expect((await verify(user, 'cs_test_unbekannt')).status).toBe(404);
  });

  it('when Stripe cannot be reached, verify answers 502 and the webhook fails so that Stripe retries', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    fake.pay(id);
    fake.failNextRequest(400, 'Stripe hiccup');
    expect((await verify(user, id)).status).toBe(502);

    const event = completedEvent(id);
    fake.failNextRequest(400, 'Stripe hiccup');
    expect((await webhook(event.payload)).status).toBe(502);
    expect(await eventKnown(event.id)).toBe(false);
    expect(await credits(user)).toBe(0);

    // Stripe's retry of the same event then credits.
    expect((await webhook(event.payload)).status).toBe(200);
    expect(await credits(user)).toBe(1);
  });

  it('marks an expired checkout cancelled', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    fake.session(id).status = 'expired';
    expect((await webhook(fake.event('checkout.session.expired', { ...fake.session(id) }).payload)).status).toBe(200);
    expect(await purchaseStatus(id)).toBe('cancelled');
    expect(await (await verify(user, id)).json()).toEqual({ success: false, status: 'pending' });
  });
});

describe('webhook signature', () => {
  it('refuses a bad, missing, foreign, stale or tampered signature with 400 and changes nothing', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user);
    fake.pay(id);
    const event = completedEvent(id);
    const now = Math.floor(t.deps.now() / 1000);
    const cases: Array<[string, string, string | null]> = [
      ['garbage header', event.payload, 't=1,v1=deadbeef'],
      ['no header', event.payload, null],
      ['another secret', event.payload, fake.sign(event.payload, { secret: 'whsec_someone_else' })],
      ['10 minutes old', event.payload, fake.sign(event.payload, { timestamp: now - 600 })],
      ['body changed after signing', event.payload.replace('"livemode":false', '"livemode":true'), fake.sign(event.payload)],
    ];
    for (const [name, payload, signature] of cases) {
      const res = await webhook(payload, signature);
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, name).toBe('invalid_signature');
    }
    expect(await credits(user)).toBe(0);
    expect(await eventKnown(event.id)).toBe(false);
    expect(await purchaseStatus(id)).toBe('pending');
    // The same event, signed properly, is then accepted.
    expect((await webhook(event.payload)).status).toBe(200);
    expect(await credits(user)).toBe(1);
  });

  it('checks the signature over the exact raw bytes (non-ASCII body)', async () => {
    const event = fake.event('product.created', { id: 'prod_1', object: 'product', name: 'Gefühlsampel – Größe' });
    expect((await webhook(event.payload)).status).toBe(200);
    expect((await webhook(event.payload.replace('Größe', 'Grösse'), fake.sign(event.payload))).status).toBe(400);
  });
});

describe('premium through a Stripe subscription', () => {
  async function subscribe(user: User) {
    const id = await checkout(user, { gameCategory: 'premium_subscription', additionalPlays: 999 });
    const session = fake.pay(id);
    const sub = fake.subscription(session.subscription!);
    return { id, sub, periodEnd: sub.items.data[0]!.current_period_end };
  }
  const subEvent = (type: string, sub: object) => fake.event(type, structuredClone(sub));

  it('verify grants premium until the end of the paid period; the premium user has no limit', async () => {
    const user = await createSignedInUser(t);
    const { id, sub, periodEnd } = await subscribe(user);
    expect(await (await verify(user, id)).json()).toEqual({
      success: true,
      status: 'paid',
      kind: 'premium',
      category: 'premium_subscription',
      plays: 0,
    });
    expect(await premiumUntil(user)).toBe(periodEnd * 1000);
    expect(await isPremium(user)).toBe(true);
    expect(await runningSubscription(user)).toMatchObject({ id: sub.id, userId: user.userId, status: 'active' });
    expect((await t.store.findPurchase(id))?.subscriptionId).toBe(sub.id);
  });

  it('renews on invoice.paid, keeps premium on a failed payment, ends it on cancellation', async () => {
    const user = await createSignedInUser(t);
    const { sub, periodEnd } = await subscribe(user);
    // Stripe sends the subscription event before checkout.session.completed: the metadata names the user.
    expect((await webhook(subEvent('customer.subscription.created', sub).payload)).status).toBe(200);
    expect(await premiumUntil(user)).toBe(periodEnd * 1000);

    const nextEnd = periodEnd + 31 * 24 * 3600;
    const renewal = fake.event('invoice.paid', fake.invoice(sub.id, nextEnd));
    for (let i = 0; i < 3; i++) expect((await webhook(renewal.payload)).status).toBe(200);
    expect(await premiumUntil(user)).toBe(nextEnd * 1000);

    // The month after: the card is declined. Premium runs to the end of what was paid, no further.
    const laterEnd = nextEnd + 30 * 24 * 3600;
    expect((await webhook(fake.event('invoice.payment_failed', fake.invoice(sub.id, laterEnd, 'open')).payload)).status).toBe(200);
    const pastDue = structuredClone(sub);
    pastDue.status = 'past_due';
    pastDue.items.data[0]!.current_period_end = laterEnd;
    expect((await webhook(subEvent('customer.subscription.updated', pastDue).payload)).status).toBe(200);
    expect(await premiumUntil(user)).toBe(nextEnd * 1000);
    expect(await runningSubscription(user)).toMatchObject({ id: sub.id, status: 'past_due' });

    t.advance(24 * 3600 * 1000);
    const cancelled = structuredClone(pastDue);
    cancelled.status = 'canceled';
    expect((await webhook(subEvent('customer.subscription.deleted', cancelled).payload)).status).toBe(200);
    expect(await premiumUntil(user)).toBe(t.deps.now());
    expect(await isPremium(user)).toBe(false);

    // An older "active" update delivered late does not bring premium back.
    const stale = structuredClone(sub);
    stale.items.data[0]!.current_period_end = laterEnd;
    expect((await webhook(subEvent('customer.subscription.updated', stale).payload)).status).toBe(200);
    expect(await isPremium(user)).toBe(false);
    // Cancelled stays cancelled: no running subscription, nothing left to bill.
    expect(await runningSubscription(user)).toBeUndefined();
    expect(await t.store.findBillableSubscriptionIds(user.userId)).toEqual([]);
  });

  it('the checkout event credits premium once even when replayed and raced with verify', async () => {
    const user = await createSignedInUser(t);
    const { id, periodEnd } = await subscribe(user);
    const event = completedEvent(id);
    await Promise.all([...Array.from({ length: 5 }, () => webhook(event.payload)), verify(user, id), verify(user, id)]);
    expect(await premiumUntil(user)).toBe(periodEnd * 1000);
    expect(await t.store.findBillableSubscriptionIds(user.userId)).toHaveLength(1);
    expect(await purchaseStatus(id)).toBe('fulfilled');
  });

  it('ignores subscription events of users it does not know', async () => {
    const user = await createSignedInUser(t);
    const { sub } = await subscribe(user);
    const foreign = structuredClone(sub);
    foreign.id = 'sub_fremd';
    foreign.metadata = { user_id: 'niemand' };
    expect((await webhook(subEvent('customer.subscription.updated', foreign).payload)).status).toBe(200);
    expect(await t.store.findBillableSubscriptionIds(user.userId)).toEqual([]);
    expect(await t.store.findBillableSubscriptionIds('niemand')).toEqual([]);
    expect(await premiumUntil(user)).toBeNull();
  });
});

describe('what was bought is what the plays engine sees', () => {
  const startPlay = (user: User, gameId: string) => post(t, '/plays', { gameId }, { cookie: user.cookie });

  it('a bought play pays for one play after the free one', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { gameCategory: 'emotional_intelligence' });
    fake.pay(id);
    expect((await webhook(completedEvent(id).payload)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await startPlay(user, 'gefuehlsampel')).status);
    expect(statuses).toEqual([201, 201, 402]);
    expect(await credits(user, 'emotional_intelligence')).toBe(0);
  });

  it('a premium user plays without a daily limit', async () => {
    const user = await createSignedInUser(t);
    const id = await checkout(user, { gameCategory: 'premium_subscription' });
    fake.pay(id);
    expect((await webhook(completedEvent(id).payload)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await startPlay(user, 'gefuehlsampel');
      expect(res.status).toBe(201);
      expect(((await res.json()) as { consumed?: string }).consumed).toBe('premium');
    }
  });
});
