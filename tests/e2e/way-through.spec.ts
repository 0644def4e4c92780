import { expect, test, type Page } from '@playwright/test';
import { skipTeach, startGame } from './game-helpers.ts';
import { signedInAccount, sitePassword } from './site-helpers.ts';

// The way through the site: back to the game after signing in, what is free today, keyboard
// play, one name per game and the writing games' counting and hints.
test.use({ viewport: { width: 360, height: 640 } });

// These tests are about playing: this device has already seen each game's "So geht's" step.
test.beforeEach(async ({ page }) => {
  await skipTeach(page);
});

const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

async function buy(page: Page, data: Record<string, unknown>) {
  const checkout = await page.request.post('/api/payments/checkout', {
    data: { password: sitePassword, immediateStartConsent: true, ...data },
    headers: origin(),
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
}

test('signing in on /auth returns to the game the visitor came from, and only to a page of this site', async ({ page }) => {
  const email = await signedInAccount(page, 'zurueck');
  await page.context().clearCookies();
  await page.goto('/gefuehlsampel');
  await expect(page).toHaveURL(/\/auth\?next=%2Fgefuehlsampel$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(sitePassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/gefuehlsampel$/);
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();

  // A full URL as target is ignored: the home page.
  await page.context().clearCookies();
  await page.goto('/auth?next=https%3A%2F%2Fevil.example%2F');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(sitePassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the profile sends a visitor to /auth and back to the profile', async ({ page }) => {
  const email = await signedInAccount(page, 'profil-zurueck');
  await page.context().clearCookies();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(sitePassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('plays left today: on the category page and before a game starts, before and after a play, with bought plays and with premium', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAccount(page, 'frei');
  await page.goto('/loesungsorientierung');
  const denkweiserTile = page.getByRole('button', { name: /DenkWeiser/ });
  await expect(denkweiserTile).toContainText('Heute noch 1 Spiel frei');

  await page.goto('/denkweiser');
  await expect(page.getByText('Heute noch 1 Spiel frei')).toBeVisible();
  await startGame(page, 'Spiel starten');
  await expect(page.getByText('Frage 1 von 10')).toBeVisible();

  await page.goto('/loesungsorientierung');
  await expect(denkweiserTile).toContainText('Heute kein Spiel mehr frei');
  // Another game of the category (DenkWeiser itself would resume the started play).
  await page.goto('/wortentdecker');
  await expect(page.getByText('Heute kein Spiel mehr frei')).toBeVisible();

  // The limit dialog names the used-up category and when a free play comes back.
  await page.getByRole('button', { name: 'Wort generieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tägliches Limit erreicht' });
  await expect(dialog).toContainText('Problemlösung');
  await expect(dialog).toContainText('Morgen ist wieder ein kostenloses Spiel verfügbar!');

  await buy(page, { gameCategory: 'problem_solving', additionalPlays: 3, returnTo: '/wortentdecker' });
  await page.goto('/wortentdecker');
  await expect(page.getByText('Heute noch 3 Spiele frei')).toBeVisible();

  await buy(page, { gameCategory: 'premium_subscription', returnTo: '/profile' });
  await page.goto('/loesungsorientierung');
  await expect(denkweiserTile).toContainText('Unbegrenzt');
});

test("focus moves to the task after 'Spiel starten' and after each round; the B key chooses option B", async ({ page }) => {
  await page.goto('/streitschlichter');
  const items = await startGame(page, 'Spiel starten');
  const prompt = page.locator('#question-prompt');
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveText(items[0]!.prompt as string);

  await page.keyboard.press('b');
  await expect(page.locator('.choice-option').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('a');
  await expect(page.locator('.choice-option').nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
  await page.getByRole('button', { name: 'Nächste Frage' }).click();
  await expect(prompt).toHaveText(items[1]!.prompt as string);
  await expect(prompt).toBeFocused();
});

test('one name per game: the card, the page and the profile say TaktikTüftler and Mindmatch', async ({ page }) => {
  await signedInAccount(page, 'name');
  await page.goto('/mindset');
  await expect(page.getByRole('button', { name: /Mindmatch/ })).toBeVisible();
  await page.goto('/mindmatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Mindmatch' })).toBeVisible();
  await expect(page.getByText('Mindset-Quiz')).toHaveCount(0);

  await page.goto('/loesungsorientierung');
  await expect(page.getByRole('button', { name: /TaktikTüftler/ })).toBeVisible();
  await page.goto('/solutionstory');
  await expect(page.getByRole('heading', { level: 1, name: 'TaktikTüftler' })).toBeVisible();
  const items = await startGame(page, 'Aufgabe generieren');
  await page.getByLabel('Deine Antwort').fill(items[0]!.sample!);
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { name: 'Richtig!' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('TaktikTüftler').first()).toBeVisible();
  await expect(page.getByText('SolutionStory')).toHaveCount(0);
});

test('WortEntdecker: an idea typed twice counts once, the doubles are named, 15 × the same idea earns no bonus', async ({ page }) => {
  await page.goto('/wortentdecker');
  await startGame(page, 'Wort generieren');
  const field = page.getByLabel('Deine Ideen');
  await field.fill('Kreisel\nkreisel\n KREISEL! \nDrachen steigen\ndrachen-steigen');
  await page.getByRole('button', { name: 'Anzahl zählen' }).click();
  await expect(page.getByText('Du hast 2 Ideen gefunden. 3 davon hattest du doppelt – jede Idee zählt nur einmal.')).toBeVisible();

  await field.fill(Array.from({ length: 15 }, () => 'Kreisel').join('\n'));
  await page.getByRole('button', { name: 'Anzahl zählen' }).click();
  await expect(page.getByText('Du hast 1 Ideen gefunden. Schaffst du 15? Dann gibt es einen Bonus!')).toBeVisible();
  await expect(page.getByText(/Bonus! \d+ Ideen/)).toHaveCount(0);
});

test("TaktikTüftler: 'Fertig' on an empty answer says 'Hinweis'; 'Antwort anzeigen' before a task and the sample answer stay 8 s", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/solutionstory');
  await page.getByRole('button', { name: 'Antwort anzeigen' }).click();
  const noSample = page.locator('[data-sonner-toast]').getByText('Noch keine Beispielantwort geladen. Klicke zuerst "Aufgabe generieren".');
  await expect(noSample).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.runFor(7000);
  await expect(noSample).toBeVisible();
  await page.clock.runFor(2500);
  await expect(noSample).toHaveCount(0);
  await page.clock.resume();

  const items = await startGame(page, 'Aufgabe generieren');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByText('Hinweis', { exact: true })).toBeVisible();
  await expect(page.getByText('Bitte gib eine Antwort ein.')).toBeVisible();

  await page.getByRole('button', { name: 'Antwort anzeigen' }).click();
  const sample = page.locator('[data-sonner-toast]').getByText(items[0]!.sample!, { exact: true });
  await expect(sample).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  await page.clock.runFor(7000);
  await expect(sample).toBeVisible();
  await page.clock.runFor(2500);
  await expect(sample).toHaveCount(0);
});
