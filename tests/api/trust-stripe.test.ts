import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentRecords } from '../../server/db/schema.ts';
import { mailsTo, post, send } from '../../server/testing/auth-requests.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts';

// Cancelling, taking back and deleting with premium bought through Stripe: the real `stripe` SDK
// against the fake Stripe API, so that what Stripe is told is asserted on Stripe's side. Ferdy's
// side is read through the store (the family's data export), so the file also runs on PostgreSQL.

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

/** What the store keeps for the family: purchases, subscriptions, payment records. */
async function stored(user: User) {
  const data = await t.store.exportUserData(user.userId);
  if (!data) throw new Error(`no account ${user.userId}`);
  return data;
}

/** Premium bought and paid at Stripe, confirmed through verify as the payment page does. */
async function premiumUser(): Promise<{ user: User; subId: string; periodEnd: number }> {
  const user = await createSignedInUser(t);
  const res = await post(
    t,
    '/payments/checkout',
    { gameCategory: 'premium_subscription', additionalPlays: 999, immediateStartConsent: true, password: user.password },
    { cookie: user.cookie },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = fake.sessions().find((s) => s.url === url)!;
  fake.pay(session.id);
  expect((await post(t, '/payments/verify', { sessionId: session.id }, { cookie: user.cookie })).status).toBe(200);
  const sub = fake.subscription(fake.session(session.id).subscription!);
  return { user, subId: sub.id, periodEnd: sub.items.data[0]!.current_period_end * 1000 };
}

const profileOf = async (user: User) =>
  (
    (await (await send(t, 'GET', '/profile', undefined, { cookie: user.cookie })).json()) as {
      profile: { premium: boolean; premiumUntil: string; premiumCancelled: boolean };
    }
  ).profile;

describe('order confirmation and payment record (Stripe)', () => {
  it('sends a German order confirmation once and keeps the payment record with the time of the consent', async () => {
    const { user } = await premiumUser();
    const consentAt = t.deps.now();
    const mails = (await mailsTo(t, user.email)).filter((m) => m.subject === 'Ihre Bestellung bei Ferdy: Ferdy Premium');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Preis: 9,99\s€ pro Monat/);
    expect(mails[0]!.text).toContain(
      'Ich möchte, dass Ferdy sofort freigeschaltet wird. Mir ist bekannt, dass ich dadurch mein Widerrufsrecht verliere.',
    );
    expect(mails[0]!.text).toContain('http://localhost/kuendigen');
    const data = await stored(user);
    expect(data.purchases.map((p) => p.immediateStartConsentAt)).toEqual([consentAt]);
    expect(data.paymentRecords).toEqual([
      expect.objectContaining({
        userId: user.userId,
        provider: 'stripe',
        amountCents: 999,
        description: 'Ferdy Premium (monatlich)',
        immediateStartConsentAt: consentAt,
      }),
    ]);
  });

  it('refuses a checkout without the consent to the immediate start, before Stripe is asked', async () => {
    const user = await createSignedInUser(t);
    const before = fake.requests.length;
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'premium_subscription', password: user.password },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('Widerrufsrecht');
    const refused = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: false, password: user.password },
      { cookie: user.cookie },
    );
    expect(refused.status).toBe(400);
    expect(fake.requests.length).toBe(before);
    expect((await stored(user)).purchases).toHaveLength(0);
  });
});

describe('cancelling premium at Stripe', () => {
  it('"Jetzt kündigen" sets cancel_at_period_end at Stripe; premium runs to the end of the period; the mail can take it back', async () => {
    const { user, subId, periodEnd } = await premiumUser();
    t.advance(60_000);
    const res = await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      receivedAt: new Date(t.deps.now()).toISOString(),
      periodEnd: new Date(periodEnd).toISOString(),
      email: user.email,
    });
    expect(fake.subscription(subId)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await stored(user)).subscriptions.map((s) => s.cancelRequestedAt)).toEqual([t.deps.now()]);
    expect(await t.store.findPremiumUntil(user.userId)).toBe(periodEnd);
    expect(await profileOf(user)).toMatchObject({ premium: true, premiumCancelled: true });

    const mail = (await mailsTo(t, user.email)).find((m) => m.subject === 'Ihre Kündigung von Ferdy Premium');
    expect(mail?.html).toContain('Kündigung zurücknehmen');
    expect(mail?.text).toMatch(/bis zum \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/);
    const token = /\/kuendigen\?zuruecknehmen=([a-z2-7]+\.[a-z2-7]+)/.exec(mail!.text)![1]!;

    const undo = await post(t, '/subscription/undo-cancel', { token });
    expect(undo.status).toBe(200);
    expect(fake.subscription(subId).cancel_at_period_end).toBe(false);
    expect(await profileOf(user)).toMatchObject({ premium: true, premiumCancelled: false });
    // The link works once.
    expect((await post(t, '/subscription/undo-cancel', { token })).status).toBe(400);
  });

  it('by e-mail address, signed out: the same answer for any address, and the owner gets the mail', async () => {
    const { user, subId } = await premiumUser();
    const known = await post(t, '/subscription/cancel-by-email', { email: `  ${user.email.toUpperCase()} ` });
    const unknown = await post(t, '/subscription/cancel-by-email', { email: 'niemand@example.org' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(await known.json())).toEqual(Object.keys(await unknown.json()));
    expect(fake.subscription(subId).cancel_at_period_end).toBe(true);
    expect((await mailsTo(t, user.email)).some((m) => m.subject === 'Ihre Kündigung von Ferdy Premium')).toBe(true);
    expect(await mailsTo(t, 'niemand@example.org')).toHaveLength(0);
  });

  it('a Stripe failure leaves premium uncancelled and says so', async () => {
    const { user, subId } = await premiumUser();
    fake.failNextRequest(400, 'nope');
    const res = await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    expect(res.status).toBe(502);
    expect(fake.subscription(subId).cancel_at_period_end).toBe(false);
    expect((await stored(user)).subscriptions.map((s) => s.cancelRequestedAt)).toEqual([null]);
  });
});

describe('deleting an account with premium', () => {
  it('cancels the subscription at Stripe at once, then deletes; the payment record stays without the account', async () => {
    const { user, subId } = await premiumUser();
    const res = await post(t, '/account/delete', { password: user.password }, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(fake.subscription(subId).status).toBe('canceled');
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subId}`)).toBe(true);
    expect(await t.store.exportUserData(user.userId)).toBeUndefined();
    expect(await t.store.findBillableSubscriptionIds(user.userId)).toEqual([]);
    // The record without its account is out of the store's reach by design; the table is looked at on SQLite.
    if (t.store.dialect === 'sqlite') {
      expect(t.db.select().from(paymentRecords).all()).toEqual([expect.objectContaining({ userId: null, amountCents: 999 })]);
    }
  });

  it('keeps the account when Stripe cannot be reached, so that nothing is charged for a deleted account', async () => {
    const { user, subId } = await premiumUser();
    fake.failNextRequest(400, 'nope');
    const res = await post(t, '/account/delete', { password: user.password }, { cookie: user.cookie });
    expect(res.status).toBe(502);
    expect(fake.subscription(subId).status).toBe('active');
    expect((await send(t, 'GET', '/auth/me', undefined, { cookie: user.cookie })).status).toBe(200);
    expect(
      ((await (await send(t, 'GET', '/auth/me', undefined, { cookie: user.cookie })).json()) as { user: unknown }).user,
    ).not.toBeNull();
  });
});
