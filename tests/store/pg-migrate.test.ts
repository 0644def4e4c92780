import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresUrl } from './adapters.ts';

// Instances starting at the same moment on an empty database: each migrates under the advisory
// lock, the later ones find the work done, and all of them come up.

describe.skipIf(!postgresUrl)('PostgreSQL migrations at start', () => {
  it('let four instances that start together on an empty database all come up', async () => {
    const name = `ferdy_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      const { openPgStore } = await import('../../server/db/pg/pg-store.ts');
      const stores = await Promise.all([1, 2, 3, 4].map(() => openPgStore(url.toString(), { max: 2 })));
      for (const store of stores) expect(await store.status()).toMatchObject({ ok: true });
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThan(0);
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
