import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { ferdyCatalog } from './vite-catalog-plugin.ts';

/** One output chunk of the client build, as the benchmarks and the prerender need it. */
export type ChunkInfo = {
  file: string;
  /** source module the chunk stands for, relative to the repository (e.g. web/routes/home.tsx) */
  module: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
};

export type BundleGraph = {
  builtAt: string;
  entry: string;
  chunks: Record<string, ChunkInfo>;
  /** URL path → its page file and the route modules whose chunks it preloads (prerendered: with markup) */
  pages: Record<string, { file: string; routeModules: string[]; prerendered: boolean; kind: 'home' | 'category' | 'game' }>;
};

/** Where the build leaves the chunk graph: beside dist/web, not in it, so it is never served. */
export const bundleGraphPath = (root: string) => resolve(root, 'dist/bundle-graph.json');
/** The unrendered app shell, served for every path that has no prerendered page. */
export const appShellFile = 'app-shell.html';

const routeModuleOf = (path: string) => (path === '/' ? 'web/routes/home.tsx' : 'web/routes/category.tsx');

/** Files a chunk needs before it can run: itself and its static imports, transitively. */
export function staticClosure(graph: Pick<BundleGraph, 'chunks'>, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.chunks[file]?.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  return [...seen];
}

export function chunkOfModule(graph: Pick<BundleGraph, 'chunks'>, module: string): ChunkInfo | undefined {
  return Object.values(graph.chunks).find((c) => c.module === module);
}

type Rendered = { path: string; html: string };
type ServerEntry = {
  prerenderPaths: string[];
  render(path: string): Promise<Rendered>;
  gameRoutes(): Promise<{ id: string; route: string; player: string }[]>;
};

/**
 * Splits React's output into the hoisted head elements it puts first (a page's <title>) and
 * the markup for #root.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/.exec(html);
  const head = hoisted?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * The page: the client build's index.html with the rendered markup and its route's chunk and CSS.
 * A rendered page carries its stylesheets inline (`readCss` gives a file's text): it then paints
 * from the HTML alone, without waiting for two more round trips on a slow mobile network. A
 * disabled `<link>` to each stays in the head (never fetched): Vite's chunk loader looks for it
 * and, finding it, does not load the same CSS again when the route's chunk arrives.
 */
export function pageHtml(
  template: string,
  rendered: Rendered,
  preload: { js: string[]; css: string[] },
  readCss?: (file: string) => string,
): string {
  const { head, body } = splitHoisted(rendered.html);
  const inline = Boolean(body && readCss);
  const stylesheet = (file: string) =>
    inline
      ? `<style>${readCss!(file).replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`
      : `<link rel="stylesheet" crossorigin href="/${file}">`;
  const links = [...preload.css.map(stylesheet), ...preload.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
  let out = template;
  // The page's own title goes before the shell's: React takes over the first <title>, and when it
  // removes it on leaving the page the site's default title is still there.
  if (head) out = out.replace(/<title>/, () => `${head}\n    <title>`);
  // The shell's own stylesheet (the entry's CSS), inline as well.
  if (inline) out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => stylesheet(file));
  if (links.length) out = out.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  if (!out.includes('<!--app-->')) throw new Error('web/index.html has no <!--app--> placeholder in #root');
  return body ? out.replace('<!--app-->', () => body) : out;
}

/**
 * Vite plugin: after the client build, bundles web/entry-server.tsx for Node, renders the home
 * page, every category page and every game route (as a visitor first sees it) into
 * dist/web/<route>/index.html with their chunks preloaded, keeps the plain SPA shell at
 * dist/web/app-shell.html for all other paths (server/http/static-site.ts), and writes the chunk
 * graph for `npm run bench:web`.
 * Part of every build, so `npm run build` and `npm start`'s automatic build both produce it.
 */
