import { expect, test, type Page } from '@playwright/test';
import { skipTeach, startGame } from './game-helpers.ts';
import { screenshots, signedInAccount } from './site-helpers.ts';

// A child's phone: 360×640. Every reaction appears where the child is looking, boards fit the
// screen, a reload picks the play up cleanly and the finish is brought into view.
test.use({ viewport: { width: 360, height: 640 } });

// These tests are about playing: this device has already seen each game's "So geht's" step.
test.beforeEach(async ({ page }) => {
  await skipTeach(page);
});

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function answerStreitschlichter(page: Page, correctIndex: number, last: boolean) {
  await page.locator('.choice-option').nth(correctIndex).click();
  await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
  await page.getByRole('button', { name: last ? 'Zur Auswertung' : 'Nächste Frage' }).click();
}

test('Gefühlsampel: the reaction is in view within a second and waits there; the next situation comes after it was seen', async ({
  page,
}) => {
  await signedInAccount(page, 'ampel-phone');
  await page.clock.install();
  await page.goto('/gefuehlsampel');
  await startGame(page, 'Spiel starten');
  await expect(page.getByText('Frage 1 von 5').first()).toBeVisible();
  // From here on time only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

  await page.getByRole('button', { name: /Grün/ }).click();
  const feedback = page.locator('.ampel-feedback');
  await expect(feedback.getByText("Ferdy's Tipp:")).toBeVisible();
  await expect(feedback).toBeInViewport({ ratio: 0.9, timeout: 1000 });

  await page.clock.runFor(3000);
  await expect(feedback).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByText('Frage 1 von 5').first()).toBeVisible();

  await page.clock.runFor(1500);
  await expect(page.getByText('Frage 2 von 5').first()).toBeVisible();
});

test('Paare finden: the board is a grid of at least two tiles a row, within 960 px, every tile at least 44 px', async ({ page }) => {
  await page.goto('/paare-finden');
  await startGame(page, 'Spiel starten');
  const tiles = page.locator('.tile');
  await expect(tiles).toHaveCount(10);
  const boxes = await tiles.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON() as DOMRect));
  const rows = new Map<number, number>();
  for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
  expect(Math.min(...rows.values()), 'tiles in the fullest and the emptiest row').toBeGreaterThanOrEqual(2);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const board = await page.locator('ul.tile-grid').boundingBox();
  expect(board!.height).toBeLessThanOrEqual(960);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("Paare finden with today's last play: 'Neu starten' keeps the board, a cleared board ends the day kindly, never in the limit dialog", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAccount(page, 'paare');
  let plays = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/plays') plays++;
  });
  await page.goto('/paare-finden');
  // Told before the start: one free play today in this category.
  await expect(page.getByText('Heute noch 1 Spiel frei')).toBeVisible();
  const items = await startGame(page, 'Spiel starten');
  const tiles = items[0]!.tiles!;
  const pairs = [...new Set(tiles.map((t) => t.pair))];
  const match = async (pair: number) => {
    await page.getByRole('button', { name: tiles.find((t) => t.pair === pair && t.type === 'fixed')!.text }).click();
    await page.getByRole('button', { name: tiles.find((t) => t.pair === pair && t.type === 'growth')!.text }).click();
    await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  };
  await match(pairs[0]!);
  await expect(page.getByText('Punkte: 10')).toBeVisible();

  // 'Neu starten' would be a new play: none is left today, so the running board stays.
  await page.getByRole('button', { name: 'Neu starten' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Spiel diese Runde zu Ende' })).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(tiles.length - 2);
  await expect(page.getByText('Punkte: 10')).toBeVisible();

  for (const pair of pairs.slice(1)) await match(pair);
  // The end of the day's sets: said at the end, with the points, and no new set is asked for.
  await expect(page.getByRole('heading', { name: 'Super, alle Paare gefunden!' })).toBeVisible();
  await expect(page.getByText('Morgen gibt es neue Paare!')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Übersicht' })).toBeInViewport();
  await expect(page.getByText('Heute kein Spiel mehr frei')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Tägliches Limit erreicht' })).toHaveCount(0);
  expect(plays).toBe(1);
  await screenshots(page, 'paare-last-set', undefined, false);
});

test('a reload in the middle of a play logs no error and resumes at the same round and progress', async ({ page }) => {
  await signedInAccount(page, 'reload-phone');
  await page.goto('/streitschlichter');
  const items = await startGame(page, 'Spiel starten');
  for (let i = 0; i < 2; i++) await answerStreitschlichter(page, items[i]!.correctIndex!, false);
  await expect(page.getByText('Frage 3 von 5')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Frage 3 von 5' });
  const before = await progress.getAttribute('aria-valuenow');

  const errors = collectErrors(page);
  await page.reload();
  await expect(page.getByText('Frage 3 von 5')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', before!);
  await expect(page.locator('.choice-option')).toHaveCount(items[2]!.options!.length);
  // The page is React's (hydrated) and answers: the next answer is taken.
  await answerStreitschlichter(page, items[2]!.correctIndex!, false);
  await expect(page.getByText('Frage 4 von 5')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the finish is brought into view title first; title, level bar and the next step fit on the screen', async ({ page }) => {
  await signedInAccount(page, 'finish-phone');
  await page.goto('/streitschlichter');
  const items = await startGame(page, 'Spiel starten');
  for (let i = 0; i < items.length; i++) await answerStreitschlichter(page, items[i]!.correctIndex!, i + 1 === items.length);
  const title = page.getByRole('heading', { name: 'Geschafft!' });
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
  const bar = page.getByRole('progressbar', { name: 'Noch 400 Punkte bis Silber' });
  await expect(bar).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Erneut spielen' })).toBeInViewport();
  // Title first: nothing of the finish is above the screen.
  const top = await title.evaluate((node) => node.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
});

test('at 320 px no page and no started game scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of ['/', '/loesungsorientierung', '/mindset', '/konfliktloesung', '/emotionale-intelligenz', '/auth']) {
    await page.goto(path);
    expect(await wide(), path).toBeLessThanOrEqual(0);
  }
  for (const [path, start] of [
    ['/paare-finden', 'Spiel starten'],
    ['/streitschlichter', 'Spiel starten'],
    ['/solutionstory', 'Aufgabe generieren'],
  ] as const) {
    await page.goto(path);
    await startGame(page, start);
    expect(await wide(), path).toBeLessThanOrEqual(0);
  }
});

test('ErzählZauber: a story in which the child calls itself names gets a kind word in view, not praise', async ({ page }) => {
  await page.goto('/erzaehlzauber');
  const items = await startGame(page, 'Begriffe generieren');
  const terms = items[0]!.terms!;
  const story = `Ich kann das nicht. Ich bin so dumm, mir fällt nie was ein. Es war einmal ${terms.join(', ')} und ein kleiner Fuchs. Sie spielten den ganzen Tag zusammen im Wald und lachten viel. Am Mittag bauten sie eine Hütte aus Ästen. Danach suchten sie Beeren am Bach. Dann gingen alle müde nach Hause. Alle anderen schreiben immer voll lange Geschichten.`;
  await page.getByLabel('Deine Geschichte').fill(story);
  await page.getByRole('button', { name: 'Fertig' }).click();
  const kind = page.getByText(/Sei lieb zu dir! Geschichten erfinden ist gar nicht leicht/);
  await expect(kind).toBeInViewport();
  await expect(page.getByText(/Deine Geschichte ist fertig/)).toHaveCount(0);
  await screenshots(page, 'erzaehlzauber-kind-to-self', undefined, false);
});
