import { createHash, timingSafeEqual } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A random identifier: 15 bytes from the CSPRNG (120 bits), 24 lower-case base32 characters. */
export function randomId(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
}

/** A random secret: 20 bytes from the CSPRNG (160 bits), 32 lower-case base32 characters. */
export function randomSecret(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** SHA-256 of the secret, by Node's own (native) hash: every signed-in request computes one. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * Tokens are `<id>.<secret>` as in the Lucia guide: the id finds the row by primary key, and only
 * the SHA-256 of the secret is stored, so a leaked database yields no usable token.
 */
export function makeToken(): { id: string; secret: string; token: string; secretHash: Buffer } {
  const id = randomId();
  const secret = randomSecret();
  return { id, secret, token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

export function parseToken(token: string): { id: string; secret: string } | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [id, secret] = parts as [string, string];
  if (!/^[a-z2-7]{24}$/.test(id) || !/^[a-z2-7]{32}$/.test(secret)) return null;
  return { id, secret };
}

/** Compares the secret's hash with the stored one in constant time. */
export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const hash = hashSecret(secret);
  return storedHash.byteLength === hash.byteLength && timingSafeEqual(hash, storedHash);
}
