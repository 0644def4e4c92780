import { Hono } from 'hono';
import { z } from 'zod';
import { requireCurrentPassword } from '../auth/reauthenticate.ts';
import { requireUser } from '../auth/require-user.ts';
import { clearSessionCookie } from '../auth/session.ts';

import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { endSubscriptionsNow } from '../payments/cancel.ts';
import { stripeFor } from '../payments/stripe-client.ts';

const deleteBody = z.object({
  password: z.string({ error: 'Bitte gib dein Passwort ein.' }).min(1, 'Bitte gib dein Passwort ein.').max(1024),
});

const timeFieldNames = [
  'createdAt',
  'emailVerifiedAt',
  'completedAt',
  'fulfilledAt',
  'premiumUntil',
  'currentPeriodEnd',
  'updatedAt',
  'parentConsentAt',
  'immediateStartConsentAt',
  'cancelRequestedAt',
] as const;
const timeFields = new Set<string>(timeFieldNames);

/** `T` with its time fields as ISO strings, as `readableTimes` writes it. */
type Readable<T> = T extends readonly (infer U)[]
  ? Readable<U>[]
  : T extends object
    ? { [K in keyof T]: K extends (typeof timeFieldNames)[number] ? IsoTime<T[K]> : Readable<T[K]> }
    : T;
type IsoTime<V> = V extends number ? string : Readable<V>;

/** Millisecond timestamps as ISO dates, so that a parent can read the export. */
function readableTimes<T>(value: T): Readable<T> {
  return readable(value) as Readable<T>;
}

function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, timeFields.has(key) && typeof v === 'number' ? new Date(v).toISOString() : readable(v)]),
  );
}

export const accountRoutes = new Hono<AppEnv>()
  .get('/export', async (c) => {
    const user = requireUser(c);
    const { store, now } = c.get('deps');
    const data = await store.exportUserData(user.id);
    if (!data) throw new ApiError(401, 'unauthorized', 'Bitte melde dich an.');
    const exportedAt = new Date(now()).toISOString();
    const body = readableTimes({
      exportedAt,
      ...data,
      account: { ...data.account, pendingEmail: await store.findPendingEmail(user.id, now()) },
    });
    return c.json(body, 200, {
      'content-disposition': `attachment; filename="ferdy-daten-${exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    });
  })

  .post('/delete', validate('json', deleteBody), async (c) => {
    const user = requireUser(c);
    const { store } = c.get('deps');
    // The password confirms it is the parent, not a child on a signed-in tablet.
    await requireCurrentPassword(c, user, c.req.valid('json').password, {
      code: 'wrong_password',
      message: 'Das Passwort ist nicht richtig.',
    });
    // A running subscription ends first, at once: nothing is charged for an account that is gone.
    await endSubscriptionsNow(store, stripeFor(c.get('deps')), user.id, c.get('deps').now());
    await store.deleteUser(user.id);
    clearSessionCookie(c);
    return c.json({ ok: true as const, message: 'Dein Konto und alle deine Daten wurden gelöscht.' });
  });
