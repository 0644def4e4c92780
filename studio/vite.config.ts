import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { studioCatalog } from './server/catalog-plugin.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Ferdy Studio's own Vite entry (studio/web): served only by `npm run studio` on 127.0.0.1,
 * never part of the site's build, so the children's bundles do not change.
 */
export default defineConfig({
  root: resolve(root, 'studio/web'),
  // Its own dependency cache, per checkout: node_modules may be shared with other checkouts and the site's dev server.
  cacheDir: join(tmpdir(), `ferdy-studio-vite-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`),
  publicDir: resolve(root, 'web/public'),
  // The preview's players name the site's category labels.
  plugins: [react(), studioCatalog()],
  server: { host: '127.0.0.1', fs: { allow: [root] } },
  // Everything both pages need is bundled once at start, so the first visit never reloads.
  optimizeDeps: {
    entries: ['index.html', 'preview.html'],
    include: [
      'react',
      'react-dom/client',
      'react-router',
      'codemirror',
      '@codemirror/lang-yaml',
      '@codemirror/lint',
      '@codemirror/autocomplete',
      '@codemirror/view',
      'yaml',
      'xstate',
      '@xstate/react',
      'sonner',
      'zod',
      '@dagrejs/dagre',
    ],
  },
  build: { outDir: resolve(root, 'dist/studio') },
});
