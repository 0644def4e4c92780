/**
 * Applies pending migrations and exits: the release step before new instances start.
 *
 *   npm run db:migrate                 → SQLite at DATABASE_PATH (default data/ferdy.sqlite)
 *   DATABASE_URL=postgres://… npm run db:migrate
 *
 * On PostgreSQL it holds the same advisory lock as an instance starting up, so running it while
 * instances start is safe. Instances migrate at start as well; this step only makes it explicit.
 */
import { loadConfig } from '../config.ts';
import { openStore, storeLocation } from './open-store.ts';

try {
  const config = loadConfig();
  const store = await openStore(config);
  await store.close();
  console.log(`Datenbank ist auf dem neuesten Stand (${storeLocation(config)}).`);
} catch (err) {
  console.error(`Migration fehlgeschlagen: ${(err as Error).message}`);
  process.exit(1);
}
