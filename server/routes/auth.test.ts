import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, profiles, sessions, users } from '../db/schema.ts';
import { mailsTo, post, send, sessionCookie, signUpConfirmed, tokenFromMail } from '../testing/auth-requests.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSignedInUser } from '../testing/test-users.ts';
import { loginFailuresPerAddress, mailsPerAddressPerHour } from '../auth/limits.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Body = { ok?: boolean; message?: string; error?: { code: string; message: string }; user?: Record<string, unknown> | null };
const json = async (res: Response) => (await res.json()) as Body;
const me = async (t: ReturnType<typeof createTestApp>, cookie: string | null) =>
  (await json(await send(t, 'GET', '/auth/me', undefined, { cookie }))).user;

/** `count` logins with a wrong password from `ip`, eight at a time (each one is a real hash check); their statuses in order. */
async function failLogins(t: ReturnType<typeof createTestApp>, count: number, email: (i: number) => string, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, k) =>
      post(t, '/auth/login', { email: email(start + k), password: 'falsch-123' }, { ip }),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.status));
  }
  return statuses;
}

describe('sign-up and e-mail confirmation', () => {
  it('creates an unconfirmed account, mails the parent a link and answers 201', async () => {
    const t = createTestApp();
    const res = await post(t, '/auth/signup', { email: '  Mama.Fuchs@Example.org ', password: 'Fuchsbau-123', parentConsent: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, message: 'Registrierung erfolgreich! Bitte bestätige deine E-Mail.' });
    expect(sessionCookie(res)).toBeNull();

    const user = t.db.select().from(users).get()!;
    expect(user.email).toBe('mama.fuchs@example.org');
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(t.db.select().from(profiles).get()?.displayName).toBe('mama.fuchs');

    const [mail] = await mailsTo(t, 'mama.fuchs@example.org');
    expect(mail?.subject).toBe('Bitte bestätigen Sie die Anmeldung bei Ferdy');
    expect(mail?.userId).toBe(user.id);
    expect(mail?.text).toMatch(/http:\/\/localhost\/auth\?verify=[a-z2-7]{24}\.[a-z2-7]{32}/);
    expect(mail?.html).toContain('href="http://localhost/auth?verify=');
  });

  it('uses PUBLIC_URL for mail links when it is set', async () => {
    const t = createTestApp({ config: { publicUrl: 'https://ferdy.example' } });
    await post(t, '/auth/signup', { email: 'a@example.org', password: 'Fuchsbau-123', parentConsent: true });
    expect((await mailsTo(t, 'a@example.org'))[0]?.text).toContain('https://ferdy.example/auth?verify=');
  });

  it('confirms with the link, signs the parent in and refuses the link a second time', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'papa@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const token = await tokenFromMail(t, 'papa@example.org', 'verify');

    const res = await post(t, '/auth/verify-email', { token });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.ok).toBe(true);
    expect(body.message).toBeTruthy();
    const cookie = sessionCookie(res);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(await me(t, cookie)).toEqual({
      id: expect.any(String),
      email: 'papa@example.org',
      displayName: 'papa',
      emailVerified: true,
      pendingEmail: null,
    });

    const again = await post(t, '/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect((await json(again)).error?.code).toBe('invalid_token');
  });

  it('refuses an expired, forged or malformed confirmation link', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'oma@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const token = await tokenFromMail(t, 'oma@example.org', 'verify');
    const [id] = token.split('.');
    for (const bad of [`${id}.${'a'.repeat(32)}`, 'kaputt', `${token}x`, '']) {
      const res = await post(t, '/auth/verify-email', { token: bad });
      expect(res.status, bad).toBe(400);
    }
    t.advance(24 * hour + 1);
    const res = await post(t, '/auth/verify-email', { token });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error?.code).toBe('invalid_token');
    expect(body.error?.message).toMatch(/ungültig, abgelaufen/);
  });

  it('answers a sign-up for a registered address exactly like a new one and mails the owner instead', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'vorhanden@example.org', 'Fuchsbau-123');

    const known = await post(t, '/auth/signup', { email: 'vorhanden@example.org', password: 'anderes-passwort', parentConsent: true });
    const unknown = await post(t, '/auth/signup', { email: 'neu@example.org', password: 'anderes-passwort', parentConsent: true });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()]).toEqual([...unknown.headers.keys()]);

    const [mail] = await mailsTo(t, 'vorhanden@example.org');
    expect(mail?.subject).toBe('Sie haben bereits ein Ferdy-Konto');
    expect(mail?.text).toContain('http://localhost/auth');
    expect(mail?.text).toContain('Passwort vergessen?');
    expect(t.db.select().from(users).where(eq(users.email, 'vorhanden@example.org')).all()).toHaveLength(1);
    // The registered password still works; the sign-up changed nothing.
    expect((await post(t, '/auth/login', { email: 'vorhanden@example.org', password: 'Fuchsbau-123' })).status).toBe(200);
  });

  it('sends a new link when an unconfirmed address signs up again and changes nothing else', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'zweimal@example.org', password: 'Erstes-Passwort-1', parentConsent: true });
    const hashBefore = t.db.select().from(users).get()!.passwordHash;
    const first = await tokenFromMail(t, 'zweimal@example.org', 'verify');
    const again = await post(t, '/auth/signup', { email: 'zweimal@example.org', password: 'Fremdes-Passwort-2', parentConsent: true });
    expect(again.status).toBe(201);
    const second = await tokenFromMail(t, 'zweimal@example.org', 'verify');
    expect(second).not.toBe(first);
    // A stranger's second sign-up must not set the password of the account the parent confirms.
    expect(t.db.select().from(users).get()!.passwordHash).toBe(hashBefore);
    expect((await post(t, '/auth/verify-email', { token: first })).status).toBe(400);
    expect((await post(t, '/auth/verify-email', { token: second })).status).toBe(200);
    expect((await post(t, '/auth/login', { email: 'zweimal@example.org', password: 'Fremdes-Passwort-2' })).status).toBe(401);
    expect((await post(t, '/auth/login', { email: 'zweimal@example.org', password: 'Erstes-Passwort-1' })).status).toBe(200);
  });

  it('resends the confirmation with the same answer for every address', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'offen@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const first = await tokenFromMail(t, 'offen@example.org', 'verify');
    await signUpConfirmed(t, 'fertig@example.org', 'Fuchsbau-123');
    const before = (await mailsTo(t, 'fertig@example.org')).length;

    const answers = [];
    for (const email of ['offen@example.org', 'fertig@example.org', 'niemand@example.org']) {
      const res = await post(t, '/auth/resend-verification', { email });
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^200 /);
    expect((await mailsTo(t, 'fertig@example.org')).length).toBe(before);
    expect(await mailsTo(t, 'niemand@example.org')).toHaveLength(0);
    const second = await tokenFromMail(t, 'offen@example.org', 'verify');
    expect(second).not.toBe(first);
    expect((await post(t, '/auth/verify-email', { token: first })).status).toBe(400);
    expect((await post(t, '/auth/verify-email', { token: second })).status).toBe(200);
  });

  it('asks for a password of 8 to 128 characters and a valid e-mail', async () => {
    const t = createTestApp();
    const short = await post(t, '/auth/signup', { email: 'k@example.org', password: '1234567', parentConsent: true });
    expect(short.status).toBe(400);
    expect((await json(short)).error).toEqual({
      code: 'weak_password',
      message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    const long = await post(t, '/auth/signup', { email: 'k@example.org', password: 'x'.repeat(129), parentConsent: true });
    expect((await json(long)).error?.code).toBe('weak_password');
    const badEmail = await post(t, '/auth/signup', { email: 'kein-at-zeichen', password: 'Fuchsbau-123', parentConsent: true });
    expect(badEmail.status).toBe(400);
    expect((await json(badEmail)).error).toEqual({
      code: 'invalid_input',
      message: 'Ungültige Eingabe im Feld „email“: Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    const missing = await post(t, '/auth/signup', { email: 'k@example.org', parentConsent: true });
    expect((await json(missing)).error?.code).toBe('invalid_input');
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });
});

describe('login and logout', () => {
  it('signs in with a new session each time and reports the user', async () => {
    const t = createTestApp();
    const firstCookie = await signUpConfirmed(t, 'kind@example.org', 'Fuchsbau-123');
    const res = await post(t, '/auth/login', { email: 'KIND@example.org', password: 'Fuchsbau-123' });
    expect(res.status).toBe(200);
    expect((await json(res)).user).toMatchObject({ email: 'kind@example.org', displayName: 'kind', emailVerified: true });
    const cookie = sessionCookie(res);
    expect(cookie).not.toBeNull();
    expect(cookie).not.toBe(firstCookie);
    expect(cookie).toMatch(/^ferdy_session=[a-z2-7]{24}\.[a-z2-7]{32}$/);
    expect((await me(t, cookie))?.email).toBe('kind@example.org');
  });

  it('ends the browser’s previous session when it signs in again', async () => {
    const t = createTestApp();
    const old = await signUpConfirmed(t, 'wechsel@example.org', 'Fuchsbau-123');
    const res = await post(t, '/auth/login', { email: 'wechsel@example.org', password: 'Fuchsbau-123' }, { cookie: old });
    expect(res.status).toBe(200);
    expect(await me(t, old)).toBeNull();
    expect(t.db.select().from(sessions).all()).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'echt@example.org', 'Fuchsbau-123');
    const wrong = await post(t, '/auth/login', { email: 'echt@example.org', password: 'falsch123' });
    const unknown = await post(t, '/auth/login', { email: 'unbekannt@example.org', password: 'falsch123' });
    expect(wrong.status).toBe(401);
    const body = await wrong.text();
    expect(JSON.parse(body)).toEqual({ error: { code: 'invalid_credentials', message: 'E-Mail oder Passwort ist falsch.' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toBe(body);
    expect(sessionCookie(wrong)).toBeNull();
  });

  it('refuses an unconfirmed account only after a correct password', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'wartet@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const wrong = await post(t, '/auth/login', { email: 'wartet@example.org', password: 'falsch123' });
    expect(wrong.status).toBe(401);
    const right = await post(t, '/auth/login', { email: 'wartet@example.org', password: 'Fuchsbau-123' });
    expect(right.status).toBe(403);
    expect((await json(right)).error).toEqual({
      code: 'email_not_confirmed',
      message: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.',
    });
    expect(sessionCookie(right)).toBeNull();
    // The link from sign-up still works, so no second mail went out.
    expect(await mailsTo(t, 'wartet@example.org')).toHaveLength(1);
  });

  it('sends a fresh confirmation link at login when the old one expired', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'spaet@example.org', password: 'Fuchsbau-123', parentConsent: true });
    t.advance(2 * day);
    const res = await post(t, '/auth/login', { email: 'spaet@example.org', password: 'Fuchsbau-123' });
    expect(res.status).toBe(403);
    expect(await mailsTo(t, 'spaet@example.org')).toHaveLength(2);
    const token = await tokenFromMail(t, 'spaet@example.org', 'verify');
    expect((await post(t, '/auth/verify-email', { token })).status).toBe(200);
  });

  it('logs out: the session row is gone and the cookie is cleared', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'tschuess@example.org', 'Fuchsbau-123');
    const res = await post(t, '/auth/logout', undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Erfolgreich abgemeldet!' });
    expect(res.headers.getSetCookie().join()).toMatch(/ferdy_session=;.*Max-Age=0/);
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
    expect(await me(t, cookie)).toBeNull();
  });

  it('answers /me with user null for visitors and clears a cookie it does not know', async () => {
    const t = createTestApp();
    expect(await me(t, null)).toBeNull();
    const res = await send(t, 'GET', '/auth/me', undefined, { cookie: 'ferdy_session=abc.def' });
    expect(await res.json()).toEqual({ user: null });
    expect(res.headers.getSetCookie().join()).toContain('Max-Age=0');
  });

  it('sets the Secure flag on the cookie in production', async () => {
    const t = createTestApp({ config: { env: 'production' } });
    await post(t, '/auth/signup', { email: 'prod@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const token = await tokenFromMail(t, 'prod@example.org', 'verify');
    const res = await post(t, '/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/ferdy_session=.*Secure/);
  });
});

describe('sessions', () => {
  it('slide: used after half their life they last 30 days again; unused they expire', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'gleit@example.org', 'Fuchsbau-123');
    const started = t.deps.now();
    const expiry = () => t.db.select().from(sessions).get()!.expiresAt;
    expect(expiry()).toBe(started + 30 * day);

    t.advance(10 * day);
    const early = await send(t, 'GET', '/auth/me', undefined, { cookie });
    expect((await json(early)).user).not.toBeNull();
    expect(early.headers.getSetCookie()).toHaveLength(0);
    expect(expiry()).toBe(started + 30 * day);

    t.advance(6 * day);
    const late = await send(t, 'GET', '/auth/me', undefined, { cookie });
    expect((await json(late)).user).not.toBeNull();
    expect(sessionCookie(late)).toBe(cookie);
    expect(expiry()).toBe(started + 46 * day);

    t.advance(30 * day);
    expect(await me(t, cookie)).toBeNull();
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
  });

  it('store only a SHA-256 of the secret: the database holds no token, session or mail link', async () => {
    const t = createTestApp();
    const secrets: string[] = [];
    const cookie = await signUpConfirmed(t, 'geheim@example.org', 'Fuchsbau-123');
    secrets.push(cookie.split('=')[1]!);
    await post(t, '/auth/request-reset', { email: 'geheim@example.org' });
    secrets.push(await tokenFromMail(t, 'geheim@example.org', 'reset'));
    await post(t, '/auth/change-email', { email: 'neu-geheim@example.org', currentPassword: 'Fuchsbau-123' }, { cookie });
    secrets.push(await tokenFromMail(t, 'neu-geheim@example.org', 'email-change'));
    const login = await post(t, '/auth/login', { email: 'geheim@example.org', password: 'Fuchsbau-123' });
    secrets.push(sessionCookie(login)!.split('=')[1]!);

    const sqlite = t.db.$client;
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name <> 'outbox'").pluck().all() as string[];
    const dump = tables
      .map((table) =>
        JSON.stringify(sqlite.prepare(`select * from "${table}"`).all(), (_k, v: unknown) =>
          Buffer.isBuffer(v) ? v.toString('hex') + v.toString('latin1') : v,
        ),
      )
      .join('\n');
    for (const token of secrets) {
      const [, secret] = token.split('.');
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(Buffer.from(secret!).toString('hex'));
    }
    expect(t.db.select().from(emailTokens).all().length).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'bekannt@example.org', 'Fuchsbau-123');
    const known = await post(t, '/auth/request-reset', { email: 'bekannt@example.org' });
    const unknown = await post(t, '/auth/request-reset', { email: 'fremd@example.org' });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ ok: true, message: 'Passwort-Reset-E-Mail wurde versendet!' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, message: 'Passwort-Reset-E-Mail wurde versendet!' });
    expect([...known.headers.keys()]).toEqual([...unknown.headers.keys()]);
    expect(await mailsTo(t, 'fremd@example.org')).toHaveLength(0);
    const [mail] = await mailsTo(t, 'bekannt@example.org');
    expect(mail?.subject).toBe('Neues Passwort für Ferdy');
    expect(mail?.text).toMatch(/http:\/\/localhost\/auth\?reset=[a-z2-7]{24}\.[a-z2-7]{32}/);
  });

  it('sets the new password once, drops every session, and the old password stops working', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'vergesslich@example.org', 'altes-pw1');
    const other = sessionCookie(await post(t, '/auth/login', { email: 'vergesslich@example.org', password: 'altes-pw1' }));
    await post(t, '/auth/request-reset', { email: 'vergesslich@example.org' });
    const token = await tokenFromMail(t, 'vergesslich@example.org', 'reset');

    const res = await post(t, '/auth/reset-password', { token, password: 'neues-pw12' });
    expect(res.status).toBe(200);
    expect((await json(res)).ok).toBe(true);
    expect(await me(t, cookie)).toBeNull();
    expect(await me(t, other)).toBeNull();
    expect(t.db.select().from(sessions).all()).toHaveLength(0);

    expect((await post(t, '/auth/login', { email: 'vergesslich@example.org', password: 'altes-pw1' })).status).toBe(401);
    expect((await post(t, '/auth/login', { email: 'vergesslich@example.org', password: 'neues-pw12' })).status).toBe(200);
    const reuse = await post(t, '/auth/reset-password', { token, password: 'drittes-pw1' });
    expect(reuse.status).toBe(400);
    expect((await json(reuse)).error?.code).toBe('invalid_token');
  });

  it('keeps the link usable after a too-short password, expires it after an hour, and a newer link voids it', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'reset@example.org', 'Fuchsbau-123');
    await post(t, '/auth/request-reset', { email: 'reset@example.org' });
    const first = await tokenFromMail(t, 'reset@example.org', 'reset');

    const weak = await post(t, '/auth/reset-password', { token: first, password: 'kurz' });
    expect(weak.status).toBe(400);
    expect((await json(weak)).error?.code).toBe('weak_password');

    await post(t, '/auth/request-reset', { email: 'reset@example.org' });
    const second = await tokenFromMail(t, 'reset@example.org', 'reset');
    expect((await post(t, '/auth/reset-password', { token: first, password: 'neues-pw12' })).status).toBe(400);

    t.advance(hour + 1);
    expect((await post(t, '/auth/reset-password', { token: second, password: 'neues-pw12' })).status).toBe(400);
    expect((await post(t, '/auth/login', { email: 'reset@example.org', password: 'Fuchsbau-123' })).status).toBe(200);
  });

  it('confirms the address of an unconfirmed account: the link reached its mailbox', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'nie-bestaetigt@example.org', password: 'Fuchsbau-123', parentConsent: true });
    await post(t, '/auth/request-reset', { email: 'nie-bestaetigt@example.org' });
    const token = await tokenFromMail(t, 'nie-bestaetigt@example.org', 'reset');
    expect((await post(t, '/auth/reset-password', { token, password: 'neues-pw12' })).status).toBe(200);
    expect((await post(t, '/auth/login', { email: 'nie-bestaetigt@example.org', password: 'neues-pw12' })).status).toBe(200);
  });

  it('does not accept a confirmation link as a reset link', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'zweck@example.org', password: 'Fuchsbau-123', parentConsent: true });
    const token = await tokenFromMail(t, 'zweck@example.org', 'verify');
    expect((await post(t, '/auth/reset-password', { token, password: 'neues-pw12' })).status).toBe(400);
  });
});

