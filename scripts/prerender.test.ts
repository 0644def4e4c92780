import { describe, expect, it } from 'vitest';
import { pageHtml, splitHoisted, staticClosure } from './prerender.ts';

const template = `<!doctype html>
<html lang="de">
  <head>
    <title>Ferdy – Lernspiele mit Ferdy dem Fuchs</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>`;

describe('prerender', () => {
  it("moves the page's hoisted <title> into the head, before the site's title", () => {
    const html = pageHtml(
      template,
      { path: '/mindset', html: '<title>Mindset – Ferdy</title><header>x</header><main>$&amp;</main>' },
      { js: [], css: [] },
    );
    expect(html.indexOf('<title>Mindset – Ferdy</title>')).toBeLessThan(html.indexOf('<title>Ferdy – Lernspiele'));
    expect(html).toContain('<div id="root"><header>x</header><main>$&amp;</main></div>');
    expect(splitHoisted('<header>x</header>')).toEqual({ head: '', body: '<header>x</header>' });
  });

  it("adds the route's stylesheets and module preloads, and leaves the shell as it is without markup", () => {
    const html = pageHtml(template, { path: '/x', html: '' }, { js: ['assets/home-1.js'], css: ['assets/home-2.css'] });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-2.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(html).toContain('<div id="root"><!--app--></div>');
  });

  it('puts the stylesheets of a rendered page inline, each with a disabled link for the chunk loader', () => {
    const css: Record<string, string> = { 'assets/index-def.css': 'body{margin:0}', 'assets/home-2.css': '.hero{color:red}' };
    const html = pageHtml(template, { path: '/', html: '<main>x</main>' }, { js: [], css: ['assets/home-2.css'] }, (file) => css[file]!);
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-def.css" disabled>');
    expect(html).toContain('<style>.hero{color:red}</style><link rel="stylesheet" href="/assets/home-2.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    // The shell (no markup) keeps its stylesheet links.
    const shell = pageHtml(template, { path: '/x', html: '' }, { js: [], css: [] }, (file) => css[file]!);
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def.css">');
  });

  it('follows static imports, not dynamic ones', () => {
    const chunk = (file: string, imports: string[], dynamicImports: string[] = []) => ({
      file,
      module: null,
      isEntry: false,
      imports,
      dynamicImports,
      css: [],
    });
    const graph = { chunks: { a: chunk('a', ['b']), b: chunk('b', ['c'], ['d']), c: chunk('c', ['a']), d: chunk('d', []) } };
    expect(staticClosure(graph, ['a']).sort()).toEqual(['a', 'b', 'c']);
  });
});
