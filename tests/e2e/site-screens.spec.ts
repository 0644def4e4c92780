import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshots, signedInAccount, sitePassword } from './site-helpers.ts';

// Every non-game screen: no serious or critical axe-core violation, nothing wider than a
// phone, and screenshots at 360 px and 1280 px under test-results/screens/ for review.

async function check(page: Page, name: string, fullPage = true) {
  await screenshots(page, name, () => expectNoSeriousA11yViolations(page, name), fullPage);
}

test.describe('visitor screens', () => {
  test.describe.configure({ timeout: 120_000 });
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await check(page, 'home');
  });

  for (const route of ['loesungsorientierung', 'mindset', 'konfliktloesung', 'emotionale-intelligenz']) {
    test(`category ${route}`, async ({ page }) => {
      await page.goto(`/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, `category-${route}`);
    });
  }

  test('sign-in dialog', async ({ page }) => {
    await page.goto('/mindset');
    await page.getByRole('button', { name: /SumUp/ }).click();
    const dialog = page.getByRole('dialog', { name: 'SumUp spielen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByText('Bitte alle Felder ausfüllen')).toBeVisible();
    await check(page, 'sign-in-dialog', false);
  });

  test('auth: login, register, reset and the new-password page', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();
    await expect(page.getByText('Noch kein Konto?')).toBeVisible();
    await check(page, 'auth-login');

    await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
    await expect(page.getByRole('heading', { name: 'Jetzt registrieren!' })).toBeVisible();
    await expect(page.getByText('Bereits ein Konto?')).toBeVisible();
    await check(page, 'auth-register');
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();

    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeVisible();
    await check(page, 'auth-reset');

    await page.goto('/auth?reset=ungueltig');
    await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
    await check(page, 'auth-new-password');
  });

  test('payment pending', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { name: 'Zahlung ausstehend' })).toBeVisible();
    await check(page, 'payment-pending');
  });

  test('404', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await check(page, 'not-found');
  });

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expectNoSeriousA11yViolations(page, 'mobile menu');
    await page.screenshot({ path: 'test-results/screens/menu-360.png' });
  });
});

test.describe('signed-in screens', () => {
  test('home and profile with its cards, edit mode and dialogs', async ({ page }) => {
    // Seven axe runs at two widths each: slow on a busy machine, not a sign of a hang.
    test.setTimeout(180_000);
    const email = await signedInAccount(page, 'profil');
    await page.goto('/');
    await expect(page.getByText(`Willkommen, ${email.split('@')[0]}`)).toBeVisible();
    await check(page, 'home-signed-in');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
    for (const heading of ['Dein Lernpartner', 'Nächstes Level', 'Premium Abonnement', 'Letzte Spiele']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Level: Bronze')).toBeVisible();
    await expect(page.getByText('Silber', { exact: true })).toBeVisible();
    await expect(page.getByText('500 Punkte fehlen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt upgraden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zu den Spielen' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Daten exportieren' })).toHaveAttribute('href', '/api/account/export');
    await check(page, 'profile');

    // Edit mode and the password section with its checks.
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    const change = page.locator('#password-section').getByRole('button', { name: 'Passwort ändern' });
    await expect(change).toBeDisabled();
    await page.getByLabel('Aktuelles Passwort').fill(sitePassword);
    await page.getByLabel('Neues Passwort').fill('abcdef');
    await page.getByLabel('Passwort bestätigen').fill('abcdeg');
    await change.click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();
    await page.getByLabel('Neues Passwort').fill('abc');
    await page.getByLabel('Passwort bestätigen').fill('abc');
    await change.click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await check(page, 'profile-edit');
    await page.getByLabel('Neues Passwort').fill('Tasse-Wolke-Fahrrad');
    await page.getByLabel('Passwort bestätigen').fill('Tasse-Wolke-Fahrrad');
    await change.click();
    await expect(page.getByText('Passwort erfolgreich geändert')).toBeVisible();

    // E-mail change sends a confirmation; it needs the (new) password of the account.
    await page.getByLabel('E-Mail', { exact: true }).fill(`neu-${email}`);
    await page.getByLabel('Aktuelles Passwort').fill('Tasse-Wolke-Fahrrad');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Bestätigungs-E-Mail gesendet. Bitte überprüfe dein E-Mail-Postfach.')).toBeVisible();
    await expect(page.getByText(`neu-${email}`)).toBeVisible();

    // The parental gate in front of the checkout.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Jetzt upgraden' }).click();
    const gate = page.getByRole('dialog', { name: 'Premium freischalten' });
    await expect(gate).toBeVisible();
    await expect(gate.getByText('Bitte hol einen Erwachsenen: Zum Bezahlen brauchen wir das Passwort deines Kontos.')).toBeVisible();
    await check(page, 'parental-gate', false);
    await page.keyboard.press('Escape');
    await expect(gate).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Jetzt upgraden' })).toBeFocused();

    // Deleting the account asks first.
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
    await expect(confirm).toBeVisible();
    await confirm.getByLabel('Passwort').fill('falsch-falsch');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(confirm.getByText('Das Passwort ist nicht richtig.')).toBeVisible();
    await check(page, 'delete-account', false);
    await confirm.getByLabel('Passwort').fill('Tasse-Wolke-Fahrrad');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByText('Dein Konto und alle deine Daten wurden gelöscht.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
