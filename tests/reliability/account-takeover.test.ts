import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { mailsTo, post, send, sessionCookie, signUpConfirmed, tokenFromMail } from '../../server/testing/auth-requests.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { testOperatorEnv } from '../../server/testing/operator-env.ts';

// Attacks on accounts that once worked against Ferdy: each test replays one and shows it fails.

type Body = { ok?: boolean; message?: string; resetToken?: string; error?: { code: string; message: string } };
const json = async (res: Response) => (await res.json()) as Body;
const password = 'Fuchsbau-123';

describe('reset links cannot be pointed at an attacker’s host', () => {
  it('refuses an Origin that only equals the forged Host header', async () => {
    const t = createTestApp({ config: { publicUrl: 'https://ferdy.example' } });
    await signUpConfirmed(t, 'opfer@example.org', password);
    const forged = await t.app.request('http://evil.example/api/auth/request-reset', {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'opfer@example.org' }),
    });
    expect(forged.status).toBe(403);
    expect((await json(forged)).error?.code).toBe('forbidden_origin');
    expect((await mailsTo(t, 'opfer@example.org')).some((m) => m.text.includes('?reset='))).toBe(false);
  });

  it('builds mail links from the configured origin whatever Host the request names', async () => {
    // The default configuration: the public origin is this machine's.
    const t = createTestApp();
    await signUpConfirmed(t, 'opfer@example.org', password);
    const res = await t.app.request('http://evil.example/api/auth/request-reset', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json', host: 'evil.example' },
      body: JSON.stringify({ email: 'opfer@example.org' }),
    });
    expect(res.status).toBe(200);
    const mail = (await mailsTo(t, 'opfer@example.org')).find((m) => m.text.includes('?reset='))!;
    expect(mail.text).toContain('http://localhost/auth?reset=');
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('refuses to start in production without PUBLIC_URL, and defaults to this machine elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ferdy.example/', ...testOperatorEnv }).publicUrl).toBe(
      'https://ferdy.example',
    );
    const dev = loadConfig({ PORT: '4321' });
    expect(dev.publicUrl).toBe('http://localhost:4321');
    // Outside production the server listens on loopback unless HOST says otherwise.
    expect(dev.host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ferdy.example', ...testOperatorEnv }).host).toBe('0.0.0.0');
  });
});

describe('a child holding a signed-in session cannot take over the account', () => {
  it('cannot set a new password without the current one', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    const newPassword = { newPassword: 'Kinder-Hack-2026', confirmPassword: 'Kinder-Hack-2026' };
    const missing = await post(t, '/auth/change-password', newPassword, { cookie });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error?.message).toContain('Bitte geben Sie Ihr aktuelles Passwort ein.');
    const wrong = await post(t, '/auth/change-password', { ...newPassword, currentPassword: 'geraten-1' }, { cookie });
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).error?.message).toBe('Das aktuelle Passwort ist nicht richtig.');
    // The parental gate still wants the parent's password, not the child's new one.
    const gate = await post(
      t,
      '/payments/checkout',
      { gameCategory: 'premium_subscription', immediateStartConsent: true, password: 'Kinder-Hack-2026' },
      { cookie },
    );
    expect(gate.status).toBe(403);
    expect((await post(t, '/auth/login', { email: 'eltern@example.org', password })).status).toBe(200);
  });

  it('cannot move the account to another address without the current password', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    expect((await post(t, '/auth/change-email', { email: 'kind@example.org' }, { cookie })).status).toBe(400);
    expect((await post(t, '/auth/change-email', { email: 'kind@example.org', currentPassword: 'geraten' }, { cookie })).status).toBe(403);
    expect(await mailsTo(t, 'kind@example.org')).toHaveLength(0);
  });

  it('cannot guess the current password endlessly: re-authentication shares the login budget', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    for (let i = 0; i < 10; i++) {
      await post(
        t,
        '/auth/change-password',
        { currentPassword: `geraten-${i}`, newPassword: 'Kinder-Hack-2026', confirmPassword: 'Kinder-Hack-2026' },
        { cookie },
      );
    }
    const locked = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'Kinder-Hack-2026', confirmPassword: 'Kinder-Hack-2026' },
      { cookie },
    );
    expect(locked.status).toBe(429);
  });
});