describe('profile: display name', () => {
  it('updates the trimmed name and keeps it as plain text', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'name@example.org', 'Fuchsbau-123');
    const res = await send(t, 'PATCH', '/auth/me', { displayName: '  <b>Lina</b> & Co ' }, { cookie });
    expect(res.status).toBe(200);
    expect((await json(res)).user?.displayName).toBe('<b>Lina</b> & Co');
    expect((await me(t, cookie))?.displayName).toBe('<b>Lina</b> & Co');
  });

  it('refuses an empty, too long or control-character name and visitors', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'name2@example.org', 'Fuchsbau-123');
    for (const displayName of ['   ', 'x'.repeat(41), 'Zeile\nUmbruch', 42]) {
      const res = await send(t, 'PATCH', '/auth/me', { displayName }, { cookie });
      expect(res.status, String(displayName)).toBe(400);
      expect((await json(res)).error?.code).toBe('invalid_input');
    }
    expect((await send(t, 'PATCH', '/auth/me', { displayName: 'x'.repeat(40) }, { cookie })).status).toBe(200);
    const visitor = await send(t, 'PATCH', '/auth/me', { displayName: 'Gast' });
    expect(visitor.status).toBe(401);
    expect((await json(visitor)).error).toEqual({ code: 'unauthorized', message: 'Bitte melde dich an.' });
  });
});

