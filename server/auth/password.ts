import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnGerman from '@zxcvbn-ts/language-de';
import type { Store } from '../db/store.ts';

import { ApiError } from '../http/errors.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the library's default algorithm is argon2id.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** One rule for every new password (sign-up, reset, change): NIST SP 800-63B's minimum. */
export const passwordMinLength = 8;
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
export async function verifyUserPassword(store: Store, userId: string, password: string): Promise<boolean> {
  const stored = await store.findPasswordHash(userId);
  if (stored === undefined) return verifyDummyPassword(password);
  return verifyPassword(stored, password);
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * zxcvbn's estimate of guesses, with its common and German dictionaries (passwords, names,
 * words, keyboard rows, years): score 2 means more than a million guesses, which the login's
 * failure limits make unreachable online. Loaded on first use (about 0.3 s), not at start.
 */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnGerman.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnGerman.translations,
  });
  return estimator;
}
const minimumScore = 2;

const weak = (message: string) => new ApiError(400, 'weak_password', message);

/**
 * Throws 400 `weak_password` with advice a parent can act on, unless the password is at least
 * 8 characters, not only spaces, at most 128 characters and not easy to guess.
 */
export function checkNewPassword(password: string, userInputs: readonly string[] = []): void {
  const length = passwordLength(password);
  if (length < passwordMinLength) throw weak(`Das Passwort muss mindestens ${passwordMinLength} Zeichen lang sein.`);
  if (length > passwordMaxLength) throw weak(`Das Passwort darf höchstens ${passwordMaxLength} Zeichen lang sein.`);
  if (password.trim() === '') throw weak('Das Passwort darf nicht nur aus Leerzeichen bestehen.');
  // The e-mail address, its local part and the words in it count as guessable words too.
  const words = userInputs.flatMap((input) => {
    const local = input.split('@')[0] ?? input;
    return [input, local, ...local.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)];
  });
  const result = strengthEstimator().check(normalize(password), words);
  if (result.score < minimumScore) {
    throw weak(
      'Dieses Passwort ist zu leicht zu erraten (zum Beispiel ein häufiges Passwort, ein Name, ein Wort oder eine Zahlenreihe). ' +
        'Nehmen Sie lieber drei Wörter, die nicht zusammengehören, etwa „Tasse-Wolke-Fahrrad“.',
    );
  }
}
