import type { InferRequestType } from 'hono/client';
import { answer, client } from './client.ts';

type CheckoutRequest = InferRequestType<typeof client.payments.checkout.$post>['json'];
type Order = Omit<CheckoutRequest, 'password' | 'immediateStartConsent' | 'gameCategory'> & { gameCategory: string };

/**
 * Starts a checkout behind the parental gate, after the adult ticked the consent to the
 * immediate start; answers the URL of the payment page.
 */
export function startCheckout(order: Order, password: string) {
  // A game names its category as a string; the server answers an unknown one with its own message.
  const gameCategory = order.gameCategory as CheckoutRequest['gameCategory'];
  return answer(client.payments.checkout.$post({ json: { ...order, gameCategory, password, immediateStartConsent: true } }));
}
