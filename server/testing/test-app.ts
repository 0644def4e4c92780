import { createApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Deps } from '../deps.ts';

export const testOrigin = 'http://localhost';

/** An app over a fresh in-memory database, with a clock the test can move. */
export function createTestApp(overrides: Partial<Omit<Deps, 'config'>> & { config?: Partial<Config> } = {}) {
  let now = Date.parse('2026-03-02T09:00:00Z');
  const { config, ...rest } = overrides;
  const deps: Deps = {
    config: testConfig(config),
    db: openDatabase(':memory:'),
    now: () => now,
    version: '0.0.0-test',
    ...rest,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    db: deps.db,
    setNow(ms: number) {
      now = ms;
    },
    advance(ms: number) {
      now += ms;
    },
  };
}