export function ferdyPrerender(root: string): Plugin {
  let outDir = '';
  let graph: BundleGraph | null = null;
  let isSsrBuild = false;
  let logInfo: (message: string) => void = () => {};
  let logWarn: (message: string) => void = () => {};
  return {
    name: 'ferdy-prerender',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
      logInfo = (message) => config.logger.info(message);
      logWarn = (message) => config.logger.warn(message);
    },
    writeBundle(_options, bundle) {
      if (isSsrBuild) return;
      const chunks: Record<string, ChunkInfo> = {};
      let entry = '';
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const facade = out.facadeModuleId;
        const module = !facade ? null : facade.startsWith('\0') ? facade.slice(1) : relative(root, facade).split(sep).join('/');
        chunks[out.fileName] = {
          file: out.fileName,
          module,
          isEntry: out.isEntry,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
        };
        if (out.isEntry) entry = out.fileName;
      }
      graph = { builtAt: new Date().toISOString(), entry, chunks, pages: {} };
    },
    async closeBundle() {
      if (isSsrBuild || !graph) return;
      const started = Date.now();
      // A new folder each time: Node caches modules by URL, and a query string on the entry alone
      // would load its shared chunk twice (two React contexts).
      const ssrOut = resolve(root, `dist/.prerender-${process.pid}-${started}`);
      try {
        await build({
          configFile: false,
          root: resolve(root, 'web'),
          publicDir: false,
          logLevel: 'warn',
          plugins: [react(), ferdyCatalog(root)],
          build: { ssr: resolve(root, 'web/entry-server.tsx'), outDir: ssrOut, emptyOutDir: true, target: 'node20', minify: false },
        });
        const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
        const shellPath = join(outDir, 'index.html');
        const template = readFileSync(shellPath, 'utf8');
        writeFileSync(join(outDir, appShellFile), template);
        const readCss = (file: string) => readFileSync(join(outDir, file), 'utf8');
        const entryClosure = new Set(staticClosure(graph, [graph.entry]));
        const entryCss = new Set(
          Object.values(graph.chunks)
            .filter((c) => entryClosure.has(c.file))
            .flatMap((c) => c.css),
        );
        for (const path of server.prerenderPaths) {
          const routeModule = routeModuleOf(path);
          const routeChunk = chunkOfModule(graph, routeModule);
          if (!routeChunk) throw new Error(`prerender ${path}: no chunk for ${routeModule}`);
          const closure = staticClosure(graph, [routeChunk.file]);
          const js = closure.filter((file) => !entryClosure.has(file));
          const css = [...new Set(closure.flatMap((file) => graph!.chunks[file]?.css ?? []))].filter((file) => !entryCss.has(file));
          const page = pageHtml(template, await server.render(path), { js, css }, readCss);
          const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), page);
          graph.pages[path] = { file, routeModules: [routeModule], prerendered: true, kind: path === '/' ? 'home' : 'category' };
        }
        // Game routes: rendered as a visitor sees them before the game starts (the intro, or
        // 'Lade...' while the session is asked for), with the route's CSS. A game whose screen
        // cannot be rendered in Node gets the plain shell with the route's chunks preloaded, so
        // they load alongside the entry instead of one after another (route → definition → player).
        for (const game of await server.gameRoutes()) {
          // What the route's loader brings before the first render: the definition, the player and its machine.
          const modules = [
            'web/routes/game.tsx',
            `virtual:ferdy-game/${game.id}`,
            `web/players/${game.player}-player.tsx`,
            `engine/machines/${game.player}-machine.ts`,
          ];
          const chunks = modules.map((m) => chunkOfModule(graph!, m)).filter((c) => c !== undefined);
          const closure = staticClosure(
            graph,
            chunks.map((c) => c.file),
          );
          const js = closure.filter((file) => !entryClosure.has(file));
          const css = [...new Set(closure.flatMap((file) => graph!.chunks[file]?.css ?? []))].filter((file) => !entryCss.has(file));
          let rendered: Rendered = { path: game.route, html: '' };
          try {
            rendered = await server.render(game.route);
          } catch (error) {
            logWarn(`prerender ${game.route}: ${error instanceof Error ? error.message : String(error)} (serving the app shell instead)`);
          }
          const file = `${game.route.slice(1)}/index.html`;
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          // Rendered, the page needs no JavaScript to paint: its chunks are fetched when hydration
          // starts, after the first paint, instead of competing with the page for the network.
          // The plain shell (a game that could not be rendered) preloads them instead.
          writeFileSync(join(outDir, file), pageHtml(template, rendered, { js: rendered.html ? [] : js, css }, readCss));
          graph.pages[game.route] = { file, routeModules: chunks.map((c) => c.module!), prerendered: rendered.html !== '', kind: 'game' };
        }
        writeFileSync(bundleGraphPath(root), JSON.stringify(graph, null, 2));
        logInfo(`✓ prerendered ${Object.values(graph.pages).filter((p) => p.prerendered).length} pages in ${Date.now() - started} ms`);
      } finally {
        if (existsSync(ssrOut)) rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
