import { writeFileSync } from 'node:fs';
import { jsonSchemas, renderJson } from './json-schemas.ts';

// npm run games:schema — regenerates the editor schemas after a change to the DSL.
for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(file, renderJson(schema));
  console.log(`wrote ${file}`);
}
