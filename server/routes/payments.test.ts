import { describe, expect, it } from 'vitest';
import { findPlayCredits, findPremiumUntil, isPremium } from '../db/purchases-db.ts';
import { purchases } from '../db/schema.ts';
import { addOneMonth } from '../payments/prices.ts';
import { post } from '../testing/auth-requests.ts';
import { fromAddress, fromThisMachine } from '../testing/peer.ts';
import { createTestApp, testOrigin } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';
import { parentalGateMessage } from './payments.ts';

type TestApp = ReturnType<typeof createTestApp>;
type Json = Record<string, unknown> & { error?: { code: string; message: string } };
const json = async (res: Response) => (await res.json()) as Json;

/** What the test checkout page's plain HTML forms send, from the developer's own browser. */
function submitForm(t: TestApp, action: string, cookie?: string) {
  const headers: Record<string, string> = { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.cookie = cookie;
  return t.app.request(action, { method: 'POST', headers, body: '' }, fromThisMachine);
}

const page = (t: TestApp, path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} }, fromThisMachine);

async function startCheckout(t: TestApp, user: { cookie: string; password: string }, body: Record<string, unknown> = {}) {
  const res = await post(
    t,
    '/payments/checkout',
    { gameCategory: 'mindset', immediateStartConsent: true, password: user.password, ...body },
    { cookie: user.cookie },
  );
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const id = /^\/test-checkout\/(test_cs_[a-z2-7]+)/.exec(url)?.[1];
  expect(id, url).toBeDefined();
  return { url, id: id! };
}

describe('POST /api/payments/checkout (local test checkout)', () => {
  it('records a pending purchase and answers the test checkout page', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { url, id } = await startCheckout(t, user, { additionalPlays: 3, returnTo: '/paare-finden' });
    expect(url).toBe(`/test-checkout/${id}?return_to=%2Fpaare-finden`);
    expect(t.db.select().from(purchases).get()).toMatchObject({
      checkoutSessionId: id,
      userId: user.userId,
      kind: 'plays',
      gameCategory: 'mindset',
      plays: 3,
      amountCents: 897,
      provider: 'test',
      status: 'pending',
    });
  });

  it('asks for the account password again (parental gate) and buys nothing without it', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: 'falsch' },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(403);
    expect((await json(res)).error).toEqual({ code: 'parental_gate', message: parentalGateMessage });
    const missing = await post(t, '/payments/checkout', { gameCategory: 'mindset' }, { cookie: user.cookie });
    expect(missing.status).toBe(400);
    expect(t.db.select().from(purchases).all()).toHaveLength(0);
  });

  it('throttles guessing at the gate, sharing the login’s failure budget', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await post(
            t,
            '/payments/checkout',
            { gameCategory: 'mindset', immediateStartConsent: true, password: `rate${i}` },
            { cookie: user.cookie },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(statuses[10]).toBe(429);
    // Even the right password waits now: the guesser must not learn it is right.
    const right = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: user.password },
      { cookie: user.cookie },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBeTruthy();
    t.advance(15 * 60_000);
    expect(
      (
        await post(
          t,
          '/payments/checkout',
          { gameCategory: 'mindset', immediateStartConsent: true, password: user.password },
          { cookie: user.cookie },
        )
      ).status,
    ).toBe(200);
  });

  it('needs a signed-in account with a confirmed e-mail', async () => {
    const t = createTestApp();
    const anonymous = await post(t, '/payments/checkout', { gameCategory: 'mindset', immediateStartConsent: true, password: 'x' });
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error?.message).toBe('Bitte melde dich an.');
    const unconfirmed = await createSignedInUser(t, { verified: false });
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: unconfirmed.password },
      { cookie: unconfirmed.cookie },
    );
    expect(res.status).toBe(403);
    expect((await json(res)).error?.code).toBe('email_not_confirmed');
  });

  it('refuses unknown categories, 0 or 11 plays and return paths off the site', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const bad = [
      { gameCategory: 'fussball' },
      { gameCategory: 'mindset', additionalPlays: 0 },
      { gameCategory: 'mindset', additionalPlays: 11 },
      { gameCategory: 'mindset', additionalPlays: 1.5 },
      { gameCategory: 'mindset', additionalPlays: '2' },
      { gameCategory: 'mindset', returnTo: '//evil.example/' },
      { gameCategory: 'mindset', returnTo: 'https://evil.example/' },
      { gameCategory: 'mindset', returnTo: '/\\evil.example' },
      { gameCategory: 'mindset', returnTo: '/"><script>' },
    ];
    for (const body of bad) {
      const res = await post(
        t,
        '/payments/checkout',
        { password: user.password, immediateStartConsent: true, ...body },
        { cookie: user.cookie },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error?.code).toBe('invalid_input');
    }
    expect(t.db.select().from(purchases).all()).toHaveLength(0);
  });

  it('accepts the premium request (premium_subscription, 999) as one monthly subscription', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    await startCheckout(t, user, { gameCategory: 'premium_subscription', additionalPlays: 999 });
    expect(t.db.select().from(purchases).get()).toMatchObject({ kind: 'premium', gameCategory: null, plays: 0, amountCents: 999 });
  });

  it('is closed in production when no Stripe key is set (the test checkout would give plays away)', async () => {
    const t = createTestApp({ config: { env: 'production' } });
    const user = await createSignedInUser(t);
    const res = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'mindset', immediateStartConsent: true, password: user.password },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(503);
    expect((await json(res)).error?.code).toBe('payments_unavailable');
  });
});

