import { expect, test, type Page } from '@playwright/test';
import { signUp, skipTeach } from './game-helpers.ts';

// What a family types is shown as text, never run as HTML: a display name and an answer that
// carry markup appear literally, and no script of theirs runs. Behind that, the
// Content-Security-Policy refuses inline script even when markup does reach the page.

const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

const flags = (page: Page) =>
  page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
  }));

test.describe('user text is never rendered as HTML', () => {
  for (const name of ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=2</script>']) {
    test(`the display name ${name} shows as text in the header and on the profile`, async ({ page }) => {
      await signUp(page, 'xss');
      const patch = await page.request.patch('/api/auth/me', { data: { displayName: name }, headers: origin() });
      expect(patch.status()).toBe(200);
      expect(((await patch.json()) as { user: { displayName: string } }).user.displayName).toBe(name);

      await page.goto('/');
      await expect(page.getByText(`Willkommen, ${name}`)).toBeVisible();
      expect(await flags(page)).toEqual({ xss: undefined, images: 0 });

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      expect(await flags(page)).toEqual({ xss: undefined, images: 0 });
    });
  }

  test('an answer with markup is sent and checked as text', async ({ page }) => {
    await skipTeach(page);
    await page.goto('/sags-mal-anders');
    const items = page.waitForResponse((r) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Spiel starten', exact: true }).click();
    await items;
    const answer = '<img src=x onerror="window.__xss=3"> Bitte sei leise.';
    await page.getByLabel('So sage ich es freundlicher:').fill(answer);
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/checks'));
    await page.getByRole('button', { name: 'Antwort abschicken' }).click();
    const check = await checked;
    expect(JSON.parse(check.request().postData() ?? '{}')).toMatchObject({ input: { rewrite: answer } });
    // Whatever the verdict, it is on screen before we look.
    await expect(
      page
        .locator('.feedback-dialog')
        .or(page.getByRole('button', { name: 'Neuer Satz' }))
        .first(),
    ).toBeVisible();
    expect(await flags(page)).toEqual({ xss: undefined, images: 0 });
  });
});

test.describe('Content-Security-Policy', () => {
  test('every page is served with a CSP that allows no inline script', async ({ page }) => {
    for (const path of ['/', '/profile', '/sags-mal-anders', '/gibt-es-nicht']) {
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toBe("'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
  });

  test('the browser refuses inline script injected into our page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.site-header')).toBeVisible();
    const result = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const violations: string[] = [];
      // Both refusals are reported; the test waits for them rather than for a fixed time.
      const bothRefused = new Promise<void>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => {
          violations.push(e.effectiveDirective);
          if (violations.includes('script-src-elem') && violations.includes('script-src-attr')) resolve();
        }),
      );
      // The two ways injected markup would run script: a <script> element and an event handler attribute.
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScript = 1';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__inlineHandler = 1">';
      document.body.append(holder);
      await Promise.race([bothRefused, new Promise((r) => setTimeout(r, 5_000))]);
      return { script: w.__inlineScript, handler: w.__inlineHandler, violations };
    });
    expect(result.script).toBeUndefined();
    expect(result.handler).toBeUndefined();
    expect(result.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));

    // Markup written into the document of our origin keeps its policy: the script stays dead.
    const written = async (p: Page) => {
      // setContent resolves on the load event: an inline script that may run has run by then.
      await p.setContent('<p>Hallo</p><script>window.__setContent = 1</script>');
      return p.evaluate(() => (window as unknown as { __setContent?: unknown }).__setContent);
    };
    expect(await written(page)).toBeUndefined();
    // The same markup on a page without our policy does run: the check above can fail.
    const blank = await page.context().newPage();
    expect(await written(blank)).toBe(1);
    await blank.close();
  });
});
