import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/mailer.ts';
import { post } from '../testing/auth-requests.ts';
import { createTestApp } from '../testing/test-app.ts';

type OutboxJson = { messages: Array<{ to: string; subject: string; text: string; html: string; createdAt: string; links: string[] }> };

describe('development outbox', () => {
  it('lists mails newest first as JSON with their links', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'erste@example.org', password: 'geheim123' });
    t.advance(1000);
    await post(t, '/auth/signup', { email: 'zweite@example.org', password: 'geheim123' });
    await post(t, '/auth/request-reset', { email: 'zweite@example.org' });

    const res = await t.app.request('/api/dev/outbox');
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as OutboxJson;
    expect(messages.map((m) => [m.to, m.subject])).toEqual([
      ['zweite@example.org', 'Neues Passwort für Ferdy'],
      ['zweite@example.org', 'Bitte bestätigen Sie die Anmeldung bei Ferdy'],
      ['erste@example.org', 'Bitte bestätigen Sie die Anmeldung bei Ferdy'],
    ]);
    expect(messages[0]?.links).toEqual([expect.stringMatching(/^http:\/\/localhost\/auth\?reset=[a-z2-7.]+$/)]);
    expect(messages[2]?.createdAt).toBe('2026-03-02T09:00:00.000Z');

    const filtered = (await (await t.app.request('/api/dev/outbox?to=Erste@example.org')).json()) as OutboxJson;
    expect(filtered.messages.map((m) => m.to)).toEqual(['erste@example.org']);
  });

  it('shows an HTML page with subject, recipient, time and clickable links, everything escaped', async () => {
    const t = createTestApp();
    await createOutboxMailer(t.db, { now: t.deps.now }).send({ to: 'x@example.org', subject: '<script>alert(1)</script>', text: 'Link: https://a.example/?q=1&b=<2>', html: '<p>hi</p>' });
    await post(t, '/auth/signup', { email: 'seite@example.org', password: 'geheim123' });

    const res = await t.app.request('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Bitte bestätigen Sie die Anmeldung bei Ferdy');
    expect(html).toContain('seite@example.org');
    expect(html).toContain('02.03.2026');
    expect(html).toMatch(/<a href="http:\/\/localhost\/auth\?verify=[a-z2-7.]+">/);
    expect(html.indexOf('seite@example.org')).toBeLessThan(html.indexOf('x@example.org'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<a href="https://a.example/?q=1&#38;b=">');
  });

  it('does not exist in production', async () => {
    const t = createTestApp({ config: { env: 'production' } });
    await post(t, '/auth/signup', { email: 'prod@example.org', password: 'geheim123' });
    expect((await t.app.request('/dev/outbox')).status).toBe(404);
    expect((await t.app.request('/api/dev/outbox')).status).toBe(404);
  });
});
