import { createApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { sqliteStore } from '../db/sqlite-store.ts';
import type { Deps } from '../deps.ts';
import { testStoreFromEnv } from './test-store.ts';

export const testOrigin = 'http://localhost';

/**
 * An app over a fresh in-memory SQLite database (or the one given as `db`, or any `store`), with
 * a clock the test can move. `db` is the SQLite database itself, for tests that look at its rows.
 * FERDY_TEST_STORE=postgres puts the app on PostgreSQL instead (server/testing/test-store.ts).
 */
export function createTestApp(overrides: Partial<Omit<Deps, 'config'>> & { config?: Partial<Config>; db?: Db } = {}) {
  let now = Date.parse('2026-03-02T09:00:00Z');
  const { config, db = openDatabase(':memory:'), store, ...rest } = overrides;
  const deps: Deps = {
    config: testConfig(config),
    store: store ?? testStoreFromEnv() ?? sqliteStore(db),
    now: () => now,
    version: '0.0.0-test',
    ...rest,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db,
    store: deps.store,
    setNow(ms: number) {
      now = ms;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}
