import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Store } from '../db/store.ts';

import { randomId } from '../auth/tokens.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string; userId?: string | null };

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
    },
  };
}

/**
 * Without an SMTP server every mail lands in the outbox table, shown at /dev/outbox, so that
 * sign-up works on a fresh machine. `log` receives one line per mail with its links.
 */
export function createOutboxMailer(store: Store, options: { now: () => number; log?: (line: string) => void; outboxUrl?: string }): Mailer {
  return {
    async send(msg) {
      await store.insertOutboxMessage({
        id: randomId(),
        userId: msg.userId ?? null,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        createdAt: options.now(),
      });
      if (options.log) {
        const links = linksIn(msg.text);
        const where = options.outboxUrl ? ` (alle Mails: ${options.outboxUrl})` : '';
        options.log(`[outbox] Mail an ${msg.to}: „${msg.subject}“${links.length ? ` → ${links.join(' ')}` : ''}${where}`);
      }
    },
  };
}

/** SMTP when SMTP_URL is set, otherwise the outbox. */
export function createMailer(config: Config, store: Store, now: () => number): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.env === 'production') {
    console.warn('[mail] SMTP_URL ist nicht gesetzt: E-Mails werden nicht verschickt, nur in der Tabelle outbox abgelegt.');
  }
  // The links carry live tokens: print them for the developer, never into a production log.
  const log = config.env === 'development' ? (line: string) => console.log(line) : undefined;
  const outboxUrl = `${config.publicUrl}/dev/outbox`;
  return createOutboxMailer(store, { now, log, outboxUrl });
}

/**
 * Sends without making the request wait. The answer then takes as long whether or not a mail
 * goes out (no timing hint about which addresses are registered), and a slow SMTP server
 * does not hold up the page. Failures are logged; the user can ask for the mail again.
 */
export function sendInBackground(mailer: Mailer, msg: MailMessage): void {
  mailer.send(msg).catch((err: unknown) => {
    console.error(`[mail] Versand an ${msg.to} fehlgeschlagen („${msg.subject}“)`, err);
  });
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
