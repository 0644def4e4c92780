import type Stripe from 'stripe';
import type { Store } from '../db/store.ts';
import type { PremiumPeriod, PurchaseRow } from '../db/store.ts';
import { providerUnavailable, stripeErrorText } from './checkout.ts';
import { fulfilCheckout } from './fulfil.ts';
import { addOneMonth } from './prices.ts';

export type SettleResult =
  | { state: 'paid'; purchase: PurchaseRow; credited: boolean }
  | { state: 'pending'; purchase: PurchaseRow }
  | { state: 'not_found' }
  | { state: 'forbidden' };

export type SettleOptions = {
  checkoutSessionId: string;
  /** the signed-in caller of verify; absent for the webhook */
  userId?: string;
  now: number;
  event?: { id: string; type: string };
  /** called once, by whichever caller credited the purchase (for the order confirmation) */
  onCredited?: (purchase: PurchaseRow) => Promise<void>;
};

/**
 * Settles one checkout: asks Stripe whether it was paid (the event payload or the browser's
 * word is never enough) and, when it was, fulfils it. Verify and the webhook both end here,
 * as Stripe's fulfilment guide recommends, so the order they arrive in does not matter.
 */
export async function settleCheckout(store: Store, stripe: Stripe | null, options: SettleOptions): Promise<SettleResult> {
  const { checkoutSessionId, now } = options;
  const purchase = await store.findPurchase(checkoutSessionId);
  if (!purchase) return { state: 'not_found' };
  if (options.userId !== undefined && purchase.userId !== options.userId) return { state: 'forbidden' };
  if (purchase.status === 'fulfilled') return { state: 'paid', purchase, credited: false };
  // Only the test checkout's own "Bezahlen" button pays a test purchase.
  if (purchase.provider === 'test' || purchase.status !== 'pending') return { state: 'pending', purchase };
  if (!stripe) throw providerUnavailable();

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ['subscription'] });
  } catch (err) {
    console.error(`[payments] Stripe checkout session ${checkoutSessionId} could not be read: ${stripeErrorText(err)}`);
    throw providerUnavailable();
  }
  if (session.client_reference_id !== purchase.userId) {
    console.error(`[payments] checkout session ${checkoutSessionId} belongs to another user at Stripe; not credited`);
    return { state: 'forbidden' };
  }
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  if (!paid) return { state: 'pending', purchase };

  const result = await fulfilCheckout(store, {
    checkoutSessionId,
    now,
    userId: purchase.userId,
    ...(options.event ? { event: options.event } : {}),
    ...(purchase.kind === 'premium' ? { subscription: premiumPeriod(session, now) } : {}),
  });
  if (result.outcome === 'credited') await options.onCredited?.(result.purchase);
  switch (result.outcome) {
    case 'credited':
    case 'already':
      return { state: 'paid', purchase: result.purchase, credited: result.outcome === 'credited' };
    case 'not_payable':
      return { state: 'pending', purchase: result.purchase };
    case 'wrong_user':
      return { state: 'forbidden' };
    case 'not_found':
      return { state: 'not_found' };
  }
}

/** The paid period of the subscription a checkout started (expanded on the session). */
function premiumPeriod(session: Stripe.Checkout.Session, now: number): PremiumPeriod {
  const sub = session.subscription;
  if (sub && typeof sub === 'object') {
    return { subscriptionId: sub.id, status: sub.status, periodEnd: subscriptionPeriodEnd(sub) ?? addOneMonth(now) };
  }
  // Not expanded: one month now; the subscription's own events set the exact end.
  return { subscriptionId: sub ?? `unknown_sub_${session.id}`, status: 'active', periodEnd: addOneMonth(now) };
}

/** End of the paid period in ms: Stripe keeps it per subscription item (since API 2025-03-31). */
export function subscriptionPeriodEnd(sub: Stripe.Subscription): number | undefined {
  const ends = (sub.items?.data ?? []).map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  return ends.length > 0 ? Math.max(...ends) * 1000 : undefined;
}
