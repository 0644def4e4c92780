import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction, type PgDb } from '../../server/db/pg/pg-store.ts';
import { postgresUrl } from './adapters.ts';

// The PostgreSQL adapter's transactions run again when PostgreSQL gives them up for a
// serialization failure (40001) or a deadlock (40P01), and only then. The errors are raised by
// PostgreSQL itself and reach the helper the way drizzle's driver wraps them.

describe.skipIf(!postgresUrl)('PostgreSQL transactions retry serialization failures and deadlocks', () => {
  const table = `retry_probe_${randomBytes(5).toString('hex')}`;
  let pool: pg.Pool;
  let db: PgDb;

  const raise = (code: string) => sql.raw(`do $$ begin raise exception 'forced by the test' using errcode = '${code}'; end $$`);
  const rows = async () => (await pool.query<{ n: number }>(`select n from ${table} order by n`)).rows.map((r) => r.n);

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: postgresUrl, max: 4 });
    db = drizzle({ client: pool }) as unknown as PgDb;
    await pool.query(`create table ${table} (n integer not null)`);
  });
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  for (const code of ['40001', '40P01']) {
    it(`runs a transaction again after a ${code} on the first attempt; the first attempt's writes are rolled back`, async () => {
      await pool.query(`truncate ${table}`);
      let attempts = 0;
      const result = await transaction(db, async (tx) => {
        attempts++;
        await tx.execute(sql.raw(`insert into ${table} values (${attempts})`));
        if (attempts === 1) await tx.execute(raise(code));
        return 'done';
      });
      expect(result).toBe('done');
      expect(attempts).toBe(2);
      expect(await rows()).toEqual([2]);
    });
  }

  it('does not run a transaction again after any other error, and keeps none of its writes', async () => {
    await pool.query(`truncate ${table}`);
    let attempts = 0;
    const failing = transaction(db, async (tx) => {
      attempts++;
      await tx.execute(sql.raw(`insert into ${table} values (${attempts})`));
      await tx.execute(raise('23505')); // unique_violation: a real conflict, not a lost race
    });
    await expect(failing).rejects.toThrow();
    expect(attempts).toBe(1);
    let jsAttempts = 0;
    await expect(
      transaction(db, async () => {
        jsAttempts++;
        throw new Error('a bug, not a race');
      }),
    ).rejects.toThrow('a bug, not a race');
    expect(jsAttempts).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('gives up after a bounded number of attempts when the failure never goes away', async () => {
    let attempts = 0;
    const endless = transaction(db, async (tx) => {
      attempts++;
      await tx.execute(raise('40001'));
    });
    await expect(endless).rejects.toThrow();
    expect(attempts).toBe(8);
  });

  it('survives a real deadlock: of two transactions locking two rows in opposite order, both commit', async () => {
    await pool.query(`truncate ${table}`);
    await pool.query(`insert into ${table} values (1), (2)`);
    let attempts = 0;
    let firstLocks = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const lockInOrder = (first: number, second: number) =>
      transaction(db, async (tx) => {
        attempts++;
        await tx.execute(sql.raw(`update ${table} set n = n where n = ${first}`));
        if (++firstLocks === 2) bothHoldOne();
        await barrier;
        await tx.execute(sql.raw(`update ${table} set n = n where n = ${second}`));
        return first;
      });
    expect(await Promise.all([lockInOrder(1, 2), lockInOrder(2, 1)])).toEqual([1, 2]);
    // PostgreSQL broke the deadlock by failing one of them (40P01), which then ran again.
    expect(attempts).toBe(3);
  }, 20_000);
});
