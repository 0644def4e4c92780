import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipTeach } from './game-helpers.ts';
import { startSite, startStudio, type RunningStudio } from './studio-server.ts';

// Ferdy Studio, as an author uses it: edit a game with live checks and preview, save it into a
// copy of games/, and step through a recorded play.

// Each test gets its own studio over a fresh copy: what one test saves, the next does not see.
let studio: RunningStudio | undefined;
test.afterEach(async () => {
  await studio?.stop();
  studio = undefined;
});

/** Replaces the editor's whole text, as pasting over a selection does. */
async function replaceText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Screenshots for the authors' guide, when asked for (SCREENS_DIR=docs/screens). */
async function screenshot(page: Page, name: string, locator?: Locator) {
  if (!process.env.SCREENS_DIR) return;
  const path = join(process.env.SCREENS_DIR, `${name}.png`);
  if (locator) await locator.screenshot({ path });
  else await page.screenshot({ path });
}

const seriousAxe = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const file = 'games/streitschlichter.yaml';
const newIntro = 'Zwei Kinder streiten sich. Welche Antwort hilft beiden weiter?';

test('an author changes rounds and a text, sees the preview and the chart follow and the German problem at its line, saves, and the rebuilt site plays the change', async ({
  page,
}) => {
  test.setTimeout(300_000);
  studio = await startStudio({ site: true });
  const original = readFileSync(join(studio.root, file), 'utf8');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(studio.url);
  await page.getByRole('button', { name: /Streitschlichter/ }).click();
  await expect(page.getByRole('heading', { name: file })).toBeVisible();
  const preview = page.frameLocator('iframe[title="Vorschau des Spiels"]');
  await expect(preview.getByText('Hier triffst du Kinder, die sich streiten.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Keine Fehler' })).toBeVisible();

  // Three rounds instead of five, and a new introduction: the preview follows.
  const edited = original.replace('rounds: 5', 'rounds: 3').replace(/ {2}intro: ".*"/, `  intro: "${newIntro}"`);
  expect(edited).not.toBe(original);
  await replaceText(page, edited);
  await expect(preview.getByText(newIntro)).toBeVisible();
  await preview.getByRole('button', { name: 'Spiel starten' }).click();
  await expect(preview.getByText('Frage 1 von 3')).toBeVisible();

  // The state chart highlights where the preview is, and the ways out of it.
  const chart = page.getByRole('img', { name: /Zustandsdiagramm mit \d+ Zuständen/ });
  await expect(chart).toHaveAccessibleName(/gerade in question/);
  await expect(page.getByTestId('preview-state')).toHaveText('question');
  await expect(chart.locator('[data-state="question"]')).toHaveClass(/\bactive\b/);
  await expect(chart.locator('[data-state="intro"]')).not.toHaveClass(/\bactive\b/);
  await expect(chart.locator('[data-from="question"][data-to="feedback"]')).toHaveClass(/\bhot\b/);
  await expect(chart.locator('[data-from="question"][data-to="feedback"] text')).toHaveText('CONFIRM [hasSelection]');
  // The same as a list, for the keyboard and screen readers.
  await page.getByText('Zustände als Liste').click();
  await expect(page.locator('.studio-state[aria-current="step"]')).toContainText('question');
  await page.getByText('Zustände als Liste').click();
  await screenshot(page, 'studio-machine', page.getByRole('region', { name: 'Zustandsdiagramm', exact: true }));
  // At full size in a dialog, for reading the labels; Escape closes it.
  await page.getByRole('button', { name: 'Groß anzeigen' }).click();
  const large = page.getByRole('dialog', { name: 'Zustandsdiagramm von Streitschlichter' });
  await expect(large.getByRole('img', { name: /gerade in question/ }).locator('[data-state="question"]')).toHaveClass(/\bactive\b/);
  expect(await seriousAxe(page)).toEqual([]);
  await screenshot(page, 'studio-machine-large');
  await page.keyboard.press('Escape');
  await expect(large).toBeHidden();

  // An invalid value: the engine's German message with its code at its line, underlined there; saving refuses.
  const roundsLine = edited.split('\n').findIndex((l) => l.startsWith('rounds:')) + 1;
  await replaceText(page, edited.replace('rounds: 3', 'rounds: 99'));
  const problem = page.getByRole('region', { name: 'Fehler in dieser Datei' }).getByRole('button');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText(
    `Zeile ${roundsLine}, Spalte 9 FERDY-E013 rounds: Hier gehört eine ganze Zahl von 1 bis 50 hin – gefunden: 99`,
  );
  await expect(problem).toContainText('Die Meldung nennt den erlaubten Bereich.');
  await expect(
    page
      .locator('.cm-line')
      .nth(roundsLine - 1)
      .locator('.cm-lintRange-error'),
  ).toHaveText('99');
  // A click on the problem puts the cursor on it.
  await problem.click();
  await expect(page.locator('.cm-activeLine')).toHaveText('rounds: 99');
  await screenshot(page, 'studio-diagnostic');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nicht gespeichert: Die Datei hat noch Fehler.');
  expect(readFileSync(join(studio.root, file), 'utf8')).toBe(original);

  // Fixed again and saved: the file is exactly what the author typed, comments included.
  await replaceText(page, edited);
  await expect(page.getByRole('status').filter({ hasText: 'Keine Fehler' })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(`Gespeichert: ${file}`)).toBeVisible();
  const saved = readFileSync(join(studio.root, file), 'utf8');
  expect(saved).toBe(edited);
  expect(saved).toContain('# yaml-language-server: $schema=./schema.json');
  const check = execFileSync(process.execPath, ['--import', 'tsx', 'engine/cli-games-check.ts', '--root', studio.root], {
    encoding: 'utf8',
  });
  expect(check).toMatch(/alles in Ordnung/);

  // Help from the game schema: completion of the keys this kind of game may have, and hover docs.
  await page
    .locator('.cm-line', { hasText: /^rounds: 3$/ })
    .locator('span', { hasText: 'rounds' })
    .hover();
  await expect(page.locator('.studio-hover')).toContainText('Pflichtfeld · ganze Zahl · von 1 bis');
  await page.keyboard.press('Escape');
  await screenshot(page, 'studio-edit');
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('allow');
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('allowBack');
  expect(await seriousAxe(page)).toEqual([]);

  // The site, rebuilt from the saved files as `npm start` does after a change, plays the change.
  const site = await startSite(studio.root);
  try {
    const child = await page.context().newPage();
    await skipTeach(child);
    await child.goto(`${site.url}/streitschlichter`);
    await expect(child.getByText(newIntro)).toBeVisible();
    await child.getByRole('button', { name: 'Spiel starten', exact: true }).click();
    await expect(child.getByText('Frage 1 von 3')).toBeVisible();
  } finally {
    await site.stop();
  }
});

