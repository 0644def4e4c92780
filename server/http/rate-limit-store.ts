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
      await new Promise<void>((resolve, reject) => {
        new RateLimiterPostgres(
          { storeClient: pool, storeType: 'pool', tableName: rateLimitTable, points: 1, duration: 1, clearExpiredByTimeout: true },
          (err?: Error) => (err ? reject(err) : resolve()),
        );
      });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { store: { kind: 'postgres', pool, tableName: rateLimitTable }, describe: 'postgres', close: () => pool.end() };
  }
  return { store: memoryRateLimitStore, describe: 'memory', close: async () => {} };
}
