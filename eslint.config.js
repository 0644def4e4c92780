import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises',
  'http', 'http2', 'https', 'module', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream',
  'timers', 'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries (docs/architecture.md): the engine is pure and runs in the browser and on the server.
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/cli*.ts', 'engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'engine/ is pure: no Node built-ins (only engine/cli*.ts may read files).' },
            { regex: '(^|/)(server|web)(/|$)', message: 'engine/ must not import server/ or web/.' },
          ],
          paths: nodeBuiltins.map((name) => ({ name, message: 'engine/ is pure: no Node built-ins.' })),
        },
      ],
    },
  },
  // The web app may know the server's types (Hono RPC), never its values.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server(/|$)',
              allowTypeImports: true,
              message: 'web/ may import server/ only with `import type`.',
            },
            { regex: '^node:', message: 'web/ runs in the browser: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  // The server never reaches into the web app, and the data layer never into the routes above it.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)web(/|$)', message: 'server/ must not import web/.' }] },
      ],
    },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)web(/|$)', message: 'server/ must not import web/.' },
            { regex: '(^|/)routes(/|$)', message: 'server/db/ must not import the routes.' },
          ],
        },
      ],
    },
  },
  // No import cycles (type-only imports included: a cycle of types is still a tangle).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
