import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer as createVite } from 'vite';
import { createStudioApp } from './studio-app.ts';
import { workspaceFrom } from './workspace.ts';

// npm run studio: Ferdy Studio on 127.0.0.1 (STUDIO_PORT, default 5180). GAMES_DIR and
// CONTENT_DIR point it at other folders than games/ and content/ (e.g. a copy to try things in).
const root = resolve(import.meta.dirname, '../..');
const ws = workspaceFrom(process.env, root);
const port = Number(process.env.STUDIO_PORT ?? 5180);
const host = '127.0.0.1';

const api = getRequestListener(createStudioApp(ws).fetch);
const server = createServer();
const vite = await createVite({
  configFile: resolve(root, 'studio/vite.config.ts'),
  server: { middlewareMode: true, ws: { server } },
  appType: 'mpa',
});
server.on('request', (req, res) => {
  if (req.url?.startsWith('/studio-api/') || req.url?.startsWith('/api/')) void api(req, res);
  else vite.middlewares(req, res);
});
server.listen(port, host, () => {
  console.log(`Ferdy Studio: http://${host}:${port}/  (Spiele: ${ws.gamesDir}, Inhalte: ${ws.contentDir})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void vite.close().finally(() => server.close(() => process.exit(0)));
  });
}
