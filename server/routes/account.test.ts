import { describe, expect, it } from 'vitest';
import {
  dailyPlayLimits,
  emailTokens,
  gameSessions,
  outbox,
  paymentRecords,
  playCredits,
  plays,
  purchases,
  subscriptions,
} from '../db/schema.ts';
import { post, send, sessionCookie } from '../testing/auth-requests.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** One row for the user in every table that holds user data (sessions and profiles exist already). */
function seedUserData(t: TestApp, userId: string, tag: string) {
  const now = t.deps.now();
  t.db
    .insert(plays)
    .values({
      id: `play-${tag}`,
      userId,
      gameId: 'gefuehlsampel',
      category: 'emotional_intelligence',
      items: [],
      consumed: 'free',
      playDate: '2026-03-02',
      createdAt: now,
    })
    .run();
  t.db
    .insert(gameSessions)
    .values({
      id: `gs-${tag}`,
      userId,
      playId: `play-${tag}`,
      gameName: 'Gefühlsampel',
      gameCategory: 'emotional_intelligence',
      score: 80,
      pointsEarned: 80,
      success: true,
      completedAt: now,
    })
    .run();
  t.db.insert(dailyPlayLimits).values({ userId, gameCategory: 'emotional_intelligence', playDate: '2026-03-02', freePlaysUsed: 1 }).run();
  t.db.insert(playCredits).values({ userId, gameCategory: 'emotional_intelligence', credits: 3 }).run();
  t.db
    .insert(purchases)
    .values({
      checkoutSessionId: `cs-${tag}`,
      userId,
      kind: 'plays',
      gameCategory: 'emotional_intelligence',
      plays: 3,
      amountCents: 199,
      provider: 'test',
      status: 'fulfilled',
      createdAt: now,
    })
    .run();
  t.db
    .insert(subscriptions)
    .values({ id: `test_sub_${tag}`, userId, status: 'active', updatedAt: now })
    .run();
  t.db
    .insert(paymentRecords)
    .values({
      checkoutSessionId: `cs-${tag}`,
      userId,
      provider: 'test',
      description: '3 Spiele',
      amountCents: 199,
      currency: 'eur',
      paidAt: now,
    })
    .run();
  t.db
    .insert(emailTokens)
    .values({ id: `tok-${tag}`, userId, purpose: 'reset', tokenHash: Buffer.alloc(32), expiresAt: now + 1000, createdAt: now })
    .run();
  t.db
    .insert(outbox)
    .values({ id: `mail-${tag}`, userId, to: `${tag}@example.org`, subject: 'Hallo', text: 'x', html: 'x', createdAt: now })
    .run();
}

type Table = { name: string; userColumn: string };

/** Every table of the schema with the column that names its user. */
function userTables(t: TestApp): Table[] {
  const sqlite = t.db.$client;
  const names = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
    .pluck()
    .all() as string[];
  return names.flatMap((name) => {
    if (name === 'users') return [{ name, userColumn: 'id' }];
    const columns = sqlite.prepare(`pragma table_info("${name}")`).all() as Array<{ name: string }>;
    return columns.some((c) => c.name === 'user_id') ? [{ name, userColumn: 'user_id' }] : [];
  });
}

const countFor = (t: TestApp, table: Table, userId: string) =>
  t.db.$client.prepare(`select count(*) from "${table.name}" where "${table.userColumn}" = ?`).pluck().get(userId) as number;

