import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { openSqliteStore } from '../../server/db/sqlite-store.ts';
import type { Store } from '../../server/db/store.ts';

/** The PostgreSQL server the contract runs against (scripts/with-postgres.sh sets it; npm run test:pg). */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

export type Adapter = {
  name: 'sqlite' | 'postgres';
  /** A store over an empty, migrated database of its own. */
  open(): Promise<Store>;
  /** Drops what `open` created. */
  cleanup(): Promise<void>;
};

/** A fresh database on the PostgreSQL server for one test file, dropped afterwards. */
function postgresAdapter(url: string): Adapter {
  const created: string[] = [];
  const stores: Store[] = [];
  const admin = () => new pg.Client({ connectionString: url });
  return {
    name: 'postgres',
    async open() {
      const name = `ferdy_test_${randomBytes(6).toString('hex')}`;
      const client = admin();
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      created.push(name);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const { openPgStore } = await import('../../server/db/pg/pg-store.ts');
      const store = await openPgStore(dbUrl.toString(), { max: 20 });
      stores.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(stores.splice(0).map((s) => s.close()));
      const client = admin();
      await client.connect();
      try {
        for (const name of created.splice(0)) await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

function sqliteAdapter(): Adapter {
  const stores: Store[] = [];
  return {
    name: 'sqlite',
    async open() {
      const store = openSqliteStore(':memory:');
      stores.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(stores.splice(0).map((s) => s.close()));
    },
  };
}

/**
 * Runs `suite` once per adapter: SQLite always, PostgreSQL when TEST_DATABASE_URL or
 * DATABASE_URL names a server (`npm run test:pg`, part of `npm test`, provides one).
 */
export function describeEachStore(title: string, suite: (adapter: Adapter) => void): void {
  describe(`${title} [sqlite]`, () => suite(sqliteAdapter()));
  if (postgresUrl) {
    describe(`${title} [postgres]`, () => suite(postgresAdapter(postgresUrl)));
  }
}
