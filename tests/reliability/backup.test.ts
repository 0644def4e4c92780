import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../scripts/reliability/consistency.ts';
import { repoRoot } from '../../scripts/reliability/server-process.ts';
import { backupDatabase } from '../../server/cli/backup.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { completePlay, startPlay } from '../../server/db/plays-db.ts';
import { profiles } from '../../server/db/schema.ts';
import { createUser } from '../../server/db/users-db.ts';

// `npm run backup` (server/cli/backup.ts) against a database another connection keeps writing
// to, as the running server would: the copy is complete, passes integrity_check and is one
// point in time (points equal the sum of the sessions it holds).

const open: Database.Database[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ferdy-backup-'));
  dirs.push(dir);
  return dir;
}

function runBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let playSeq = 0;
async function playOnce(db: Db, userId: string, now: number) {
  const id = `p${++playSeq}`;
  const started = await startPlay(db, {
    id,
    userId,
    gameId: 'gefuehlsampel',
    category: 'emotional_intelligence',
    items: [],
    sourceIds: [],
    playDate: '2026-03-02',
    now,
  });
  if (!started.ok) throw new Error('start refused');
  await completePlay(db, {
    playId: id,
    userId,
    sessionId: `s${playSeq}`,
    gameName: 'Gefühlsampel',
    category: 'emotional_intelligence',
    score: 60,
    points: 60,
    success: true,
    now,
    record: true,
  });
}

/** A database file with premium users and a few hundred finished plays (well over one backup step of 100 pages). */
async function liveDatabase(dir: string) {
  const path = join(dir, 'ferdy.sqlite');
  const db = openDatabase(path);
  open.push(db.$client);
  const users: string[] = [];
  for (let i = 0; i < 5; i++) {
    const id = `u${i}`;
    await createUser(db, { id, email: `u${i}@example.org`, passwordHash: 'x', displayName: `U${i}`, createdAt: 0 });
    db.update(profiles).set({ premiumUntil: 9e15 }).where(eq(profiles.userId, id)).run();
    users.push(id);
  }
  db.$client.exec(`create table if not exists ballast (x blob)`);
  const ballast = db.$client.prepare('insert into ballast values (randomblob(4000))');
  for (let i = 0; i < 300; i++) ballast.run();
  for (let i = 0; i < 300; i++) await playOnce(db, users[i % users.length]!, i);
  return { path, db, users };
}

describe('npm run backup', () => {
  it('copies the database consistently while another connection keeps completing plays', async () => {
    const dir = tempDir();
    const { path, db, users } = await liveDatabase(dir);
    const to = join(dir, 'copy.sqlite');

    let writes = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        for (let i = 0; i < 10; i++) await playOnce(db, users[writes++ % users.length]!, 1000 + writes);
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const result = await runBackup(['--to', to], { DATABASE_PATH: path });
    writing = false;
    await writer;

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(to);
    expect(result.stdout).toMatch(/\d+ bytes/);
    expect(result.stdout).toContain('integrity_check: ok');
    expect(writes, 'the writer ran during the backup').toBeGreaterThan(0);

    const copy = new Database(to, { readonly: true });
    open.push(copy);
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(existsSync(`${to}-wal`)).toBe(false);
    for (const inv of checkInvariants(copy)) expect(inv.ok, `${inv.name}: ${inv.detail}`).toBe(true);
    const copied = copy.prepare('select count(*) from game_sessions').pluck().get() as number;
    const live = db.$client.prepare('select count(*) from game_sessions').pluck().get() as number;
    expect(copied).toBeGreaterThanOrEqual(300);
    expect(copied).toBeLessThanOrEqual(live);
    expect(copy.prepare('select count(*) from ballast').pluck().get()).toBe(300);
  }, 60_000);

  it('writes to <database dir>/backups/ferdy-<timestamp>.sqlite by default', async () => {
    const dir = tempDir();
    const { path } = await liveDatabase(dir);
    const result = await runBackup([], { DATABASE_PATH: path });
    expect(result.code, result.stderr).toBe(0);
    const files = readdirSync(join(dir, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^ferdy-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sqlite$/);
    const backup = join(dir, 'backups', files[0]!);
    expect(result.stdout).toContain(backup);
    // The command fails (exit 1) rather than overwrite a backup.
    const again = await runBackup(['--to', backup], { DATABASE_PATH: path });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  }, 60_000);

  it('never overwrites an existing file and fails clearly without a database', async () => {
    const dir = tempDir();
    const { path } = await liveDatabase(dir);
    const existing = join(dir, 'wichtig.sqlite');
    writeFileSync(existing, 'nicht überschreiben');
    await expect(backupDatabase(path, existing)).rejects.toThrow(/exists already/);
    expect(readFileSync(existing, 'utf8')).toBe('nicht überschreiben');
    await expect(backupDatabase(join(dir, 'gibt-es-nicht.sqlite'), join(dir, 'x.sqlite'))).rejects.toThrow(/No database/);
    await expect(backupDatabase(path, path)).rejects.toThrow();
    expect(existsSync(join(dir, 'x.sqlite'))).toBe(false);
    const ok = await backupDatabase(path, join(dir, 'ok.sqlite'));
    expect(ok.integrity).toBe('ok');
    expect(ok.bytes).toBe(statSync(join(dir, 'ok.sqlite')).size);
    expect(existsSync(join(dir, 'ok.sqlite.partial'))).toBe(false);
  });
});