describe('change e-mail', () => {
  it('keeps the old address until the new one is confirmed', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'alt@example.org', 'Fuchsbau-123');
    const res = await post(t, '/auth/change-email', { email: 'Neu@Example.org', currentPassword: 'Fuchsbau-123' }, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message: 'Bestätigungs-E-Mail gesendet. Bitte überprüfe dein E-Mail-Postfach.',
    });
    expect(await me(t, cookie)).toMatchObject({ email: 'alt@example.org', pendingEmail: 'neu@example.org' });
    expect((await post(t, '/auth/login', { email: 'alt@example.org', password: 'Fuchsbau-123' })).status).toBe(200);

    const token = await tokenFromMail(t, 'neu@example.org', 'email-change');
    const confirm = await post(t, '/auth/confirm-email-change', { token });
    expect(confirm.status).toBe(200);
    expect((await json(confirm)).ok).toBe(true);
    expect(await me(t, cookie)).toMatchObject({ email: 'neu@example.org', pendingEmail: null, emailVerified: true });
    expect((await post(t, '/auth/login', { email: 'alt@example.org', password: 'Fuchsbau-123' })).status).toBe(401);
    expect((await post(t, '/auth/login', { email: 'neu@example.org', password: 'Fuchsbau-123' })).status).toBe(200);
    expect((await post(t, '/auth/confirm-email-change', { token })).status).toBe(400);
  });

  it('answers 409 when the address was taken in the meantime', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'erste@example.org', 'Fuchsbau-123');
    await post(t, '/auth/change-email', { email: 'begehrt@example.org', currentPassword: 'Fuchsbau-123' }, { cookie });
    const token = await tokenFromMail(t, 'begehrt@example.org', 'email-change');
    await signUpConfirmed(t, 'begehrt@example.org', 'Fuchsbau-123');
    const res = await post(t, '/auth/confirm-email-change', { token });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.error?.code).toBe('email_taken');
    expect(body.error?.message).toMatch(/anderen Konto/);
    expect((await me(t, cookie))?.email).toBe('erste@example.org');
  });

  it('expires after 24 hours, refuses the current address and visitors', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'bleibt@example.org', 'Fuchsbau-123');
    const same = await post(t, '/auth/change-email', { email: 'bleibt@example.org', currentPassword: 'Fuchsbau-123' }, { cookie });
    expect(same.status).toBe(400);
    expect((await json(same)).error?.code).toBe('same_email');
    expect((await post(t, '/auth/change-email', { email: 'x@example.org', currentPassword: 'Fuchsbau-123' })).status).toBe(401);

    await post(t, '/auth/change-email', { email: 'spaeter@example.org', currentPassword: 'Fuchsbau-123' }, { cookie });
    const token = await tokenFromMail(t, 'spaeter@example.org', 'email-change');
    t.advance(24 * hour + 1);
    expect((await me(t, cookie))?.pendingEmail).toBeNull();
    expect((await post(t, '/auth/confirm-email-change', { token })).status).toBe(400);
  });
});

