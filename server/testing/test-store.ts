import { randomBytes } from 'node:crypto';
import type { Store } from '../db/store.ts';

/**
 * When FERDY_TEST_STORE=postgres and TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL
 * server, route tests that only talk HTTP run on PostgreSQL: each test app gets a fresh database
 * there. Otherwise undefined (the in-memory SQLite database).
 */
export function testStoreFromEnv(): Store | undefined {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (process.env.FERDY_TEST_STORE !== 'postgres' || !url) return undefined;
  return deferred(freshPostgresStore(url));
}

async function freshPostgresStore(url: string): Promise<Store> {
  const { default: pg } = await import('pg');
  const name = `ferdy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const { openPgStore } = await import('../db/pg/pg-store.ts');
  return openPgStore(target.toString(), { max: 4 });
}

/** A store usable at once whose calls wait until the real one is open (createTestApp is synchronous). */
function deferred(opening: Promise<Store>): Store {
  return new Proxy({} as Store, {
    get(_target, name) {
      if (name === 'dialect') return 'postgres';
      if (name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const store = (await opening) as unknown as Record<string | symbol, (...a: unknown[]) => unknown>;
        return store[name]!(...args);
      };
    },
  });
}
