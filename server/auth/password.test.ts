import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { sqliteStore } from '../db/sqlite-store.ts';
import { createUser } from '../db/users-db.ts';
import { checkNewPassword, hashPassword, verifyPassword, verifyUserPassword } from './password.ts';

describe('passwords', () => {
  it('are hashed with argon2id and a salt, and verified', async () => {
    const a = await hashPassword('Fuchsbau-123');
    const b = await hashPassword('Fuchsbau-123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Fuchsbau-123')).toBe(true);
    expect(await verifyPassword(a, 'fuchsbau-123')).toBe(false);
    expect(await verifyPassword('kein-hash', 'x')).toBe(false);
  });

  it('match whichever way an umlaut was typed (NFKC)', async () => {
    const composed = 'Bär\u00e4';
    const decomposed = 'Ba\u0308ra\u0308';
    expect(await verifyPassword(await hashPassword(composed), decomposed)).toBe(true);
  });

  it('are checked for the account owner (parental gate)', async () => {
    const db = openDatabase(':memory:');
    await createUser(db, {
      id: 'u1',
      email: 'e@example.org',
      passwordHash: await hashPassword('Fuchsbau-123'),
      displayName: 'e',
      createdAt: 0,
    });
    expect(await verifyUserPassword(sqliteStore(db), 'u1', 'Fuchsbau-123')).toBe(true);
    expect(await verifyUserPassword(sqliteStore(db), 'u1', 'falsch')).toBe(false);
    expect(await verifyUserPassword(sqliteStore(db), 'gibt-es-nicht', 'Fuchsbau-123')).toBe(false);
  });

  it('counts characters, not UTF-16 units, for the length rules', () => {
    expect(() => checkNewPassword('🦊🐻🦉🐸🦔🐝🐞🦋')).not.toThrow();
    expect(() => checkNewPassword('🦊🐻🦉🐸🦔🐝🐞')).toThrow('mindestens 8 Zeichen');
    expect(() => checkNewPassword('Tasse-Wolke-'.repeat(11))).toThrow('höchstens 128 Zeichen');
  });

  it('refuses common, guessable and blank passwords with advice, and accepts a passphrase', () => {
    for (const weak of ['12345678', 'password', 'passwort', 'qwertzuiop', 'Schmetterling', 'Sommer2026', '        ', 'aaaaaaaaaa']) {
      expect(() => checkNewPassword(weak), weak).toThrow(/leicht zu erraten|nur aus Leerzeichen/);
    }
    expect(() => checkNewPassword('          ')).toThrow('Das Passwort darf nicht nur aus Leerzeichen bestehen.');
    // The address itself is no password either.
    expect(() => checkNewPassword('lena.fuchsberger', ['lena.fuchsberger@example.org'])).toThrow(/leicht zu erraten/);
    expect(() => checkNewPassword('Tasse-Wolke-Fahrrad')).not.toThrow();
    expect(() => checkNewPassword('ich mag Kuchen')).not.toThrow();
  });
});
