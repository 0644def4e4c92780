import { readFileSync, writeFileSync } from 'node:fs';
import { codeIndexMarkdown } from './diagnostic-codes.ts';
import { jsonSchemas, renderJson } from './json-schemas.ts';

// npm run games:schema — regenerates the editor schemas after a change to the DSL, and the
// authors' guide's index of diagnostic codes after a change to the codes.
for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(file, renderJson(schema));
  console.log(`wrote ${file}`);
}
const guide = 'games/README.md';
const text = readFileSync(guide, 'utf8');
const updated = text.replace(
  /(<!-- codes:start -->\n)[\s\S]*?(<!-- codes:end -->)/,
  (_m, start: string, end: string) => `${start}${codeIndexMarkdown()}\n${end}`,
);
if (updated === text && !text.includes(codeIndexMarkdown()))
  throw new Error(`${guide} has no <!-- codes:start --> … <!-- codes:end --> block`);
writeFileSync(guide, updated);
console.log(`wrote ${guide} (index of diagnostic codes)`);
