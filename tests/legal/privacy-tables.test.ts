import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema.ts';
import { privacyTables } from '../../web/routes/privacy-tables.ts';
import { Component as PrivacyPage } from '../../web/routes/privacy.tsx';

// The privacy page promises to name every table Ferdy keeps: a new table must be described there.

const schemaTables = Object.values(schema)
  .filter((value) => is(value, SQLiteTable))
  .map((table) => getTableName(table))
  .sort();

describe('the Datenschutzerklärung describes the database', () => {
  it('describes every table of server/db/schema.ts, and no table that is gone', () => {
    expect(schemaTables.length).toBeGreaterThan(10);
    expect(Object.keys(privacyTables).sort()).toEqual(schemaTables);
  });

  it('says for each what it holds, why and for how long, in words', () => {
    for (const [table, d] of Object.entries(privacyTables)) {
      for (const part of [d.title, d.holds, d.why, d.howLong]) {
        expect(part.trim().length, `${table}`).toBeGreaterThan(3);
        expect(part, `${table} names a column instead of saying it in words`).not.toMatch(/[a-z]+_[a-z]+/);
      }
    }
  });

  it('the page shows every description', () => {
    const html = renderToString(createElement(MemoryRouter, null, createElement(PrivacyPage)));
    const text = html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    for (const [table, d] of Object.entries(privacyTables)) {
      expect(text, table).toContain(d.title);
      expect(text, table).toContain(d.holds);
      expect(text, table).toContain(d.howLong);
    }
  });
});
