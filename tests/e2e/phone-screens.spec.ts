import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { skipTeach, startGame } from './game-helpers.ts';
import { expectNoSeriousA11yViolations, signedInAccount, sitePassword } from './site-helpers.ts';

// Every game's feedback and finish as a child sees them on a 360×640 phone (what is on the
// screen, not the whole page), with a premium account so no daily limit interrupts.
// `SCREENS_DIR=docs/screens` writes them where the README shows them.
const dir = process.env.SCREENS_DIR ?? 'test-results/screens/phone';
mkdirSync(dir, { recursive: true });
test.use({ viewport: { width: 360, height: 640 } });

// These tests are about playing: this device has already seen each game's "So geht's" step.
test.beforeEach(async ({ page }) => {
  await skipTeach(page);
});
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string, width = 360) {
  // Smooth scrolling and Ferdy's hop have settled once the page stops moving.
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
        }),
    );
  await expect.poll(still).toBe(true);
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  await page.screenshot({ path: `${dir}/${name}-${width}.png` });
}

async function premium(page: Page) {
  await signedInAccount(page, 'bilder');
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const checkout = await page.request.post('/api/payments/checkout', {
    data: { gameCategory: 'premium_subscription', password: sitePassword, returnTo: '/profile', immediateStartConsent: true },
    headers,
  });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
}

type Choice = { route: string; start: string; confirm: string | null; next: string; finish: string; wrongNext: string };
const choiceGames: Choice[] = [
  {
    route: 'streitschlichter',
    start: 'Spiel starten',
    confirm: 'Antwort bestätigen',
    next: 'Nächste Frage',
    finish: 'Zur Auswertung',
    wrongNext: 'Nächste Frage',
  },
  {
    route: 'gefuehlsradar',
    start: 'Spiel starten',
    confirm: 'Antwort abschicken',
    next: 'Nächstes Szenario',
    finish: 'Abschließen',
    wrongNext: 'Nochmal versuchen',
  },
  { route: 'mindmatch', start: 'Quiz starten', confirm: null, next: 'Weiter', finish: 'Weiter', wrongNext: 'Weiter' },
];

