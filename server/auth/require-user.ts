import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';

export const emailNotConfirmedMessage = 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.';

/** The signed-in user, or 401 `unauthorized`. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthorized', 'Bitte melde dich an.');
  return user;
}

/** The signed-in user whose e-mail is confirmed, or 401 / 403 `email_not_confirmed`. */
export function requireConfirmedUser(c: Context<AppEnv>): AuthUser {
  const user = requireUser(c);
  if (!user.emailVerified) throw new ApiError(403, 'email_not_confirmed', emailNotConfirmedMessage);
  return user;
}
