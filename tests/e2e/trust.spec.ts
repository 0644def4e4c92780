import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, outboxLink, screenshots, signedInAccount, sitePassword, uniqueEmail } from './site-helpers.ts';

// Trust: the legal links on every page, cancelling premium in two clicks (signed in and out) with
// its confirmation and undo, the consents before registration and payment, the order confirmation.

const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });
const receivedPattern = /Eingegangen am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/;

type OutboxMessage = { to: string; subject: string; text: string; links: string[] };

async function mails(page: Page, to: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

async function expectMail(page: Page, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect.poll(async () => (found = (await mails(page, to)).find((m) => m.subject === subject))).toBeTruthy();
  return found!;
}

/** Premium through the parental gate and the test checkout, as a parent does it. */
async function buyPremium(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Jetzt upgraden' }).click();
  const gate = page.getByRole('dialog', { name: 'Premium freischalten' });
  await expect(gate.getByText('Ferdy Premium: alle Spiele ohne Tageslimit')).toBeVisible();
  await expect(gate.getByText('9,99 € pro Monat (inkl. MwSt.)')).toBeVisible();
  await expect(gate.getByText(/Verlängert sich jeden Monat automatisch/)).toBeVisible();
  await expect(gate.getByRole('link', { name: '„Verträge hier kündigen“' })).toHaveAttribute('href', '/kuendigen');
  await gate.getByLabel('Passwort des Kontos').fill(sitePassword);
  // Without the consent to the immediate start nothing is ordered.
  await gate.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(gate.getByText('Bitte setzen Sie das Häkchen, damit Ferdy sofort freigeschaltet werden kann.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await screenshots(page, 'trust-parental-gate', () => expectNoSeriousA11yViolations(page, 'parental gate'), false);
  await gate
    .getByLabel('Ich möchte, dass Ferdy sofort freigeschaltet wird. Mir ist bekannt, dass ich dadurch mein Widerrufsrecht verliere.')
    .check();
  await gate.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
}

for (const width of [360, 1280]) {
  test(`the footer of every page links Impressum, Datenschutz and "Verträge hier kündigen" (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const paths = [
      '/',
      '/auth',
      '/mindset',
      '/konfliktloesung',
      '/streitschlichter',
      '/profile',
      '/payment-success',
      '/kuendigen',
      '/impressum',
      '/datenschutz',
      '/gibt-es-nicht',
    ];
    for (const path of paths) {
      await page.goto(path);
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Rechtliches' });
      await expect(legal.getByRole('link', { name: 'Impressum' }), path).toHaveAttribute('href', '/impressum');
      await expect(legal.getByRole('link', { name: 'Datenschutz' }), path).toHaveAttribute('href', '/datenschutz');
      await expect(legal.getByRole('link', { name: 'Verträge hier kündigen' }), path).toHaveAttribute('href', '/kuendigen');
    }
    await page.goto('/mindset');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
    await expect(page.getByRole('heading', { name: 'Verträge hier kündigen', level: 1 })).toBeVisible();
  });
}

test('Impressum and Datenschutzerklärung: the marked example operator, every table, the processors', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Beispielangaben.');
  await expect(page.getByText('Beispiel-Betreiberin GmbH (Beispiel)')).toBeVisible();
  await expect(page.getByText('Erika Mustermann, Anschrift wie oben.')).toBeVisible();
  await screenshots(page, 'trust-impressum', () => expectNoSeriousA11yViolations(page, 'Impressum'));

  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Beispielangaben.');
  for (const title of ['Konto', 'Anmeldungen', 'Gespielte Runden', 'Zahlungsbelege', 'Abos']) {
    await expect(page.getByRole('heading', { name: title, level: 3, exact: true })).toBeVisible();
  }
  // The test server has no Stripe key, no mail server and no AI provider.
  await expect(page.getByText('Dieser Ferdy gibt keine Daten an andere Dienste weiter')).toBeVisible();
  await expect(page.getByText(/lädt erst, wenn es angeklickt wird/)).toBeVisible();
  await screenshots(page, 'trust-datenschutz', () => expectNoSeriousA11yViolations(page, 'Datenschutz'));
});

test('registration needs the parent checkbox (linked to the privacy page); the server refuses without it', async ({ page }) => {
  const email = uniqueEmail('einwilligung');
  await page.goto('/auth?mode=register');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(sitePassword);
  const consent = page.getByLabel('Ich bin Elternteil oder erziehungsberechtigt und habe die Datenschutzerklärung gelesen.');
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Bitte bestätigen Sie, dass Sie Elternteil oder erziehungsberechtigt sind.')).toBeVisible();
  await screenshots(page, 'trust-register', () => expectNoSeriousA11yViolations(page, 'registration'), false);
  expect(await mails(page, email)).toHaveLength(0);

  const refused = await page.request.post('/api/auth/signup', { data: { email, password: sitePassword }, headers: origin() });
  expect(refused.status()).toBe(400);
  expect(await mails(page, email)).toHaveLength(0);

  await consent.check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText(`Wir haben eine E-Mail an ${email} geschickt.`, { exact: false })).toBeVisible();
  await expectMail(page, email, 'Bitte bestätigen Sie die Anmeldung bei Ferdy');
});

test('a checkout without the consent to the immediate start is refused', async ({ page }) => {
  await signedInAccount(page, 'ohne-zustimmung');
  const res = await page.request.post('/api/payments/checkout', {
    data: { gameCategory: 'mindset', additionalPlays: 1, password: sitePassword },
    headers: origin(),
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { message: string } }).error.message).toContain('Widerrufsrecht');
});

test('premium: order confirmation, cancel in two clicks, confirmation page and e-mail, end date on the profile, undo', async ({ page }) => {
  const email = await signedInAccount(page, 'kuendigen');
  await buyPremium(page);

  const order = await expectMail(page, email, 'Ihre Bestellung bei Ferdy: Ferdy Premium');
  expect(order.text).toContain('Bestellt: Ferdy Premium (monatlich)');
  expect(order.text).toMatch(/Ihre Zustimmung vom \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/);
  expect(order.text).toContain('Kündigen können Sie jederzeit mit zwei Klicks');

  // Click one: the footer. Click two: "Jetzt kündigen".
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page.getByText(/Ihr Vertrag: Ferdy Premium für 9,99 € im Monat/)).toBeVisible();
  await screenshots(page, 'trust-cancel-signed-in', () => expectNoSeriousA11yViolations(page, 'cancel, signed in'));
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(page.getByText(receivedPattern)).toBeVisible();
  await expect(page.getByText(/Ferdy Premium endet am \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await screenshots(page, 'trust-cancel-confirmation', () => expectNoSeriousA11yViolations(page, 'cancel confirmation'));

  const mail = await expectMail(page, email, 'Ihre Kündigung von Ferdy Premium');
  expect(mail.text).toMatch(/ist am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr bei uns eingegangen/);

  await page.goto('/profile');
  await expect(page.getByText(/Premium endet am \d\d\.\d\d\.\d{4}\./)).toBeVisible();

  // Undo from the e-mail: a button, not on opening the link.
  await page.goto(await outboxLink(page, email, 'zuruecknehmen='));
  await expect(page.getByRole('heading', { name: 'Kündigung zurücknehmen' })).toBeVisible();
  await screenshots(page, 'trust-undo', () => expectNoSeriousA11yViolations(page, 'undo'));
  await page.getByRole('button', { name: 'Kündigung zurücknehmen' }).click();
  await expect(page.getByRole('heading', { name: 'Kündigung zurückgenommen' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(/Premium ist aktiv bis \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(page.getByText(/Premium endet am/)).toHaveCount(0);
});

test('signed out: cancelling by the account e-mail address, with its confirmation', async ({ page, browser }) => {
  const email = await signedInAccount(page, 'abgemeldet');
  await buyPremium(page);

  // Another browser, signed out (a parent on a different device, or a stranger).
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto('/kuendigen');
  await stranger.getByLabel('E-Mail-Adresse des Kontos').fill(email);
  await screenshots(stranger, 'trust-cancel-signed-out', () => expectNoSeriousA11yViolations(stranger, 'cancel, signed out'));
  await stranger.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(stranger.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
  await expect(stranger.getByText(receivedPattern)).toBeVisible();
  await expect(stranger.getByText(email)).toBeVisible();
  await context.close();

  const mail = await expectMail(page, email, 'Ihre Kündigung von Ferdy Premium');
  expect(mail.links.some((l) => l.includes('/kuendigen?zuruecknehmen='))).toBe(true);
  await page.goto('/profile');
  await expect(page.getByText(/Premium endet am \d\d\.\d\d\.\d{4}\./)).toBeVisible();
});

test('the delete dialog says beforehand that a running subscription ends at once', async ({ page }) => {
  await signedInAccount(page, 'loeschen');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await expect(
    dialog.getByText('Ein laufendes Premium-Abo wird dabei sofort beendet: Es wird nichts mehr abgebucht.', { exact: false }),
  ).toBeVisible();
  await screenshots(page, 'trust-delete-dialog', () => expectNoSeriousA11yViolations(page, 'delete dialog'), false);
});
