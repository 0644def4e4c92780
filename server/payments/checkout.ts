import type Stripe from 'stripe';
import { randomId } from '../auth/tokens.ts';
import type { Store } from '../db/store.ts';
import type { PurchaseRow } from '../db/store.ts';
import { ApiError } from '../http/errors.ts';
import {
  currency,
  orderAmountCents,
  orderLabelParams,
  playPriceCents,
  premiumMonthlyCents,
  productName,
  isPlayCategory,
  type Order,
} from './prices.ts';

export type CheckoutRequest = {
  userId: string;
  email: string;
  order: Order;
  /** a same-site path (checked by the caller) to come back to when the parent cancels */
  returnTo: string;
  /** origin of the site, for Stripe's absolute success and cancel URLs */
  siteOrigin: string;
  now: number;
  /** when the buyer asked for the immediate start and acknowledged losing the right of withdrawal (defaults to now) */
  immediateStartConsentAt?: number;
};

export const testSessionPrefix = 'test_cs_';

/**
 * A path on this site to come back to (e.g. /paare-finden): one leading slash, so never
 * `//other.host` or `/\other.host`, and only characters that need no escaping anywhere.
 */
export const sameSitePathPattern = /^\/(?![/\\])[\w\-./?=&%~]*$/;

/** A checked return path, or `/` for anything else. */
export function safeReturnPath(value: string | undefined): string {
  return value !== undefined && value.length <= 200 && sameSitePathPattern.test(value) ? value : '/';
}

/** The order a stored purchase was for. */
export function purchaseOrder(purchase: PurchaseRow): Order {
  if (purchase.kind === 'premium') return { kind: 'premium' };
  const category = purchase.gameCategory ?? '';
  if (!isPlayCategory(category)) throw new Error(`purchase ${purchase.checkoutSessionId} has unknown category "${category}"`);
  return { kind: 'plays', category, plays: purchase.plays };
}

/** The payment page's query: `/payment-success?session_id=…&category=…&plays=…`. */
export function successPath(sessionId: string, order: Order): string {
  const { category, plays } = orderLabelParams(order);
  // Stripe fills in {CHECKOUT_SESSION_ID} itself; it must stay unencoded.
  const id = sessionId === '{CHECKOUT_SESSION_ID}' ? sessionId : encodeURIComponent(sessionId);
  return `/payment-success?session_id=${id}&category=${encodeURIComponent(category)}&plays=${plays}`;
}

/**
 * Starts a checkout and records the purchase as pending. With a Stripe client it is a Stripe
 * Checkout Session; without one, a local test checkout that pays nothing. Answers the URL the
 * browser opens.
 */
export async function startCheckout(
  store: Store,
  stripe: Stripe | null,
  req: CheckoutRequest,
): Promise<{ url: string; checkoutSessionId: string }> {
  const { order } = req;
  const row = {
    userId: req.userId,
    kind: order.kind,
    gameCategory: order.kind === 'plays' ? order.category : null,
    plays: order.kind === 'plays' ? order.plays : 0,
    amountCents: orderAmountCents(order),
    status: 'pending' as const,
    immediateStartConsentAt: req.immediateStartConsentAt ?? req.now,
    createdAt: req.now,
  };

  if (!stripe) {
    const checkoutSessionId = `${testSessionPrefix}${randomId()}`;
    await store.insertPurchase({ ...row, checkoutSessionId, provider: 'test' });
    return { url: `/test-checkout/${checkoutSessionId}?return_to=${encodeURIComponent(req.returnTo)}`, checkoutSessionId };
  }

  const session = await createStripeSession(stripe, req);
  await store.insertPurchase({ ...row, checkoutSessionId: session.id, provider: 'stripe' });
  return { url: session.url!, checkoutSessionId: session.id };
}

async function createStripeSession(stripe: Stripe, req: CheckoutRequest): Promise<Stripe.Checkout.Session> {
  const { order, siteOrigin } = req;
  const { category, plays } = orderLabelParams(order);
  // Copied onto the payment or the subscription too, so that every later event names its user.
  const metadata = { user_id: req.userId, kind: order.kind, category, plays: String(plays) };
  const premium = order.kind === 'premium';
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: premium ? 'subscription' : 'payment',
      client_reference_id: req.userId,
      customer_email: req.email,
      locale: 'de',
      line_items: [
        {
          quantity: premium ? 1 : order.plays,
          price_data: {
            currency,
            unit_amount: premium ? premiumMonthlyCents : playPriceCents,
            product_data: { name: productName(order) },
            ...(premium ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      metadata,
      ...(premium ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: `${siteOrigin}${successPath('{CHECKOUT_SESSION_ID}', order)}`,
      cancel_url: `${siteOrigin}${req.returnTo}`,
    });
  } catch (err) {
    console.error(`[payments] Stripe checkout session could not be created: ${stripeErrorText(err)}`);
    throw providerUnavailable();
  }
  if (!session.url) {
    console.error(`[payments] Stripe checkout session ${session.id} came without a URL`);
    throw providerUnavailable();
  }
  return session;
}

/** One log line for a failed Stripe call (the SDK's error objects span pages). */
export function stripeErrorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { type, statusCode, requestId } = err as Error & { type?: string; statusCode?: number; requestId?: string };
  return [type, statusCode, err.message, requestId && `(${requestId})`].filter(Boolean).join(' ');
}

export const providerUnavailable = () =>
  new ApiError(
    502,
    'payment_provider_unavailable',
    'Der Bezahldienst ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.',
  );