describe('change password', () => {
  it('checks the password rule with German messages', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'pw@example.org', 'Fuchsbau-123');
    const change = (body: Record<string, string>, withCookie = true) =>
      post(t, '/auth/change-password', { currentPassword: 'Fuchsbau-123', ...body }, withCookie ? { cookie } : {});
    const mismatch = await change({ newPassword: 'Tasse-Wolke-1', confirmPassword: 'Tasse-Wolke-2' });
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).error?.message).toBe('Passwörter stimmen nicht überein');
    const short = await change({ newPassword: 'abcdef', confirmPassword: 'abcdef' });
    expect(short.status).toBe(400);
    expect((await json(short)).error?.message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect((await change({ newPassword: 'Tasse-Wolke-1', confirmPassword: 'Tasse-Wolke-1' }, false)).status).toBe(401);
  });

  it('changes it, drops every other session and gives this browser a fresh one', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'wechsel-pw@example.org', 'Fuchsbau-123');
    const other = sessionCookie(await post(t, '/auth/login', { email: 'wechsel-pw@example.org', password: 'Fuchsbau-123' }));
    const res = await post(
      t,
      '/auth/change-password',
      { currentPassword: 'Fuchsbau-123', newPassword: 'Tasse-Wolke-Fahrrad', confirmPassword: 'Tasse-Wolke-Fahrrad' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'Passwort erfolgreich geändert' });
    const fresh = sessionCookie(res);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(cookie);
    expect(await me(t, other)).toBeNull();
    expect(await me(t, cookie)).toBeNull();
    expect((await me(t, fresh))?.email).toBe('wechsel-pw@example.org');
    expect(t.db.select().from(sessions).all()).toHaveLength(1);
    expect((await post(t, '/auth/login', { email: 'wechsel-pw@example.org', password: 'Fuchsbau-123' })).status).toBe(401);
    expect((await post(t, '/auth/login', { email: 'wechsel-pw@example.org', password: 'Tasse-Wolke-Fahrrad' })).status).toBe(200);
    // The owner hears of it at the account's address.
    expect((await mailsTo(t, 'wechsel-pw@example.org')).map((m) => m.subject)).toContain('Ihr Ferdy-Passwort wurde geändert');
  });
});

