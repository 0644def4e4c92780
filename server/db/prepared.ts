import type { Db } from './client.ts';

/**
 * Statements built and prepared once per database connection. Without this, drizzle builds the
 * SQL text and SQLite compiles it again on every call, which is most of what a small read costs
 * (see `npm run bench:api`). The statements of one connection are reused sequentially, which is
 * safe: better-sqlite3 runs each one synchronously to the end.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = build(db);
      cache.set(db, statements);
    }
    return statements;
  };
}
