import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, signedInAccount, sitePassword } from './site-helpers.ts';

test('premium: parental gate → test checkout → payment page → premium on the profile', async ({ page }) => {
  await signedInAccount(page, 'premium');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Jetzt upgraden' }).click();
  const gate = page.getByRole('dialog', { name: 'Premium freischalten' });
  await expect(gate.getByText('Bitte hol einen Erwachsenen: Zum Bezahlen brauchen wir das Passwort deines Kontos.')).toBeVisible();

  // A guessed password keeps the gate closed.
  await gate.getByLabel('Passwort des Kontos').fill('rate-mal-123');
  await gate.getByLabel(/Ich möchte, dass Ferdy sofort freigeschaltet wird/).check();
  await gate.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(gate.getByRole('alert')).toContainText('Das Passwort stimmt nicht.');
  await expect(page.getByText('Fehler beim Starten des Abonnements')).toBeVisible();

  await gate.getByLabel('Passwort des Kontos').fill(sitePassword);
  await gate.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/test-checkout\//);
  await page.getByRole('button', { name: 'Bezahlen' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
  await expect(page.getByText('Zahlung erfolgreich! Zusätzliche Spiele wurden hinzugefügt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status erneut prüfen' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByText(/Premium ist aktiv bis \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt upgraden' })).toHaveCount(0);
});

test('extra plays: the payment page names the number and the category', async ({ page }) => {
  await signedInAccount(page, 'extra');
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const checkout = await page.request.post('/api/payments/checkout', {
    data: { gameCategory: 'mindset', immediateStartConsent: true, additionalPlays: 2, password: sitePassword, returnTo: '/mindset' },
    headers,
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };

  // Before paying, the purchase is still pending; the check can be repeated.
  const sessionId = new URL(url, 'http://x').pathname.split('/').pop()!;
  await page.goto(`/payment-success?session_id=${sessionId}&category=mindset&plays=2`);
  await expect(page.getByRole('heading', { name: 'Zahlung ausstehend' })).toBeVisible();
  await expect(page.getByText('Zahlung konnte nicht verifiziert werden.')).toBeVisible();

  await page.goto(url);
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich!' })).toBeVisible();
  await expect(page.getByText('Du hast 2 zusätzliche Spiele für die Kategorie Mindset gekauft. Viel Spaß!')).toBeVisible();
  await screenshots(page, 'payment-success', () => expectNoSeriousA11yViolations(page, 'payment success'));
  await page.getByRole('button', { name: 'Zurück zu den Spielen' }).click();
  await expect(page).toHaveURL(/\/$/);
});
