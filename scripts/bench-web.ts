/**
 * `npm run bench:web` — the web budgets of `docs/architecture.md`, checked on a fresh
 * production build:
 *
 * 1. Bundle budgets (from the build's chunk graph, gzip level 9 as the server sends it):
 *    first-load JavaScript of `/` ≤ 110 KiB — the entry and the home route chunk with all their
 *    static imports, i.e. what must run before the page is interactive (the prerendered page
 *    preloads all of it); the same for each category page.
 * 2. In Chromium against a production server: every JavaScript file `/` loads until the network
 *    is idle (what is deferred past the first paint is listed apart), images and fonts on the
 *    home page ≤ 50 KiB each, and for each game route the JavaScript its first render waits for
 *    beyond the home page's ≤ 30 KiB (signed in, so every game shows its player): the route's
 *    loader brings the definition, the player and its machine; what the page fetches after it was
 *    drawn (the "So geht's" step, later the feedback and the finish) is listed apart.
 * 3. Ferdy's SVG: inline in the pages, no editor metadata, short numbers. Then, for information,
 *    first and largest paint in Chromium itself under DevTools throttling.
 * 4. Lighthouse 12 (mobile, simulated throttling) on `/`, a category page and a game page,
 *    3 runs each, median per figure: performance, accessibility, best practices ≥ 95,
 *    LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; with Lighthouse's benchmarkIndex.
 *
 * Flags: --budgets-only (1 and 3, a few seconds after the build: no browser), --no-build (use
 * dist/web as it is), --no-lighthouse, --runs=N (Lighthouse runs per page, default 3).
 * Exits 1 when a budget is over.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { shippedCatalog } from '../server/content.ts';
import { openDatabase } from '../server/db/client.ts';
import { benchOperator, kib, median, repoRoot, startServer, table, type Server } from './bench-lib.ts';
import { seedAccounts } from './bench-seed.ts';
import { bundleGraphPath, staticClosure, type BundleGraph } from './prerender.ts';

const args = new Set(process.argv.slice(2));
const option = (name: string) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1];
const budgetsOnly = args.has('--budgets-only');
const runLighthouse = !budgetsOnly && !args.has('--no-lighthouse');
const lighthouseRuns = Number(option('runs') ?? 3);

const budget = { firstLoadKiB: 110, gameRouteKiB: 30, assetKiB: 50, svgKiB: 4 };
const lighthouseBudget = { performance: 95, accessibility: 95, bestPractices: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };
const lighthousePages = ['/', '/konfliktloesung', '/streitschlichter'];
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const webRoot = resolve(repoRoot, 'dist/web');
const { games, categories } = shippedCatalog();
const pages = categories.pages;
const log = (line = '') => console.log(line);
const failures: string[] = [];
const gz = new Map<string, number>();
/** gzip size of a built file, as the server compresses it (level 9). */
function gzipSize(file: string): number {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
}
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'OVER';
};

// ------------------------------------------------------------------ 1. bundle budgets

