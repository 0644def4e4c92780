import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { describeSchema, keysAt, schemasAt, valuesFor, yamlPlaceAt, type JsonSchema } from './schema-help.ts';

const gameSchema = JSON.parse(readFileSync('games/schema.json', 'utf8')) as JsonSchema;
const text = readFileSync('games/streitschlichter.yaml', 'utf8');
const doc = parse(text) as unknown;
const at = (needle: string, extra = 0) => text.indexOf(needle) + needle.length + extra;

describe('where the cursor is in a game file', () => {
  it('finds top-level, nested and list keys', () => {
    expect(yamlPlaceAt(text, at('rounds: '))).toMatchObject({ path: [], key: 'rounds', inValue: true });
    expect(yamlPlaceAt(text, at('  intro: '))).toMatchObject({ path: ['texts'], key: 'intro', inValue: true });
    expect(yamlPlaceAt(text, at('    mood: '))).toMatchObject({ path: ['results', 0], key: 'mood', inValue: true });
    expect(yamlPlaceAt(text, at('    title: F'))).toMatchObject({ path: ['texts', 'loadError'], key: 'title' });
  });

  it('knows the keys of the game kind the file declares', () => {
    const keys = keysAt(gameSchema, [], doc).map((k) => k.key);
    expect(keys).toContain('rounds');
    expect(keys).toContain('reveal');
    expect(keys).not.toContain('fields');
    const rounds = keysAt(gameSchema, [], doc).find((k) => k.key === 'rounds')!;
    expect(describeSchema(rounds.schema, rounds.required)).toMatch(/Pflichtfeld · ganze Zahl · von 1 bis/);
  });

  it('offers the values a key may take', () => {
    expect(valuesFor(schemasAt(gameSchema, ['reveal'], doc))).toEqual(expect.arrayContaining(['immediate', 'end']));
    expect(valuesFor(schemasAt(gameSchema, ['results', 0, 'mood'], doc)).length).toBeGreaterThan(1);
  });
});
