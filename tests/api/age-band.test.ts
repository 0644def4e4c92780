import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../engine/items.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';

type App = ReturnType<typeof createTestApp>;

async function send(t: App, method: string, path: string, cookie: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the child's age band on the profile", () => {
  it('is 9–12 until the family chooses, and keeps what they chose', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    expect((await send(t, 'GET', '/api/profile/age-band', u.cookie)).body).toEqual({ ageBand: '9-12' });
    expect((await send(t, 'PUT', '/api/profile/age-band', u.cookie, { ageBand: '6-8' })).body).toEqual({ ageBand: '6-8' });
    expect((await send(t, 'GET', '/api/profile/age-band', u.cookie)).body).toEqual({ ageBand: '6-8' });
  });

  it('refuses anything but the two bands with a clear message, and changes nothing', async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    for (const body of [{ ageBand: '5-7' }, { ageBand: 8 }, {}, { ageBand: '6-8', extra: 1 }]) {
      const res = await send(t, 'PUT', '/api/profile/age-band', u.cookie, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'invalid_input' } });
    }
    expect((await send(t, 'GET', '/api/profile/age-band', u.cookie)).body).toEqual({ ageBand: '9-12' });
  });

  it('needs a signed-in family', async () => {
    const t = createTestApp();
    expect((await send(t, 'GET', '/api/profile/age-band', '')).status).toBe(401);
    expect((await send(t, 'PUT', '/api/profile/age-band', '', { ageBand: '6-8' })).status).toBe(401);
  });

  it("a writing play of a child of 6–8 carries the band, so the game's lower minimum holds there and in the replay", async () => {
    const t = createTestApp();
    const u = await createSignedInUser(t);
    await send(t, 'PUT', '/api/profile/age-band', u.cookie, { ageBand: '6-8' });
    const sumup = await send(t, 'POST', '/api/plays', u.cookie, { gameId: 'sumup' });
    expect(sumup.status).toBe(201);
    expect(sumup.body.items).toEqual([{ prompt: '', raw: {}, band: '6-8' }]);
    const story = await send(t, 'POST', '/api/plays', u.cookie, { gameId: 'erzaehlzauber' });
    expect((story.body.items as TextItem[]).every((i) => i.band === '6-8')).toBe(true);
  });
});