describe('throttling', () => {
  it('locks an account for one address after 10 failed logins from it, even for the right password', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'ziel@example.org', 'Fuchsbau-123');
    for (let i = 0; i < 10; i++) {
      const res = await post(t, '/auth/login', { email: 'ziel@example.org', password: `falsch-${i}` }, { ip: '198.51.100.1' });
      expect(res.status).toBe(401);
    }
    const locked = await post(t, '/auth/login', { email: 'ziel@example.org', password: 'Fuchsbau-123' }, { ip: '198.51.100.1' });
    expect(locked.status).toBe(429);
    const body = await json(locked);
    expect(body.error?.code).toBe('too_many_requests');
    expect(body.error?.message).toMatch(/Zu viele Versuche/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Unknown accounts are throttled alike, so a 429 tells nothing about who is registered.
    for (let i = 0; i < 10; i++) await post(t, '/auth/login', { email: 'gibtsnicht@example.org', password: 'x' }, { ip: '198.51.100.1' });
    expect((await post(t, '/auth/login', { email: 'gibtsnicht@example.org', password: 'x' }, { ip: '198.51.100.1' })).status).toBe(429);

    t.advance(15 * minute);
    expect((await post(t, '/auth/login', { email: 'ziel@example.org', password: 'Fuchsbau-123' }, { ip: '198.51.100.1' })).status).toBe(
      200,
    );
  });

  it('does not let a stranger lock the parent out of their own device (failures count per account and address)', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'familie@example.org', 'Fuchsbau-123');
    for (let i = 0; i < 25; i++) {
      await post(t, '/auth/login', { email: 'familie@example.org', password: `geraten-${i}` }, { ip: '203.0.113.50' });
    }
    expect((await post(t, '/auth/login', { email: 'familie@example.org', password: 'Fuchsbau-123' }, { ip: '198.51.100.20' })).status).toBe(
      200,
    );
  });

  it('keeps a ceiling per account for guesses spread over many addresses', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'verteilt@example.org', 'Fuchsbau-123');
    for (let i = 0; i < 100; i++) {
      const res = await post(t, '/auth/login', { email: 'verteilt@example.org', password: `geraten-${i}` }, { ip: `198.51.100.${i}` });
      expect(res.status).toBe(401);
    }
    expect((await post(t, '/auth/login', { email: 'verteilt@example.org', password: 'Fuchsbau-123' }, { ip: '192.0.2.77' })).status).toBe(
      429,
    );
    t.advance(60 * minute);
    expect((await post(t, '/auth/login', { email: 'verteilt@example.org', password: 'Fuchsbau-123' }, { ip: '192.0.2.77' })).status).toBe(
      200,
    );
  });

  it('evaluates no more guesses than the budget under a burst of parallel logins', async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'burst@example.org', 'Fuchsbau-123');
    // 29 wrong guesses and the right one, all at once from one address: only 10 may be evaluated.
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 29 ? 'Fuchsbau-123' : `geraten-${i}`));
    const answers = await Promise.all(
      guesses.map((password) => post(t, '/auth/login', { email: 'burst@example.org', password }, { ip: '203.0.113.9' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401 || s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(statuses[29]).toBe(429);
  });

  it(`limits failed logins per IP across accounts at ${loginFailuresPerAddress} (a class behind one address); other IPs are not affected`, async () => {
    const t = createTestApp();
    await signUpConfirmed(t, 'opfer@example.org', 'Fuchsbau-123');
    // 30 families of one class, each mistyping up to its own per-device budget of 10, all from one address.
    expect(loginFailuresPerAddress).toBeGreaterThanOrEqual(30 * 10);
    const statuses = await failLogins(t, loginFailuresPerAddress, (i) => `konto${i % 30}-${Math.floor(i / 30)}@example.org`, '203.0.113.7');
    expect(statuses).toEqual(Array(loginFailuresPerAddress).fill(401));
    expect((await post(t, '/auth/login', { email: 'opfer@example.org', password: 'Fuchsbau-123' }, { ip: '203.0.113.7' })).status).toBe(
      429,
    );
    expect((await post(t, '/auth/login', { email: 'opfer@example.org', password: 'Fuchsbau-123' }, { ip: '203.0.113.8' })).status).toBe(
      200,
    );
  }, 120_000);

  it('does not lock out the rest of a class behind one address when every family mistypes', async () => {
    const t = createTestApp();
    const families = Array.from({ length: 30 }, (_, i) => `klasse-${i}@example.org`);
    for (const email of families) await signUpConfirmed(t, email, 'Fuchsbau-123');
    // Each family mistypes three times, then signs in: all from the school's one address.
    const failures = await failLogins(t, families.length * 3, (i) => families[i % families.length]!, '198.51.100.30');
    expect(failures.every((s) => s === 401)).toBe(true);
    for (const email of families) {
      expect((await post(t, '/auth/login', { email, password: 'Fuchsbau-123' }, { ip: '198.51.100.30' })).status, email).toBe(200);
    }
  }, 120_000);

  it('does not limit this machine itself per IP outside production (the browser tests sign up a lot)', async () => {
    const t = createTestApp();
    await failLogins(t, loginFailuresPerAddress + 1, (i) => `lokal${i}@example.org`, '127.0.0.1');
    expect((await post(t, '/auth/login', { email: 'lokal-x@example.org', password: '123456' }, { ip: '127.0.0.1' })).status).toBe(401);
    const prod = createTestApp({ config: { env: 'production' } });
    await failLogins(prod, loginFailuresPerAddress, (i) => `lokal${i}@example.org`, '127.0.0.1');
    expect((await post(prod, '/auth/login', { email: 'lokal-x@example.org', password: '123456' }, { ip: '127.0.0.1' })).status).toBe(429);
  }, 120_000);

  it('limits mails per address on every mail-sending endpoint', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'post@example.org', 'Fuchsbau-123');
    // The sign-up mail was the first of three.
    for (let i = 0; i < 2; i++) expect((await post(t, '/auth/request-reset', { email: 'post@example.org' })).status).toBe(200);
    const limited = await post(t, '/auth/request-reset', { email: 'post@example.org' });
    expect(limited.status).toBe(429);
    expect((await json(limited)).error?.message).toMatch(/zu viele E-Mails/);
    expect(await mailsTo(t, 'post@example.org')).toHaveLength(3);
    // Same counter for other endpoints mailing that address, unknown addresses included.
    expect((await post(t, '/auth/resend-verification', { email: 'post@example.org' })).status).toBe(429);
    for (let i = 0; i < 3; i++) await post(t, '/auth/signup', { email: 'flut@example.org', password: 'Fuchsbau-123', parentConsent: true });
    expect((await post(t, '/auth/signup', { email: 'flut@example.org', password: 'Fuchsbau-123', parentConsent: true })).status).toBe(429);
    for (let i = 0; i < 3; i++)
      await post(t, '/auth/change-email', { email: `ziel${i}@example.org`, currentPassword: 'Fuchsbau-123' }, { cookie });
    expect((await post(t, '/auth/change-email', { email: 'ziel9@example.org', currentPassword: 'Fuchsbau-123' }, { cookie })).status).toBe(
      429,
    );

    t.advance(15 * minute);
    expect((await post(t, '/auth/request-reset', { email: 'post@example.org' })).status).toBe(200);
  });

  it(`limits mails per IP across addresses at ${mailsPerAddressPerHour} an hour (two classes signing up on one school network)`, async () => {
    const t = createTestApp();
    expect(mailsPerAddressPerHour).toBeGreaterThanOrEqual(2 * 30 * 2);
    for (let i = 0; i < mailsPerAddressPerHour; i++) {
      expect((await post(t, '/auth/request-reset', { email: `adresse${i}@example.org` }, { ip: '192.0.2.1' })).status).toBe(200);
    }
    expect((await post(t, '/auth/request-reset', { email: 'noch-eine@example.org' }, { ip: '192.0.2.1' })).status).toBe(429);
    expect((await post(t, '/auth/request-reset', { email: 'noch-eine@example.org' }, { ip: '192.0.2.2' })).status).toBe(200);
    t.advance(60 * minute);
    expect((await post(t, '/auth/request-reset', { email: 'noch-eine@example.org' }, { ip: '192.0.2.1' })).status).toBe(200);
  }, 60_000);
});

