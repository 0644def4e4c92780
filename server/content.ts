import { resolve } from 'node:path';
import type { Catalog } from '../engine/catalog.ts';
import { loadCatalogFromDisk } from '../engine/cli-load.ts';
import { formatDiagnostic } from '../engine/yaml-diagnostics.ts';

/** Loads games, category pages and the content bank once at start-up; a broken file stops the server with its diagnostics. */
export function loadCatalog(root = resolve(import.meta.dirname, '..')): Catalog {
  const result = loadCatalogFromDisk(root);
  if (!result.ok) {
    throw new Error(`games/ or content/ has problems (npm run games:check):\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  }
  return result.catalog;
}

let cached: Catalog | undefined;
/** The shipped catalog, loaded once per process (tests share it). */
export function shippedCatalog(): Catalog {
  cached ??= loadCatalog();
  return cached;
}