function bundleBudgets(graph: BundleGraph) {
  log('First-load JavaScript (entry + route chunk + their static imports, gzip -9; "route" = beyond the entry):');
  const rows: string[][] = [];
  for (const [path, page] of Object.entries(graph.pages)) {
    if (page.kind === 'game') continue;
    const routeChunks = page.routeModules.map((m) => Object.values(graph.chunks).find((c) => c.module === m)!.file);
    const files = staticClosure(graph, [graph.entry, ...routeChunks]);
    const html = readFileSync(join(webRoot, page.file), 'utf8');
    const unpreloaded = files.filter((f) => !html.includes(`src="/${f}"`) && !html.includes(`href="/${f}"`));
    const entryFiles = new Set(staticClosure(graph, [graph.entry]));
    const kibs = sum(files) / 1024;
    const css = [...html.matchAll(/rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
    rows.push([
      path,
      String(files.length),
      kib(sum(files.filter((f) => !entryFiles.has(f)))),
      kibs.toFixed(1),
      path === '/' ? `≤ ${budget.firstLoadKiB}` : '–',
      kib(sum(css)),
      kib(gzipSync(html, { level: 9 }).length),
      unpreloaded.length ? `missing ${unpreloaded.join(' ')}` : 'all',
      // The budget is the home page's; category pages are shown for comparison.
      path === '/'
        ? check(kibs <= budget.firstLoadKiB && unpreloaded.length === 0, `first-load JS of ${path}`)
        : unpreloaded.length
          ? check(false, `${path} does not preload its chunks`)
          : 'info',
    ]);
  }
  log(table(['page', 'files', 'route KiB', 'JS KiB', 'budget', 'CSS KiB', 'HTML KiB', 'preloaded', ''], rows));
  log(`  entry ${graph.entry}: ${kib(gzipSize(graph.entry))} KiB (React, react-dom, react-router and the app shell)`);
}

// ------------------------------------------------------------------ 3. SVG

function svgCheck() {
  const home = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const inline = [...home.matchAll(/<svg viewBox="0 0 200 200"[\s\S]*?<\/svg>/g)].map((m) => m[0]);
  const files = ['ferdy-icon.svg'].filter((f) => existsSync(join(webRoot, f)));
  const rows: string[][] = [];
  const lint = (svg: string) => {
    const problems: string[] = [];
    if (/<!--|<\?xml|<metadata|<desc>|inkscape:|sodipodi:|xmlns:xlink|data-name=/.test(svg)) problems.push('editor metadata');
    if (/\d\.\d{3,}/.test(svg)) problems.push('numbers with 3+ decimals');
    if (/>\s+</.test(svg)) problems.push('whitespace between tags');
    return problems;
  };
  const largest = inline.sort((a, b) => b.length - a.length)[0];
  if (largest) {
    const problems = lint(largest);
    const size = gzipSync(largest, { level: 9 }).length;
    rows.push([
      'Ferdy (inline, largest on /)',
      String(largest.length),
      kib(size),
      problems.join(', ') || 'clean',
      check(problems.length === 0 && size / 1024 <= budget.svgKiB, 'Ferdy SVG'),
    ]);
  } else {
    failures.push('Ferdy SVG not found inline in the home page');
  }
  for (const f of files) {
    const svg = readFileSync(join(webRoot, f), 'utf8').trim();
    const problems = lint(svg);
    rows.push([
      f,
      String(svg.length),
      kib(gzipSize(f)),
      problems.join(', ') || 'clean',
      check(problems.length === 0 && gzipSize(f) / 1024 <= budget.svgKiB, f),
    ]);
  }
  log(`Ferdy's SVG (optimised: no editor metadata, ≤ 2 decimals, ≤ ${budget.svgKiB} KiB gzip):`);
  log(table(['svg', 'bytes', 'KiB gz', 'lint', ''], rows));
}

// ------------------------------------------------------------------ 2. in Chromium

type Loaded = { js: Set<string>; media: { url: string; type: string; bytes: number }[] };

async function load(browser: Browser, server: Server, path: string, cookie?: string): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
  }
  const page = await context.newPage();
  const js = new Set<string>();
  const media: Loaded['media'] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    const type = res.request().resourceType();
    if (url.pathname.endsWith('.js')) js.add(url.pathname.slice(1));
    else if (type === 'image' || type === 'font') {
      const body = await res.body().catch(() => Buffer.alloc(0));
      media.push({ url: url.pathname, type, bytes: body.length });
    }
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  // Lazy parts (a player, a dialog) that start after the first idle moment.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { js, media };
}

