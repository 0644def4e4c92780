import { expect, test } from '@playwright/test';

test('home: hero, sections, four game worlds and the header for visitors', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const link of ['Startseite', 'Spiele', 'Über Ferdy', 'Für Eltern', 'Feedback']) {
    await expect(header.getByRole('link', { name: link, exact: true })).toBeAttached();
  }
  await expect(header.getByRole('link', { name: 'Mein Profil' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', /^\/auth/);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');

  for (const id of ['about', 'games', 'parents', 'testimonials']) await expect(page.locator(`#${id}`)).toBeAttached();
  const worlds = page.locator('#games .world-card');
  await expect(worlds).toHaveCount(4);
  for (const title of ['Lösungsorientierung', 'Mindset', 'Konfliktlösung', 'Emotionale Intelligenz']) {
    await expect(worlds.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Entdecken/ })).toHaveCount(4);
  for (const point of ['Pädagogisch fundiert', 'Werbefrei', 'Sicher', 'Gemeinsam lernen', 'Fortschritt verfolgen']) {
    await expect(page.locator('#parents').getByRole('heading', { name: point })).toBeVisible();
  }
  await expect(page.locator('#testimonials figure')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Jetzt kostenlos starten' })).toHaveAttribute('href', '/auth?mode=register');

  await page.getByRole('link', { name: 'Jetzt loslegen!' }).click();
  await expect(page).toHaveURL(/\/loesungsorientierung$/);
  await expect(page.getByRole('heading', { name: 'Lösungsorientierung', level: 1 })).toBeVisible();
});

test('section links scroll on the home page and navigate there from other pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/mindset');
  await page.getByRole('banner').getByRole('link', { name: 'Für Eltern' }).click();
  await expect(page).toHaveURL(/\/$|\/#parents$/);
  await expect(page.locator('#parents')).toBeInViewport();
  await page.getByRole('banner').getByRole('link', { name: 'Feedback' }).click();
  await expect(page.locator('#testimonials')).toBeInViewport();

  // The hamburger menu on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Spiele', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Spiele', exact: true }).click();
  await expect(page.locator('#games')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor clicking a game tile gets the sign-in dialog naming the game', async ({ page }) => {
  await page.goto('/konfliktloesung');
  const tile = page.getByRole('button', { name: /Streitschlichter/ });
  await tile.click();
  const dialog = page.getByRole('dialog', { name: 'Streitschlichter spielen' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/konfliktloesung$/);

  // Empty fields are caught before anything is sent.
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByText('Bitte alle Felder ausfüllen')).toBeVisible();

  // login ↔ registration, the toggle clears the fields.
  await dialog.getByLabel('E-Mail-Adresse').fill('kind@example.org');
  await dialog.getByRole('button', { name: 'Noch kein Account? Jetzt registrieren' }).click();
  await expect(dialog.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Bereits registriert? Anmelden' }).click();

  // login → reset → login; the reset mode has no password field and its own title.
  await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('dialog', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Passwort')).toHaveCount(0);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'E-Mail senden' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await expect(page.getByRole('dialog', { name: 'Streitschlichter spielen' })).toBeVisible();

  // Wrong credentials: the dialog stays open and says why.
  await dialog.getByLabel('E-Mail-Adresse').fill('niemand@example.org');
  await dialog.getByLabel('Passwort').fill('falsch-falsch');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByText('E-Mail oder Passwort ist falsch.')).toBeVisible();

  // Escape closes it and focus returns to the tile.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tile).toBeFocused();
});

test('/emotionale-intelligenz as its page describes it', async ({ page }) => {
  await page.goto('/emotionale-intelligenz');
  await expect(page.getByRole('heading', { name: 'Emotionale Intelligenz', level: 1 })).toBeVisible();
  for (const card of ['Gefühle erkennen', 'Gefühle regulieren', 'Empathie entwickeln']) {
    await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Jetzt entdecken' }).click();
  await expect(page.locator('#intro')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Starte dein Emotions-Training' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gefühlsampel.*Gefühle regulieren & verstehen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gefühlsradar.*Emotionen erkennen & deuten/ })).toBeVisible();
  const soon = page.locator('.tile--soon');
  await expect(soon).toHaveCount(2);
  await expect(soon.getByText('Coming Soon')).toHaveCount(2);
  await expect(soon.getByText('Bald verfügbar')).toHaveCount(2);
  await soon.first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/emotionale-intelligenz$/);

  await page.getByRole('button', { name: /Gefühlsampel/ }).click();
  await expect(page.getByRole('dialog', { name: 'Gefühlsampel spielen' })).toBeVisible();
});

test('payment page without a checkout session shows pending at once', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Zahlung ausstehend' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status erneut prüfen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück zu den Spielen' })).toBeEnabled();
  await page.getByRole('button', { name: 'Zurück zu den Spielen' }).click();
  await expect(page).toHaveURL(/\/$/);
});
