import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock every Ferdy instance takes to migrate (any constant; this one spells "ferdy"). */
const migrationLock = 0x6665726479;

/**
 * Applies pending migrations while holding a session-level advisory lock on one connection:
 * instances starting together migrate one after the other, and the later ones find nothing to do
 * (without the lock both would create drizzle's bookkeeping table at once and one would fail).
 */
export async function migratePg(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLock]);
    }
  } finally {
    client.release();
  }
}
