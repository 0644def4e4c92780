import { defineConfig } from 'vitest/config';

// `npm run test:scale`: real processes, nginx and (when installed) redis-server; not part of `npm test`.
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.scale.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
