import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/** Everything the app needs from outside; tests pass an in-memory database and fakes. */
export interface Deps {
  config: Config;
  db: Db;
  /** milliseconds since the epoch; tests move time by passing their own clock */
  now: () => number;
  /** built web app (dist/web) to serve; absent in API-only tests */
  webRoot?: string;
  version: string;
}
