import type { NewPlay, NewPurchase, Store } from '../../server/db/store.ts';

/** A moment with more than 32 bits of milliseconds, as every real time is (2026-03-02 09:00 UTC). */
export const t0 = Date.parse('2026-03-02T09:00:00Z');
export const today = '2026-03-02';

let counter = 0;
export const uniqueId = (prefix: string) => `${prefix}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

/** A parent account with its profile. */
export async function makeUser(store: Store, over: { email?: string } = {}): Promise<string> {
  const id = uniqueId('u');
  const created = await store.createUser({
    id,
    email: over.email ?? `${id}@example.org`,
    passwordHash: 'x',
    displayName: 'Kim',
    createdAt: t0,
    parentConsentAt: t0,
  });
  if (!created) throw new Error('user not created');
  return id;
}

export function newPlay(userId: string, over: Partial<NewPlay> = {}): NewPlay {
  return {
    id: uniqueId('p'),
    userId,
    gameId: 'gefuehlsampel',
    gameRevision: 'rev-a',
    category: 'emotionale-intelligenz',
    items: [{ id: 'i1', text: 'Ärger' }],
    sourceIds: ['s1', 's2'],
    playDate: today,
    now: t0,
    ...over,
  };
}

export function pendingPurchase(userId: string, over: Partial<NewPurchase> = {}): NewPurchase {
  return {
    checkoutSessionId: uniqueId('cs'),
    userId,
    kind: 'plays',
    gameCategory: 'emotionale-intelligenz',
    plays: 3,
    amountCents: 598,
    provider: 'test',
    status: 'pending',
    createdAt: t0,
    ...over,
  };
}
