import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/events.ts';
import type { ChoiceItem } from '../../engine/items.ts';
import { shippedCatalog } from '../../server/content.ts';
import type { Store } from '../../server/db/store.ts';
import { gameChangedMessage } from '../../server/routes/plays.ts';
import { post, signUpConfirmed } from '../../server/testing/auth-requests.ts';
import { fromThisMachine } from '../../server/testing/peer.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { describeEachStore } from '../store/adapters.ts';

// The API's main ways through, over each store: what a family does, on SQLite and on PostgreSQL.

type Json = Record<string, unknown>;

function streitEvents(items: ChoiceItem[]): GameEvent[] {
  return [
    { type: 'START' },
    ...items.flatMap((item): GameEvent[] => [{ type: 'SELECT', index: item.correctIndex }, { type: 'CONFIRM' }, { type: 'NEXT' }]),
  ];
}

describeEachStore('the API over the store', (adapter) => {
  let store: Store;
  beforeAll(async () => {
    store = await adapter.open();
  });
  afterAll(() => adapter.cleanup());

  const app = (over: Parameters<typeof createTestApp>[0] = {}) => createTestApp({ store, ...over });
  let n = 0;
  const email = () => `familie${++n}-${adapter.name}-${Math.random().toString(36).slice(2, 7)}@example.org`;

  it('signs a parent up, starts the free play once, completes it once and shows the points', async () => {
    const t = app();
    const cookie = await signUpConfirmed(t, email(), 'Tasse-Wolke-Fahrrad');
    const starts = await Promise.all(Array.from({ length: 8 }, () => post(t, '/plays', { gameId: 'streitschlichter' }, { cookie })));
    const started = starts.filter((r) => r.status === 201);
    expect(started).toHaveLength(1);
    expect(starts.filter((r) => r.status === 402)).toHaveLength(7);
    const play = (await started[0]!.json()) as { playId: string; items: ChoiceItem[]; consumed: string };
    expect(play.consumed).toBe('free');

    const events = streitEvents(play.items);
    const completions = await Promise.all(
      Array.from({ length: 4 }, () => post(t, `/plays/${play.playId}/complete`, { events }, { cookie })),
    );
    expect(completions.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const done = (await completions.find((r) => r.status === 200)!.json()) as Json;
    expect(done.pointsEarned).toEqual(expect.any(Number));
    expect(done).toMatchObject({ recorded: true, canPlayAgain: false, needsPayment: true });

    const profile = (await (await t.app.request('/api/profile', { headers: { cookie } })).json()) as Json;
    expect(profile.profile).toMatchObject({ totalPoints: done.totalPoints });
    expect((profile.sessions as Json[])[0]).toMatchObject({ gameName: expect.any(String), success: true });
  });

  it('gives a play back when its game changed before it was completed, with a friendly message', async () => {
    const before = app();
    const cookie = await signUpConfirmed(before, email(), 'Tasse-Wolke-Fahrrad');
    const res = await post(before, '/plays', { gameId: 'streitschlichter' }, { cookie });
    const play = (await res.json()) as { playId: string; items: ChoiceItem[] };

    // The next version of the site: the same game, its definition changed.
    const shipped = shippedCatalog();
    const catalog = {
      ...shipped,
      games: shipped.games.map((g) => (g.id === 'streitschlichter' ? { ...g, title: `${g.title} (neu)` } : g)),
    };
    const after = app({ catalog });
    const completed = await post(after, `/plays/${play.playId}/complete`, { events: streitEvents(play.items) }, { cookie });
    expect(completed.status).toBe(409);
    expect(await completed.json()).toEqual({ error: { code: 'game_changed', message: gameChangedMessage } });
    // Nothing is lost: the free play is back, and the new version starts.
    const limits = (await (await after.app.request('/api/limits/conflict_resolution', { headers: { cookie } })).json()) as Json;
    expect(limits).toMatchObject({ freePlaysUsed: 0, canPlay: true });
    expect((await post(after, '/plays', { gameId: 'streitschlichter' }, { cookie })).status).toBe(201);
  });

  it('logs out on the server: the cookie stops working at once', async () => {
    const t = app();
    const cookie = await signUpConfirmed(t, email(), 'Tasse-Wolke-Fahrrad');
    expect((await t.app.request('/api/profile', { headers: { cookie } })).status).toBe(200);
    expect((await post(t, '/auth/logout', {}, { cookie })).status).toBe(200);
    expect((await t.app.request('/api/profile', { headers: { cookie } })).status).toBe(401);
  });

  it('buys extra plays: paid on the test checkout and verified at once, credited exactly once', async () => {
    const t = app();
    const password = 'Tasse-Wolke-Fahrrad';
    const cookie = await signUpConfirmed(t, email(), password);
    const checkout = await post(t, '/payments/checkout', { gameCategory: 'mindset', immediateStartConsent: true, password }, { cookie });
    expect(checkout.status).toBe(200);
    const id = /^\/test-checkout\/(test_cs_[a-z2-7]+)/.exec(((await checkout.json()) as { url: string }).url)![1]!;
    const pay = () =>
      t.app.request(
        `/api/payments/test-checkout/${id}/pay`,
        { method: 'POST', headers: { origin: testOrigin, cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: '' },
        fromThisMachine,
      );
    const [pays, verifies] = await Promise.all([
      Promise.all([pay(), pay(), pay()]),
      Promise.all([1, 2, 3].map(() => post(t, '/payments/verify', { sessionId: id }, { cookie }))),
    ]);
    expect(pays.map((r) => r.status)).toEqual([303, 303, 303]);
    // Every answer after the payment says paid; none says pending or not payable.
    for (const verify of verifies) {
      const body = (await verify.json()) as Json;
      expect(['paid', 'pending']).toContain(body.status);
    }
    expect(((await (await post(t, '/payments/verify', { sessionId: id }, { cookie })).json()) as Json).status).toBe('paid');
    const limits = (await (await t.app.request('/api/limits/mindset', { headers: { cookie } })).json()) as Json;
    expect(limits).toMatchObject({ credits: 1 });
  });
});
