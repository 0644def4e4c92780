import { afterAll, beforeAll, expect, it } from 'vitest';
import { maxChecksPerPlay } from '../../server/db/plays-db.ts';
import type { Store } from '../../server/db/store.ts';
import { describeEachStore } from './adapters.ts';
import { makeUser, newPlay, pendingPurchase, t0, today, uniqueId } from './fixtures.ts';

// The invariants under concurrent callers. On PostgreSQL every call of a Promise.all runs on its
// own pooled connection, so these are real races at READ COMMITTED; on SQLite they queue on the
// write lock.

const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describeEachStore('store under concurrency', (adapter) => {
  let store: Store;
  beforeAll(async () => {
    store = await adapter.open();
  });
  afterAll(() => adapter.cleanup());

  it('20 parallel starts take the one free play of the day, and only it', async () => {
    const userId = await makeUser(store);
    const results = await times(20, () => store.startPlay(newPlay(userId)));
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, consumed: 'free' }]);
    expect(await store.limitsFor(userId, 'emotionale-intelligenz', today, t0)).toMatchObject({ freePlaysUsed: 1, canPlay: false });
    // Another category and another day have their own free play.
    expect((await store.startPlay(newPlay(userId, { category: 'mindset' }))).ok).toBe(true);
    expect((await store.startPlay(newPlay(userId, { playDate: '2026-03-03' }))).ok).toBe(true);
  });

  it('30 parallel starts with 5 bought plays start 6 and leave the credits at zero, never below', async () => {
    const userId = await makeUser(store);
    const purchase = pendingPurchase(userId, { plays: 5 });
    await store.insertPurchase(purchase);
    await store.fulfilPurchase({ checkoutSessionId: purchase.checkoutSessionId, now: t0 });
    const results = await times(30, () => store.startPlay(newPlay(userId)));
    const consumed = results.flatMap((r) => (r.ok ? [r.consumed] : []));
    expect(consumed.sort()).toEqual(['credit', 'credit', 'credit', 'credit', 'credit', 'free']);
    expect(await store.findPlayCredits(userId, 'emotionale-intelligenz')).toBe(0);
    expect(await store.limitsFor(userId, 'emotionale-intelligenz', today, t0)).toMatchObject({
      freePlaysUsed: 1,
      paidPlaysUsed: 5,
      credits: 0,
      canPlay: false,
    });
  });

  it('50 parallel checks on one play are all kept', async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    await store.startPlay(play);
    const results = await times(50, (i) => store.recordCheck(play.id, { n: i }));
    expect(results.every(Boolean)).toBe(true);
    const checks = (await store.findPlay(play.id))!.checks as { n: number }[];
    expect(checks.map((c) => c.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it(`parallel checks beyond the cap keep exactly ${maxChecksPerPlay}`, async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    await store.startPlay(play);
    const results = await times(maxChecksPerPlay + 15, (i) => store.recordCheck(play.id, { n: i }));
    expect(results.filter(Boolean)).toHaveLength(maxChecksPerPlay);
    expect((await store.findPlay(play.id))!.checks).toHaveLength(maxChecksPerPlay);
  });

  it('checks racing a completion: every acknowledged check is kept, none lands after it', async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    await store.startPlay(play);
    const done = {
      playId: play.id,
      userId,
      sessionId: uniqueId('gs'),
      gameName: 'G',
      category: play.category,
      score: 1,
      points: 3,
      success: true,
      now: t0,
      record: true,
    };
    const [checks, completed] = await Promise.all([times(30, (i) => store.recordCheck(play.id, { n: i })), store.completePlay(done)]);
    expect(completed.ok).toBe(true);
    const kept = (await store.findPlay(play.id))!.checks as { n: number }[];
    expect(kept).toHaveLength(checks.filter(Boolean).length);
  });

  it('10 parallel completions of one play count it once', async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    await store.startPlay(play);
    const results = await times(10, () =>
      store.completePlay({
        playId: play.id,
        userId,
        sessionId: uniqueId('gs'),
        gameName: 'G',
        category: play.category,
        score: 50,
        points: 40,
        success: true,
        now: t0 + 5,
        record: true,
      }),
    );
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, totalPoints: 40 }]);
    expect(await store.sessionPointsSum(userId)).toBe(40);
  });

  it('parallel completions of different plays of one family lose no points', async () => {
    const userId = await makeUser(store);
    const purchase = pendingPurchase(userId, { plays: 19 });
    await store.insertPurchase(purchase);
    await store.fulfilPurchase({ checkoutSessionId: purchase.checkoutSessionId, now: t0 });
    const playList = [];
    for (let i = 0; i < 20; i++) {
      const play = newPlay(userId);
      expect((await store.startPlay(play)).ok).toBe(true);
      playList.push(play);
    }
    const chart = { tz: 'Europe/Berlin', week: '2026-W10', frame: { weeks: ['2026-W10'], bounds: [t0 - 86_400_000, t0 + 6 * 86_400_000] } };
    await Promise.all(
      playList.map((p, i) =>
        store.completePlay({
          playId: p.id,
          userId,
          sessionId: uniqueId('gs'),
          gameName: 'G',
          category: p.category,
          score: i,
          points: 7,
          success: true,
          now: t0 + i,
          record: true,
          chart,
        }),
      ),
    );
    expect(await store.sessionPointsSum(userId)).toBe(140);
    expect((await store.profileRow(userId, Date.now()))!.totalPoints).toBe(140);
  });

  it('20 parallel fulfilments of one purchase credit it once and tell every caller it is paid', async () => {
    const userId = await makeUser(store);
    const purchase = pendingPurchase(userId, { plays: 3 });
    await store.insertPurchase(purchase);
    const results = await times(20, (i) =>
      store.fulfilPurchase({
        checkoutSessionId: purchase.checkoutSessionId,
        now: t0 + i,
        ...(i % 2 ? { userId } : { event: { id: `evt_${purchase.checkoutSessionId}`, type: 'checkout.session.completed' } }),
      }),
    );
    const outcomes = results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'credited' && o !== 'already')).toEqual([]);
    expect(await store.findPlayCredits(userId, 'emotionale-intelligenz')).toBe(3);
    expect((await store.exportUserData(userId))!.paymentRecords).toHaveLength(1);
  });

  it('parallel premium purchases and renewals: premium ends at the latest period paid', async () => {
    const userId = await makeUser(store);
    const sub = uniqueId('sub');
    const purchase = pendingPurchase(userId, { kind: 'premium', gameCategory: null, plays: 0 });
    await store.insertPurchase(purchase);
    const ends = Array.from({ length: 10 }, (_, i) => t0 + (i + 1) * 86_400_000);
    await Promise.all([
      ...ends.map((end, i) =>
        store.applySubscriptionChange({
          subscriptionId: sub,
          userId,
          status: 'active',
          effect: 'extend',
          periodEnd: end,
          now: t0,
          event: { id: `${sub}_r${i}`, type: 'invoice.paid' },
        }),
      ),
      ...[1, 2, 3].map(() =>
        store.fulfilPurchase({
          checkoutSessionId: purchase.checkoutSessionId,
          now: t0,
          premium: { subscriptionId: sub, status: 'active', periodEnd: ends[0]! },
        }),
      ),
    ]);
    expect(await store.findPremiumUntil(userId)).toBe(ends[9]);
  });

  it('a cancellation racing renewals is never overwritten by them', async () => {
    for (let round = 0; round < 5; round++) {
      const userId = await makeUser(store);
      const sub = uniqueId('sub');
      await store.applySubscriptionChange({
        subscriptionId: sub,
        userId,
        status: 'active',
        effect: 'extend',
        periodEnd: t0 + 86_400_000,
        now: t0,
        event: { id: `${sub}_start`, type: 'x' },
      });
      await Promise.all([
        ...[2, 3, 4].map((d) =>
          store.applySubscriptionChange({
            subscriptionId: sub,
            userId,
            status: 'active',
            effect: 'extend',
            periodEnd: t0 + d * 86_400_000,
            now: t0,
            event: { id: `${sub}_r${d}`, type: 'invoice.paid' },
          }),
        ),
        store.applySubscriptionChange({
          subscriptionId: sub,
          userId,
          status: 'canceled',
          effect: 'end',
          now: t0 + 10,
          event: { id: `${sub}_end`, type: 'customer.subscription.deleted' },
        }),
      ]);
      // Whatever the order, the cancellation wins: premium ended when it arrived and stays ended.
      expect(await store.isPremium(userId, t0 + 11)).toBe(false);
      expect((await store.exportUserData(userId))!.subscriptions[0]!.status).toBe('canceled');
    }
  });

  it('parallel sign-ups with one address create one account', async () => {
    const email = `${uniqueId('x')}@example.org`;
    const results = await times(10, () =>
      store.createUser({ id: uniqueId('u'), email, passwordHash: 'h', displayName: 'd', createdAt: t0 }),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
