import type { FulfilResult, PremiumPeriod, Store } from '../db/store.ts';
import { purchaseOrder } from './checkout.ts';
import { addOneMonth, productName } from './prices.ts';

export type { FulfilResult } from '../db/store.ts';

export type FulfilOptions = {
  checkoutSessionId: string;
  /** the caller, when a person asks (verify, test checkout); absent for the webhook */
  userId?: string;
  now: number;
  /**
   * A Stripe premium purchase passes its subscription and paid period. The test checkout has
   * no subscription behind it: it grants one month under a made-up subscription id.
   */
  subscription?: PremiumPeriod;
  /** the webhook event that led here, recorded with the credit */
  event?: { id: string; type: string };
};

/**
 * The one way a paid checkout turns into plays or premium. The webhook, verify and the test
 * checkout all call it; whoever comes first credits (`credited`), everyone after gets `already`.
 * Call it only once the payment is confirmed: it does not ask Stripe.
 */
export async function fulfilCheckout(store: Store, options: FulfilOptions): Promise<FulfilResult> {
  const { checkoutSessionId, now } = options;
  return store.fulfilPurchase({
    checkoutSessionId,
    now,
    ...(options.userId !== undefined ? { userId: options.userId } : {}),
    ...(options.event ? { event: options.event } : {}),
    describe: (purchase) => productName(purchaseOrder(purchase)),
    premium: options.subscription ?? {
      subscriptionId: `test_sub_${checkoutSessionId}`,
      status: 'active',
      periodEnd: addOneMonth(now),
    },
  });
}
