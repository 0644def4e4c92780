import { expect, vi } from 'vitest';
import type { OutboxRow } from '../db/store.ts';
import { testOrigin, type createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** Request options of the auth tests: a cookie, another Origin, a client IP as @hono/node-server reports it. */
export type RequestOptions = { cookie?: string | null; origin?: string | null; ip?: string };

function env(ip: string | undefined) {
  return ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined;
}

export function send(t: TestApp, method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? testOrigin : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return t.app.request(`/api${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) }, env(options.ip));
}

export const post = (t: TestApp, path: string, body?: unknown, options?: RequestOptions) => send(t, 'POST', path, body, options);

/** The `name=value` of the session cookie a response sets, or null (also when it clears it). */
export function sessionCookie(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ferdy_session='));
  const pair = cookie?.split(';')[0];
  return pair && pair !== 'ferdy_session=' ? pair : null;
}

export async function mailsTo(t: TestApp, to: string): Promise<OutboxRow[]> {
  return t.store.listOutboxMessages({ limit: 100, to });
}

/**
 * The token of the newest mail to `to` whose link carries `param` (verify, reset, email-change).
 * Mails go out in the background: on a store that answers asynchronously the mail may land a
 * moment after the response, so this waits for it.
 */
export async function tokenFromMail(t: TestApp, to: string, param: string): Promise<string> {
  const mail = await vi.waitFor(async () => {
    const found = (await mailsTo(t, to)).find((m) => m.text.includes(`?${param}=`));
    expect(found, `a mail to ${to} with ?${param}=`).toBeDefined();
    return found;
  });
  const match = new RegExp(`\\?${param}=([a-z2-7]+\\.[a-z2-7]+)`).exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** Signs up and confirms through the API, as a parent would; returns the session cookie. */
export async function signUpConfirmed(t: TestApp, email: string, password: string): Promise<string> {
  expect((await post(t, '/auth/signup', { email, password, parentConsent: true })).status).toBe(201);
  const token = await tokenFromMail(t, email, 'verify');
  const res = await post(t, '/auth/verify-email', { token });
  expect(res.status).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).not.toBeNull();
  return cookie!;
}
