import { expect, test } from '@playwright/test';
import { outboxLink, signedInAccount, sitePassword, uniqueEmail } from './site-helpers.ts';

test('register → confirm via outbox → login → greeting → edit name on the profile → logout', async ({ page }) => {
  const email = uniqueEmail('familie');
  const localPart = email.split('@')[0]!;

  // Registration from the home page's call to action.
  await page.goto('/');
  await page.getByRole('link', { name: 'Jetzt kostenlos starten' }).click();
  await expect(page.getByRole('heading', { name: 'Jetzt registrieren!' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(sitePassword);
  await page.getByLabel(/Ich bin Elternteil oder erziehungsberechtigt/).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Registrierung erfolgreich! Bitte bestätige deine E-Mail.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();

  // Signing in before confirming is refused with a clear reason.
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(sitePassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.')).toBeVisible();

  // The confirmation link signs the family in and lands on the home page.
  await page.goto(await outboxLink(page, email, 'verify='));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Willkommen, ${localPart}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Erfolgreich abgemeldet!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Login through the header.
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(sitePassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Willkommen, ${localPart}`)).toBeVisible();

  // A signed-in family is sent from /auth back home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  // Profile: change the name.
  await page.getByRole('link', { name: 'Mein Profil' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
  await expect(page.getByText('Verfolge deinen Lernfortschritt und deine Erfolge')).toBeVisible();
  await expect(page.getByText('Noch keine Spiele gespielt. Starte dein erstes Abenteuer!')).toBeVisible();
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Lena');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Profil erfolgreich aktualisiert')).toBeVisible();
  await expect(page.getByText('Willkommen, Lena')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();

  // Signing out on the profile leads home.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Erfolgreich abgemeldet!')).toBeVisible();
  await expect(page.getByText('Willkommen, Lena')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The profile needs a login, and the sign-in comes back to it.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
});

test('password reset: request in the dialog-free form, choose a new password from the e-mail link', async ({ page }) => {
  const email = uniqueEmail('reset');
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  await page.request.post('/api/auth/signup', { data: { email, password: sitePassword, parentConsent: true }, headers });
  await page.goto(await outboxLink(page, email, 'verify='));
  await expect(page.getByText(/Willkommen, reset-/)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expect(page.getByLabel('Passwort')).toHaveCount(0);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Passwort-Reset-E-Mail wurde versendet!')).toBeVisible();

  await page.goto(await outboxLink(page, email, 'reset='));
  await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('ganz-neu-456');
  await page.getByLabel('Passwort bestätigen').fill('ganz-neu-456');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück!' })).toBeVisible();

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('ganz-neu-456');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(/Willkommen, reset-/)).toBeVisible();
});

test('e-mail change: the link in the new mailbox confirms the address', async ({ page }) => {
  const email = await signedInAccount(page, 'umzug');
  const newEmail = `neu-${email}`;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('E-Mail', { exact: true }).fill(newEmail);
  // Only the parent may move the account: the current password is asked for.
  await page.getByLabel('Aktuelles Passwort').fill(sitePassword);
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Bestätigungs-E-Mail gesendet. Bitte überprüfe dein E-Mail-Postfach.')).toBeVisible();

  await page.goto(await outboxLink(page, newEmail, 'email-change='));
  await expect(page.getByText('Deine neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('.profile-info__email')).toHaveText(newEmail);

  // A link works once: opened again, it explains itself instead of failing silently.
  await page.goto(await outboxLink(page, newEmail, 'email-change='));
  await expect(page.getByRole('heading', { name: 'Das hat nicht geklappt' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist ungültig');
});

test('e-mail change undone from the old mailbox: the address is back and the owner sets a new password', async ({ page }) => {
  const email = await signedInAccount(page, 'zurueck');
  const newEmail = `fremd-${email}`;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page.getByLabel('E-Mail', { exact: true }).fill(newEmail);
  await page.getByLabel('Aktuelles Passwort').fill(sitePassword);
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await page.goto(await outboxLink(page, newEmail, 'email-change='));
  await expect(page.locator('.profile-info__email')).toHaveText(newEmail);

  await page.goto(await outboxLink(page, email, 'undo-email='));
  await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('Tasse-Wolke-Fahrrad');
  await page.getByLabel('Passwort bestätigen').fill('Tasse-Wolke-Fahrrad');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('Tasse-Wolke-Fahrrad');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Erfolgreich angemeldet!')).toBeVisible();
});
