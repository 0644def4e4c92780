import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { ipThrottleKey } from '../http/client-ip.ts';
import { createRateLimiter, hitAll, longestWait, perApp, throttle, throwTooMany, type RateLimiter } from '../http/rate-limit.ts';

const minute = 60 * 1000;

/**
 * Failed password checks one network address may make in 15 minutes, summed over all accounts.
 * A school class shares one address behind its NAT: 30 children whose parents or teacher sign
 * them in, each account allowed its own 10 failures per device before it is locked, is 300.
 * So the class never runs out before each account's own budget does: one family's mistypes
 * never lock out the others. Guessing is held by the per-account
 * limits; spraying one common password over many accounts gets 300 tries in 15 minutes from an
 * address, against passwords that had to withstand a million guesses (zxcvbn) to be accepted.
 */
export const loginFailuresPerAddress = 300;

/**
 * Mails one network address may trigger in an hour, to any recipients. A class whose 30
 * families sign up at a parents' evening on the school's network sends 30 confirmations, and
 * as many again for resent links and forgotten passwords: 60; twice that for two classes in the
 * same hour is 120. Each recipient and account still gets at most 3 mails in 15 minutes, so no
 * one's mailbox can be flooded from here.
 */
export const mailsPerAddressPerHour = 120;

/**
 * Password checks (login, the parental gate, re-authentication for account changes) count
 * failed attempts only, so a parent signing in on three devices is never slowed down. Following
 * OWASP, failures are counted per account *and* address (10 in 15 minutes), so a stranger
 * guessing elsewhere cannot lock the parent's own device out; a higher ceiling per account
 * (100 an hour) still stops a guesser who spreads over many addresses, and a limit per address
 * (sized for a class behind one address, above) the spraying of common passwords over many
 * accounts. Mail counts every request: per recipient it keeps anyone from flooding someone's
 * mailbox, per address from using Ferdy to mail many addresses. With several instances the
 * counters live in a shared store, so the budgets are the site's, not each instance's.
 */
export const authLimits = perApp((deps) => ({
  loginIp: createRateLimiter(deps, { name: 'login-ip', windowMs: 15 * minute, max: loginFailuresPerAddress }),
  loginAccountAddress: createRateLimiter(deps, { name: 'login-account-address', windowMs: 15 * minute, max: 10 }),
  loginAccount: createRateLimiter(deps, { name: 'login-account', windowMs: 60 * minute, max: 100 }),
  mailIp: createRateLimiter(deps, { name: 'mail-ip', windowMs: 60 * minute, max: mailsPerAddressPerHour }),
  mailAddress: createRateLimiter(deps, { name: 'mail-address', windowMs: 15 * minute, max: 3 }),
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
export async function throttleMail(c: Context<AppEnv>, address: string, userId?: string): Promise<void> {
  await throttle(c, mailChecks(c, address, userId), tooManyMailsMessage);
}

/** Counts one mail like `throttleMail`, for mails sent on the side: false instead of a 429. */
export async function mailAllowed(c: Context<AppEnv>, address: string): Promise<boolean> {
  return (await hitAll(mailChecks(c, address))).every((hit) => hit.allowed);
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
 * is spent. Reserving first is what makes the budget hold under a burst, also across instances:
 * every counter is moved atomically in its store, so of 30 parallel guesses only the first 10
 * ever reach the hash check. A refused attempt is given back at once (only evaluated guesses
 * count). Call the returned function once the password proved right: the reservation is given
 * back too, so only failures count.
 */
async function reservePasswordAttempt(c: Context<AppEnv>, email: string): Promise<() => Promise<void>> {
  const hits = await hitAll(passwordCheckKeys(c, email));
  const giveBack = async () => {
    await Promise.all(hits.map((hit) => hit.refund()));
  };
  const wait = longestWait(hits);
  if (wait >= 0) {
    await giveBack();
    throwTooMany(c, wait);
  }
  return giveBack;
}

/**
 * Checks a password with the failure budget: reserves an attempt, runs `verify`, gives the
 * attempt back when it succeeded. Shared by login, re-authentication and the parental gate, so
 * none of them is a side door for guessing.
 */
export async function checkPasswordWithinBudget(c: Context<AppEnv>, email: string, verify: () => Promise<boolean>): Promise<boolean> {
  const giveBack = await reservePasswordAttempt(c, email);
  const correct = await verify();
  if (correct) await giveBack();
  return correct;
}
