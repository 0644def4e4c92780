import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const sitePassword = 'fuchs-geheim-123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** The newest link of a kind (`verify=`, `reset=`, `email-change=`) in the dev outbox for an address. */
export async function outboxLink(page: Page, to: string, marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const outbox = (await res.json()) as { messages: { links: string[] }[] };
      found = outbox.messages.flatMap((m) => m.links).find((l) => l.includes(marker));
      return found;
    })
    .toBeTruthy();
  // Mail links name the public origin; the tests visit them on the test server.
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** A confirmed account, signed in within this page's context (through the API, for tests that are not about sign-up). */
export async function signedInAccount(page: Page, prefix = 'eltern'): Promise<string> {
  const email = uniqueEmail(prefix);
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const signup = await page.request.post('/api/auth/signup', { data: { email, password: sitePassword, parentConsent: true }, headers });
  expect(signup.status()).toBe(201);
  const link = await outboxLink(page, email, 'verify=');
  const token = new URL(link, 'http://x').searchParams.get('verify');
  const verify = await page.request.post('/api/auth/verify-email', { data: { token }, headers });
  expect(verify.status()).toBe(200);
  return email;
}

/** Fails on any serious or critical axe-core violation, naming the rule and the elements. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, `axe violations on ${screen}`).toEqual([]);
}

/** Full-page screenshots at phone and desktop width, kept under test-results/screens/. */
export async function screenshots(page: Page, name: string, check?: () => Promise<void>, fullPage = true): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
    if (check) await check();
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage, animations: 'disabled' });
  }
}
