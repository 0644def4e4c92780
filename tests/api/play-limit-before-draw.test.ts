import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../server/ai/builtin-provider.ts';
import type { AiProvider } from '../../server/ai/provider.ts';
import { shippedCatalog } from '../../server/content.ts';
import { needsPaymentMessage } from '../../server/routes/plays.ts';
import { createTestApp, testOrigin } from '../../server/testing/test-app.ts';
import { createSignedInUser } from '../../server/testing/test-users.ts';
import { pendingPurchase } from '../store/fixtures.ts';

// With AI_PROVIDER=openai every draw is a paid model call. A start the daily limit refuses
// must be refused before anything is drawn.

/** The built-in provider, counting how often it is asked for items (as a model would be). */
function countingProvider(): AiProvider & { generated: () => number } {
  const builtin = createBuiltinProvider(shippedCatalog());
  let calls = 0;
  return {
    name: 'counting',
    generate(generator, request) {
      calls++;
      return builtin.generate(generator, request);
    },
    check: (checker, input) => builtin.check(checker, input),
    generated: () => calls,
  };
}

function start(t: ReturnType<typeof createTestApp>, gameId: string, cookie: string) {
  return t.app.request('/api/plays', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie },
    body: JSON.stringify({ gameId }),
  });
}

describe('a start refused by the daily limit', () => {
  it('answers 402 without asking the provider for items', async () => {
    const ai = countingProvider();
    const t = createTestApp({ ai });
    const child = await createSignedInUser(t);
    expect((await start(t, 'streitschlichter', child.cookie)).status).toBe(201);
    expect(ai.generated()).toBe(1);

    // Today's free play of conflict resolution is used and there are no credits.
    const refused = await start(t, 'ich-botschaften', child.cookie);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      error: { code: 'needs_payment', message: needsPaymentMessage },
      needsPayment: true,
      category: 'conflict_resolution',
    });
    expect(ai.generated()).toBe(1);
    // Nothing was recorded for the refused start: the day still counts the one free play only.
    expect(await t.store.limitsFor(child.userId, 'conflict_resolution', '2026-03-02', t.deps.now())).toMatchObject({
      freePlaysUsed: 1,
      paidPlaysUsed: 0,
      credits: 0,
    });
  });

  it('draws as before once a bought play is there, and takes it', async () => {
    const ai = countingProvider();
    const t = createTestApp({ ai });
    const child = await createSignedInUser(t);
    expect((await start(t, 'streitschlichter', child.cookie)).status).toBe(201);
    const bought = pendingPurchase(child.userId, { gameCategory: 'conflict_resolution', plays: 1 });
    await t.store.insertPurchase(bought);
    expect(await t.store.fulfilPurchase({ checkoutSessionId: bought.checkoutSessionId, now: t.deps.now() })).toMatchObject({
      outcome: 'credited',
    });

    const paid = await start(t, 'ich-botschaften', child.cookie);
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({ recorded: true, consumed: 'credit' });
    expect(ai.generated()).toBe(2);
    expect((await start(t, 'ich-botschaften', child.cookie)).status).toBe(402);
    expect(ai.generated()).toBe(2);
  });
});
