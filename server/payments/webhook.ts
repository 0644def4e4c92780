import type Stripe from 'stripe';
import type { Store } from '../db/store.ts';
import type { PurchaseRow, SubscriptionChange } from '../db/store.ts';
import { ApiError } from '../http/errors.ts';
import { settleCheckout, subscriptionPeriodEnd } from './settle.ts';

export type WebhookResult = 'handled' | 'duplicate' | 'ignored';

type WebhookDeps = {
  store: Store;
  now: () => number;
  webhookSecret: string | undefined;
  /** called once a checkout is credited (the order confirmation) */
  onCredited?: (purchase: PurchaseRow) => Promise<void>;
};

/**
 * A Stripe webhook call: checks the signature over the raw body, then applies the event once.
 * Throws 400 for a bad signature; any other failure propagates, so that Stripe retries later.
 */
export async function handleStripeWebhook(
  deps: WebhookDeps,
  stripe: Stripe | null,
  rawBody: Uint8Array,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!stripe || !deps.webhookSecret) {
    throw new ApiError(503, 'webhook_not_configured', 'Stripe-Webhooks sind auf diesem Server nicht eingerichtet.');
  }
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('Stripe-Signature header missing');
    // Our clock, not the machine's, so that tests can move time; tolerance is Stripe's 5 minutes.
    event = stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret, undefined, undefined, deps.now());
  } catch (err) {
    console.warn(`[payments] webhook refused: ${err instanceof Error ? err.message.split('\n')[0] : 'bad signature'}`);
    throw new ApiError(400, 'invalid_signature', 'Die Signatur der Stripe-Nachricht ist ungültig.');
  }
  return applyStripeEvent(deps.store, stripe, event, deps.now(), deps.onCredited);
}

export async function applyStripeEvent(
  store: Store,
  stripe: Stripe,
  event: Stripe.Event,
  now: number,
  onCredited?: (purchase: PurchaseRow) => Promise<void>,
): Promise<WebhookResult> {
  if (await store.isStripeEventKnown(event.id)) return 'duplicate';
  const ref = { id: event.id, type: event.type };

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const result = await settleCheckout(store, stripe, {
        checkoutSessionId: event.data.object.id,
        now,
        event: ref,
        ...(onCredited ? { onCredited } : {}),
      });
      if (result.state === 'forbidden' || result.state === 'not_found') {
        console.warn(`[payments] ${event.type} for checkout session ${event.data.object.id}: ${result.state}, nothing credited`);
      }
      // Already recorded with the credit when it credited; otherwise noted here.
      await store.recordStripeEvent(ref, now);
      return result.state === 'paid' ? 'handled' : 'ignored';
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await store.cancelPendingPurchase(event.data.object.id);
      await store.recordStripeEvent(ref, now);
      return 'handled';
    default: {
      const change = subscriptionChange(event, now);
      if (!change) {
        await store.recordStripeEvent(ref, now);
        return 'ignored';
      }
      const result = await store.applySubscriptionChange(change);
      if (result === 'unknown_user')
        console.warn(`[payments] ${event.type} for subscription ${change.subscriptionId}: no Ferdy user, ignored`);
      return result === 'applied' ? 'handled' : result === 'duplicate' ? 'duplicate' : 'ignored';
    }
  }
}

const extendingStatuses = new Set(['active', 'trialing']);
const endingStatuses = new Set(['canceled', 'incomplete_expired', 'paused']);

/** What a subscription or invoice event means for premium; undefined for events we do not act on. */
export function subscriptionChange(event: Stripe.Event, now: number): SubscriptionChange | undefined {
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.resumed':
    case 'customer.subscription.paused':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : sub.status;
      const periodEnd = subscriptionPeriodEnd(sub);
      const effect = endingStatuses.has(status) ? 'end' : extendingStatuses.has(status) && periodEnd !== undefined ? 'extend' : 'status';
      return {
        subscriptionId: sub.id,
        userId: sub.metadata?.user_id,
        status,
        effect,
        ...(effect === 'extend' ? { periodEnd } : {}),
        now,
        event: ref,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return undefined;
      const subscriptionId = typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
      const userId = details.metadata?.user_id;
      if (event.type === 'invoice.payment_failed') {
        // Premium runs on to the end of the period already paid; it is just not extended.
        return { subscriptionId, userId, status: 'past_due', effect: 'status', now, event: ref };
      }
      const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end) => typeof end === 'number');
      if (ends.length === 0) return undefined;
      return { subscriptionId, userId, status: 'active', effect: 'extend', periodEnd: Math.max(...ends) * 1000, now, event: ref };
    }
    default:
      return undefined;
  }
}
