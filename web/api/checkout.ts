import { api } from './client.ts';

/**
 * Starts a checkout behind the parental gate, after the adult ticked the consent to the
 * immediate start; answers the URL of the payment page.
 */
export function startCheckout(order: { game_category: string; additional_plays: number; return_to: string }, password: string) {
  return api<{ url: string }>('/api/payments/checkout', { body: { ...order, password, immediate_start_consent: true } });
}
