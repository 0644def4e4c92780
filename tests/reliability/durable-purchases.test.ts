import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { durably, openDatabase, type Db } from '../../server/db/client.ts';
import { completePlay, startPlay } from '../../server/db/plays-db.ts';
import { applySubscriptionChange, findPlayCredits, fulfilPurchase, insertPurchase } from '../../server/db/purchases-db.ts';
import { fulfilCheckout } from '../../server/payments/fulfil.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';
import { createTestApp } from '../../server/testing/test-app.ts';

// SQLite runs with synchronous=NORMAL: in WAL mode a power cut may take back the last commits.
// That is accepted for plays, never for money: the transactions that credit a purchase or extend
// premium must commit with synchronous=FULL, and leave the connection at NORMAL afterwards.

const normal = 1;
const full = 2;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A test app over a real WAL database file, as the server opens it. */
function appOnFile() {
  const dir = mkdtempSync(join(tmpdir(), 'ferdy-durable-'));
  dirs.push(dir);
  return createTestApp({ db: openDatabase(join(dir, 'ferdy.sqlite')) });
}

const syncLevel = (db: Db) => db.$client.pragma('synchronous', { simple: true }) as number;

/** Records the synchronous level in force inside every transaction the code under test opens (the level its COMMIT runs with). */
function levelsAtCommit(db: Db): number[] {
  const seen: number[] = [];
  const transaction = db.transaction.bind(db);
  vi.spyOn(db, 'transaction').mockImplementation(((work: (tx: unknown) => unknown, config?: unknown) =>
    transaction(
      (tx) => {
        seen.push(syncLevel(db));
        return work(tx);
      },
      config as Parameters<Db['transaction']>[1],
    )) as Db['transaction']);
  return seen;
}

async function pendingPurchase(t: ReturnType<typeof createTestApp>, userId: string, kind: 'plays' | 'premium' = 'plays') {
  const checkoutSessionId = `test_cs_${Math.random().toString(36).slice(2)}`;
  await insertPurchase(t.db, {
    checkoutSessionId,
    userId,
    kind,
    gameCategory: kind === 'plays' ? 'mindset' : null,
    plays: kind === 'plays' ? 2 : 0,
    amountCents: kind === 'plays' ? 598 : 999,
    provider: 'test',
    status: 'pending',
    createdAt: t.deps.now(),
  });
  return checkoutSessionId;
}

describe('crediting a purchase is durable', () => {
  it('the database runs at synchronous=NORMAL between writes', () => {
    const t = appOnFile();
    expect(t.db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(syncLevel(t.db)).toBe(normal);
  });

  it('fulfilling bought plays commits with synchronous=FULL and goes back to NORMAL', async () => {
    const t = appOnFile();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId);
    const seen = levelsAtCommit(t.db);
    const result = await fulfilCheckout(t.store, { checkoutSessionId: id, userId, now: t.deps.now() });
    expect(result.outcome).toBe('credited');
    expect(await findPlayCredits(t.db, userId, 'mindset')).toBe(2);
    expect(seen).toEqual([full]);
    expect(syncLevel(t.db)).toBe(normal);
  });

  it('premium from a checkout and from a renewal event commit with synchronous=FULL', async () => {
    const t = appOnFile();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId, 'premium');
    const seen = levelsAtCommit(t.db);
    expect((await fulfilCheckout(t.store, { checkoutSessionId: id, userId, now: t.deps.now() })).outcome).toBe('credited');
    const renewal = await applySubscriptionChange(t.db, {
      subscriptionId: `test_sub_${id}`,
      userId,
      status: 'active',
      effect: 'extend',
      periodEnd: t.deps.now() + 60 * 86_400_000,
      now: t.deps.now(),
      event: { id: 'evt_renewal', type: 'invoice.paid' },
    });
    expect(renewal).toBe('applied');
    expect(seen).toEqual([full, full]);
    expect(syncLevel(t.db)).toBe(normal);
  });

  it('goes back to NORMAL when the transaction fails', async () => {
    const t = appOnFile();
    const { userId } = await createSignedInUser(t);
    const id = await pendingPurchase(t, userId, 'premium');
    const seen = levelsAtCommit(t.db);
    // A premium purchase without its subscription period is refused inside the transaction.
    await expect(fulfilPurchase(t.db, { checkoutSessionId: id, now: t.deps.now() })).rejects.toThrow(/needs its subscription period/);
    expect(seen).toEqual([full]);
    expect(syncLevel(t.db)).toBe(normal);
  });

  it('plays and points keep NORMAL: only money pays for the extra sync', async () => {
    const t = appOnFile();
    const { userId } = await createSignedInUser(t);
    const seen = levelsAtCommit(t.db);
    const now = t.deps.now();
    const common = { userId, category: 'emotional_intelligence', playDate: '2026-03-02', now };
    expect(await startPlay(t.db, { id: 'p1', gameId: 'gefuehlsampel', items: [], sourceIds: [], ...common })).toEqual({
      ok: true,
      consumed: 'free',
    });
    const done = await completePlay(t.db, {
      playId: 'p1',
      sessionId: 's1',
      gameName: 'Gefühlsampel',
      score: 80,
      points: 8,
      success: true,
      record: true,
      ...common,
    });
    expect(done.ok).toBe(true);
    expect(seen).toEqual([normal, normal]);
  });

  it('durably leaves a connection already at FULL as it was', () => {
    const t = createTestApp();
    t.db.$client.pragma('synchronous = FULL');
    expect(durably(t.db, () => syncLevel(t.db))).toBe(full);
    expect(syncLevel(t.db)).toBe(full);
  });
});
