import { expect, test, type Page } from '@playwright/test';
import { skipTeach } from './game-helpers.ts';

// Home and category pages are rendered at build time (scripts/prerender.ts) so they paint before
// any JavaScript runs; the browser then hydrates them. These tests read the raw HTML as the server
// sends it and watch Chromium's console for hydration errors.

const categoryPages = [
  { path: '/loesungsorientierung', title: 'Lösungsorientierung' },
  { path: '/mindset', title: 'Mindset' },
  { path: '/konfliktloesung', title: 'Konfliktlösung' },
  { path: '/emotionale-intelligenz', title: 'Emotionale Intelligenz' },
];

/** Everything Chromium reports as an error: console errors, uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /hydrat/i.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page HTML already holds the hero, the worlds and the footer', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Mit Ferdy spielend stark fürs Leben');
  expect(root).toContain('Jetzt loslegen!');
  expect(root).toContain('Entdecke Ferdys Spielwelten');
  for (const { path } of categoryPages) expect(root).toContain(`href="${path}"`);
  // The visitor's first state: the session is still being asked for.
  expect(root).toContain('Lade...');
  // The home route's CSS is in the page (a disabled link names it for the chunk loader); its chunk comes along.
  expect(html).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/home-[\w-]+\.css" disabled>/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js">/);
  // No inline script: the CSP allows only same-origin script files.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('each category page HTML holds its hero and its title', async ({ request }) => {
  for (const { path, title } of categoryPages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<title>${title} – Ferdy</title>`);
    expect(html, path).toMatch(new RegExp(`<h1 id="category-title">${title}</h1>`));
    expect(html, path).toContain('Jetzt entdecken');
    // A trailing slash is the same page.
    expect(await (await request.get(`${path}/`)).text(), `${path}/`).toBe(html);
  }
});

test('a game page HTML holds its intro; a login-only game waits for the session', async ({ request }) => {
  const html = await (await request.get('/streitschlichter')).text();
  expect(html).toContain('<h1 id="game-heading" class="game__heading">Streitschlichter</h1>');
  expect(html).toContain('Spiel starten');
  // The player's styles are in the page; its code comes after the first paint.
  expect(html).toMatch(/<\/style><link rel="stylesheet" href="\/assets\/game-[\w-]+\.css" disabled>/);
  const ampel = await (await request.get('/gefuehlsampel')).text();
  expect(ampel).toContain('<p class="page-loading">Lade...</p>');
});

test('a prerendered page paints from its HTML alone: no stylesheet is fetched, not even after hydration', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) stylesheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // Hydrated: the session answer replaced the loading line.
  await expect(page.getByText('Kostenlos ausprobieren – mit einem Konto sammelst du Punkte.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  // Styled: the hero's gradient from the inline home CSS, the button colour from the site's CSS.
  expect(await page.locator('.hero').evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('linear-gradient');
  // Another page's CSS arrives with its chunk as the app moves on.
  await page.locator('a[href="/konfliktloesung"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konfliktlösung' })).toBeVisible();
  await expect.poll(() => stylesheets.some((p) => /^\/assets\/category-[\w-]+\.css$/.test(p))).toBe(true);
});

test('other paths get the unrendered app shell, not the home page', async ({ request }) => {
  for (const path of ['/auth', '/profile', '/payment-success', '/gibt-es-nicht']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"><!--app--></div>');
    expect(html, path).not.toContain('Jetzt loslegen!');
  }
});

test('the home page hydrates without errors and then works as an app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  // The session answer replaces the loading line: React owns the markup now.
  await expect(page.getByText('Kostenlos ausprobieren – mit einem Konto sammelst du Punkte.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // A client-side navigation (no new document) to a category page.
  await page.evaluate(() => ((window as unknown as { ferdyMarker: number }).ferdyMarker = 1));
  await page.getByRole('link', { name: 'Jetzt loslegen!' }).click();
  await expect(page).toHaveURL(/\/loesungsorientierung$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lösungsorientierung' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { ferdyMarker?: number }).ferdyMarker)).toBe(1);
  await expect(page).toHaveTitle('Lösungsorientierung – Ferdy');
  // Back home, the page's title goes and the site's title is there again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Mit Ferdy spielend stark fürs Leben' })).toBeVisible();
  await expect(page).toHaveTitle('Ferdy – Lernspiele mit Ferdy dem Fuchs');
  expect(errors).toEqual([]);
});

test('category pages hydrate without errors and their buttons work', async ({ page }) => {
  const errors = collectErrors(page);
  for (const { path, title } of categoryPages) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} – Ferdy`);
    expect(await page.locator('title').count(), `${path}: the page's title and the site's`).toBeLessThanOrEqual(2);
  }
  // A visitor's click on a game tile opens the sign-in dialog: the handlers are attached.
  await page.goto('/konfliktloesung');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: /Streitschlichter/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a game page hydrates without errors and its start button works', async ({ page }) => {
  const errors = collectErrors(page);
  await skipTeach(page);
  await page.goto('/streitschlichter');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Spiel starten' });
  await start.click();
  await expect(start).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Streitschlichter' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a click on the prerendered start button before the player code has arrived still starts the game', async ({ page }) => {
  const errors = collectErrors(page);
  await skipTeach(page);
  // Hold the player's chunk back until the click has landed, so React cannot own the button yet.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/choice-player-[\w-]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/streitschlichter', { waitUntil: 'domcontentloaded' });
  const start = page.getByRole('button', { name: 'Spiel starten' });
  await start.click();
  release();
  await expect(start).toBeHidden({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('the prerendered page shows its content with JavaScript switched off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mit Ferdy spielend stark fürs Leben' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Jetzt loslegen!' })).toBeVisible();
  await page.goto('/mindset');
  await expect(page.getByRole('heading', { level: 1, name: 'Mindset' })).toBeVisible();
  await context.close();
});
