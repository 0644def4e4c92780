import { describe, expect, it } from 'vitest';
import { findPremiumUntil } from '../db/purchases-db.ts';
import { subscriptions, users } from '../db/schema.ts';
import { mailsTo, post, send } from '../testing/auth-requests.ts';
import { fromThisMachine } from '../testing/peer.ts';
import { createTestApp, testOrigin } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';

// Cancelling premium bought at the local test checkout: the same behaviour as with Stripe, stored.

type TestApp = ReturnType<typeof createTestApp>;
type User = Awaited<ReturnType<typeof createSignedInUser>>;

async function buyPremium(t: TestApp, user: User): Promise<void> {
  const res = await post(
    t,
    '/payments/checkout',
    { gameCategory: 'premium_subscription', additionalPlays: 999, immediateStartConsent: true, password: user.password },
    { cookie: user.cookie },
  );
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const id = /^\/test-checkout\/(test_cs_[a-z2-7]+)/.exec(url)![1]!;
  const paid = await t.app.request(
    `/api/payments/test-checkout/${id}/pay`,
    { method: 'POST', headers: { origin: testOrigin, cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
    fromThisMachine,
  );
  expect(paid.status).toBe(303);
}

const running = async (t: TestApp, user: User) =>
  (await (await send(t, 'GET', '/subscription', undefined, { cookie: user.cookie })).json()) as {
    premium: { periodEnd: string; cancelRequestedAt: string | null } | null;
  };

describe('cancelling premium from the local test checkout', () => {
  it('is received at once, stored, confirmed by mail, and premium runs to the end of the month', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await buyPremium(t, user);
    const until = await findPremiumUntil(t.db, user.userId);
    expect((await running(t, user)).premium).toEqual({ periodEnd: new Date(until!).toISOString(), cancelRequestedAt: null });

    t.advance(5 * 60_000);
    const res = await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    expect(res.status).toBe(200);
    const receivedAt = new Date(t.deps.now()).toISOString();
    expect(await res.json()).toEqual({ receivedAt, periodEnd: new Date(until!).toISOString(), email: user.email });
    expect((await running(t, user)).premium?.cancelRequestedAt).toBe(receivedAt);
    expect(await findPremiumUntil(t.db, user.userId)).toBe(until);

    // 02.03.2026 09:05 UTC is 10:05 in Berlin.
    const mail = (await mailsTo(t, user.email)).find((m) => m.subject === 'Ihre Kündigung von Ferdy Premium');
    expect(mail?.text).toContain('am 02.03.2026 um 10:05 Uhr bei uns eingegangen');
    expect(mail?.text).toContain('bis zum 02.04.2026 um 11:00 Uhr');

    // A second click keeps the first time.
    t.advance(60_000);
    await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    expect((await running(t, user)).premium?.cancelRequestedAt).toBe(receivedAt);
  });

  it('the undo link works until the paid period ends, and only then', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await buyPremium(t, user);
    await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    const mail = (await mailsTo(t, user.email)).find((m) => m.subject === 'Ihre Kündigung von Ferdy Premium')!;
    const token = /zuruecknehmen=([a-z2-7]+\.[a-z2-7]+)/.exec(mail.text)![1]!;

    const undone = await post(t, '/subscription/undo-cancel', { token });
    expect(undone.status).toBe(200);
    expect((await running(t, user)).premium?.cancelRequestedAt).toBeNull();
    expect((await mailsTo(t, user.email)).some((m) => m.subject === 'Ihre Kündigung ist zurückgenommen')).toBe(true);

    // Cancelled again; after the period the new link no longer works.
    await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    const again = (await mailsTo(t, user.email)).filter((m) => m.subject === 'Ihre Kündigung von Ferdy Premium')[0]!;
    const second = /zuruecknehmen=([a-z2-7]+\.[a-z2-7]+)/.exec(again.text)![1]!;
    expect(second).not.toBe(token);
    t.advance(32 * 24 * 60 * 60_000);
    const late = await post(t, '/subscription/undo-cancel', { token: second });
    expect(late.status).toBe(400);
    expect(t.db.select().from(subscriptions).get()?.cancelRequestedAt).not.toBeNull();
  });

  it('signed out, an address with an account but no premium gets a mail that nothing runs', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const res = await post(t, '/subscription/cancel-by-email', { email: user.email });
    expect(res.status).toBe(200);
    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Ihre Kündigung bei Ferdy']);
    expect(mails[0]!.text).toContain('kein Premium-Abo');
  });

  it('refuses an invalid address with a message for parents', async () => {
    const t = createTestApp();
    const res = await post(t, '/subscription/cancel-by-email', { email: 'kein-at' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('gültige E-Mail-Adresse');
  });

  it('the profile says when a cancelled premium ends', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await buyPremium(t, user);
    const profile = async () =>
      ((await (await send(t, 'GET', '/profile', undefined, { cookie: user.cookie })).json()) as { profile: { premiumCancelled: boolean } })
        .profile;
    expect((await profile()).premiumCancelled).toBe(false);
    await post(t, '/subscription/cancel', undefined, { cookie: user.cookie });
    expect((await profile()).premiumCancelled).toBe(true);
  });

  it('deleting the account ends the test subscription at once and deletes it', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await buyPremium(t, user);
    expect((await post(t, '/account/delete', { password: user.password }, { cookie: user.cookie })).status).toBe(200);
    expect(t.db.select().from(subscriptions).all()).toHaveLength(0);
  });
});

describe('consents', () => {
  it('registration needs the parent’s confirmation and stores when it was given', async () => {
    const t = createTestApp();
    const without = await post(t, '/auth/signup', { email: 'ohne@example.org', password: 'Fuchsbau-123' });
    expect(without.status).toBe(400);
    expect(((await without.json()) as { error: { message: string } }).error.message).toContain('Elternteil oder erziehungsberechtigt');
    const unticked = await post(t, '/auth/signup', { email: 'ohne@example.org', password: 'Fuchsbau-123', parentConsent: false });
    expect(unticked.status).toBe(400);
    expect(t.db.select().from(users).all()).toHaveLength(0);

    expect((await post(t, '/auth/signup', { email: 'mit@example.org', password: 'Fuchsbau-123', parentConsent: true })).status).toBe(201);
    expect(t.db.select().from(users).get()?.parentConsentAt).toBe(t.deps.now());
  });

  it('after paying at the test checkout an order confirmation in German goes to the account', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await buyPremium(t, user);
    const mail = (await mailsTo(t, user.email)).find((m) => m.subject === 'Ihre Bestellung bei Ferdy: Ferdy Premium');
    expect(mail?.text).toContain('Bestellt: Ferdy Premium (monatlich)');
    expect(mail?.text).toContain('Kündigen können Sie jederzeit');
    expect(mail?.text).toContain('Testkasse');
    expect(mail?.text).toContain('Beispiel');
  });
});
