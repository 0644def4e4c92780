import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findValidEmailToken, issueEmailToken, newEmailToken } from '../auth/email-tokens.ts';
import { checkPasswordWithinBudget, mailAllowed, throttleMail } from '../auth/limits.ts';
import { checkNewPassword, hashPassword, verifyDummyPassword, verifyPassword } from '../auth/password.ts';
import { requireCurrentPassword } from '../auth/reauthenticate.ts';
import { emailNotConfirmedMessage, requireUser } from '../auth/require-user.ts';
import { clearSessionCookie, startSession } from '../auth/session.ts';
import { randomId } from '../auth/tokens.ts';
import type { Store } from '../db/store.ts';

import { defaultDisplayName } from '../db/users-db.ts';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import {
  alreadyRegisteredMail,
  confirmNewEmailMail,
  confirmSignupMail,
  emailChangedMail,
  passwordChangedMail,
  resetPasswordMail,
} from '../mail/auth-mails.ts';
import { sendInBackground, type Mailer } from '../mail/mailer.ts';

// Addresses are compared as the user typed them, apart from case and surrounding spaces
// (every mail provider that matters ignores case).
const email = z
  .string({ error: 'Bitte gib deine E-Mail-Adresse ein.' })
  .max(254, 'Diese E-Mail-Adresse ist zu lang.')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }));
// The rule for new passwords is checked in the handlers (checkNewPassword); this bound only
// keeps absurd input away from argon2.
const password = z.string({ error: 'Bitte gib ein Passwort ein.' }).max(1024, 'Das Passwort ist zu lang.');
const currentPassword = z
  .string({ error: 'Bitte geben Sie Ihr aktuelles Passwort ein.' })
  .min(1, 'Bitte geben Sie Ihr aktuelles Passwort ein.')
  .max(1024, 'Das Passwort ist zu lang.');
const token = z.string({ error: 'Der Link ist unvollständig.' }).min(1, 'Der Link ist unvollständig.').max(200);

const credentialsBody = z.object({ email, password });
export const parentConsentMessage =
  'Bitte bestätigen Sie, dass Sie Elternteil oder erziehungsberechtigt sind und die Datenschutzerklärung gelesen haben.';
// The account is the parent's: children under 16 cannot consent to the processing (Art. 8 GDPR).
const signupBody = credentialsBody.extend({ parentConsent: z.literal(true, { error: parentConsentMessage }) });
const emailBody = z.object({ email });
const changeEmailBody = z.object({ email, currentPassword });
const tokenBody = z.object({ token });
const resetBody = z.object({ token, password });
const displayNameBody = z.object({
  displayName: z
    .string({ error: 'Bitte gib einen Namen ein.' })
    .trim()
    .min(1, 'Bitte gib einen Namen ein.')
    .max(40, 'Der Name darf höchstens 40 Zeichen lang sein.')
    .regex(/^\P{Cc}*$/u, 'Der Name darf keine Steuerzeichen enthalten.'),
});
const changePasswordBody = z.object({ currentPassword, newPassword: password, confirmPassword: password });

const invalidToken = () =>
  new ApiError(400, 'invalid_token', 'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.');

/** Where mail links point: the configured public origin, never the Host a request names. */
function siteOrigin(c: Context<AppEnv>): string {
  return c.get('deps').config.publicUrl;
}

function mailer(c: Context<AppEnv>): Mailer {
  const m = c.get('deps').mailer;
  if (!m) throw new Error('deps.mailer is missing (createApp sets a default)');
  return m;
}

async function sendVerificationMail(c: Context<AppEnv>, userId: string, to: string): Promise<void> {
  const { store, now } = c.get('deps');
  const t = await issueEmailToken(store, userId, 'verify', now());
  sendInBackground(mailer(c), { to, userId, ...confirmSignupMail(`${siteOrigin(c)}/auth?verify=${t}`) });
}

/** The user as the web app sees it. */
async function publicUser(store: Store, user: AuthUser, now: number) {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    pendingEmail: await store.findPendingEmail(user.id, now),
  };
}

async function publicUserById(store: Store, userId: string, now: number) {
  const user = await store.findAuthUser(userId);
  if (!user) throw new ApiError(401, 'unauthorized', 'Bitte melde dich an.');
  return publicUser(store, user, now);
}

