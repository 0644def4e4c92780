import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ipThrottleKey } from '../http/client-ip.ts';
import { createRateLimiter, perApp, throttle, throwTooMany, type RateLimiter } from '../http/rate-limit.ts';

const minute = 60 * 1000;

/**
 * Password checks (login, the parental gate, re-authentication for account changes) count
 * failed attempts only, so a parent signing in on three devices is never slowed down. Following
 * OWASP, failures are counted per account *and* address (10 in 15 minutes), so a stranger
 * guessing elsewhere cannot lock the parent's own device out; a higher ceiling per account
 * (100 an hour) still stops a guesser who spreads over many addresses, and a limit per address
 * the spraying of common passwords over many accounts. Mail counts every request: per address
 * it keeps anyone from flooding someone's mailbox, per IP from using Ferdy to mail many
 * addresses.
 */
export const authLimits = perApp((deps) => ({
  loginIp: createRateLimiter({ windowMs: 15 * minute, max: 30, now: deps.now }),
  loginAccountAddress: createRateLimiter({ windowMs: 15 * minute, max: 10, now: deps.now }),
  loginAccount: createRateLimiter({ windowMs: 60 * minute, max: 100, now: deps.now }),
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

/** The (limiter, key) pairs one password check counts against. */
function passwordCheckKeys(c: Context<AppEnv>, email: string): Array<[RateLimiter, string | null]> {
  const limits = authLimits(c.get('deps'));
  const ip = ipThrottleKey(c);
  return [
    [limits.loginIp, ip],
    // Requests that are not limited per IP (this machine, outside production) share one device key.
    [limits.loginAccountAddress, `account:${email}|${ip ?? 'local'}`],
    [limits.loginAccount, `account:${email}`],
  ];
}

/**
 * Reserves one failed attempt before the password is verified, and throws 429 when the budget
 * is spent. Reserving first is what makes the budget hold under a burst: the counters move
 * synchronously, so of 30 parallel guesses only the first 10 ever reach the hash check. Call
 * the returned function once the password proved right: the reservation is given back.
 */
export function reservePasswordAttempt(c: Context<AppEnv>, email: string): () => void {
  const keys = passwordCheckKeys(c, email).filter((k): k is [RateLimiter, string] => k[1] !== null);
  const wait = Math.max(...keys.map(([limiter, key]) => (limiter.isLimited(key) ? limiter.retryAfterMs(key) : -1)));
  if (wait >= 0) throwTooMany(c, wait);
  for (const [limiter, key] of keys) limiter.hit(key);
  return () => {
    for (const [limiter, key] of keys) limiter.refund(key);
  };
}

/**
 * Checks a password with the failure budget: reserves an attempt, runs `verify`, gives the
 * attempt back when it succeeded. Shared by login, re-authentication and the parental gate, so
 * none of them is a side door for guessing.
 */
export async function checkPasswordWithinBudget(c: Context<AppEnv>, email: string, verify: () => Promise<boolean>): Promise<boolean> {
  const giveBack = reservePasswordAttempt(c, email);
  const correct = await verify();
  if (correct) giveBack();
  return correct;
}