test('choice games: feedback and finish', async ({ page }) => {
  await premium(page);
  for (const game of choiceGames) {
    await page.goto(`/${game.route}`);
    const items = await startGame(page, game.start);
    const first = items[0]!;
    await page
      .locator('.choice-option')
      .nth((first.correctIndex! + 1) % first.options!.length)
      .click();
    if (game.confirm) await page.getByRole('button', { name: game.confirm }).click();
    await expect(page.locator('.feedback-card')).toBeInViewport();
    await shot(page, `${game.route}-feedback`);
    await page.getByRole('button', { name: game.wrongNext, exact: true }).click();
    const start = game.wrongNext === 'Nochmal versuchen' ? 0 : 1;
    for (let i = start; i < items.length; i++) {
      await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
      if (game.confirm) await page.getByRole('button', { name: game.confirm }).click();
      await page.getByRole('button', { name: i + 1 === items.length ? game.finish : game.next, exact: true }).click();
    }
    await expect(page.getByRole('progressbar', { name: /bis|erreicht/ })).toBeInViewport();
    await shot(page, `${game.route}-finish`);
    if (game.route === 'streitschlichter') await expectNoSeriousA11yViolations(page, 'finish');
  }
  // DenkWeiser shows its answers at the end only.
  await page.goto('/denkweiser');
  const items = await startGame(page, 'Spiel starten');
  for (let i = 0; i < items.length; i++) {
    await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
    await page.getByRole('button', { name: i + 1 === items.length ? 'Auswertung' : 'Weiter', exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Geschafft!' })).toBeInViewport();
  await shot(page, 'denkweiser-finish');
});

test('Gefühlsampel and Paare finden: feedback and finish', async ({ page }) => {
  await premium(page);
  await page.goto('/gefuehlsampel');
  await startGame(page, 'Spiel starten');
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Frage ${i} von 5`).first()).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: /Gelb/ }).click();
    await expect(page.locator('.ampel-feedback')).toBeInViewport({ ratio: 0.9 });
    if (i === 1) await shot(page, 'gefuehlsampel-feedback');
  }
  await expect(page.getByRole('heading', { name: 'Spiel beendet!' })).toBeInViewport({ timeout: 10_000 });
  await expect(page.getByRole('progressbar', { name: /bis|erreicht/ })).toBeInViewport();
  await shot(page, 'gefuehlsampel-finish');

  await page.goto('/paare-finden');
  const items = await startGame(page, 'Spiel starten');
  const tiles = items[0]!.tiles!;
  await shot(page, 'paare-finden-board');
  const fixed = tiles.findIndex((t) => t.type === 'fixed');
  const wrong = tiles.findIndex((t) => t.type === 'growth' && t.pair !== tiles[fixed]!.pair);
  await page.getByRole('button', { name: tiles[fixed]!.text }).click();
  await page.getByRole('button', { name: tiles[wrong]!.text }).click();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.locator('.feedback-card')).toBeVisible();
  await page.locator('.feedback-card').scrollIntoViewIfNeeded();
  await shot(page, 'paare-finden-feedback');
});

type Writing = {
  route: string;
  start: string;
  fill: (page: Page, item: Record<string, unknown>) => Promise<void>;
  submit: string;
  wrong?: (page: Page) => Promise<void>;
};
const kind = 'Ich bin gerade traurig und wütend. Kannst du mir bitte helfen? Lass uns in Ruhe darüber reden.';
const writingGames: Writing[] = [
  {
    route: 'sags-mal-anders',
    start: 'Spiel starten',
    submit: 'Antwort abschicken',
    wrong: (page) => page.getByLabel('So sage ich es freundlicher:').fill('ok'),
    fill: (page) => page.getByLabel('So sage ich es freundlicher:').fill(kind),
  },
  {
    route: 'ich-botschaften',
    start: 'Spiel starten',
    submit: 'Antwort abschicken',
    wrong: (page) => page.getByLabel('Meine Ich-Botschaft:').fill('ich'),
    fill: (page) =>
      page
        .getByLabel('Meine Ich-Botschaft:')
        .fill('Ich fühle mich traurig, wenn du mir nicht zuhörst, weil mir das wichtig ist. Ich wünsche mir, dass du mir zuhörst.'),
  },
  {
    route: 'wortentdecker',
    start: 'Wort generieren',
    submit: 'Anzahl zählen',
    wrong: (page) => page.getByLabel('Deine Ideen').fill('Boot, Hut, boot, Haus'),
    // Ideas about the drawn word: its related words from the content bank.
    fill: (page, item) => page.getByLabel('Deine Ideen').fill(((item.related as string[] | undefined) ?? []).join('\n')),
  },
  {
    route: 'solutionstory',
    start: 'Aufgabe generieren',
    submit: 'Fertig',
    wrong: (page) => page.getByLabel('Deine Antwort').fill('Ich weiß es nicht genau'),
    fill: (page, item) => page.getByLabel('Deine Antwort').fill(item.sample as string),
  },
  {
    route: 'erzaehlzauber',
    start: 'Begriffe generieren',
    submit: 'Fertig',
    wrong: (page) => page.getByLabel('Deine Geschichte').fill('Ein Tag im Wald.'),
    fill: (page, item) =>
      page
        .getByLabel('Deine Geschichte')
        .fill(
          `Es war einmal ${(item.terms as string[]).join(', ')} und ein kleiner Fuchs. Sie spielten den ganzen Tag zusammen im Wald und lachten viel. Am Mittag bauten sie eine kleine Hütte aus Ästen. Danach suchten sie Beeren am Bach. Als es dunkel wurde, erzählte der Fuchs eine lustige Geschichte. Dann gingen alle müde nach Hause und schliefen sofort ein.`,
        ),
  },
  {
    route: 'mindshift',
    start: 'Spiel starten',
    submit: 'Weiter',
    wrong: (page) => page.getByLabel(/Negativer Gedanke/).fill('Ich schaffe das nie.'),
    fill: async (page) => {
      await page.getByLabel(/Negativer Gedanke/).fill('Ich kann das nie, ich bin einfach zu dumm.');
      await page.getByLabel(/Positiver Gedanke/).fill('Ich kann das noch nicht, aber wenn ich übe, schaffe ich es beim nächsten Mal.');
    },
  },
  {
    route: 'sumup',
    start: "Los geht's",
    submit: 'Absenden',
    wrong: (page) => page.getByLabel('Deine Zusammenfassung').fill('Fixed Mindset ist doof.'),
    fill: (page) =>
      page
        .getByLabel('Deine Zusammenfassung')
        .fill(
          'Im Video geht es um zwei Mindsets. Wer ein Fixed Mindset hat, glaubt, dass seine Fähigkeiten fest sind und sich nicht ändern lassen. ' +
            'Darum gibt man schnell auf und hat Angst vor Fehlern. Wer ein Growth Mindset hat, glaubt, dass das Gehirn wie ein Muskel wächst, wenn man übt. ' +
            'Fehler helfen beim Lernen, und man kann alles lernen, wenn man sich anstrengt und dranbleibt. Ich kann das noch nicht, aber ich lerne es.',
        ),
  },
];

test('writing games: feedback and finish', async ({ page }) => {
  await premium(page);
  for (const game of writingGames) {
    await page.goto(`/${game.route}`);
    const items = await startGame(page, game.start);
    await game.wrong!(page);
    await page.getByRole('button', { name: game.submit, exact: true }).click();
    const popup = page.locator('dialog[open] .feedback-card');
    const hint = page.locator('.game-form .feedback-card');
    await expect(popup.or(hint).or(page.locator('[data-sonner-toast]')).first()).toBeVisible();
    await shot(page, `${game.route}-feedback`);
    if (await popup.isVisible()) await page.locator('dialog[open] .game-button', { hasText: 'Schließen' }).click();
    await game.fill(page, items[0] ?? {});
    await page.getByRole('button', { name: game.submit, exact: true }).click();
    await expect(page.locator('.game-finish h2')).toBeInViewport({ timeout: 15_000 });
    await expect(page.getByRole('progressbar', { name: /bis|erreicht/ })).toBeVisible();
    await shot(page, `${game.route}-finish`);
  }
});

test('plays left, the sound switch and a finish at 360 and 1280 px', async ({ page }) => {
  await signedInAccount(page, 'breit');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 900 });
    await page.goto('/loesungsorientierung');
    const tile = page.getByRole('button', { name: /DenkWeiser/ });
    await expect(tile).toContainText('Heute noch 1 Spiel frei');
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/category-plays-left-${width}.png` });
    if (width === 360) await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: 'Töne aus' }).click();
    await expect(page.getByRole('button', { name: 'Töne an' })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${dir}/header-sound-${width}.png` });
    await page.getByRole('button', { name: 'Töne an' }).click();
    await expectNoSeriousA11yViolations(page, `category at ${width}`);
    await page.goto('/streitschlichter');
    await expect(page.getByText('Heute noch 1 Spiel frei')).toBeVisible();
    await page.screenshot({ path: `${dir}/game-intro-${width}.png` });
  }
  const items = await startGame(page, 'Spiel starten');
  for (let i = 0; i < items.length; i++) {
    await page.locator('.choice-option').nth(items[i]!.correctIndex!).click();
    await page.getByRole('button', { name: 'Antwort bestätigen' }).click();
    if (i === 0) await shot(page, 'streitschlichter-right', 1280);
    await page.getByRole('button', { name: i + 1 === items.length ? 'Zur Auswertung' : 'Nächste Frage' }).click();
  }
  await expect(page.getByRole('progressbar', { name: 'Noch 400 Punkte bis Silber' })).toBeInViewport();
  await shot(page, 'streitschlichter-finish', 1280);
  await expectNoSeriousA11yViolations(page, 'finish at 1280');
});
