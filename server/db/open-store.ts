import type { Config } from '../config.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/**
 * The store the configuration asks for: PostgreSQL when DATABASE_URL is set (its migrations
 * applied under an advisory lock, so instances starting together all come up), otherwise the
 * SQLite file at DATABASE_PATH. The PostgreSQL driver is loaded only when it is used.
 */
export async function openStore(config: Pick<Config, 'databasePath' | 'databaseUrl'>): Promise<Store> {
  if (config.databaseUrl) {
    const { openPgStore } = await import('./pg/pg-store.ts');
    return openPgStore(config.databaseUrl);
  }
  return openSqliteStore(config.databasePath);
}

/** Where the data is, for the start-up line (a connection string without its password). */
export function storeLocation(config: Pick<Config, 'databasePath' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return config.databasePath;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.host}${url.pathname}`;
}
