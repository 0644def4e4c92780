import { describe, expect, it } from 'vitest';
import { makeToken } from '../auth/tokens.ts';
import { openDatabase } from './client.ts';
import { deleteSession, findSessionWithUser, insertSession } from './sessions-db.ts';
import { createUser, setEmailVerified, setPasswordAndDropSessions, updateDisplayName } from './users-db.ts';
import { deleteUser } from './account-db.ts';

function withSession() {
  const db = openDatabase(':memory:');
  const userId = 'u1';
  void createUser(db, { id: userId, email: 'mia@example.org', passwordHash: 'x', displayName: 'Mia', createdAt: 1 });
  const { id } = makeToken();
  void insertSession(db, { id, userId, secretHash: Buffer.alloc(32), expiresAt: Date.now() + 60_000, createdAt: 1 });
  return { db, userId, id };
}

describe('session lookups answered from memory', () => {
  it('show a changed name, a confirmed address and a deletion at once', async () => {
    const { db, userId, id } = withSession();
    expect((await findSessionWithUser(db, id))?.user).toMatchObject({ displayName: 'Mia', emailVerified: false });
    await updateDisplayName(db, userId, 'Mia-Sophie');
    await setEmailVerified(db, userId, 5);
    expect((await findSessionWithUser(db, id))?.user).toMatchObject({ displayName: 'Mia-Sophie', emailVerified: true });
    await deleteUser(db, userId);
    expect(await findSessionWithUser(db, id)).toBeUndefined();
  });

  it('end with a logout or a password change', async () => {
    const a = withSession();
    await findSessionWithUser(a.db, a.id);
    await deleteSession(a.db, a.id);
    expect(await findSessionWithUser(a.db, a.id)).toBeUndefined();
    const b = withSession();
    await findSessionWithUser(b.db, b.id);
    await setPasswordAndDropSessions(b.db, b.userId, 'y');
    expect(await findSessionWithUser(b.db, b.id)).toBeUndefined();
  });
});
