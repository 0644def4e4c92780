import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem, TextItem } from '../../engine/items.ts';
import { plays } from '../../server/db/schema.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';
import { pendingPurchase, uniqueId } from '../store/fixtures.ts';

// The play routes end to end. What the tests set up or look at goes through the store, so the
// file also runs on PostgreSQL (FERDY_TEST_STORE=postgres, part of npm run test:pg).

type App = ReturnType<typeof createTestApp>;
type Json = Record<string, unknown>;

async function post(t: App, path: string, body: unknown, cookie?: string) {
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function get(t: App, path: string, cookie: string) {
  const res = await t.app.request(path, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Json };
}

function streitEvents(items: ChoiceItem[], right: boolean[]): GameEvent[] {
  return [
    { type: 'START' },
    ...items.flatMap((item, i): GameEvent[] => [
      { type: 'SELECT', index: right[i] ? item.correctIndex : (item.correctIndex + 1) % item.options.length },
      { type: 'CONFIRM' },
      { type: 'NEXT' },
    ]),
  ];
}

/** A month of premium bought and paid; the subscription's id. */
async function givePremium(t: App, userId: string): Promise<string> {
  const bought = pendingPurchase(userId, { kind: 'premium', plays: 0, amountCents: 999, createdAt: t.deps.now() });
  const subscriptionId = uniqueId('sub');
  await t.store.insertPurchase(bought);
  const premium = { subscriptionId, status: 'active', periodEnd: t.deps.now() + 30 * 86_400_000 };
  expect(await t.store.fulfilPurchase({ checkoutSessionId: bought.checkoutSessionId, now: t.deps.now(), premium })).toMatchObject({
    outcome: 'credited',
  });
  return subscriptionId;
}

/** Plays of one category bought and paid. */
async function giveCredits(t: App, userId: string, category: string, plays: number) {
  const bought = pendingPurchase(userId, { gameCategory: category, plays, createdAt: t.deps.now() });
  await t.store.insertPurchase(bought);
  expect(await t.store.fulfilPurchase({ checkoutSessionId: bought.checkoutSessionId, now: t.deps.now() })).toMatchObject({
    outcome: 'credited',
  });
}

describe('starting a play', () => {
  it('draws items on the server and takes the free play of the day', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const res = await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ recorded: true, consumed: 'free' });
    expect((res.body.items as ChoiceItem[]).length).toBe(5);
    const limits = await get(t, '/api/limits/conflict_resolution', u.cookie);
    expect(limits.body).toMatchObject({ freePlaysUsed: 1, credits: 0, canPlay: false, premium: false });
  });

  it('refuses the second play of a category on the same day with needsPayment and a German message', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
    const second = await post(t, '/api/plays', { gameId: 'ich-botschaften' }, u.cookie);
    expect(second.status).toBe(402);
    expect(second.body).toMatchObject({ needsPayment: true, error: { code: 'needs_payment' } });
    expect(String((second.body.error as Json).message)).toContain('Tägliches Limit erreicht');
    // Another category is still free today.
    expect((await post(t, '/api/plays', { gameId: 'mindshift' }, u.cookie)).status).toBe(201);
  });

  it('uses a bought credit when the free play is gone, and premium removes the limit', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await giveCredits(t, u.userId, 'mindset', 1);
    expect((await post(t, '/api/plays', { gameId: 'mindshift' }, u.cookie)).body.consumed).toBe('free');
    expect((await post(t, '/api/plays', { gameId: 'mindshift' }, u.cookie)).body.consumed).toBe('credit');
    expect((await post(t, '/api/plays', { gameId: 'mindshift' }, u.cookie)).status).toBe(402);
    await givePremium(t, u.userId);
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/plays', { gameId: 'mindshift' }, u.cookie)).body.consumed).toBe('premium');
  });

  it('lets visitors play open games without storing anything, and keeps Gefühlsampel for signed-in children', async () => {
    const t = createTestApp();
    const res = await post(t, '/api/plays', { gameId: 'denkweiser' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ playId: null, recorded: false });
    // Nothing stored (the store has no listing of all plays: the table is looked at on SQLite).
    if (t.store.dialect === 'sqlite') expect(t.db.select().from(plays).all()).toHaveLength(0);
    expect((await post(t, '/api/plays', { gameId: 'gefuehlsampel' })).status).toBe(401);
  });

  it('50 simultaneous starts in one category consume exactly the one free play', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(t, '/api/plays', { gameId: 'denkweiser' }, u.cookie)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 402)).toHaveLength(49);
    // One play stored and paid for: the free one, nothing else.
    expect((await get(t, '/api/limits/problem_solving', u.cookie)).body).toMatchObject({ freePlaysUsed: 1, paidPlaysUsed: 0, credits: 0 });
  });

  it('gives the free play back at midnight in Berlin', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    t.setNow(Date.parse('2026-01-14T22:59:00Z')); // 23:59 in Berlin
    expect((await post(t, '/api/plays', { gameId: 'denkweiser' }, u.cookie)).status).toBe(201);
    expect((await post(t, '/api/plays', { gameId: 'denkweiser' }, u.cookie)).status).toBe(402);
    t.setNow(Date.parse('2026-01-14T23:00:00Z')); // 00:00 in Berlin, still the 14th in UTC
    expect((await post(t, '/api/plays', { gameId: 'denkweiser' }, u.cookie)).status).toBe(201);
  });

  it('shows a child who plays every day no item twice in two weeks', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await givePremium(t, u.userId);
    const seen = new Set<string>();
    for (let day = 0; day < 14; day++) {
      const res = await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
      for (const item of res.body.items as ChoiceItem[]) {
        expect(seen.has(item.prompt)).toBe(false);
        seen.add(item.prompt);
      }
    }
  });
});

