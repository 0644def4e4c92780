import { Redis } from 'ioredis';
import pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/** The table rate-limiter-flexible keeps its counters in, in the site's PostgreSQL database. */
export const rateLimitTable = 'rate_limits';

export type OpenedRateLimitStore = { store: RateLimitStore; describe: string; close(): Promise<void> };

/**
 * Opens the store the rate limits count in: Redis/Valkey when `redisUrl` is set, else
 * PostgreSQL when the site's database is PostgreSQL (a small pool of its own, and a table of
 * its own created on first start), else memory. Fails when the shared store cannot be reached,
 * so an instance never starts with budgets of its own.
 */
export async function openRateLimitStore(options: { redisUrl?: string; databaseUrl?: string }): Promise<OpenedRateLimitStore> {
  if (options.redisUrl) {
    const client = new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Errors are also reported per command (and then counted in memory meanwhile); without a
    // listener ioredis would print every reconnect attempt.
    client.on('error', () => {});
    await client.connect();
    return {
      store: { kind: 'redis', client },
      describe: 'redis',
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  if (options.databaseUrl && /^postgres(ql)?:/.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, application_name: 'ferdy-rate-limits' });
    pool.on('error', () => {});
    try {
      await createRateLimitTable(pool, rateLimitTable);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { store: { kind: 'postgres', pool, tableName: rateLimitTable }, describe: 'postgres', close: () => pool.end() };
  }
  return { store: memoryRateLimitStore, describe: 'memory', close: async () => {} };
}

/** PostgreSQL's "relation already exists": another instance created the same table at the same moment (the library itself lets "23505" pass). */
const CREATED_MEANWHILE = '42P07';

/**
 * Creates rate-limiter-flexible's table if it is missing. Two instances starting
 * together may both run "CREATE TABLE IF NOT EXISTS" and one of them is told the table already
 * exists; it asks once more, when the other's table is there.
 */
export async function createRateLimitTable(pool: pg.Pool, tableName: string, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        new RateLimiterPostgres(
          { storeClient: pool, storeType: 'pool', tableName, points: 1, duration: 1, clearExpiredByTimeout: true },
          (err?: Error) => (err ? reject(err) : resolve()),
        );
      });
      return;
    } catch (err) {
      if (attempt >= attempts || (err as { code?: string }).code !== CREATED_MEANWHILE) throw err;
    }
  }
}
