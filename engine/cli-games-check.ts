import { resolve } from 'node:path';
import { loadCatalogFromDisk } from './cli-load.ts';
import { formatDiagnostic } from './yaml-diagnostics.ts';

// npm run games:check [-- --root DIR]: validates every game, the category pages and the content bank.
const rootArg = process.argv.indexOf('--root');
const root = resolve(rootArg > 0 ? process.argv[rootArg + 1]! : '.');
const result = loadCatalogFromDisk(root);
if (!result.ok) {
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  console.error(`\n${result.diagnostics.length} problem${result.diagnostics.length === 1 ? '' : 's'} found.`);
  process.exit(1);
}
const { games, categories, content } = result.catalog;
const items = content.reduce((n, s) => n + s.items.length, 0);
console.log(`✓ ${games.length} games, ${categories.pages.length} category pages, ${content.length} content sets (${items} items) — all valid.`);