describe('POST /api/account/delete', () => {
  it('removes the user’s rows from every table and leaves other users alone', async () => {
    const t = createTestApp();
    const parent = await createSignedInUser(t, { email: 'loeschen@example.org' });
    const other = await createSignedInUser(t, { email: 'bleibt@example.org' });
    seedUserData(t, parent.userId, 'a');
    seedUserData(t, other.userId, 'b');

    const tables = userTables(t);
    expect(tables.map((x) => x.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'profiles', 'plays', 'purchases']));
    for (const table of tables) {
      expect(countFor(t, table, parent.userId), `seed a row of ${table.name} in seedUserData()`).toBeGreaterThan(0);
    }

    const res = await post(t, '/account/delete', { password: parent.password }, { cookie: parent.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Dein Konto und alle deine Daten wurden gelöscht.' });
    expect(res.headers.getSetCookie().join()).toContain('Max-Age=0');

    for (const table of tables) {
      expect(countFor(t, table, parent.userId), table.name).toBe(0);
      expect(countFor(t, table, other.userId), table.name).toBeGreaterThan(0);
    }
    // The payment record the law requires stays, without the account.
    expect(t.db.select().from(paymentRecords).all()).toEqual(
      expect.arrayContaining([expect.objectContaining({ checkoutSessionId: 'cs-a', userId: null, amountCents: 199 })]),
    );
    const me = await send(t, 'GET', '/auth/me', undefined, { cookie: parent.cookie });
    expect(await me.json()).toEqual({ user: null });
    expect((await post(t, '/auth/login', { email: 'loeschen@example.org', password: parent.password })).status).toBe(401);
  });

  it('keeps deletion complete for future tables: every user_id refers to users with ON DELETE CASCADE (payment records: SET NULL)', () => {
    const t = createTestApp();
    for (const table of userTables(t).filter((x) => x.name !== 'users')) {
      const keys = t.db.$client.prepare(`pragma foreign_key_list("${table.name}")`).all() as Array<{
        table: string;
        from: string;
        on_delete: string;
      }>;
      const key = keys.find((k) => k.from === 'user_id');
      // Payment records are kept as the law requires, apart from the family's data.
      const onDelete = table.name === 'payment_records' ? 'SET NULL' : 'CASCADE';
      expect(key, `${table.name}.user_id needs a foreign key`).toMatchObject({ table: 'users', on_delete: onDelete });
    }
  });

  it('refuses a wrong password with 403 and keeps everything', async () => {
    const t = createTestApp();
    const parent = await createSignedInUser(t);
    const res = await post(t, '/account/delete', { password: 'falsch123' }, { cookie: parent.cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'wrong_password', message: 'Das Passwort ist nicht richtig.' } });
    const me = (await (await send(t, 'GET', '/auth/me', undefined, { cookie: parent.cookie })).json()) as { user: unknown };
    expect(me.user).not.toBeNull();
  });

  it('counts wrong passwords like failed logins', async () => {
    const t = createTestApp();
    const parent = await createSignedInUser(t);
    for (let i = 0; i < 10; i++) await post(t, '/account/delete', { password: `falsch${i}` }, { cookie: parent.cookie });
    const res = await post(t, '/account/delete', { password: parent.password }, { cookie: parent.cookie });
    expect(res.status).toBe(429);
  });

  it('needs a signed-in user and a password', async () => {
    const t = createTestApp();
    const visitor = await post(t, '/account/delete', { password: 'egal1234' });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: { code: 'unauthorized', message: 'Bitte melde dich an.' } });
    const parent = await createSignedInUser(t);
    expect((await post(t, '/account/delete', {}, { cookie: parent.cookie })).status).toBe(400);
  });
});

describe('GET /api/account/export', () => {
  it('downloads the user’s data as JSON without secrets', async () => {
    const t = createTestApp();
    const parent = await createSignedInUser(t, { email: 'export@example.org' });
    const other = await createSignedInUser(t);
    seedUserData(t, parent.userId, 'a');
    seedUserData(t, other.userId, 'b');
    await post(t, '/auth/change-email', { email: 'neu-export@example.org', currentPassword: parent.password }, { cookie: parent.cookie });

    const res = await send(t, 'GET', '/account/export', undefined, { cookie: parent.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ferdy-daten-2026-03-02.json"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown> & {
      account: Record<string, unknown>;
      profile: Record<string, unknown>;
      gameSessions: unknown[];
      purchases: unknown[];
      plays: unknown[];
    };
    expect(data.account).toEqual({
      id: parent.userId,
      email: 'export@example.org',
      emailVerifiedAt: '2026-03-02T09:00:00.000Z',
      parentConsentAt: '2026-03-02T09:00:00.000Z',
      createdAt: '2026-03-02T09:00:00.000Z',
      pendingEmail: 'neu-export@example.org',
    });
    expect(data.profile).toMatchObject({ displayName: 'export', totalPoints: 0 });
    expect(data.gameSessions).toEqual([expect.objectContaining({ id: 'gs-a', gameName: 'Gefühlsampel', score: 80 })]);
    expect(data.purchases).toEqual([expect.objectContaining({ checkoutSessionId: 'cs-a', amountCents: 199 })]);
    expect(data.plays).toEqual([expect.objectContaining({ id: 'play-a', gameId: 'gefuehlsampel' })]);
    expect(data).toHaveProperty('playCredits');
    expect(data).toHaveProperty('dailyPlayLimits');
    expect(data).toHaveProperty('subscriptions');
    expect(text).not.toContain('-b"');
    expect(text).not.toMatch(/argon2|passwordHash|secretHash|tokenHash/);
  });

  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await send(t, 'GET', '/account/export')).status).toBe(401);
  });

  it('is still reachable with a fresh login after a password change (sanity of the session cookie)', async () => {
    const t = createTestApp();
    const parent = await createSignedInUser(t);
    const res = await post(
      t,
      '/auth/change-password',
      { currentPassword: parent.password, newPassword: 'Tasse-Wolke-Fahrrad', confirmPassword: 'Tasse-Wolke-Fahrrad' },
      { cookie: parent.cookie },
    );
    const cookie = sessionCookie(res);
    expect((await send(t, 'GET', '/account/export', undefined, { cookie })).status).toBe(200);
  });
});