describe('cross-site requests', () => {
  const endpoints = [
    '/auth/signup',
    '/auth/verify-email',
    '/auth/resend-verification',
    '/auth/login',
    '/auth/logout',
    '/auth/request-reset',
    '/auth/reset-password',
    '/auth/change-email',
    '/auth/confirm-email-change',
    '/auth/change-password',
    '/account/delete',
  ];

  it('are refused with 403 on every state-changing endpoint, also with a valid session', async () => {
    const t = createTestApp();
    const { cookie } = await createSignedInUser(t);
    for (const path of endpoints) {
      for (const origin of ['https://evil.example', null]) {
        const res = await post(t, path, { email: 'a@example.org', password: 'Fuchsbau-123' }, { cookie, origin });
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect((await json(res)).error?.code).toBe('forbidden_origin');
      }
    }
    const patch = await send(t, 'PATCH', '/auth/me', { displayName: 'Hacker' }, { cookie, origin: 'https://evil.example' });
    expect(patch.status).toBe(403);
    expect(t.db.select().from(users).all()).toHaveLength(1);
    expect(t.db.select().from(sessions).all()).toHaveLength(1);
  });
});

describe('shared helpers for other routes', () => {
  it('createSignedInUser gives a session the middleware accepts', async () => {
    const t = createTestApp();
    const { cookie, email } = await createSignedInUser(t, { email: 'helfer@example.org' });
    expect((await me(t, cookie))?.email).toBe(email);
  });
});