describe('the local test checkout page', () => {
  it('shows what is bought, the price, a clear test notice and two plain forms', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { url, id } = await startCheckout(t, user, { additionalPlays: 2, returnTo: '/paare-finden' });
    const res = await page(t, url, user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Testkasse – hier wird kein echtes Geld bezahlt');
    expect(html).toContain('2 zusätzliche Spiele in Mindset für 5,98');
    expect(html).toContain(
      '<form method="post" action="/api/payments/test-checkout/' + id + '/pay"><button type="submit" class="pay">Bezahlen</button>',
    );
    expect(html).toContain(`action="/api/payments/test-checkout/${id}/cancel?return_to=%2Fpaare-finden"`);
    expect(html).toContain('>Abbrechen</button>');
    expect(html).not.toContain('<script');
    // Forms must send a real Origin header despite the site-wide no-referrer policy.
    expect(html).toContain('<meta name="referrer" content="same-origin">');
  });

  it('shows the page only to the buyer', async () => {
    const t = createTestApp();
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { url } = await startCheckout(t, buyer);
    expect((await page(t, url)).status).toBe(401);
    expect((await page(t, url, other.cookie)).status).toBe(403);
    expect((await page(t, '/test-checkout/test_cs_unbekannt', buyer.cookie)).status).toBe(404);
  });

  it('answers only to this machine: from elsewhere it neither shows nor pays nor cancels', async () => {
    const t = createTestApp({ config: { trustProxy: ['loopback'] } });
    const user = await createSignedInUser(t);
    const { url, id } = await startCheckout(t, user);
    const form = {
      method: 'POST',
      headers: { origin: testOrigin, cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    };
    const elsewhere: Array<[string, Record<string, string>, ReturnType<typeof fromAddress> | undefined]> = [
      ['from the network', {}, fromAddress('192.168.1.20')],
      ['without a socket', {}, undefined],
      // A proxy on this machine (trusted here) forwarding a visitor from the internet.
      ['through a local reverse proxy', { 'x-forwarded-for': '203.0.113.9' }, fromThisMachine],
    ];
    for (const [how, headers, env] of elsewhere) {
      const shown = await t.app.request(url, { headers: { cookie: user.cookie, ...headers } }, env);
      expect(shown.status, how).toBe(404);
      expect(shown.headers.get('content-type'), how).toMatch(/text\/html/);
      expect(await shown.text(), how).toContain('Die Testkasse gibt es nur auf dem Rechner, auf dem Ferdy läuft.');
      for (const action of ['pay', 'cancel']) {
        const res = await t.app.request(
          `/api/payments/test-checkout/${id}/${action}`,
          { ...form, headers: { ...form.headers, ...headers } },
          env,
        );
        expect(res.status, `${action} ${how}`).toBe(404);
      }
    }
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(0);
    expect(t.db.select().from(purchases).get()?.status).toBe('pending');
    expect((await submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie)).status).toBe(303);
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(1);
  });

  it('does not exist when real Stripe is configured', async () => {
    const t = createTestApp({ config: { stripe: { secretKey: 'sk_test_x', webhookSecret: undefined, apiBase: 'http://127.0.0.1:9' } } });
    const user = await createSignedInUser(t);
    expect((await page(t, '/test-checkout/test_cs_abc', user.cookie)).status).toBe(404);
    expect((await submitForm(t, '/api/payments/test-checkout/test_cs_abc/pay', user.cookie)).status).toBe(404);
  });
});

