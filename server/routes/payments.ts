import { Hono } from 'hono';
import { z } from 'zod';
import { requireCurrentPassword } from '../auth/reauthenticate.ts';
import { requireConfirmedUser, requireUser } from '../auth/require-user.ts';

import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/errors.ts';
import { createRateLimiter, perApp, throttle } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { purchaseOrder, sameSitePathPattern, startCheckout } from '../payments/checkout.ts';
import { maxPlaysPerPurchase, orderLabelParams, playCategories, premiumCategory, type Order } from '../payments/prices.ts';
import { sendOrderConfirmation } from '../payments/order-mail.ts';
import { settleCheckout } from '../payments/settle.ts';
import { stripeFor } from '../payments/stripe-client.ts';
import { handleStripeWebhook } from '../payments/webhook.ts';
import { testCheckoutActionRoutes, testCheckoutEnabled } from './test-checkout.ts';

const minute = 60 * 1000;

/**
 * Starting a checkout creates a Stripe session each time, and verify may ask Stripe: both are
 * bounded per account. Password guesses at the parental gate count as failed logins (see below).
 */
const paymentLimits = perApp((deps) => ({
  checkout: createRateLimiter(deps, { name: 'checkout', windowMs: 60 * minute, max: 20 }),
  verify: createRateLimiter(deps, { name: 'verify', windowMs: minute, max: 30 }),
}));

export const immediateStartConsentMessage =
  'Bitte bestätigen Sie, dass Ferdy sofort freigeschaltet werden soll und Ihr Widerrufsrecht dadurch erlischt.';

export const parentalGateMessage = 'Das Passwort stimmt nicht. Bitte lass einen Erwachsenen das Passwort eingeben.';

const checkoutBody = z
  .object({
    gameCategory: z.enum([...playCategories, premiumCategory], { error: 'Bitte wähle eine gültige Kategorie.' }),
    // The premium request sends 999 here; it only counts for plays (checked below).
    additionalPlays: z.number({ error: 'Bitte gib eine Anzahl an.' }).int('Bitte gib eine ganze Zahl an.').optional(),
    password: z
      .string({ error: 'Bitte lass einen Erwachsenen das Passwort eingeben.' })
      .min(1, 'Bitte lass einen Erwachsenen das Passwort eingeben.')
      .max(1024),
    // The buyer's express wish for the immediate start and the acknowledgement that the right of
    // withdrawal ends with it (§ 356 (5) BGB): without it nothing is sold.
    immediateStartConsent: z.literal(true, { error: immediateStartConsentMessage }),
    returnTo: z
      .string()
      .max(200, 'Die Rücksprungadresse ist zu lang.')
      .regex(sameSitePathPattern, 'Die Rücksprungadresse muss eine Seite von Ferdy sein, z. B. /paare-finden.')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const plays = body.additionalPlays;
    if (body.gameCategory !== premiumCategory && plays !== undefined && (plays < 1 || plays > maxPlaysPerPurchase)) {
      ctx.addIssue({
        code: 'custom',
        path: ['additionalPlays'],
        message: `Es können 1 bis ${maxPlaysPerPurchase} Spiele auf einmal gekauft werden.`,
      });
    }
  });

const verifyBody = z.object({
  sessionId: z
    .string({ error: 'Die Zahlungsnummer fehlt.' })
    .min(1, 'Die Zahlungsnummer fehlt.')
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'Die Zahlungsnummer ist ungültig.'),
});

export const paymentRoutes = new Hono<AppEnv>()
  .post('/checkout', validate('json', checkoutBody), async (c) => {
    const user = requireConfirmedUser(c);
    const deps = c.get('deps');
    const body = c.req.valid('json');
    const stripe = stripeFor(deps);
    if (!stripe && !testCheckoutEnabled(deps)) {
      throw new ApiError(503, 'payments_unavailable', 'Kaufen ist gerade nicht möglich. Bitte versuche es später noch einmal.');
    }

    // The parental gate: children cannot contract, the parent who knows the password can.
    // Guesses share the login's failure budget, so the gate is no side door for guessing it.
    await requireCurrentPassword(c, user, body.password, { code: 'parental_gate', message: parentalGateMessage });
    await throttle(c, [[paymentLimits(deps).checkout, `user:${user.id}`]]);

    const order: Order =
      body.gameCategory === premiumCategory
        ? { kind: 'premium' }
        : { kind: 'plays', category: body.gameCategory, plays: body.additionalPlays ?? 1 };
    if (order.kind === 'premium' && (await deps.store.isPremium(user.id, deps.now()))) {
      throw new ApiError(409, 'already_premium', 'Ferdy Premium ist für dieses Konto schon aktiv.');
    }

    const { url } = await startCheckout(deps.store, stripe, {
      userId: user.id,
      email: user.email,
      order,
      returnTo: body.returnTo ?? '/',
      siteOrigin: deps.config.publicUrl,
      now: deps.now(),
      immediateStartConsentAt: deps.now(),
    });
    return c.json({ url });
  })

  .post('/verify', validate('json', verifyBody), async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    await throttle(c, [[paymentLimits(deps).verify, `user:${user.id}`]]);
    const result = await settleCheckout(deps.store, stripeFor(deps), {
      checkoutSessionId: c.req.valid('json').sessionId,
      userId: user.id,
      now: deps.now(),
      onCredited: (purchase) => sendOrderConfirmation(deps, purchase),
    });
    switch (result.state) {
      case 'not_found':
        throw new ApiError(404, 'not_found', 'Diese Zahlung ist uns nicht bekannt.');
      case 'forbidden':
        throw new ApiError(403, 'forbidden', 'Diese Zahlung gehört zu einem anderen Konto.');
      case 'pending':
        return c.json({ success: false as const, status: 'pending' as const });
      case 'paid': {
        const { category, plays } = orderLabelParams(purchaseOrder(result.purchase));
        return c.json({ success: true as const, status: 'paid' as const, kind: result.purchase.kind, category, plays });
      }
    }
  })

  // Called by Stripe, not by the browser: exempt from the Origin check, authenticated by signature.
  .post('/webhook', async (c) => {
    const deps = c.get('deps');
    const rawBody = new Uint8Array(await c.req.arrayBuffer());
    await handleStripeWebhook(
      {
        store: deps.store,
        now: deps.now,
        webhookSecret: deps.config.stripe.webhookSecret,
        onCredited: (purchase) => sendOrderConfirmation(deps, purchase),
      },
      stripeFor(deps),
      rawBody,
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true as const });
  })

  .route('/test-checkout', testCheckoutActionRoutes);
