import { resolve } from 'node:path';
import { loadCatalogFromDisk } from './cli-load.ts';
import { formatDiagnostic } from './yaml-diagnostics.ts';

// npm run games:check [-- --root DIR]: validates every game, the category pages and the content bank.
const rootArg = process.argv.indexOf('--root');
const root = resolve(rootArg > 0 ? process.argv[rootArg + 1]! : '.');
const result = loadCatalogFromDisk(root);
if (!result.ok) {
  for (const d of result.diagnostics) console.error(formatDiagnostic(d));
  const n = result.diagnostics.length;
  console.error(
    `\n${n === 1 ? '1 Problem' : `${n} Probleme`} gefunden. Jeder Code ist im Leitfaden erklärt: games/README.md, „Meldungen von A bis Z“.`,
  );
  process.exit(1);
}
const { games, categories, content } = result.catalog;
const items = content.reduce((n, s) => n + s.items.length, 0);
console.log(
  `✓ ${games.length} Spiele, ${categories.pages.length} Themenseiten, ${content.length} Inhalts-Sets (${items} Einträge) – alles in Ordnung.`,
);
