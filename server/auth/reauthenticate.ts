import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { checkPasswordWithinBudget } from './limits.ts';
import { verifyUserPassword } from './password.ts';

export const wrongCurrentPasswordMessage = 'Das aktuelle Passwort ist nicht richtig.';

/**
 * Fresh re-authentication for what only the parent may do on a signed-in device (change the
 * password or the e-mail address, delete the account, pass the parental gate): the account's
 * current password, checked on the server within the login's failure budget. A child holding
 * the session does not know it.
 */
export async function requireCurrentPassword(
  c: Context<AppEnv>,
  user: AuthUser,
  password: string,
  refusal: { code: string; message: string } = { code: 'wrong_password', message: wrongCurrentPasswordMessage },
): Promise<void> {
  const { store } = c.get('deps');
  const correct = await checkPasswordWithinBudget(c, user.email, () => verifyUserPassword(store, user.id, password));
  if (!correct) throw new ApiError(403, refusal.code, refusal.message);
}