async function browserBudgets(graph: BundleGraph, server: Server, cookie: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    const home = await load(browser, server, '/');
    const critical = new Set(
      staticClosure(graph, [
        graph.entry,
        ...graph.pages['/']!.routeModules.map((m) => Object.values(graph.chunks).find((c) => c.module === m)!.file),
      ]),
    );
    const deferred = [...home.js].filter((f) => !critical.has(f));
    const missing = [...critical].filter((f) => !home.js.has(f));
    log(
      `In Chromium, / loaded ${home.js.size} JavaScript files: ${kib(sum([...home.js].filter((f) => critical.has(f))))} KiB first-load, ${kib(sum(deferred))} KiB deferred past hydration (${deferred.join(', ') || 'none'})`,
    );
    if (missing.length) log(`  (first-load files the browser did not need: ${missing.join(', ')})`);

    const mediaRows = home.media.map((m) => [
      m.url,
      m.type,
      kib(m.bytes),
      check(m.bytes / 1024 <= budget.assetKiB, `${m.url} over ${budget.assetKiB} KiB`),
    ]);
    log(`Images and fonts on the home page (≤ ${budget.assetKiB} KiB each): ${home.media.length ? '' : 'none besides inline SVG'}`);
    if (mediaRows.length) log(table(['file', 'type', 'KiB', ''], mediaRows));

    log(`Game routes: JavaScript beyond what / loaded (signed in, a first visit). "Before first render" is what the route's`);
    log(`loader waits for (route, definition, player, machine and their static imports; budget ≤ ${budget.gameRouteKiB} KiB gzip each);`);
    log('"after" is what the page fetched once it was drawn, until the network was idle (the "So geht\'s" step on a first visit):');
    const rows: string[][] = [];
    for (const game of games) {
      const loaded = await load(browser, server, game.route, cookie);
      const page = graph.pages[game.route]!;
      const critical = new Set(
        staticClosure(graph, [graph.entry, ...page.routeModules.map((m) => Object.values(graph.chunks).find((c) => c.module === m)!.file)]),
      );
      const before = [...critical].filter((f) => !home.js.has(f));
      const after = [...loaded.js].filter((f) => !home.js.has(f) && !critical.has(f));
      const unloaded = before.filter((f) => !loaded.js.has(f));
      const size = sum(before) / 1024;
      const engine = before.filter((f) => /use-play|xstate|engine|machine/.test(f));
      rows.push([
        game.route,
        String(before.length),
        size.toFixed(1),
        String(after.length),
        kib(sum(after)),
        engine.length ? 'engine + player' : '–',
        unloaded.length ? `not fetched: ${unloaded.join(' ')}` : '',
        check(size <= budget.gameRouteKiB, `JS of ${game.route} before its first render`),
      ]);
    }
    log(table(['route', 'files', 'KiB before first render', 'files after', 'KiB after', 'brings', '', ''], rows));
    // The home page must not download the engine, xstate or a player.
    const leaked = [...home.js].filter((f) => /use-play|player|xstate|compile/.test(f));
    log(
      `Engine, xstate and players on /: ${leaked.length ? leaked.join(', ') : 'none'} ${check(leaked.length === 0, 'the home page loads game code')}`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * First paint and largest paint in Chromium itself under DevTools throttling with Lighthouse's
 * mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU), a fresh
 * browser context per run. Information beside Lighthouse's simulated figures: the simulation
 * gates the first paint on the deferred JavaScript too, a real browser paints from the HTML.
 */
async function throttledPaints(server: Server) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  const rows: string[][] = [];
  try {
    for (const path of lighthousePages) {
      const runs: { fcp: number; lcp: number }[] = [];
      for (let r = 0; r < 3; r++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(server.url + path, { waitUntil: 'load' });
        runs.push(
          await page.evaluate(
            () =>
              new Promise<{ fcp: number; lcp: number }>((done) => {
                const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
                new PerformanceObserver((list) => done({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? NaN })).observe({
                  type: 'largest-contentful-paint',
                  buffered: true,
                });
              }),
          ),
        );
        await context.close();
      }
      rows.push([
        path,
        String(Math.round(median(runs.map((x) => x.fcp)))),
        String(Math.round(median(runs.map((x) => x.lcp)))),
        runs.map((x) => Math.round(x.fcp)).join(' / '),
      ]);
    }
  } finally {
    await browser.close();
  }
  log('In Chromium with DevTools throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU), median of 3 (information, no budget):');
  log(table(['page', 'FCP ms', 'LCP ms', 'FCP runs'], rows));
}

// ------------------------------------------------------------------ 4. Lighthouse

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string }>;
  environment: { benchmarkIndex: number };
  runtimeError?: { message: string };
};
type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  benchmarkIndex: number;
  failing: string[];
};

const execFileP = promisify(execFile);

async function lighthouse(url: string, outDir: string, n: number): Promise<LighthouseFigures> {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir, n);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(
        `  (Lighthouse run failed, trying again: ${
          String((error as Error).message)
            .split('\n')
            .find((l) => l.includes('Runtime error')) ?? 'error'
        })`,
      );
    }
  }
}

