import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    const full = join(dir, name);
    const s = statSync(full);
    newest = Math.max(newest, s.isDirectory() ? newestMtime(full) : s.mtimeMs);
  }
  return newest;
}

/**
 * `npm start` on a fresh clone has no build yet; a developer who changed web/, games/ or
 * content/ since the last build gets a fresh one. Otherwise start-up stays instant.
 */
export async function ensureWebBuild(root: string, outDir: string) {
  const stamp = join(outDir, '.build-stamp');
  const sources = ['web', 'engine', 'games', 'content', 'vite.config.ts', 'scripts/prerender.ts', 'scripts/vite-catalog-plugin.ts'].map(
    (p) => resolve(root, p),
  );
  const newestSource = Math.max(
    ...sources.map((s) => (existsSync(s) && statSync(s).isDirectory() ? newestMtime(s) : existsSync(s) ? statSync(s).mtimeMs : 0)),
  );
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource) return;
  console.log('Baue die Web-App (einmalig, dauert ein paar Sekunden) …');
  const { build } = await import('vite');
  await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(stamp, new Date().toISOString());
}
