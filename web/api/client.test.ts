import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { SessionUser } from '../session/session.tsx';
import { answer, ApiError, client, networkErrorMessage, unexpectedResponseMessage, withSignal, type Success } from './client.ts';
import type { GameSession, Profile } from './profile.ts';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

/** Answers every fetch with `status` and `body`, recording what was sent. */
function serve(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed client', () => {
  it('posts a play’s events to its complete route and answers the body', async () => {
    const sent = serve(200, {
      pointsEarned: 40,
      totalPoints: 140,
      score: 40,
      success: true,
      recorded: true,
      canPlayAgain: true,
      needsPayment: false,
    });
    const done = await answer(client.plays[':id'].complete.$post({ param: { id: 'p1' }, json: { events: [{ type: 'START' }] } }));
    expect(done.pointsEarned).toBe(40);
    expect(sent).toEqual([
      expect.objectContaining({ url: '/api/plays/p1/complete', method: 'POST', body: { events: [{ type: 'START' }] } }),
    ]);
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('fills path parameters and sends GETs without a body', async () => {
    const sent = serve(200, {
      category: 'konflikte',
      playDate: '2026-01-02',
      freePlaysPerDay: 1,
      freePlaysUsed: 0,
      paidPlaysUsed: 0,
      credits: 0,
      premium: false,
      canPlay: true,
    });
    await answer(client.limits[':category'].$get({ param: { category: 'konflikte' } }, withSignal(new AbortController().signal)));
    expect(sent[0]).toMatchObject({ url: '/api/limits/konflikte', method: 'GET', body: undefined });
  });

  it('turns the error shape into an ApiError with the server’s German message', async () => {
    serve(402, { error: { code: 'needs_payment', message: 'Tägliches Limit erreicht' }, needsPayment: true, category: 'konflikte' });
    const failed = answer(client.plays.$post({ json: { gameId: 'streitschlichter' } }));
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 402, code: 'needs_payment', message: 'Tägliches Limit erreicht' });
  });

  it('answers a friendly message for bodies that are not the error shape or not JSON', async () => {
    serve(500, { oops: true });
    await expect(answer(client.auth.me.$get())).rejects.toMatchObject({ code: 'unexpected_response', message: unexpectedResponseMessage });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }));
    await expect(answer(client.auth.me.$get())).rejects.toMatchObject({ status: 502, message: unexpectedResponseMessage });
  });

  it('reports a lost connection as a network error, but passes an abort through', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(answer(client.auth.me.$get())).rejects.toMatchObject({ status: 0, code: 'network_error', message: networkErrorMessage });
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(answer(client.auth.me.$get())).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the contract is the server’s route types', () => {
  it('names fields as the server does; a renamed field fails the type check', () => {
    expectTypeOf<Profile>().toHaveProperty('totalPoints').toEqualTypeOf<number>();
    // @ts-expect-error the server calls it totalPoints: renaming it on either side must fail `tsc`
    expectTypeOf<Profile>().toHaveProperty('total_points');
    expectTypeOf<GameSession>().toHaveProperty('completedAt').toEqualTypeOf<string>();
    expectTypeOf<SessionUser>().toHaveProperty('pendingEmail').toEqualTypeOf<string | null>();
    type Completed = Success<Awaited<ReturnType<(typeof client.plays)[':id']['complete']['$post']>>>;
    expectTypeOf<Completed>().toHaveProperty('pointsEarned').toEqualTypeOf<number>();
    // @ts-expect-error the completion answers pointsEarned, not points_earned
    expectTypeOf<Completed>().toHaveProperty('points_earned');
  });

  it('types the data export as JSON with readable times', () => {
    type Exported = Success<Awaited<ReturnType<typeof client.account.export.$get>>>;
    expectTypeOf<Exported['account']['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Exported['account']['emailVerifiedAt']>().toEqualTypeOf<string | null>();
  });

  it('refuses a request body the route would refuse', () => {
    // @ts-expect-error the start route takes { gameId }, nothing else
    const wrong = () => client.plays.$post({ json: { game: 'streitschlichter' } });
    expectTypeOf(wrong).returns.resolves.toHaveProperty('status');
    expectTypeOf(client.plays.$post).parameter(0).toEqualTypeOf<{ json: { gameId: string } }>();
  });
});
