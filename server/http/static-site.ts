import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

type Asset = { body: Buffer; gzip?: Buffer; br?: Buffer; type: string; immutable: boolean };

/**
 * The built site held in memory: it is small (a few hundred KiB), and compressing each file
 * once at start-up keeps every request off the disk and off zlib.
 */
export function loadStaticSite(root: string) {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      const body = readFileSync(full);
      const type = types[extname(name)] ?? 'application/octet-stream';
      const compressible = /text|javascript|json|svg/.test(type) && body.length > 512;
      const urlPath = '/' + relative(root, full).split(sep).join('/');
      assets.set(urlPath, {
        body,
        type,
        immutable: urlPath.startsWith('/assets/'),
        ...(compressible ? { gzip: gzipSync(body, { level: 9 }), br: brotliCompressSync(body) } : {}),
      });
    }
  };
  walk(root);
  // The unrendered app shell for every path without a page of its own; index.html is then the
  // prerendered home page (scripts/prerender.ts).
  const index = assets.get('/app-shell.html') ?? assets.get('/index.html');
  if (!index) throw new Error(`${root}/index.html is missing: build the web app first (npm run build)`);

  /** The asset for a URL path: the file itself, a prerendered page, or the SPA shell. */
  function lookup(path: string): { asset: Asset; fallback: boolean } {
    const clean = decodeURIComponent(path).replace(/\/+$/, '') || '/';
    const direct = assets.get(clean) ?? assets.get(`${clean === '/' ? '' : clean}/index.html`);
    if (direct) return { asset: direct, fallback: false };
    return { asset: index!, fallback: true };
  }

  return function serve(c: Context) {
    let found: { asset: Asset; fallback: boolean };
    try {
      found = lookup(c.req.path);
    } catch {
      found = { asset: index, fallback: true };
    }
    const { asset } = found;
    // A missing hashed asset must not be answered with HTML (the browser would run it as JS).
    if (found.fallback && c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    const accept = c.req.header('accept-encoding') ?? '';
    const headers: Record<string, string> = {
      'content-type': asset.type,
      'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = asset.body;
    if (asset.br && /\bbr\b/.test(accept)) {
      body = asset.br;
      headers['content-encoding'] = 'br';
    } else if (asset.gzip && /\bgzip\b/.test(accept)) {
      body = asset.gzip;
      headers['content-encoding'] = 'gzip';
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