describe('completing a play', () => {
  it('computes points by replaying the event log (Streitschlichter: share of correct answers)', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const start = await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
    const items = start.body.items as ChoiceItem[];
    const done = await post(
      t,
      `/api/plays/${start.body.playId}/complete`,
      { events: streitEvents(items, [true, true, true, false, true]) },
      u.cookie,
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      pointsEarned: 80,
      totalPoints: 80,
      score: 80,
      success: true,
      canPlayAgain: false,
      needsPayment: true,
    });
    const profile = await get(t, '/api/profile', u.cookie);
    expect(profile.body.profile).toMatchObject({ totalPoints: 80, status: 'bronze' });
    expect((profile.body.sessions as Json[])[0]).toMatchObject({
      gameName: 'Streitschlichter',
      gameCategory: 'conflict_resolution',
      categoryLabel: 'Konfliktlösung',
      score: 80,
      pointsEarned: 80,
      success: true,
    });
  });

  it("Sag's mal anders earns 80 after the built-in checker accepted the rewrite", async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const start = await post(t, '/api/plays', { gameId: 'sags-mal-anders' }, u.cookie);
    const item = (start.body.items as TextItem[])[0]!;
    const rewrite = 'Ich bin gerade sauer. Kannst du mir bitte sagen, was los ist? Lass uns in Ruhe reden.';
    const check = await post(
      t,
      `/api/plays/${start.body.playId}/check`,
      { checker: 'check-rewrite', input: { original: item.raw.sentence, rewrite } },
      u.cookie,
    );
    expect(check.status).toBe(200);
    expect(check.body.isImproved).toBe(true);
    const done = await post(
      t,
      `/api/plays/${start.body.playId}/complete`,
      { events: [{ type: 'START' }, { type: 'SUBMIT', values: { rewrite } }] },
      u.cookie,
    );
    expect(done.body).toMatchObject({ pointsEarned: 80, score: 80 });
  });

  it('Gefühlsampel: 5 answers, 20 points each', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const start = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
    const colours = ['red', 'yellow', 'green', 'green', 'red'] as const;
    const done = await post(
      t,
      `/api/plays/${start.body.playId}/complete`,
      { events: [{ type: 'START' }, ...colours.map((colour) => ({ type: 'ANSWER', colour }))] },
      u.cookie,
    );
    expect(done.body).toMatchObject({ pointsEarned: 100, totalPoints: 100 });
  });

  describe('forged requests earn nothing', () => {
    it('a claimed score is refused; wrong answers stay wrong', async () => {
      const t = createTestApp();
      const u = await createSignedInUser(t);
      const start = await post(t, '/api/plays', { gameId: 'streitschlichter' }, u.cookie);
      const items = start.body.items as ChoiceItem[];
      const claimed = await post(
        t,
        `/api/plays/${start.body.playId}/complete`,
        { events: streitEvents(items, [false, false, false, false, false]), score: 100, success: true },
        u.cookie,
      );
      expect(claimed.status).toBe(400);
      const done = await post(
        t,
        `/api/plays/${start.body.playId}/complete`,
        { events: streitEvents(items, [false, false, false, false, false]) },
        u.cookie,
      );
      expect(done.body).toMatchObject({ pointsEarned: 0, score: 0, success: false });
    });

    it('more rounds than allowed count only the allowed ones', async () => {
      const t = createTestApp();
      const u = await createSignedInUser(t);
      const start = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      const events = [{ type: 'START' }, ...Array.from({ length: 40 }, () => ({ type: 'ANSWER', colour: 'green' }))];
      const done = await post(t, `/api/plays/${start.body.playId}/complete`, { events }, u.cookie);
      expect(done.body.pointsEarned).toBe(100);
    });

    it('a play completes once; a second completion is refused', async () => {
      const t = createTestApp();
      const u = await createSignedInUser(t);
      const start = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
      expect((await post(t, `/api/plays/${start.body.playId}/complete`, { events }, u.cookie)).status).toBe(200);
      expect((await post(t, `/api/plays/${start.body.playId}/complete`, { events }, u.cookie)).status).toBe(409);
      expect(await t.store.sessionPointsSum(u.userId)).toBe(100);
    });

    it("someone else's play cannot be completed or checked", async () => {
      const t = createTestApp();
      const a = await createSignedInUser(t);
      const b = await createSignedInUser(t);
      const start = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, a.cookie);
      const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
      expect((await post(t, `/api/plays/${start.body.playId}/complete`, { events }, b.cookie)).status).toBe(404);
      expect(
        (
          await post(
            t,
            `/api/plays/${start.body.playId}/check`,
            { checker: 'check-rewrite', input: { original: 'x', rewrite: 'y' } },
            b.cookie,
          )
        ).status,
      ).toBe(404);
      expect(await t.store.sessionPointsSum(b.userId)).toBe(0);
    });

    it('an unfinished play earns nothing', async () => {
      const t = createTestApp();
      const u = await createSignedInUser(t);
      const start = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      const res = await post(
        t,
        `/api/plays/${start.body.playId}/complete`,
        { events: [{ type: 'START' }, { type: 'ANSWER', colour: 'red' }] },
        u.cookie,
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: { code: 'not_finished' } });
    });
  });

  it('200 simultaneous completions of distinct plays lose no points', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await givePremium(t, u.userId);
    // Starts are throttled per hour; the test starts its 200 plays in two hours of test time.
    const started = await Promise.all(Array.from({ length: 100 }, () => post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie)));
    t.advance(61 * 60_000);
    started.push(...(await Promise.all(Array.from({ length: 100 }, () => post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie)))));
    expect(started.every((s) => s.status === 201)).toBe(true);
    const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'yellow' }))];
    const done = await Promise.all(started.map((s) => post(t, `/api/plays/${s.body.playId}/complete`, { events }, u.cookie)));
    expect(done.every((d) => d.status === 200)).toBe(true);
    const profile = await get(t, '/api/profile', u.cookie);
    expect((profile.body.profile as Json).totalPoints).toBe(20_000);
    expect(await t.store.sessionPointsSum(u.userId)).toBe(20_000);
    expect((profile.body.profile as Json).status).toBe('gold');
  });

  it('an error in the middle of completing leaves the database unchanged', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const playDate = '2026-03-02';
    const started = await t.store.startPlay({
      id: 'play-1',
      userId: u.userId,
      gameId: 'gefuehlsampel',
      category: 'emotional_intelligence',
      items: [],
      sourceIds: [],
      playDate,
      now: t.deps.now(),
    });
    expect(started.ok).toBe(true);
    await expect(
      t.store.completePlay({
        playId: 'play-1',
        userId: u.userId,
        sessionId: 's-1',
        gameName: 'x',
        category: 'emotional_intelligence',
        score: 100,
        points: 100,
        success: true,
        now: t.deps.now(),
        record: true,
        failAfterFirstWrite: true,
      }),
    ).rejects.toThrow('simulated failure');
    expect((await t.store.findPlay('play-1'))?.status).toBe('active');
    expect(await t.store.sessionPointsSum(u.userId)).toBe(0);
    expect((await t.store.profileRow(u.userId, Date.now()))?.totalPoints).toBe(0);
  });
});