test('a recorded play steps forwards and back and ends with the points npm run replay computes', async ({ page }) => {
  const cli = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'engine/cli-replay.ts', 'streitschlichter', 'games/examples/streitschlichter-play.json'],
    { encoding: 'utf8' },
  );
  const points = /finished: score \d+, points (\d+)/.exec(cli)![1]!;
  const events = (JSON.parse(readFileSync('games/examples/streitschlichter-play.json', 'utf8')) as unknown[]).length;

  studio = await startStudio();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'Aufzeichnung abspielen' }).click();
  await page.getByLabel('Beispiel').selectOption('games/examples/streitschlichter-play.json');
  await expect(page.getByLabel('Spiel', { exact: true })).toHaveValue('streitschlichter');
  await page.getByRole('button', { name: 'Abspielen', exact: true }).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`Schritt 0 von ${events}`);

  await page.getByRole('button', { name: 'Weiter ▶' }).click();
  await expect(page.getByTestId('replay-state')).toHaveText('"loading"');
  await page.getByRole('button', { name: 'Weiter ▶' }).click();
  await page.getByRole('button', { name: 'Weiter ▶' }).click();
  await expect(page.getByTestId('replay-state')).toHaveText('"feedback"');
  await page.getByRole('button', { name: '◀ Zurück' }).click();
  await expect(page.getByTestId('replay-position')).toHaveText(`Schritt 2 von ${events}`);
  await expect(page.getByTestId('replay-state')).toHaveText('"question"');

  // The keyboard steps too.
  await page.getByLabel('Schritte (Pfeiltasten: vor und zurück)').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-position')).toHaveText(`Schritt ${events} von ${events}`);
  await expect(page.getByTestId('replay-points')).toHaveText(points);
  await screenshot(page, 'studio-replay');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('Neues Spiel: a game from a template, on its category page, with problems until its texts are written', async ({ page }) => {
  studio = await startStudio();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'Neues Spiel' }).click();
  await page.getByLabel('Kennung (wird auch die Adresse)').fill('mut-quiz');
  await page.getByLabel('Spielart').selectOption('choice');
  await page.getByLabel('Bereichsseite').selectOption({ label: 'Konfliktlösung' });
  await page.getByRole('button', { name: 'Spiel anlegen' }).click();

  await expect(page.getByRole('heading', { name: 'games/mut-quiz.yaml' })).toBeVisible();
  const problems = page.getByRole('region', { name: 'Fehler in dieser Datei' }).getByRole('button');
  await expect(problems).toHaveCount(4);
  await expect(problems.first()).toContainText('FERDY-E014 title: Dieser Text darf nicht leer sein');
  await screenshot(page, 'studio-new-game');
  await expect(page.getByRole('region', { name: 'Konfliktlösung' }).getByRole('button', { name: /mut-quiz/ })).toContainText('4 Fehler');
  expect(readFileSync(join(studio.root, 'games/categories.yaml'), 'utf8')).toMatch(/- game: mut-quiz/);
});