describe('paying on the test checkout', () => {
  it('credits once, redirects to the payment page and verify then answers paid', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { id } = await startCheckout(t, user, { additionalPlays: 2 });

    const before = await post(t, '/payments/verify', { sessionId: id }, { cookie: user.cookie });
    expect(await before.json()).toEqual({ success: false, status: 'pending' });

    const res = await submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment-success?session_id=${id}&category=mindset&plays=2`);
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(2);

    const again = await submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie);
    expect(again.status).toBe(303);
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(2);

    const verify = await post(t, '/payments/verify', { sessionId: id }, { cookie: user.cookie });
    expect(await verify.json()).toEqual({ success: true, status: 'paid', kind: 'plays', category: 'mindset', plays: 2 });
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(2);
  });

  it('credits exactly once when pay and verify arrive many times at once', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { id } = await startCheckout(t, user, { gameCategory: 'communication' });
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie)),
      ...Array.from({ length: 10 }, () => post(t, '/payments/verify', { sessionId: id }, { cookie: user.cookie })),
    ]);
    expect(responses.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(303));
    expect(responses.slice(10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await findPlayCredits(t.db, user.userId, 'communication')).toBe(1);
  });

  it('lets nobody but the buyer pay, and credits nobody else', async () => {
    const t = createTestApp();
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const { id } = await startCheckout(t, buyer);
    expect((await submitForm(t, `/api/payments/test-checkout/${id}/pay`, other.cookie)).status).toBe(403);
    expect((await submitForm(t, `/api/payments/test-checkout/${id}/pay`)).status).toBe(401);
    expect(await findPlayCredits(t.db, other.userId, 'mindset')).toBe(0);
    expect(await findPlayCredits(t.db, buyer.userId, 'mindset')).toBe(0);
    const verify = await post(t, '/payments/verify', { sessionId: id }, { cookie: other.cookie });
    expect(verify.status).toBe(403);
    expect((await json(verify)).error?.code).toBe('forbidden');
  });

  it('refuses a form posted from another site (Origin check)', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { id } = await startCheckout(t, user);
    const res = await t.app.request(`/api/payments/test-checkout/${id}/pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(0);
  });

  it('cancels: back to the game, nothing credited, and it cannot be paid afterwards', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { id } = await startCheckout(t, user, { returnTo: '/paare-finden' });
    const res = await submitForm(t, `/api/payments/test-checkout/${id}/cancel?return_to=%2Fpaare-finden`, user.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/paare-finden');
    expect(t.db.select().from(purchases).get()?.status).toBe('cancelled');

    const pay = await submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie);
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain('abgebrochen');
    expect(await findPlayCredits(t.db, user.userId, 'mindset')).toBe(0);
    expect(await (await post(t, '/payments/verify', { sessionId: id }, { cookie: user.cookie })).json()).toEqual({
      success: false,
      status: 'pending',
    });
  });

  it('sends a cancelled checkout only to a path on this site', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const { id } = await startCheckout(t, user);
    const res = await submitForm(t, `/api/payments/test-checkout/${id}/cancel?return_to=%2F%2Fevil.example`, user.cookie);
    expect(res.headers.get('location')).toBe('/');
  });

  it('gives premium for one month; the premium user is seen as premium and cannot subscribe twice', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const now = t.deps.now();
    const { id } = await startCheckout(t, user, { gameCategory: 'premium_subscription', additionalPlays: 999 });
    const res = await submitForm(t, `/api/payments/test-checkout/${id}/pay`, user.cookie);
    expect(res.headers.get('location')).toBe(`/payment-success?session_id=${id}&category=premium_subscription&plays=0`);
    expect(await findPremiumUntil(t.db, user.userId)).toBe(addOneMonth(now));
    expect(await isPremium(t.db, user.userId, now)).toBe(true);
    expect(await (await post(t, '/payments/verify', { sessionId: id }, { cookie: user.cookie })).json()).toEqual({
      success: true,
      status: 'paid',
      kind: 'premium',
      category: 'premium_subscription',
      plays: 0,
    });

    const twice = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'premium_subscription', immediateStartConsent: true, password: user.password },
      { cookie: user.cookie },
    );
    expect(twice.status).toBe(409);
    expect((await json(twice)).error?.code).toBe('already_premium');

    t.setNow(addOneMonth(now));
    expect(await isPremium(t.db, user.userId, t.deps.now())).toBe(false);
  });
});

describe('POST /api/payments/verify', () => {
  it('answers 404 for an unknown session, 400 for a malformed id and 401 without sign-in', async () => {
    const t = createTestApp();
    const user = await createSignedInUser(t);
    const unknown = await post(t, '/payments/verify', { sessionId: 'cs_test_unbekannt' }, { cookie: user.cookie });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error?.code).toBe('not_found');
    expect((await post(t, '/payments/verify', { sessionId: '../etc' }, { cookie: user.cookie })).status).toBe(400);
    expect((await post(t, '/payments/verify', {}, { cookie: user.cookie })).status).toBe(400);
    expect((await post(t, '/payments/verify', { sessionId: 'cs_test_x' })).status).toBe(401);
  });
});

describe('POST /api/payments/webhook without Stripe configured', () => {
  it('answers 503 and changes nothing', async () => {
    const t = createTestApp();
    const res = await t.app.request('/api/payments/webhook', { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(res.status).toBe(503);
    expect((await json(res)).error?.code).toBe('webhook_not_configured');
  });
});