describe('profile', () => {
  it('shows level and progress from the points (Silber at 500, Gold at 1000) matching the stored sessions', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await givePremium(t, u.userId);
    const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
    for (let i = 0; i < 6; i++) {
      const s = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      await post(t, `/api/plays/${s.body.playId}/complete`, { events }, u.cookie);
    }
    const profile = await get(t, '/api/profile', u.cookie);
    expect(profile.body.profile).toMatchObject({
      totalPoints: 600,
      status: 'silver',
      level: { next: 'Gold', progress: 0.2, missing: 400 },
      premium: true,
    });
    expect(profile.body.sessions).toHaveLength(6);
    const weekly = profile.body.weekly as { weekStart: string; points: Record<string, number> }[];
    expect(weekly).toHaveLength(8);
    expect(weekly.at(-1)!.points.emotional_intelligence).toBe(600);
    expect(await t.store.sessionPointsSum(u.userId)).toBe(600);
  });

  it('lists at most the last 10 sessions, newest first', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await givePremium(t, u.userId);
    const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
    for (let i = 0; i < 12; i++) {
      t.advance(60_000);
      const s = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      await post(t, `/api/plays/${s.body.playId}/complete`, { events }, u.cookie);
    }
    const sessions = (await get(t, '/api/profile', u.cookie)).body.sessions as { completedAt: string }[];
    expect(sessions).toHaveLength(10);
    expect([...sessions].sort((a, b) => b.completedAt.localeCompare(a.completedAt))).toEqual(sessions);
  });

  it('reopened, shows each new session and the chart of the current week', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    const subscriptionId = await givePremium(t, u.userId);
    const events = [{ type: 'START' }, ...Array.from({ length: 5 }, () => ({ type: 'ANSWER', colour: 'green' }))];
    const play = async () => {
      const s = await post(t, '/api/plays', { gameId: 'gefuehlsampel' }, u.cookie);
      expect((await post(t, `/api/plays/${s.body.playId}/complete`, { events }, u.cookie)).status).toBe(200);
    };
    type Weekly = { weekStart: string; points: Record<string, number> }[];
    await play();
    const first = (await get(t, '/api/profile', u.cookie)).body;
    expect(await get(t, '/api/profile', u.cookie).then((r) => r.body)).toEqual(first);
    // The history is unchanged, the rest of the answer is not: a new name, premium running out.
    const renamed = await t.app.request('/api/auth/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testOrigin, cookie: u.cookie },
      body: JSON.stringify({ displayName: 'Mia-Sophie' }),
    });
    expect(renamed.status).toBe(200);
    const ended = {
      subscriptionId,
      userId: u.userId,
      status: 'canceled',
      effect: 'end' as const,
      now: t.deps.now(),
      event: { id: uniqueId('evt'), type: 'customer.subscription.deleted' },
    };
    expect(await t.store.applySubscriptionChange(ended)).toBe('applied');
    const reopened = (await get(t, '/api/profile', u.cookie)).body;
    expect(reopened.profile).toMatchObject({ displayName: 'Mia-Sophie', premium: false, premiumUntil: null });
    expect(reopened.sessions).toEqual(first.sessions);
    await givePremium(t, u.userId);
    await play();
    const second = (await get(t, '/api/profile', u.cookie)).body;
    expect(second.sessions).toHaveLength(2);
    expect((second.profile as Json).totalPoints).toBe(200);
    expect((second.weekly as Weekly).at(-1)!.points.emotional_intelligence).toBe(200);
    // A week later the chart moves on, with no completion in between.
    t.advance(7 * 86_400_000);
    const later = (await get(t, '/api/profile', u.cookie)).body.weekly as Weekly;
    expect(later.at(-1)!.points).toEqual({});
    expect(later.at(-2)!.points.emotional_intelligence).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const t = createTestApp();
    const res = await t.app.request('/api/profile');
    expect(res.status).toBe(401);
  });
});
