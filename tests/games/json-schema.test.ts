import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemas, renderJson } from '../../engine/json-schemas.ts';

describe('editor schemas', () => {
  it.each(Object.entries(jsonSchemas()))('%s is current (run npm run games:schema after changing the DSL)', (file, schema) => {
    expect(readFileSync(file, 'utf8')).toBe(renderJson(schema));
  });

  it('every game file points its editor at schema.json', () => {
    const files = ['streitschlichter', 'denkweiser', 'gefuehlsampel', 'paare-finden', 'sumup'];
    for (const f of files)
      expect(readFileSync(`games/${f}.yaml`, 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=./schema.json');
  });
});
