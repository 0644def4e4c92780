/**
 * A consistent copy of the SQLite database while the server keeps running, through SQLite's
 * online backup API (better-sqlite3 `db.backup`): readers and writers of the live database
 * are not stopped, and the copy is one point in time.
 *
 *   npm run backup                          → <database dir>/backups/ferdy-<timestamp>.sqlite
 *   npm run backup -- --to /mnt/ferdy.sqlite
 *   npm run backup -- --db other.sqlite --to copy.sqlite
 *
 * The source is DATABASE_PATH (default data/ferdy.sqlite) unless --db is given. An existing
 * destination is never overwritten. The copy is written next to its destination under a
 * temporary name, checked with PRAGMA integrity_check and only then renamed, so a file with
 * the final name is always a complete, checked backup.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { loadConfig } from '../config.ts';

export type BackupResult = {
  source: string;
  destination: string;
  bytes: number;
  pages: number;
  integrity: string;
  users: number;
  plays: number;
};

export function defaultBackupPath(databasePath: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return join(dirname(databasePath), 'backups', `ferdy-${stamp}.sqlite`);
}

export async function backupDatabase(sourcePath: string, destinationPath: string): Promise<BackupResult> {
  const source = resolve(sourcePath);
  const destination = resolve(destinationPath);
  if (sourcePath === ':memory:') throw new Error('DATABASE_PATH is :memory: — there is no file to back up.');
  if (!existsSync(source)) throw new Error(`No database at ${source}.`);
  if (existsSync(destination)) throw new Error(`${destination} exists already; a backup never overwrites a file.`);
  if (source === destination) throw new Error('The backup cannot be written onto the database itself.');
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });

  const db = new Database(source, { fileMustExist: true });
  let pages = 0;
  try {
    // A server write lock held for a moment is waited for, as the server itself does.
    db.pragma('busy_timeout = 5000');
    const meta = await db.backup(partial, {
      // After the first step copy everything left in one step: the copy is then one read
      // transaction, which a concurrent writer in WAL mode neither blocks nor restarts.
      progress: ({ totalPages }) => Math.max(totalPages, 100),
    });
    pages = meta.totalPages;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }

  const copy = new Database(partial);
  let integrity: string;
  let users = 0;
  let plays = 0;
  try {
    // One self-contained file (no -wal/-shm beside it), fit to be copied elsewhere as it is.
    copy.pragma('journal_mode = DELETE');
    integrity = copy.pragma('integrity_check', { simple: true }) as string;
    const count = (table: string) =>
      copy.prepare("select count(*) from sqlite_master where type = 'table' and name = ?").pluck().get(table)
        ? Number(copy.prepare(`select count(*) from "${table}"`).pluck().get())
        : 0;
    users = count('users');
    plays = count('plays');
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed PRAGMA integrity_check: ${integrity}`);
  }
  renameSync(partial, destination);
  return { source, destination, bytes: statSync(destination).size, pages, integrity, users, plays };
}

async function main() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  });
  if (values.help) {
    console.log('npm run backup [-- --to <file>] [--db <database>]');
    return;
  }
  const databasePath = values.db ?? loadConfig().databasePath;
  const destination = values.to ?? defaultBackupPath(databasePath);
  const r = await backupDatabase(databasePath, destination);
  console.log(`Backup of ${r.source}`);
  console.log(`  written to ${r.destination}`);
  console.log(`  ${r.bytes} bytes (${(r.bytes / 1024 / 1024).toFixed(2)} MiB), ${r.pages} pages, integrity_check: ${r.integrity}`);
  console.log(`  ${r.users} users, ${r.plays} plays`);
}

// Run as a command (not when a test imports backupDatabase).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
