import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { ferdyCatalog } from './scripts/vite-catalog-plugin.ts';

/** The web app's virtual modules (the catalog's categories and games) for web code under test; nothing to watch. */
function catalogForTests(): Plugin {
  const plugin = ferdyCatalog(process.cwd());
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | undefined;
  return { name: plugin.name, resolveId: plugin.resolveId, load: (id) => load.call({ addWatchFile: () => {} }, id) };
}

export default defineConfig({
  plugins: [catalogForTests()],
  test: {
    include: [
      'engine/**/*.test.ts',
      'server/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
      'studio/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'forks',
    testTimeout: 20_000,
  },
});
