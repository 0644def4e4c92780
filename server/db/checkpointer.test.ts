import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './client.ts';
import { startPlay } from './plays-db.ts';
import { createUser } from './users-db.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function premiumFamily() {
  const dir = mkdtempSync(join(tmpdir(), 'ferdy-checkpoint-'));
  dirs.push(dir);
  const path = join(dir, 'ferdy.sqlite');
  const db = openDatabase(path);
  await createUser(db, { id: 'u1', email: 'mia@example.org', passwordHash: 'x', displayName: 'Mia', createdAt: 1 });
  db.$client.prepare('update profiles set premium_until = ? where user_id = ?').run(Date.now() + 86_400_000, 'u1');
  return { db, path };
}

const items = Array.from({ length: 5 }, (_, i) => ({ id: `streit-${i}`, question: 'Was kannst du tun, wenn ihr beide dasselbe Spiel wollt?'.repeat(4) }));
const walPages = (path: string) => statSync(`${path}-wal`).size / 4120;
const autocheckpoint = (db: Awaited<ReturnType<typeof premiumFamily>>['db']) => db.$client.pragma('wal_autocheckpoint', { simple: true });

describe('checkpoints on their own thread', () => {
  it('keep the log short under a steady stream of plays, and every play is stored', async () => {
    const { db, path } = await premiumFamily();
    const checkpointer = startCheckpointer(db, path, { restartPages: 100, intervalMs: 1 });
    expect(autocheckpoint(db)).toBe(0);
    await checkpointer.ready;
    let largest = 0;
    for (let i = 0; i < 10_000; i++) {
      const started = await startPlay(db, { id: `p${i}`, userId: 'u1', gameId: 'streitschlichter', category: 'conflict_resolution', items, sourceIds: [], playDate: '2026-11-23', now: 1_000 + i });
      expect(started.ok).toBe(true);
      // The server answers other requests between two writes; here the worker's messages get their turn.
      if (i % 5 === 4) await new Promise((resolve) => setImmediate(resolve));
      largest = Math.max(largest, walPages(path));
    }
    await checkpointer.close();
    // Without the log starting over, these plays leave 40,000 pages in it; with it, the log
    // peaked at 800–1,300 pages here (the thread lags the writes by some milliseconds).
    expect(largest).toBeLessThan(10_000);
    expect(db.$client.prepare('select count(*) from plays').pluck().get()).toBe(10_000);
    expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    db.$client.close();
  });

  it('pause no write once the log is copied and the site is quiet', async () => {
    const { db, path } = await premiumFamily();
    const checkpointer = startCheckpointer(db, path, { restartPages: 100, intervalMs: 1 });
    await checkpointer.ready;
    for (let i = 0; i < 300; i++) {
      await startPlay(db, { id: `p${i}`, userId: 'u1', gameId: 'streitschlichter', category: 'conflict_resolution', items, sourceIds: [], playDate: '2026-11-23', now: 1_000 + i });
      if (i % 5 === 4) await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const afterBurst = checkpointer.pauses();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(checkpointer.pauses()).toBe(afterBurst);
    await checkpointer.close();
    db.$client.close();
  });

  it('let the commits checkpoint while a long read keeps the log from starting over, and take over again after', async () => {
    const { db, path } = await premiumFamily();
    const lines: string[] = [];
    const checkpointer = startCheckpointer(db, path, { restartPages: 50, intervalMs: 1, log: (line) => lines.push(line) });
    await checkpointer.ready;
    let n = 0;
    const writeUntil = async (done: () => boolean) => {
      for (let i = 0; i < 20_000 && !done(); i++) {
        await startPlay(db, { id: `p${n}`, userId: 'u1', gameId: 'streitschlichter', category: 'conflict_resolution', items, sourceIds: [], playDate: '2026-11-23', now: 1_000 + n++ });
        if (i % 5 === 4) await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    // A backup or another program reading for a long time.
    const reader = new Database(path, { readonly: true });
    reader.prepare('begin').run();
    reader.prepare('select count(*) from plays').get();
    await writeUntil(() => autocheckpoint(db) === 1000);
    expect(autocheckpoint(db)).toBe(1000);
    expect(lines.join('\n')).toMatch(/SQLite checkpoints in the commits until it starts over/);
    reader.prepare('commit').run();
    reader.close();
    await writeUntil(() => autocheckpoint(db) === 0);
    expect(autocheckpoint(db)).toBe(0);
    await checkpointer.close();
    expect(db.$client.prepare('select count(*) from plays').pluck().get()).toBe(n);
    db.$client.close();
  });

  it('give checkpoints back to SQLite when the thread cannot run', async () => {
    const { db, path } = await premiumFamily();
    const lines: string[] = [];
    startCheckpointer(db, `${path}.missing`, { log: (line) => lines.push(line) });
    await vi.waitFor(() => expect(autocheckpoint(db)).toBe(1000), { timeout: 5_000 });
    expect(lines.join('\n')).toMatch(/SQLite checkpoints in the commits again/);
    db.$client.close();
  });
});
