import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import { chartAt } from '../../server/plays/play-day.ts';
import { describeEachStore } from './adapters.ts';
import { makeUser, newPlay, pendingPurchase, t0, today, uniqueId } from './fixtures.ts';

// What every adapter must do the same way: the routes only ever see this behaviour.

describeEachStore('store contract', (adapter) => {
  let store: Store;
  beforeAll(async () => {
    store = await adapter.open();
  });
  afterAll(() => adapter.cleanup());

  it('keeps users unique by e-mail and finds them with their profile', async () => {
    const userId = await makeUser(store, { email: 'eins@example.org' });
    expect(
      await store.createUser({ id: uniqueId('u'), email: 'eins@example.org', passwordHash: 'y', displayName: 'x', createdAt: t0 }),
    ).toBe(false);
    const user = await store.findUserByEmail('eins@example.org');
    expect(user).toMatchObject({ id: userId, emailVerifiedAt: null, parentConsentAt: t0, createdAt: t0 });
    expect(await store.findAuthUser(userId)).toEqual({ id: userId, email: 'eins@example.org', emailVerified: false, displayName: 'Kim' });
    await store.setEmailVerified(userId, t0 + 1);
    expect((await store.findAuthUser(userId))?.emailVerified).toBe(true);
    expect(await store.findPasswordHash(userId)).toBe('x');
  });

  it('stores sessions with binary hashes and epoch-ms times, and drops them on a password change', async () => {
    const userId = await makeUser(store);
    const hash = Buffer.from([0, 1, 2, 250, 255]);
    await store.insertSession({ id: 's-' + userId, userId, secretHash: hash, expiresAt: t0 + 30 * 86_400_000, createdAt: t0 });
    const found = await store.findSessionWithUser('s-' + userId);
    expect(Buffer.compare(found!.secretHash, hash)).toBe(0);
    expect(found!.expiresAt).toBe(t0 + 30 * 86_400_000);
    await store.extendSession('s-' + userId, t0 + 40 * 86_400_000);
    expect((await store.findSessionWithUser('s-' + userId))!.expiresAt).toBe(t0 + 40 * 86_400_000);
    await store.setPasswordAndDropSessions(userId, 'neu');
    expect(await store.findSessionWithUser('s-' + userId)).toBeUndefined();
    expect(await store.findPasswordHash(userId)).toBe('neu');
  });

  it('uses an e-mail link once', async () => {
    const userId = await makeUser(store);
    const token = {
      id: uniqueId('t'),
      userId,
      purpose: 'verify' as const,
      tokenHash: Buffer.from('abc'),
      newEmail: null,
      expiresAt: t0 + 3_600_000,
      createdAt: t0,
    };
    await store.replaceEmailToken(token);
    expect(await store.hasLiveEmailToken(userId, 'verify', t0)).toBe(true);
    const row = (await store.findEmailToken(token.id))!;
    const results = await Promise.all([store.confirmEmailWithToken(row, t0 + 1), store.confirmEmailWithToken(row, t0 + 1)]);
    expect(results.filter((r) => r === userId)).toHaveLength(1);
    expect(await store.hasLiveEmailToken(userId, 'verify', t0 + 2)).toBe(false);
    expect((await store.findAuthUser(userId))?.emailVerified).toBe(true);
  });

  it('changes an e-mail address only while nobody else has it', async () => {
    const a = await makeUser(store);
    const b = await makeUser(store);
    const token = {
      id: uniqueId('t'),
      userId: a,
      purpose: 'change_email' as const,
      tokenHash: Buffer.from('x'),
      newEmail: `${b}@example.org`,
      expiresAt: t0 + 3_600_000,
      createdAt: t0,
    };
    await store.replaceEmailToken(token);
    const undo = (old: string) => ({
      id: uniqueId('t'),
      userId: a,
      purpose: 'undo_email_change' as const,
      tokenHash: Buffer.from('y'),
      newEmail: old,
      expiresAt: t0 + 86_400_000,
      createdAt: t0,
    });
    expect(await store.changeEmailWithToken((await store.findEmailToken(token.id))!, undo, t0 + 1)).toEqual({ result: 'taken' });
    const free = { ...token, id: uniqueId('t'), newEmail: `${a}-neu@example.org` };
    await store.replaceEmailToken(free);
    expect(await store.findPendingEmail(a, t0)).toBe(`${a}-neu@example.org`);
    expect(await store.changeEmailWithToken((await store.findEmailToken(free.id))!, undo, t0 + 1)).toEqual({
      result: 'changed',
      oldEmail: `${a}@example.org`,
    });
    expect((await store.findAuthUser(a))?.email).toBe(`${a}-neu@example.org`);
  });

  it('lists the outbox newest first, also within one millisecond', async () => {
    for (const n of [1, 2, 3]) {
      await store.insertOutboxMessage({
        id: uniqueId('m'),
        userId: null,
        to: 'post@example.org',
        subject: `Nr. ${n}`,
        text: 't',
        html: 'h',
        createdAt: t0,
      });
    }
    const list = await store.listOutboxMessages({ limit: 10, to: 'post@example.org' });
    expect(list.map((m) => m.subject)).toEqual(['Nr. 3', 'Nr. 2', 'Nr. 1']);
  });

  it('keeps a play as it was started: items as JSON, its game revision, dates as numbers', async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    expect(await store.startPlay(play)).toEqual({ ok: true, consumed: 'free' });
    const row = await store.findPlay(play.id);
    expect(row).toMatchObject({
      id: play.id,
      gameRevision: 'rev-a',
      items: play.items,
      sourceIds: ['s1', 's2'],
      checks: [],
      status: 'active',
      consumed: 'free',
      createdAt: t0,
      completedAt: null,
    });
    expect(await store.recentSourceIds(userId, 'gefuehlsampel')).toEqual(['s1', 's2']);
    expect(await store.limitsFor(userId, play.category, today, t0)).toEqual({
      freePlaysUsed: 1,
      paidPlaysUsed: 0,
      credits: 0,
      premium: false,
      canPlay: false,
    });
  });

  it('completes a play once, with its session, points, level and summary', async () => {
    const userId = await makeUser(store);
    const play = newPlay(userId);
    await store.startPlay(play);
    expect(await store.recordCheck(play.id, { checker: 'x', input: { a: 'Ä' }, output: { ok: true } })).toBe(true);
    expect((await store.findPlay(play.id))!.checks).toEqual([{ checker: 'x', input: { a: 'Ä' }, output: { ok: true } }]);
    const done = {
      playId: play.id,
      userId,
      sessionId: uniqueId('gs'),
      gameName: 'Gefühlsampel',
      category: play.category,
      score: 90,
      points: 700,
      success: true,
      now: t0 + 1000,
      record: true,
    };
    expect(await store.completePlay(done)).toEqual({ ok: true, totalPoints: 700 });
    expect(await store.completePlay({ ...done, sessionId: uniqueId('gs') })).toEqual({ ok: false });
    expect(await store.recordCheck(play.id, { late: true })).toBe(false);
    expect(await store.sessionPointsSum(userId)).toBe(700);
    const profile = await store.profileRow(userId, t0);
    expect(profile).toMatchObject({ totalPoints: 700, status: 'silver' });
    const exported = await store.exportUserData(userId);
    expect(exported!.gameSessions).toEqual([expect.objectContaining({ success: true, completedAt: t0 + 1000, pointsEarned: 700 })]);
  });

  it('keeps the profile summary equal to what the sessions say, from the first completion on', async () => {
    const userId = await makeUser(store);
    const tz = 'Europe/Berlin';
    for (const [i, category] of ['mindset', 'mindset', 'konflikt'].entries()) {
      const now = t0 + i * 86_400_000;
      const play = newPlay(userId, { category, playDate: `2026-03-0${2 + i}`, now });
      expect((await store.startPlay(play)).ok).toBe(true);
      const done = {
        playId: play.id,
        userId,
        sessionId: uniqueId('gs'),
        gameName: 'G',
        category,
        score: 10 * i,
        points: 5 + i,
        success: i > 0,
        now: now + 60_000,
        record: true,
        chart: chartAt(now + 60_000, tz),
      };
      expect((await store.completePlay(done)).ok).toBe(true);
    }
    const chart = chartAt(t0 + 2 * 86_400_000 + 60_000, tz);
    const kept = JSON.parse((await store.profileRow(userId, t0))!.summaryJson!) as unknown;
    expect(kept).toEqual(await store.summaryFromSessions(userId, tz, chart.frame));
    expect((kept as { recent: unknown[] }).recent).toHaveLength(3);
  });

  it('rolls a failed completion back completely', async () => {
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
      points: 5,
      success: true,
      now: t0,
      record: true,
    };
    await expect(store.completePlay({ ...done, failAfterFirstWrite: true })).rejects.toThrow(/simulated/);
    expect((await store.findPlay(play.id))!.status).toBe('active');
    expect(await store.completePlay(done)).toEqual({ ok: true, totalPoints: 5 });
  });

  it('gives back a play: its free play or credit returns, once', async () => {
    const userId = await makeUser(store);
    const free = newPlay(userId);
    await store.startPlay(free);
    expect(await store.returnPlay(free.id, userId, t0)).toBe(true);
    expect(await store.returnPlay(free.id, userId, t0)).toBe(false);
    expect((await store.findPlay(free.id))!.status).toBe('returned');
    expect((await store.limitsFor(userId, free.category, today, t0)).freePlaysUsed).toBe(0);

    const purchase = pendingPurchase(userId, { plays: 1 });
    await store.insertPurchase(purchase);
    await store.fulfilPurchase({ checkoutSessionId: purchase.checkoutSessionId, now: t0 });
    await store.startPlay(newPlay(userId));
    const paid = newPlay(userId);
    expect(await store.startPlay(paid)).toEqual({ ok: true, consumed: 'credit' });
    expect(await store.findPlayCredits(userId, paid.category)).toBe(0);
    expect(await store.returnPlay(paid.id, userId, t0)).toBe(true);
    expect(await store.findPlayCredits(userId, paid.category)).toBe(1);
  });

  it('extends premium but never shortens it, and a cancellation is final', async () => {
    const userId = await makeUser(store);
    const sub = uniqueId('sub');
    const change = (id: string, effect: 'extend' | 'end', periodEnd?: number, status = 'active') =>
      store.applySubscriptionChange({
        subscriptionId: sub,
        userId,
        status,
        effect,
        periodEnd,
        now: t0,
        event: { id, type: 'customer.subscription.updated' },
      });
    const later = t0 + 60 * 86_400_000;
    expect(await change('e1', 'extend', later)).toBe('applied');
    expect(await change('e1', 'extend', later)).toBe('duplicate');
    expect(await change('e2', 'extend', t0 + 86_400_000)).toBe('applied');
    expect(await store.findPremiumUntil(userId)).toBe(later);
    expect(await store.isPremium(userId, t0)).toBe(true);
    expect(await change('e3', 'end', undefined, 'canceled')).toBe('applied');
    expect(await store.findPremiumUntil(userId)).toBe(t0);
    expect(await change('e4', 'extend', later + 1)).toBe('ignored');
    expect(await store.isPremium(userId, t0)).toBe(false);
  });

  it('records a cancellation once and takes it back with its link', async () => {
    const userId = await makeUser(store);
    const sub = uniqueId('sub');
    await store.applySubscriptionChange({
      subscriptionId: sub,
      userId,
      status: 'active',
      effect: 'extend',
      periodEnd: t0 + 86_400_000,
      now: t0,
      event: { id: uniqueId('ev'), type: 'x' },
    });
    const undo = () => ({
      id: uniqueId('t'),
      userId,
      purpose: 'undo_cancellation' as const,
      tokenHash: Buffer.from('u'),
      newEmail: null,
      expiresAt: t0 + 86_400_000,
      createdAt: t0,
    });
    const first = undo();
    expect(await store.recordCancellation(sub, t0 + 5, first)).toBe(t0 + 5);
    expect(await store.recordCancellation(sub, t0 + 9, undo())).toBe(t0 + 5);
    expect((await store.profileRow(userId, t0))?.premiumCancelledAt).toBe(t0 + 5);
    expect((await store.profileRow(userId, t0 + 86_400_000))?.premiumCancelledAt).toBeNull();
    expect(await store.takeBackCancellation(first.id, sub, t0 + 10)).toBe(false);
    const live = (await store.exportUserData(userId))!;
    expect(live.subscriptions[0]!.cancelRequestedAt).toBe(t0 + 5);
    expect(await store.findBillableSubscriptionIds(userId)).toEqual([sub]);
    await store.markSubscriptionEnded(sub, t0 + 20);
    expect(await store.findBillableSubscriptionIds(userId)).toEqual([]);
    expect(await store.findPremiumUntil(userId)).toBe(t0 + 20);
  });

  it('deletes an account but keeps its payment records without it', async () => {
    const userId = await makeUser(store);
    const purchase = pendingPurchase(userId);
    await store.insertPurchase(purchase);
    expect((await store.fulfilPurchase({ checkoutSessionId: purchase.checkoutSessionId, now: t0 })).outcome).toBe('credited');
    await store.deleteUser(userId);
    expect(await store.findAuthUser(userId)).toBeUndefined();
    expect(await store.findPurchase(purchase.checkoutSessionId)).toBeUndefined();
    expect(await store.exportUserData(userId)).toBeUndefined();
  });

  it('answers its status', async () => {
    expect(await store.status()).toMatchObject({ ok: true, dialect: adapter.name });
  });
});
