import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../db/client.ts';
import { findPasswordHash } from '../db/users-db.ts';
import { ApiError } from '../http/errors.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** New accounts and password resets: NIST SP 800-63B's minimum for a password the user picks. */
export const newPasswordMinLength = 8;
/** The profile's password change: the product spec fixes 6 characters and its message. */
export const changedPasswordMinLength = 6;
export const passwordMaxLength = 128;

// NFKC so that the same password typed on another keyboard (composed vs decomposed umlauts) matches.
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordLength(password) > passwordMaxLength) return false;
  try {
    return await verify(passwordHash, normalize(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account, so that "no such e-mail" answers
 * as slowly as "wrong password" and response times do not reveal who is registered.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('ferdy-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The account password check, also the parental gate before checkout. */
export async function verifyUserPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const stored = await findPasswordHash(db, userId);
  if (stored === undefined) return verifyDummyPassword(password);
  return verifyPassword(stored, password);
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Throws 400 `weak_password` when a new password is too short or too long. */
export function checkNewPassword(password: string, minLength: number, tooShortMessage?: string): void {
  const length = passwordLength(password);
  if (length < minLength) {
    throw new ApiError(
      400,
      'weak_password',
      tooShortMessage ?? `Das Passwort muss mindestens ${minLength} Zeichen lang sein.`,
    );
  }
  if (length > passwordMaxLength) {
    throw new ApiError(400, 'weak_password', `Das Passwort darf höchstens ${passwordMaxLength} Zeichen lang sein.`);
  }
}
