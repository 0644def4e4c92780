import type { PurchaseRow } from '../db/store.ts';

import type { Deps } from '../deps.ts';
import { sendInBackground } from '../mail/mailer.ts';
import { orderConfirmationMail } from '../mail/trust-mails.ts';
import { purchaseOrder } from './checkout.ts';
import { formatEuro, orderSummary, orderTitle } from './prices.ts';

/**
 * The order confirmation on a durable medium: sent once per purchase, by whoever credited it
 * (verify, webhook or the test checkout), to the account's address.
 */
export async function sendOrderConfirmation(deps: Deps, purchase: PurchaseRow): Promise<void> {
  const user = await deps.store.findAuthUser(purchase.userId);
  if (!user || !deps.mailer) return;
  const order = purchaseOrder(purchase);
  sendInBackground(deps.mailer, {
    to: user.email,
    userId: user.id,
    ...orderConfirmationMail({
      title: orderTitle(order),
      summary: orderSummary(order),
      price: formatEuro(purchase.amountCents),
      premium: order.kind === 'premium',
      paidAt: purchase.fulfilledAt ?? deps.now(),
      consentAt: purchase.immediateStartConsentAt,
      test: purchase.provider === 'test',
      cancelUrl: `${deps.config.publicUrl}/kuendigen`,
      timeZone: deps.config.playDayTimeZone,
      operator: deps.config.operator,
    }),
  });
}
