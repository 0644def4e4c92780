import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findPlayCredits, findPremiumUntil, insertPurchase, isPremium } from '../db/purchases-db.ts';
import { purchases, stripeEvents, subscriptions } from '../db/schema.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';
import { fulfilCheckout } from './fulfil.ts';
import { addOneMonth } from './prices.ts';

type TestApp = ReturnType<typeof createTestApp>;

async function pendingPurchase(t: TestApp, userId: string, over: Partial<typeof purchases.$inferInsert> = {}) {
  const checkoutSessionId = over.checkoutSessionId ?? `test_cs_${Math.random().toString(36).slice(2)}`;
  await insertPurchase(t.db, {
    checkoutSessionId,
    userId,
    kind: 'plays',
    gameCategory: 'mindset',
    plays: 2,
    amountCents: 598,
    provider: 'test',
    status: 'pending',
    createdAt: t.deps.now(),
    ...over,
  });
  return checkoutSessionId;
}

describe('fulfilCheckout', () => {
  it('credits the plays once; a second call answers already and changes nothing', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId);
    const now = t.deps.now();

    const first = await fulfilCheckout(t.store, { checkoutSessionId: id, now });
    expect(first.outcome).toBe('credited');
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(2);

    const second = await fulfilCheckout(t.store, { checkoutSessionId: id, now: now + 1000 });
    expect(second.outcome).toBe('already');
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(2);
    const row = t.db.select().from(purchases).where(eq(purchases.checkoutSessionId, id)).get()!;
    expect(row).toMatchObject({ status: 'fulfilled', fulfilledAt: now });
  });

  it('adds to credits already there (upsert), per category', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const a = await pendingPurchase(t, userId, { plays: 1, amountCents: 299 });
    const b = await pendingPurchase(t, userId, { plays: 3, amountCents: 897 });
    const c = await pendingPurchase(t, userId, { gameCategory: 'communication', plays: 1, amountCents: 299 });
    for (const id of [a, b, c]) await fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now() });
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(4);
    expect(await findPlayCredits(t.db, userId, 'communication')).toBe(1);
  });

  it('credits exactly once under 50 concurrent calls', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId, { plays: 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now() })),
    );
    expect(results.filter((r) => r.outcome === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already')).toHaveLength(49);
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(1);
  });

  it('refuses another user’s purchase and unknown ids without crediting anyone', async () => {
    const t = createTestApp();
    const buyer = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const id = await pendingPurchase(t, buyer.userId);
    expect((await fulfilCheckout(t.store, { checkoutSessionId: id, userId: other.userId, now: t.deps.now() })).outcome).toBe('wrong_user');
    expect((await fulfilCheckout(t.store, { checkoutSessionId: 'test_cs_unknown', now: t.deps.now() })).outcome).toBe('not_found');
    expect(await findPlayCredits(t.db, buyer.userId, 'mindset')).toBe(0);
    expect(await findPlayCredits(t.db, other.userId, 'mindset')).toBe(0);
    expect(t.db.select().from(purchases).get()?.status).toBe('pending');
  });

  it('does not fulfil a cancelled purchase', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId, { status: 'cancelled' });
    expect((await fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now() })).outcome).toBe('not_payable');
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(0);
  });

  it('commits the flip and the credit together: a failing credit leaves the purchase pending', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId);
    t.db.$client.exec(`CREATE TEMP TRIGGER break_credits BEFORE INSERT ON play_credits BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    await expect(fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now() })).rejects.toThrow(/disk full/);
    expect(t.db.select().from(purchases).get()?.status).toBe('pending');

    t.db.$client.exec('DROP TRIGGER break_credits');
    expect((await fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now() })).outcome).toBe('credited');
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(2);
  });

  it('records the webhook event in the same transaction as the credit', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId);
    await fulfilCheckout(t.store, { checkoutSessionId: id, now: t.deps.now(), event: { id: 'evt_1', type: 'checkout.session.completed' } });
    expect(t.db.select().from(stripeEvents).all()).toEqual([
      { eventId: 'evt_1', type: 'checkout.session.completed', receivedAt: t.deps.now() },
    ]);
  });

  it('grants premium for the paid period and never shortens it', async () => {
    const t = createTestApp();
    const { userId } = await createSignedInUser(t);
    const now = t.deps.now();
    const testPremium = await pendingPurchase(t, userId, { kind: 'premium', gameCategory: null, plays: 0, amountCents: 999 });
    expect(await isPremium(t.db, userId, now)).toBe(false);

    await fulfilCheckout(t.store, { checkoutSessionId: testPremium, now });
    expect(await findPremiumUntil(t.db, userId)).toBe(addOneMonth(now));
    expect(await isPremium(t.db, userId, now)).toBe(true);
    expect(await isPremium(t.db, userId, addOneMonth(now))).toBe(false);
    expect(t.db.select().from(subscriptions).get()).toMatchObject({ userId, status: 'active', currentPeriodEnd: addOneMonth(now) });

    // A Stripe purchase whose period ends earlier than what is there leaves premium alone.
    const stripePremium = await pendingPurchase(t, userId, {
      kind: 'premium',
      gameCategory: null,
      plays: 0,
      amountCents: 999,
      provider: 'stripe',
    });
    await fulfilCheckout(t.store, {
      checkoutSessionId: stripePremium,
      now,
      subscription: { subscriptionId: 'sub_1', status: 'active', periodEnd: now + 1000 },
    });
    expect(await findPremiumUntil(t.db, userId)).toBe(addOneMonth(now));
    expect(t.db.select().from(purchases).where(eq(purchases.checkoutSessionId, stripePremium)).get()?.subscriptionId).toBe('sub_1');
  });
});
