import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as pgSchema from '../../server/db/pg/schema.ts';
import * as sqliteSchema from '../../server/db/schema.ts';

// The two schema files describe one database: same tables, same columns with the same
// nullability, defaults and keys, same index names. Types differ on purpose (bigint for
// epoch ms, jsonb, boolean, bytea on PostgreSQL).

type Shape = Record<
  string,
  {
    columns: Record<string, { notNull: boolean; primary: boolean; hasDefault: boolean }>;
    indexes: string[];
    foreignKeys: number;
    primaryKey: string[];
  }
>;

function sqliteShape(): Shape {
  const shape: Shape = {};
  for (const table of Object.values(sqliteSchema)) {
    if (!(table instanceof SQLiteTable)) continue;
    const c = sqliteTableConfig(table);
    shape[c.name] = {
      columns: Object.fromEntries(
        c.columns.map((col) => [col.name, { notNull: col.notNull, primary: col.primary, hasDefault: col.hasDefault }]),
      ),
      indexes: c.indexes.map((i) => i.config.name).sort(),
      foreignKeys: c.foreignKeys.length,
      primaryKey: c.primaryKeys.flatMap((pk) => pk.columns.map((col) => col.name)),
    };
  }
  return shape;
}

function pgShape(): Shape {
  const shape: Shape = {};
  for (const table of Object.values(pgSchema)) {
    if (!(table instanceof PgTable)) continue;
    const c = pgTableConfig(table);
    shape[c.name] = {
      columns: Object.fromEntries(
        c.columns.map((col) => [col.name, { notNull: col.notNull, primary: col.primary, hasDefault: col.hasDefault }]),
      ),
      indexes: c.indexes.map((i) => i.config.name!).sort(),
      foreignKeys: c.foreignKeys.length,
      primaryKey: c.primaryKeys.flatMap((pk) => pk.columns.map((col) => col.name)),
    };
  }
  return shape;
}

describe('the SQLite and PostgreSQL schemas', () => {
  it('have the same tables, columns, keys and indexes', () => {
    const sqlite = sqliteShape();
    expect(Object.keys(sqlite).length).toBeGreaterThan(10);
    expect(pgShape()).toEqual(sqlite);
  });
});
