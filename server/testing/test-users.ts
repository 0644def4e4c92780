import { hashPassword } from '../auth/password.ts';
import { createSession, sessionCookieName } from '../auth/session.ts';
import { randomId } from '../auth/tokens.ts';
import { defaultDisplayName } from '../db/users-db.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/**
 * A confirmed user with a live session, made directly in the database (no mail round trip),
 * for tests of routes that need a signed-in user: send `cookie` as the Cookie header.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { email?: string; password?: string; verified?: boolean } = {},
): Promise<{ userId: string; email: string; password: string; cookie: string }> {
  const email = options.email ?? `eltern-${randomId().slice(0, 8)}@example.org`;
  const password = options.password ?? 'richtig-geheim';
  const userId = randomId();
  const now = t.deps.now();
  await t.store.createUser({
    id: userId,
    email,
    passwordHash: await hashPassword(password),
    displayName: defaultDisplayName(email),
    createdAt: now,
    parentConsentAt: now,
  });
  if (options.verified ?? true) await t.store.setEmailVerified(userId, now);
  const { token } = await createSession(t.store, userId, now);
  return { userId, email, password, cookie: `${sessionCookieName}=${token}` };
}