describe('a password change or reset ends pending e-mail changes', () => {
  it('voids the pending change when the password is changed', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    await post(t, '/auth/change-email', { email: 'fremd@example.org', currentPassword: password }, { cookie });
    const token = await tokenFromMail(t, 'fremd@example.org', 'email-change');
    const changed = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'Tasse-Wolke-Fahrrad', confirmPassword: 'Tasse-Wolke-Fahrrad' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect((await post(t, '/auth/confirm-email-change', { token })).status).toBe(400);
    expect(t.db.select().from(users).get()!.email).toBe('eltern@example.org');
  });

  it('voids the pending change and older reset links when the password is reset', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    await post(t, '/auth/change-email', { email: 'fremd@example.org', currentPassword: password }, { cookie });
    const change = await tokenFromMail(t, 'fremd@example.org', 'email-change');
    await post(t, '/auth/request-reset', { email: 'eltern@example.org' });
    const reset = await tokenFromMail(t, 'eltern@example.org', 'reset');
    expect((await post(t, '/auth/reset-password', { token: reset, password: 'Tasse-Wolke-Fahrrad' })).status).toBe(200);
    expect((await post(t, '/auth/confirm-email-change', { token: change })).status).toBe(400);
    expect(t.db.select().from(users).get()!.email).toBe('eltern@example.org');
  });
});

describe('an e-mail change is told to the old address, with a way back', () => {
  it('mails the old address an undo link that restores it, signs everyone out and lets the owner set a new password', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'eltern@example.org', password);
    await post(t, '/auth/change-email', { email: 'uebernommen@example.org', currentPassword: password }, { cookie });
    const change = await tokenFromMail(t, 'uebernommen@example.org', 'email-change');
    expect((await post(t, '/auth/confirm-email-change', { token: change })).status).toBe(200);

    const notice = (await mailsTo(t, 'eltern@example.org')).find(
      (m) => m.subject === 'Die E-Mail-Adresse Ihres Ferdy-Kontos wurde geändert',
    );
    expect(notice?.text).toContain('uebernommen@example.org');
    const undo = await tokenFromMail(t, 'eltern@example.org', 'undo-email');
    // A password change by whoever holds the account does not void the owner's way back.
    const other = sessionCookie(await post(t, '/auth/login', { email: 'uebernommen@example.org', password }));
    await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'Kinder-Hack-2026', confirmPassword: 'Kinder-Hack-2026' },
      { cookie: other },
    );

    const res = await post(t, '/auth/undo-email-change', { token: undo });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toMatch(/rückgängig/);
    expect(t.db.select().from(users).get()!.email).toBe('eltern@example.org');
    expect(t.db.select().from(sessions).all()).toHaveLength(0);
    expect((await post(t, '/auth/undo-email-change', { token: undo })).status).toBe(400);

    const reset = await post(t, '/auth/reset-password', { token: body.resetToken, password: 'Tasse-Wolke-Fahrrad' });
    expect(reset.status).toBe(200);
    expect((await post(t, '/auth/login', { email: 'eltern@example.org', password: 'Tasse-Wolke-Fahrrad' })).status).toBe(200);
  });

  it('refuses an undo when the old address belongs to another account by now', async () => {
    const t = createTestApp();
    const cookie = await signUpConfirmed(t, 'alt@example.org', password);
    await post(t, '/auth/change-email', { email: 'neu@example.org', currentPassword: password }, { cookie });
    await post(t, '/auth/confirm-email-change', { token: await tokenFromMail(t, 'neu@example.org', 'email-change') });
    const undo = await tokenFromMail(t, 'alt@example.org', 'undo-email');
    await signUpConfirmed(t, 'alt@example.org', 'Tasse-Wolke-Fahrrad');
    const res = await post(t, '/auth/undo-email-change', { token: undo });
    expect(res.status).toBe(409);
    expect((await json(res)).error?.code).toBe('email_taken');
    expect((await send(t, 'GET', '/auth/me', undefined, { cookie })).status).toBe(200);
  });
});
