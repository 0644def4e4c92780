import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../db/schema.ts';
import { post } from '../testing/auth-requests.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createSmtpMailer } from './mailer.ts';

type Received = { from: string; to: string[]; raw: string };

/** A tiny SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the message's part of `type` (quoted-printable, base64 or plain). */
function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  expect(start).toBeGreaterThanOrEqual(0);
  const section = raw.slice(start);
  const headerEnd = section.indexOf('\r\n\r\n');
  const headers = section.slice(0, headerEnd);
  const body = section.slice(headerEnd + 4).split(/\r\n--/)[0]!;
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

async function waitFor(received: Received[], count: number) {
  await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 20 });
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  vi.restoreAllMocks();
});

describe('SMTP mailer', () => {
  it('delivers text and HTML with sender and recipient', async () => {
    smtp = await startSmtp();
    const mailer = createSmtpMailer(smtp.url, 'Ferdy <ferdy@test.example>');
    await mailer.send({ to: 'eltern@example.org', subject: 'Test', text: 'Grüße vom Fuchs 🦊', html: '<p>Grüße vom Fuchs</p>' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('ferdy@test.example');
    expect(mail?.to).toEqual(['eltern@example.org']);
    expect(mail?.raw).toMatch(/^From: Ferdy <ferdy@test\.example>/m);
    expect(mail?.raw).toMatch(/^Subject: Test/m);
    expect(part(mail!.raw, 'text/plain')).toBe('Grüße vom Fuchs 🦊');
    expect(part(mail!.raw, 'text/html')).toBe('<p>Grüße vom Fuchs</p>');
  });

  it('is used by the app when SMTP_URL is set: the sign-up link arrives there and works', async () => {
    smtp = await startSmtp();
    const t = createTestApp({ config: { smtpUrl: smtp.url, mailFrom: 'Ferdy <ferdy@test.example>' } });
    const res = await post(t, '/auth/signup', { email: 'smtp@example.org', password: 'Fuchsbau-123', parentConsent: true });
    expect(res.status).toBe(201);
    await waitFor(smtp.received, 1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['smtp@example.org']);
    const text = part(mail!.raw, 'text/plain');
    expect(text).toContain('Hallo,');
    expect(part(mail!.raw, 'text/html')).toContain('E-Mail-Adresse bestätigen');
    const token = /\/auth\?verify=([a-z2-7]+\.[a-z2-7]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect((await post(t, '/auth/verify-email', { token })).status).toBe(200);
    expect(t.db.select().from(outbox).all()).toHaveLength(0);
  });

  it('does not fail the request when the SMTP server is unreachable; the error is logged', async () => {
    smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close();
    smtp = undefined;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTestApp({ config: { smtpUrl: url } });
    const res = await post(t, '/auth/request-reset', { email: 'niemand@example.org' });
    expect(res.status).toBe(200);
    await post(t, '/auth/signup', { email: 'weg@example.org', password: 'Fuchsbau-123', parentConsent: true });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5000, interval: 20 });
    expect(String(logged.mock.calls[0]?.[0])).toContain('weg@example.org');
  });
});
