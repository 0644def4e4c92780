import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (and creates) the SQLite database, sets the pragmas we rely on and applies pending
 * migrations. `:memory:` gives a private in-memory database for tests.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  if (path !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Concurrent writers from other processes (backup, CLI) wait instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  // In WAL mode NORMAL never corrupts the database, but a power cut may take back the last
  // commits before a checkpoint (a crash of the process alone loses nothing). That is accepted for
  // plays and points; money is written through `durably`, which syncs its commit.
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return db;
}

/** SQLite's PRAGMA synchronous levels: OFF 0, NORMAL 1, FULL 2, EXTRA 3. */
const fullSync = 2;

/**
 * Runs `write` (one transaction) with `synchronous=FULL` on this connection, so that its commit
 * is on disk (the WAL is synced) before it returns: for the writes that record money, which must
 * survive a power cut once acknowledged. The connection's own level comes back afterwards, also
 * when `write` throws. better-sqlite3 runs a transaction synchronously, so no other request's
 * statement runs on the connection in between and none pays for the extra sync.
 */
export function durably<T>(db: Db, write: () => T): T {
  const sqlite = db.$client;
  const level = sqlite.pragma('synchronous', { simple: true }) as number;
  if (level >= fullSync) return write();
  sqlite.pragma(`synchronous = ${fullSync}`);
  try {
    return write();
  } finally {
    sqlite.pragma(`synchronous = ${level}`);
  }
}

export function databaseStatus(db: Db): { ok: boolean; journalMode: string } {
  try {
    const mode = db.$client.pragma('journal_mode', { simple: true }) as string;
    db.$client.prepare('select 1').get();
    return { ok: true, journalMode: mode };
  } catch {
    return { ok: false, journalMode: 'unknown' };
  }
}
