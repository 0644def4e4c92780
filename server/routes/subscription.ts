import { Hono } from 'hono';
import { z } from 'zod';
import { findValidEmailToken } from '../auth/email-tokens.ts';
import { throttleMail } from '../auth/limits.ts';
import { requireUser } from '../auth/require-user.ts';

import type { Deps } from '../deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { sendInBackground } from '../mail/mailer.ts';
import { cancellationReceivedMail, cancellationTakenBackMail, nothingToCancelMail } from '../mail/trust-mails.ts';
import { cancelPremium, undoCancellation } from '../payments/cancel.ts';
import { stripeFor } from '../payments/stripe-client.ts';

// "Verträge hier kündigen" (§ 312k BGB): the running premium, its cancellation signed in or by
// the account's e-mail address, and taking a cancellation back from the confirmation mail.

const emailBody = z.object({
  email: z
    .string({ error: 'Bitte geben Sie die E-Mail-Adresse Ihres Ferdy-Kontos ein.' })
    .max(254, 'Diese E-Mail-Adresse ist zu lang.')
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
});
const tokenBody = z.object({
  token: z.string({ error: 'Der Link ist unvollständig.' }).min(1, 'Der Link ist unvollständig.').max(200),
});

const iso = (ms: number) => new Date(ms).toISOString();

/** Cancels the account's premium and confirms by mail; the answer for the confirmation page. */
async function cancelAndConfirm(deps: Deps, account: { id: string; email: string }) {
  const now = deps.now();
  const result = await cancelPremium(deps.store, stripeFor(deps), account.id, now);
  const timeZone = deps.config.playDayTimeZone;
  const mail =
    result.state === 'cancelled'
      ? cancellationReceivedMail({
          receivedAt: result.receivedAt,
          periodEnd: result.periodEnd,
          undoUrl: `${deps.config.publicUrl}/kuendigen?zuruecknehmen=${result.undoToken}`,
          timeZone,
        })
      : nothingToCancelMail({ receivedAt: result.receivedAt, timeZone });
  if (deps.mailer) sendInBackground(deps.mailer, { to: account.email, userId: account.id, ...mail });
  return result;
}

export const subscriptionRoutes = new Hono<AppEnv>()
  /** The running premium of the signed-in account: until when, and whether it is cancelled. */
  .get('/', async (c) => {
    const user = requireUser(c);
    const { store, now } = c.get('deps');
    const sub = await store.findRunningSubscription(user.id, now());
    return c.json({
      email: user.email,
      premium: sub
        ? { periodEnd: iso(sub.periodEnd), cancelRequestedAt: sub.cancelRequestedAt === null ? null : iso(sub.cancelRequestedAt) }
        : null,
    });
  })

  /** "Jetzt kündigen", signed in: no password, no questions (two clicks). */
  .post('/cancel', async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    await throttleMail(c, user.email, user.id);
    const result = await cancelAndConfirm(deps, user);
    return c.json({
      receivedAt: iso(result.receivedAt),
      periodEnd: result.state === 'cancelled' ? iso(result.periodEnd) : null,
      email: user.email,
    });
  })

  /**
   * Signed out, by the account's e-mail address. The answer is the same whether or not the
   * address has an account or a premium (nobody learns that here); the mail to the address
   * tells its owner, with the link that takes a stranger's cancellation back.
   */
  .post('/cancel-by-email', validate('json', emailBody), async (c) => {
    const deps = c.get('deps');
    const { email } = c.req.valid('json');
    await throttleMail(c, email);
    const account = await deps.store.findAccountByEmail(email);
    const receivedAt = account ? (await cancelAndConfirm(deps, account)).receivedAt : deps.now();
    return c.json({ receivedAt: iso(receivedAt), email });
  })

  .post('/undo-cancel', validate('json', tokenBody), async (c) => {
    const deps = c.get('deps');
    const now = deps.now();
    const token = await findValidEmailToken(deps.store, c.req.valid('json').token, 'undo_cancellation', now);
    const sub = token && (await undoCancellation(deps.store, stripeFor(deps), token, now));
    if (!sub) {
      throw new ApiError(
        400,
        'invalid_token',
        'Dieser Link gilt nicht mehr: Die Kündigung wurde schon zurückgenommen, oder der bezahlte Zeitraum ist vorbei.',
      );
    }
    const account = await deps.store.findAuthUser(sub.userId);
    if (account && deps.mailer) {
      sendInBackground(deps.mailer, {
        to: account.email,
        userId: account.id,
        ...cancellationTakenBackMail({ periodEnd: sub.periodEnd, timeZone: deps.config.playDayTimeZone }),
      });
    }
    return c.json({
      ok: true as const,
      message: 'Ihre Kündigung ist zurückgenommen. Ferdy Premium läuft weiter.',
      periodEnd: iso(sub.periodEnd),
    });
  });
