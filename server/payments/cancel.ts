import type Stripe from 'stripe';
import { newEmailToken } from '../auth/email-tokens.ts';
import type { RunningSubscription } from '../db/store.ts';
import type { Store } from '../db/store.ts';
import type { EmailTokenRow } from '../db/email-tokens-db.ts';
import { ApiError } from '../http/errors.ts';
import { stripeErrorText } from './checkout.ts';

// Cancelling premium (§ 312k BGB): received at once, premium runs to the end of the paid period
// and is not renewed. A Stripe subscription gets `cancel_at_period_end`; one from the local test
// checkout has no renewal behind it, so there the stored mark is the whole cancellation.

/** Subscriptions of the local test checkout (server/payments/fulfil.ts) are never at Stripe. */
export function isStripeSubscription(subscriptionId: string): boolean {
  return !subscriptionId.startsWith('test_sub_');
}

const cancelUnavailable = () =>
  new ApiError(
    502,
    'payment_provider_unavailable',
    'Der Bezahldienst ist gerade nicht erreichbar, deshalb konnte die Kündigung nicht ausgeführt werden. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  );

async function setCancelAtPeriodEnd(stripe: Stripe | null, subscriptionId: string, cancel: boolean): Promise<void> {
  if (!isStripeSubscription(subscriptionId)) return;
  if (!stripe) throw cancelUnavailable();
  try {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
  } catch (err) {
    console.error(`[payments] subscription ${subscriptionId}: cancel_at_period_end=${cancel} failed: ${stripeErrorText(err)}`);
    throw cancelUnavailable();
  }
}

export type Cancellation =
  { state: 'cancelled'; receivedAt: number; periodEnd: number; undoToken: string } | { state: 'nothing_running'; receivedAt: number };

/** Cancels the account's running premium at the end of its period; the answer carries the undo link's token. */
export async function cancelPremium(store: Store, stripe: Stripe | null, userId: string, now: number): Promise<Cancellation> {
  const sub = await store.findRunningSubscription(userId, now);
  if (!sub) return { state: 'nothing_running', receivedAt: now };
  await setCancelAtPeriodEnd(stripe, sub.id, true);
  const undo = newEmailToken(userId, 'undo_cancellation', now);
  const receivedAt = await store.recordCancellation(sub.id, now, { ...undo.row, expiresAt: sub.periodEnd });
  return { state: 'cancelled', receivedAt, periodEnd: sub.periodEnd, undoToken: undo.token };
}

/** Takes a cancellation back from the mail's link; null when there is nothing (any more) to take back. */
export async function undoCancellation(
  store: Store,
  stripe: Stripe | null,
  token: EmailTokenRow,
  now: number,
): Promise<RunningSubscription | null> {
  const sub = await store.findRunningSubscription(token.userId, now);
  if (!sub || sub.cancelRequestedAt === null) return null;
  await setCancelAtPeriodEnd(stripe, sub.id, false);
  return (await store.takeBackCancellation(token.id, sub.id, now)) ? { ...sub, cancelRequestedAt: null } : null;
}

/**
 * Deleting the account ends every subscription at once, so nothing more is charged. Throws
 * (and the account stays) when the payment provider cannot be reached.
 */
export async function endSubscriptionsNow(store: Store, stripe: Stripe | null, userId: string, now: number): Promise<void> {
  for (const id of await store.findBillableSubscriptionIds(userId)) {
    if (isStripeSubscription(id)) {
      if (!stripe) throw deleteUnavailable();
      try {
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        // Already ended at Stripe: nothing more is charged, which is all that matters here.
        if ((err as { code?: string }).code !== 'resource_missing') {
          console.error(`[payments] subscription ${id} could not be cancelled before deleting the account: ${stripeErrorText(err)}`);
          throw deleteUnavailable();
        }
      }
    }
    await store.markSubscriptionEnded(id, now);
  }
}

const deleteUnavailable = () =>
  new ApiError(
    502,
    'payment_provider_unavailable',
    'Das Premium-Abo konnte gerade nicht beendet werden, weil der Bezahldienst nicht erreichbar ist. Das Konto wurde deshalb noch nicht gelöscht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  );
