import { expect, test, type Page } from '@playwright/test';
import { signUp, skipTeach, startGame } from './game-helpers.ts';
import { expectNoSeriousA11yViolations, screenshots } from './site-helpers.ts';

// Games that teach before they test and explain after: the "So geht's" step, why the right
// option helps after a wrong choice, a model answer after a text answer, TaktikTüftler's short
// answers, and the age band a family sets on the profile.

/** The play's items as the server would send them (a visitor's play stores nothing). */
async function serveItems(page: Page, items: unknown[]) {
  await page.route(/\/api\/plays$/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ playId: null, items, recorded: false }) });
  });
}

test("the first start shows So geht's over the intro with the marked parts of an Ich-Botschaft; afterwards it can be opened again", async ({
  page,
}) => {
  await page.goto('/ich-botschaften');
  const start = page.getByRole('button', { name: 'Spiel starten', exact: true });
  const teach = page.getByRole('dialog', { name: "So geht's" });
  // The painted intro stays as it is: the step comes with the first tap on 'Spiel starten'.
  await expect(start).toBeVisible();
  await expect(teach).toBeHidden();
  await screenshots(page, 'learning-intro-first');
  await start.click();
  await expect(teach).toBeVisible();
  await expect(page.getByRole('button', { name: "Los geht's!" })).toBeFocused();
  for (const part of ['Gefühl', 'Grund', 'Wunsch']) await expect(teach.locator('.teach-part__label', { hasText: part })).toBeVisible();
  await expect(teach.getByText('„Ich bin traurig,“')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "So geht's");
  await screenshots(page, 'learning-teach', undefined, false);

  // "Los geht's!" starts the game the child asked for.
  await startGame(page, "Los geht's!");
  await expect(teach).toBeHidden();
  await expect(page.getByLabel('Meine Ich-Botschaft:')).toBeVisible();

  // Seen on this device: 'Spiel starten' starts at once, and the step is one click away; Escape closes it.
  // (The started play is dropped, so the page opens at its intro again instead of resuming it.)
  await page.evaluate(() => localStorage.removeItem('ferdy:play:ich-botschaften'));
  await page.reload();
  await expect(start).toBeVisible();
  await page.getByRole('button', { name: "So geht's" }).click();
  await expect(teach).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(teach).toBeHidden();
  await expect(page.getByRole('button', { name: "So geht's" })).toBeFocused();
  await startGame(page, 'Spiel starten');
  await expect(teach).toBeHidden();
});

test("a first visit's game page does not shift when it comes alive", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/streitschlichter');
  // Alive: React has hydrated the start button, and the page has fetched what it fetches after.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('.game-intro .game-button--primary') ?? {}).some((k) => k.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: "So geht's" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});

test('after a wrong choice Ferdy says why the right option helps', async ({ page }) => {
  await skipTeach(page);
  const why = 'Wenn jeder fünf Minuten schaukeln darf, kommen beide dran, und keiner muss traurig sein.';
  await serveItems(
    page,
    Array.from({ length: 5 }, (_, i) => ({
      prompt: `Mia und Jonas wollen beide auf die Schaukel (${i + 1}). Was sagst du als Streitschlichter?`,
      options: ['Jonas war zuerst da, also darf er schaukeln.', 'Wie wäre es, wenn ihr euch abwechselt?', 'Dann schaukelt eben keiner.'],
      correctIndex: 1,
      why,
    })),
  );
  await page.goto('/streitschlichter');
  await page.getByRole('button', { name: 'Spiel starten', exact: true }).click();
  await page.locator('.choice-option').nth(0).click();
  await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
  await expect(page.getByText('Warum?')).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'why after a wrong choice');
  await screenshots(page, 'learning-why');
  // A right answer needs no explanation.
  await page.getByRole('button', { name: 'Nächste Frage' }).click();
  await page.locator('.choice-option').nth(1).click();
  await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
  await expect(page.getByText(/^Richtig!/)).toBeVisible();
  await expect(page.getByText(why)).toBeHidden();
});

test('after a text answer Ferdy shows one way to say it, also after a success', async ({ page }) => {
  await skipTeach(page);
  const model = 'Ich möchte diese Runde noch zu Ende spielen. Danach kannst du gern mitmachen.';
  await serveItems(page, [{ prompt: 'Hau ab, mit dir spielt keiner!', raw: { sentence: 'Hau ab, mit dir spielt keiner!' }, model }]);
  await page.goto('/sags-mal-anders');
  await page.getByRole('button', { name: 'Spiel starten', exact: true }).click();
  await page
    .getByLabel('So sage ich es freundlicher:')
    .fill('Ich möchte gerade in Ruhe zu Ende spielen. Danach kannst du gern mitspielen.');
  await page.getByRole('button', { name: 'Antwort abschicken' }).click();
  await expect(page.getByText('So könnte man es sagen')).toBeVisible();
  await expect(page.getByText(`„${model}“`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'model answer');
  await screenshots(page, 'learning-model');
});

test('TaktikTüftler takes "4" for "Vier Erdbeeren" and refuses a cut-up fragment', async ({ page }) => {
  await skipTeach(page);
  const question = 'Mia hat zwölf Erdbeeren. Sie teilt sie gerecht mit Elif und Zoe. Wie viele Erdbeeren bekommt jedes Mädchen?';
  await serveItems(page, [{ prompt: question, sample: 'Vier Erdbeeren', raw: { question, answer: 'Vier Erdbeeren' } }]);
  await page.goto('/solutionstory');
  await page.getByRole('button', { name: 'Aufgabe generieren', exact: true }).first().click();
  await page.getByLabel('Deine Antwort').fill('ier Erdbee');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByText('Nicht ganz richtig')).toBeVisible();
  await page.getByLabel('Deine Antwort').fill('4');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByText('Richtig!')).toBeVisible();
});

test('the family sets the age band on the profile; the next writing play is drawn for it', async ({ page }) => {
  await signUp(page, 'alter');
  await page.goto('/profile');
  const young = page.getByRole('radio', { name: /6–8 Jahre/ });
  await expect(page.getByRole('radio', { name: /9–12 Jahre/ })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/age-band') && r.request().method() === 'PUT');
  await young.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(young).toBeChecked();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.locator('.age-band-card').screenshot({ path: `test-results/screens/learning-age-band-${width}.png` });
  }

  await skipTeach(page);
  await page.goto('/sumup');
  const items = await startGame(page, "Los geht's");
  expect(items).toEqual([{ prompt: '', raw: {}, band: '6-8' }]);
});
