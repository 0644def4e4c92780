import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ferdyCatalog } from './scripts/vite-catalog-plugin.ts';
import { ferdyPrerender } from './scripts/prerender.ts';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist/web');

/** Marks a finished build so `npm start` knows it is current (see server/web-build.ts). */
function buildStamp(): Plugin {
  return {
    name: 'ferdy-build-stamp',
    apply: 'build',
    closeBundle() {
      // A failed build wrote nothing: leave its own error in view instead of a missing folder.
      if (!existsSync(outDir)) return;
      writeFileSync(resolve(outDir, '.build-stamp'), new Date().toISOString());
    },
  };
}

export default defineConfig({
  root: resolve(root, 'web'),
  publicDir: resolve(root, 'web/public'),
  plugins: [react(), ferdyCatalog(root), ferdyPrerender(root), buildStamp()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      // xfwd: the API server (TRUST_PROXY=loopback in `npm run dev`) then sees the real client, so
      // the outbox and the test checkout stay closed to other devices even with `vite --host`.
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, xfwd: true },
      '/dev/outbox': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, xfwd: true },
      '/test-checkout': { target: `http://localhost:${process.env.API_PORT ?? 3001}`, xfwd: true },
    },
  },
});
