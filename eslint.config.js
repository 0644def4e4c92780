import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
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
            { regex: '(^|/)(server|web|studio)(/|$)', message: 'engine/ must not import server/, web/ or studio/.' },
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
            { regex: '(^|/)studio(/|$)', message: 'Ferdy Studio is an authoring tool: the site never loads it.' },
          ],
        },
      ],
    },
  },
  // The studio's browser side: React like web/, no Node built-ins, the server's code only as types.
  {
    files: ['studio/web/**/*.{ts,tsx}'],
    ignores: ['studio/web/**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server(/|$)',
              allowTypeImports: true,
              message: 'studio/web/ runs in the browser: server code only with `import type`.',
            },
            { regex: '^node:', message: 'studio/web/ runs in the browser: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  // The server never reaches into the web app, and the data layer never into the routes above it.
  // Ferdy Studio (npm run studio) is an authoring tool on 127.0.0.1: the site's server never loads it.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)web(/|$)', message: 'server/ must not import web/.' },
            { regex: '(^|/)studio(/|$)', message: "Ferdy Studio is an authoring tool: the site's server never loads it." },
          ],
        },
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
            { regex: '(^|/)studio(/|$)', message: "Ferdy Studio is an authoring tool: the site's server never loads it." },
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
