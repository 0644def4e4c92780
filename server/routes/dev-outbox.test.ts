import { describe, expect, it, vi } from 'vitest';
import { createOutboxMailer } from '../mail/mailer.ts';
import { post } from '../testing/auth-requests.ts';
import { fromAddress, fromThisMachine } from '../testing/peer.ts';
import { createTestApp } from '../testing/test-app.ts';

type OutboxJson = { messages: Array<{ to: string; subject: string; text: string; html: string; createdAt: string; links: string[] }> };

describe('development outbox', () => {
  it('lists mails newest first as JSON with their links', async () => {
    const t = createTestApp();
    await post(t, '/auth/signup', { email: 'erste@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true });
    t.advance(1000);
    await post(t, '/auth/signup', { email: 'zweite@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true });
    await post(t, '/auth/request-reset', { email: 'zweite@example.org' });

    // Mails go out in the background: wait until the third has landed.
    const messages = await vi.waitFor(async () => {
      const res = await t.app.request('/api/dev/outbox', {}, fromThisMachine);
      expect(res.status).toBe(200);
      const listed = ((await res.json()) as OutboxJson).messages;
      expect(listed).toHaveLength(3);
      return listed;
    });
    expect(messages.map((m) => [m.to, m.subject])).toEqual([
      ['zweite@example.org', 'Neues Passwort für Ferdy'],
      ['zweite@example.org', 'Bitte bestätigen Sie die Anmeldung bei Ferdy'],
      ['erste@example.org', 'Bitte bestätigen Sie die Anmeldung bei Ferdy'],
    ]);
    expect(messages[0]?.links).toEqual([expect.stringMatching(/^http:\/\/localhost\/auth\?reset=[a-z2-7.]+$/)]);
    expect(messages[2]?.createdAt).toBe('2026-03-02T09:00:00.000Z');

    const filtered = (await (await t.app.request('/api/dev/outbox?to=Erste@example.org', {}, fromThisMachine)).json()) as OutboxJson;
    expect(filtered.messages.map((m) => m.to)).toEqual(['erste@example.org']);
  });

  it('shows an HTML page with subject, recipient, time and clickable links, everything escaped', async () => {
    const t = createTestApp();
    await createOutboxMailer(t.store, { now: t.deps.now }).send({
      to: 'x@example.org',
      subject: '<script>alert(1)</script>',
      text: 'Link: https://a.example/?q=1&b=<2>',
      html: '<p>hi</p>',
    });
    await post(t, '/auth/signup', { email: 'seite@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true });

    // The signup mail goes out in the background: wait until the page lists it.
    const html = await vi.waitFor(async () => {
      const res = await t.app.request('/dev/outbox', {}, fromThisMachine);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      expect(page).toContain('Bitte bestätigen Sie die Anmeldung bei Ferdy');
      return page;
    });
    expect(html).toContain('seite@example.org');
    expect(html).toContain('02.03.2026');
    expect(html).toMatch(/<a href="http:\/\/localhost\/auth\?verify=[a-z2-7.]+">/);
    expect(html.indexOf('seite@example.org')).toBeLessThan(html.indexOf('x@example.org'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://a.example/?q=1&amp;b=">');
  });

  it('answers only to this machine: another address, an unknown peer or a forged X-Forwarded-For get 404', async () => {
    const t = createTestApp();
    await createOutboxMailer(t.store, { now: t.deps.now }).send({
      to: 'kind@example.org',
      subject: 'Neues Passwort',
      text: 'http://localhost/auth?reset=abc.def',
      html: '',
    });
    const asked: Array<[string, RequestInit, ReturnType<typeof fromAddress> | undefined]> = [
      ['from the network', {}, fromAddress('192.168.1.20')],
      ['from an IPv6 neighbour', {}, fromAddress('fe80::1')],
      ['without a socket', {}, undefined],
      // X-Forwarded-For from a peer nobody trusts changes nothing.
      ['with a forged X-Forwarded-For', { headers: { 'x-forwarded-for': '127.0.0.1' } }, fromAddress('203.0.113.9')],
    ];
    for (const [how, init, env] of asked) {
      for (const path of ['/api/dev/outbox', '/dev/outbox']) {
        const res = await t.app.request(path, init, env);
        expect(res.status, `${path} ${how}`).toBe(404);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('not_found');
        expect(body.error.message).toContain('nur auf dem Rechner, auf dem Ferdy läuft');
        expect(JSON.stringify(body)).not.toContain('kind@example.org');
      }
    }
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.request('/api/dev/outbox', {}, fromAddress(address));
      expect(res.status, address).toBe(200);
      expect(await res.text(), address).toContain('kind@example.org');
    }
  });

  it('does not exist in production', async () => {
    const t = createTestApp({ config: { env: 'production' } });
    await post(t, '/auth/signup', { email: 'prod@example.org', password: 'Tasse-Wolke-Fahrrad', parentConsent: true });
    // Not even on the machine itself.
    expect((await t.app.request('/dev/outbox', {}, fromThisMachine)).status).toBe(404);
    expect((await t.app.request('/api/dev/outbox', {}, fromThisMachine)).status).toBe(404);
  });
});
