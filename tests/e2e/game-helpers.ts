import { readdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const password = 'fuchs-geheim-123';

/** Registers and confirms a parent account through the API and the dev outbox; the page's context is signed in afterwards. */
export async function signUp(page: Page, prefix = 'spiel'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  // The API refuses state-changing requests without our Origin, like a browser would send it.
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const signup = await page.request.post('/api/auth/signup', { data: { email, password, parentConsent: true }, headers });
  expect(signup.status()).toBe(201);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { links: string[] }[];
      };
      const link = outbox.messages.flatMap((m) => m.links).find((l) => l.includes('verify='));
      token = link ? (new URL(link).searchParams.get('verify') ?? undefined) : undefined;
      return token;
    })
    .toBeTruthy();
  const verify = await page.request.post('/api/auth/verify-email', { data: { token }, headers });
  expect(verify.status()).toBe(200);
  return email;
}

type AnyItem = Record<string, unknown> & {
  correctIndex?: number;
  options?: string[];
  prompt?: string;
  terms?: string[];
  /** WortEntdecker: words that belong to the drawn word */
  related?: string[];
  sample?: string;
  tiles?: { text: string; type: string; pair: number }[];
};

/** Clicks the start button and returns the items the server drew for this play. */
export async function startGame(page: Page, startLabel: string): Promise<AnyItem[]> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: startLabel, exact: true }).click();
  const body = (await (await response).json()) as { items: AnyItem[] };
  return body.items;
}

const gameIds = readdirSync('games')
  .filter((f) => f.endsWith('.yaml') && f !== 'categories.yaml')
  .map((f) => f.replace(/\.yaml$/, ''));

/** This device has seen every game's "So geht's" step: the games open at their intro (for tests about something else). */
export async function skipTeach(page: Page): Promise<void> {
  await page.addInitScript((ids: string[]) => {
    for (const id of ids) localStorage.setItem(`ferdy.teach-seen.${id}`, '1');
  }, gameIds);
}