async function lighthouseOnce(url: string, outDir: string, n: number): Promise<LighthouseFigures> {
  const out = join(outDir, `lh-${n}.json`);
  await execFileP(
    process.execPath,
    [
      resolve(repoRoot, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 2 ** 20, timeout: 180_000 },
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = ['accessibility', 'best-practices', 'performance'].flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${cat}: ${a.title}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

async function lighthouseBudgets(server: Server) {
  const outDir = resolve(repoRoot, 'dist/bench/lighthouse');
  mkdirSync(outDir, { recursive: true });
  log(
    `Lighthouse ${JSON.parse(readFileSync(resolve(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8')).version} (mobile, simulated throttling, ${chromePath}), median of ${lighthouseRuns} runs per page:`,
  );
  const rows: string[][] = [];
  const notes = new Set<string>();
  let n = 0;
  for (const path of lighthousePages) {
    const runs: LighthouseFigures[] = [];
    for (let r = 0; r < lighthouseRuns; r++) {
      const f = await lighthouse(server.url + path, outDir, n++);
      runs.push(f);
      log(
        `  ${path} run ${r + 1}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f.bestPractices}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}, benchmarkIndex ${Math.round(f.benchmarkIndex)}`,
      );
      f.failing.forEach((x) => notes.add(`${path} ${x}`));
    }
    const m = (k: keyof Omit<LighthouseFigures, 'failing'>) => median(runs.map((x) => x[k]));
    const ok =
      m('performance') >= lighthouseBudget.performance &&
      m('accessibility') >= lighthouseBudget.accessibility &&
      m('bestPractices') >= lighthouseBudget.bestPractices &&
      m('lcp') <= lighthouseBudget.lcpMs &&
      m('tbt') <= lighthouseBudget.tbtMs &&
      m('cls') <= lighthouseBudget.cls;
    rows.push([
      path,
      String(m('performance')),
      String(m('accessibility')),
      String(m('bestPractices')),
      (m('fcp') / 1000).toFixed(2),
      (m('lcp') / 1000).toFixed(2),
      String(Math.round(m('tbt'))),
      m('cls').toFixed(3),
      (m('si') / 1000).toFixed(2),
      String(Math.round(m('benchmarkIndex'))),
      check(ok, `Lighthouse ${path}`),
    ]);
  }
  log(table(['page', 'perf', 'a11y', 'best pr.', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'benchmarkIndex', ''], rows));
  log(`budgets: perf/a11y/best practices ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; reports in dist/bench/lighthouse/`);
  if (notes.size) log(`audits below 0.9 in some run:\n  ${[...notes].join('\n  ')}`);
}

// ------------------------------------------------------------------ run

async function main() {
  const t0 = Date.now();
  if (!args.has('--no-build')) {
    log('Building the web app (vite build + prerender) …');
    await build({ configFile: resolve(repoRoot, 'vite.config.ts'), logLevel: 'warn' });
  }
  if (!existsSync(bundleGraphPath(repoRoot))) throw new Error('dist/bundle-graph.json is missing: run without --no-build');
  const graph = JSON.parse(readFileSync(bundleGraphPath(repoRoot), 'utf8')) as BundleGraph;
  const expected = ['/', ...pages.map((p) => p.route), ...games.map((g) => g.route)];
  const missingPages = expected.filter((p) => !graph.pages[p]?.prerendered);
  if (missingPages.length) failures.push(`not prerendered: ${missingPages.join(', ')}`);

  bundleBudgets(graph);
  log();
  svgCheck();

  if (!budgetsOnly) {
    const tmp = mkdtempSync(join(tmpdir(), 'ferdy-bench-web-'));
    const dbPath = join(tmp, 'ferdy.sqlite');
    const db = openDatabase(dbPath);
    const [account] = seedAccounts(db, 'web', 1, true, Date.now());
    db.$client.close();
    const server = await startServer({
      name: 'Ferdy',
      script: 'server/main.ts',
      // Pages only: no mail link or state-changing request depends on the exact origin here.
      env: { NODE_ENV: 'production', DATABASE_PATH: dbPath, PUBLIC_URL: 'http://127.0.0.1', ...benchOperator },
      readyPath: '/api/health',
    });
    try {
      log();
      await browserBudgets(graph, server, account!.cookie);
      log();
      await throttledPaints(server);
      if (runLighthouse) {
        log();
        await lighthouseBudgets(server);
      }
    } finally {
      await server.stop();
      rmSync(tmp, { recursive: true, force: true });
    }
  }

  log();
  mkdirSync(resolve(repoRoot, 'dist/bench'), { recursive: true });
  writeFileSync(resolve(repoRoot, 'dist/bench/web-failures.json'), JSON.stringify(failures));
  log(`bench:web took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (failures.length) {
    log(`OVER BUDGET: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    log('All web budgets hold.');
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
