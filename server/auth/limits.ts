import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ipThrottleKey } from '../http/client-ip.ts';
import { createRateLimiter, perApp, throttle, throwTooMany, type RateLimiter } from '../http/rate-limit.ts';

const minute = 60 * 1000;

/**
 * Login counts failed attempts only (a parent signing in on three devices is never slowed
 * down); per account it stops online guessing of one password, per IP the spraying of
 * common passwords over many accounts. Mail counts every request: per address it keeps
 * anyone from flooding someone's mailbox, per IP from using Ferdy to mail many addresses.
 */
export const authLimits = perApp((deps) => ({
  loginIp: createRateLimiter({ windowMs: 15 * minute, max: 30, now: deps.now }),
  loginAccount: createRateLimiter({ windowMs: 15 * minute, max: 10, now: deps.now }),
  mailIp: createRateLimiter({ windowMs: 60 * minute, max: 20, now: deps.now }),
  mailAddress: createRateLimiter({ windowMs: 15 * minute, max: 3, now: deps.now }),
}));

export const tooManyMailsMessage =
  'Es wurden gerade zu viele E-Mails angefordert. Bitte warte ein paar Minuten und versuche es dann noch einmal.';

function mailChecks(c: Context<AppEnv>, address: string, userId?: string): Array<[RateLimiter, string | null]> {
  const limits = authLimits(c.get('deps'));
  return [
    [limits.mailIp, ipThrottleKey(c)],
    [limits.mailAddress, `to:${address}`],
    [limits.mailAddress, userId ? `user:${userId}` : null],
  ];
}

/** Counts one mail to `address` (and for `userId`, when given); 429 when over the limit. */
export function throttleMail(c: Context<AppEnv>, address: string, userId?: string): void {
  throttle(c, mailChecks(c, address, userId), tooManyMailsMessage);
}

/** Counts one mail like `throttleMail`, for mails sent on the side: false instead of a 429. */
export function mailAllowed(c: Context<AppEnv>, address: string): boolean {
  const results = mailChecks(c, address).map(([limiter, key]) => key === null || limiter.hit(key));
  return results.every(Boolean);
}

const accountKey = (email: string) => `account:${email}`;

/** 429 before the password is even checked when this IP or this account failed too often. */
export function refuseIfLoginLimited(c: Context<AppEnv>, email: string): void {
  const limits = authLimits(c.get('deps'));
  const ip = ipThrottleKey(c);
  const wait = Math.max(
    ip !== null && limits.loginIp.isLimited(ip) ? limits.loginIp.retryAfterMs(ip) : -1,
    limits.loginAccount.isLimited(accountKey(email)) ? limits.loginAccount.retryAfterMs(accountKey(email)) : -1,
  );
  if (wait >= 0) throwTooMany(c, wait);
}

export function countFailedLogin(c: Context<AppEnv>, email: string): void {
  const limits = authLimits(c.get('deps'));
  const ip = ipThrottleKey(c);
  if (ip !== null) limits.loginIp.hit(ip);
  limits.loginAccount.hit(accountKey(email));
}