const ok = <M extends string>(message: M) => ({ ok: true as const, message });

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', validate('json', signupBody), async (c) => {
    const body = c.req.valid('json');
    const { store, now } = c.get('deps');
    checkNewPassword(body.password, [body.email]);
    await throttleMail(c, body.email);
    // Hashed before we know whether the address is new, so both cases take equally long.
    const passwordHash = await hashPassword(body.password);
    const userId = randomId();
    const created = await store.createUser({
      id: userId,
      email: body.email,
      passwordHash,
      displayName: defaultDisplayName(body.email),
      createdAt: now(),
      parentConsentAt: now(),
    });
    if (created) {
      await sendVerificationMail(c, userId, body.email);
    } else {
      const existing = await store.findUserByEmail(body.email);
      if (existing && existing.emailVerifiedAt === null) {
        // A second sign-up changes nothing (its password is dropped, or a stranger could set the
        // password of an account someone else is about to confirm); it only sends the link again.
        await sendVerificationMail(c, existing.id, body.email);
      } else if (existing) {
        sendInBackground(mailer(c), { to: body.email, userId: existing.id, ...alreadyRegisteredMail(`${siteOrigin(c)}/auth`) });
      }
    }
    return c.json(ok('Registrierung erfolgreich! Bitte bestätige deine E-Mail.'), 201);
  })

  .post('/verify-email', validate('json', tokenBody), async (c) => {
    const { store, now } = c.get('deps');
    const row = await findValidEmailToken(store, c.req.valid('json').token, 'verify', now());
    const userId = row && (await store.confirmEmailWithToken(row, now()));
    if (!userId) throw invalidToken();
    // The parent clicked the link in their own mailbox: that is as good as a login.
    await startSession(c, userId);
    return c.json({
      ...ok('Deine E-Mail-Adresse ist bestätigt. Willkommen bei Ferdy!'),
      user: await publicUserById(store, userId, now()),
    });
  })

  .post('/resend-verification', validate('json', emailBody), async (c) => {
    const { email: address } = c.req.valid('json');
    const { store } = c.get('deps');
    await throttleMail(c, address);
    const user = await store.findUserByEmail(address);
    if (user && user.emailVerifiedAt === null) await sendVerificationMail(c, user.id, address);
    return c.json(ok('Falls zu dieser Adresse ein unbestätigtes Konto gehört, ist eine neue Bestätigungs-E-Mail unterwegs.'));
  })

  .post('/login', validate('json', credentialsBody), async (c) => {
    const body = c.req.valid('json');
    const { store, now } = c.get('deps');
    const user = await store.findUserByEmail(body.email);
    const correct = await checkPasswordWithinBudget(c, body.email, () =>
      user ? verifyPassword(user.passwordHash, body.password) : verifyDummyPassword(body.password),
    );
    if (!user || !correct) throw new ApiError(401, 'invalid_credentials', 'E-Mail oder Passwort ist falsch.');
    if (user.emailVerifiedAt === null) {
      // The message promises a link: if the last one expired, send a fresh one (quietly within the mail limit).
      if (!(await store.hasLiveEmailToken(user.id, 'verify', now())) && (await mailAllowed(c, user.email))) {
        await sendVerificationMail(c, user.id, user.email);
      }
      throw new ApiError(403, 'email_not_confirmed', emailNotConfirmedMessage);
    }
    await startSession(c, user.id);
    return c.json({ user: await publicUserById(store, user.id, now()) });
  })

  .post('/logout', async (c) => {
    const { store } = c.get('deps');
    const sessionId = c.get('sessionId');
    if (sessionId) await store.deleteSession(sessionId);
    clearSessionCookie(c);
    return c.json(ok('Erfolgreich abgemeldet!'));
  })

  .post('/request-reset', validate('json', emailBody), async (c) => {
    const { email: address } = c.req.valid('json');
    const { store, now } = c.get('deps');
    await throttleMail(c, address);
    const user = await store.findUserByEmail(address);
    if (user) {
      const t = await issueEmailToken(store, user.id, 'reset', now());
      sendInBackground(mailer(c), {
        to: address,
        userId: user.id,
        ...resetPasswordMail(`${siteOrigin(c)}/auth?reset=${t}`),
      });
    }
    return c.json(ok('Passwort-Reset-E-Mail wurde versendet!'));
  })

  .post('/reset-password', validate('json', resetBody), async (c) => {
    const body = c.req.valid('json');
    const { store, now } = c.get('deps');
    const row = await findValidEmailToken(store, body.token, 'reset', now());
    if (!row) throw invalidToken();
    // Checked after the token, and before using it up, so a too-short password costs no new link.
    const owner = await store.findAuthUser(row.userId);
    checkNewPassword(body.password, owner ? [owner.email] : []);
    const passwordHash = await hashPassword(body.password);
    if (!(await store.resetPasswordWithToken(row, passwordHash, now()))) throw invalidToken();
    clearSessionCookie(c);
    return c.json(ok('Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.'));
  })

  .get('/me', async (c) => {
    const { store, now } = c.get('deps');
    const user = c.get('user');
    return c.json({ user: user ? await publicUser(store, user, now()) : null });
  })

  .patch('/me', validate('json', displayNameBody), async (c) => {
    const user = requireUser(c);
    const { store, now } = c.get('deps');
    const { displayName } = c.req.valid('json');
    await store.updateDisplayName(user.id, displayName);
    return c.json({ user: await publicUser(store, { ...user, displayName }, now()) });
  })

  .post('/change-email', validate('json', changeEmailBody), async (c) => {
    const user = requireUser(c);
    const { email: newEmail, currentPassword: given } = c.req.valid('json');
    const { store, now } = c.get('deps');
    if (newEmail === user.email) throw new ApiError(400, 'same_email', 'Das ist schon deine E-Mail-Adresse.');
    await requireCurrentPassword(c, user, given);
    await throttleMail(c, newEmail, user.id);
    // Whether another account has the address is told only to whoever opens the link in that
    // mailbox (confirm-email-change answers 409); here every address gets the same answer.
    const t = await issueEmailToken(store, user.id, 'change_email', now(), newEmail);
    sendInBackground(mailer(c), {
      to: newEmail,
      userId: user.id,
      ...confirmNewEmailMail(`${siteOrigin(c)}/auth?email-change=${t}`),
    });
    return c.json(ok('Bestätigungs-E-Mail gesendet. Bitte überprüfe dein E-Mail-Postfach.'));
  })

  .post('/confirm-email-change', validate('json', tokenBody), async (c) => {
    const { store, now } = c.get('deps');
    const row = await findValidEmailToken(store, c.req.valid('json').token, 'change_email', now());
    if (!row) throw invalidToken();
    const undo = newEmailToken(row.userId, 'undo_email_change', now());
    const { result, ...changed } = await store.changeEmailWithToken(row, (oldEmail) => ({ ...undo.row, newEmail: oldEmail }), now());
    if (result === 'taken') {
      throw new ApiError(
        409,
        'email_taken',
        'Diese E-Mail-Adresse gehört inzwischen zu einem anderen Konto. Bitte wähle eine andere Adresse.',
      );
    }
    if (result !== 'changed' || !('oldEmail' in changed)) throw invalidToken();
    // The old address learns of the change and can undo it: the owner's way back if it was not them.
    sendInBackground(mailer(c), {
      to: changed.oldEmail,
      userId: row.userId,
      ...emailChangedMail(row.newEmail ?? '', `${siteOrigin(c)}/auth?undo-email=${undo.token}`),
    });
    return c.json(ok('Deine neue E-Mail-Adresse ist bestätigt.'));
  })

  /**
   * Undoes an e-mail change from the link sent to the old address. Everyone is signed out and
   * the answer carries a fresh reset token, so the owner sets a new password straight away.
   */
  .post('/undo-email-change', validate('json', tokenBody), async (c) => {
    const { store, now } = c.get('deps');
    const row = await findValidEmailToken(store, c.req.valid('json').token, 'undo_email_change', now());
    if (!row) throw invalidToken();
    const undone = await store.undoEmailChangeWithToken(row, now());
    if (undone.result === 'taken') {
      throw new ApiError(
        409,
        'email_taken',
        'Diese E-Mail-Adresse gehört inzwischen zu einem anderen Konto. Bitte schreiben Sie uns, damit wir Ihnen helfen können.',
      );
    }
    if (undone.result !== 'undone') throw invalidToken();
    clearSessionCookie(c);
    const resetToken = await issueEmailToken(store, row.userId, 'reset', now());
    return c.json({
      ...ok(
        'Die Änderung ist rückgängig gemacht: Ihr Konto gehört wieder zu dieser E-Mail-Adresse, und alle Geräte sind abgemeldet. Legen Sie jetzt bitte ein neues Passwort fest.',
      ),
      resetToken,
    });
  })

  .post('/change-password', validate('json', changePasswordBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { store } = c.get('deps');
    if (body.newPassword !== body.confirmPassword) {
      throw new ApiError(400, 'password_mismatch', 'Passwörter stimmen nicht überein');
    }
    checkNewPassword(body.newPassword, [user.email]);
    await requireCurrentPassword(c, user, body.currentPassword);
    await store.setPasswordAndDropSessions(user.id, await hashPassword(body.newPassword));
    await startSession(c, user.id);
    sendInBackground(mailer(c), { to: user.email, userId: user.id, ...passwordChangedMail(`${siteOrigin(c)}/auth`) });
    return c.json(ok('Passwort erfolgreich geändert'));
  });
