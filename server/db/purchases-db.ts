import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { durably, type Db } from './client.ts';
import { paymentRecords, playCredits, profiles, purchases, stripeEvents, subscriptions, users } from './schema.ts';

// Purchases, their fulfilment, Stripe events and premium. Exactly-once rests on two keys:
// purchases.checkout_session_id (a purchase is flipped from pending to fulfilled once, by a
// conditional UPDATE) and stripe_events.event_id (a webhook event takes effect once). Every
// read-modify-write runs in one BEGIN IMMEDIATE transaction, so the credit and the flip commit
// together or not at all.
// The transactions that credit plays or premium commit `durably` (synchronous=FULL): once the
// parent or Stripe has been told it worked, a power cut must not take it back.

import type { FulfilInput, FulfilResult, NewPurchase, PurchaseRow, SubscriptionChange, SubscriptionChangeResult } from './store.ts';
import { liveSubscriptionStatuses } from './store.ts';

export async function insertPurchase(db: Db, row: NewPurchase): Promise<void> {
  db.insert(purchases).values(row).run();
}

export async function findPurchase(db: Db, checkoutSessionId: string): Promise<PurchaseRow | undefined> {
  return db.select().from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessionId)).get();
}

/** pending → cancelled; false when it was no longer pending (paid, or cancelled already). */
export async function cancelPendingPurchase(db: Db, checkoutSessionId: string): Promise<boolean> {
  const { changes } = db
    .update(purchases)
    .set({ status: 'cancelled' })
    .where(and(eq(purchases.checkoutSessionId, checkoutSessionId), eq(purchases.status, 'pending')))
    .run();
  return changes === 1;
}

/** Milliseconds until which the user has premium, or null. Premium means `premiumUntil > now`. */
export async function findPremiumUntil(db: Db, userId: string): Promise<number | null> {
  return db.select({ until: profiles.premiumUntil }).from(profiles).where(eq(profiles.userId, userId)).get()?.until ?? null;
}

export async function isPremium(db: Db, userId: string, now: number): Promise<boolean> {
  const until = await findPremiumUntil(db, userId);
  return until !== null && until > now;
}

/** Bought plays of a category not yet spent. */
export async function findPlayCredits(db: Db, userId: string, category: string): Promise<number> {
  return (
    db
      .select({ credits: playCredits.credits })
      .from(playCredits)
      .where(and(eq(playCredits.userId, userId), eq(playCredits.gameCategory, category)))
      .get()?.credits ?? 0
  );
}

/**
 * Fulfils a paid purchase exactly once: flips it from pending to fulfilled with a conditional
 * UPDATE and, only when that changed the row, adds the plays or extends premium. Concurrent
 * callers (webhook, verify, test checkout) serialize on BEGIN IMMEDIATE; all but one see
 * `already`.
 */
export async function fulfilPurchase(db: Db, input: FulfilInput): Promise<FulfilResult> {
  const { checkoutSessionId, now } = input;
  return durably(db, () =>
    db.transaction(
      (tx): FulfilResult => {
        if (input.event) {
          tx.insert(stripeEvents).values({ eventId: input.event.id, type: input.event.type, receivedAt: now }).onConflictDoNothing().run();
        }
        const purchase = tx.select().from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessionId)).get();
        if (!purchase) return { outcome: 'not_found' };
        if (input.userId !== undefined && purchase.userId !== input.userId) return { outcome: 'wrong_user', purchase };

        const premium = purchase.kind === 'premium' ? input.premium : undefined;
        if (purchase.kind === 'premium' && !premium) throw new Error(`premium purchase ${checkoutSessionId} needs its subscription period`);
        const { changes } = tx
          .update(purchases)
          .set({ status: 'fulfilled', fulfilledAt: now, ...(premium ? { subscriptionId: premium.subscriptionId } : {}) })
          .where(and(eq(purchases.checkoutSessionId, checkoutSessionId), eq(purchases.status, 'pending')))
          .run();
        if (changes !== 1) {
          return purchase.status === 'fulfilled' ? { outcome: 'already', purchase } : { outcome: 'not_payable', purchase };
        }

        if (purchase.kind === 'plays') {
          if (!purchase.gameCategory || purchase.plays < 1) throw new Error(`purchase ${checkoutSessionId} has no plays to credit`);
          tx.insert(playCredits)
            .values({ userId: purchase.userId, gameCategory: purchase.gameCategory, credits: purchase.plays })
            .onConflictDoUpdate({
              target: [playCredits.userId, playCredits.gameCategory],
              set: { credits: sql`${playCredits.credits} + ${purchase.plays}` },
            })
            .run();
        } else if (premium) {
          const sub = tx.select().from(subscriptions).where(eq(subscriptions.id, premium.subscriptionId)).get();
          // A cancellation that overtook the checkout event wins: the subscription is over.
          if (sub?.status !== 'canceled') {
            upsertSubscription(tx, {
              id: premium.subscriptionId,
              userId: purchase.userId,
              status: premium.status,
              periodEnd: premium.periodEnd,
              now,
            });
            extendPremium(tx, purchase.userId, premium.periodEnd);
          }
        }
        const updated = tx.select().from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessionId)).get()!;
        // The record the law requires us to keep; it outlives the account (see paymentRecords).
        tx.insert(paymentRecords)
          .values({
            checkoutSessionId,
            userId: purchase.userId,
            provider: purchase.provider,
            description:
              input.describe?.(updated) ?? (purchase.kind === 'premium' ? 'Ferdy Premium' : `Zusätzliche Spiele: ${purchase.plays}`),
            amountCents: purchase.amountCents,
            currency: 'eur',
            subscriptionId: updated.subscriptionId,
            immediateStartConsentAt: purchase.immediateStartConsentAt,
            paidAt: now,
          })
          .onConflictDoNothing()
          .run();
        return { outcome: 'credited', purchase: updated };
      },
      { behavior: 'immediate' },
    ),
  );
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function upsertSubscription(tx: Tx, s: { id: string; userId: string; status: string; periodEnd?: number; now: number }) {
  tx.insert(subscriptions)
    .values({ id: s.id, userId: s.userId, status: s.status, currentPeriodEnd: s.periodEnd ?? null, updatedAt: s.now })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: {
        status: s.status,
        // Events arrive in any order: a period end never moves back.
        currentPeriodEnd:
          s.periodEnd === undefined
            ? sql`${subscriptions.currentPeriodEnd}`
            : sql`max(coalesce(${subscriptions.currentPeriodEnd}, 0), ${s.periodEnd})`,
        updatedAt: s.now,
      },
    })
    .run();
}

/** premium_until = max(premium_until, until): a late or replayed event never shortens premium. */
function extendPremium(tx: Tx, userId: string, until: number) {
  tx.update(profiles)
    .set({ premiumUntil: sql`max(coalesce(${profiles.premiumUntil}, 0), ${until})` })
    .where(eq(profiles.userId, userId))
    .run();
}

export async function isStripeEventKnown(db: Db, eventId: string): Promise<boolean> {
  return db.select({ id: stripeEvents.eventId }).from(stripeEvents).where(eq(stripeEvents.eventId, eventId)).get() !== undefined;
}

/** Records an event that needed no other change; false when it was known already. */
export async function recordStripeEvent(db: Db, event: { id: string; type: string }, at: number): Promise<boolean> {
  const { changes } = db.insert(stripeEvents).values({ eventId: event.id, type: event.type, receivedAt: at }).onConflictDoNothing().run();
  return changes === 1;
}

export async function applySubscriptionChange(db: Db, change: SubscriptionChange): Promise<SubscriptionChangeResult> {
  const { now } = change;
  return durably(db, () =>
    db.transaction(
      (tx): SubscriptionChangeResult => {
        const { changes } = tx
          .insert(stripeEvents)
          .values({ eventId: change.event.id, type: change.event.type, receivedAt: now })
          .onConflictDoNothing()
          .run();
        if (changes === 0) return 'duplicate';

        const stored = tx.select().from(subscriptions).where(eq(subscriptions.id, change.subscriptionId)).get();
        const userId = stored?.userId ?? change.userId;
        if (!userId || !tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()) return 'unknown_user';
        // Cancelled is final; an older "active" event delivered late must not bring premium back.
        if (stored?.status === 'canceled' && change.effect !== 'end') return 'ignored';

        if (change.effect === 'extend' && change.periodEnd !== undefined) {
          upsertSubscription(tx, { id: change.subscriptionId, userId, status: change.status, periodEnd: change.periodEnd, now });
          extendPremium(tx, userId, change.periodEnd);
          return 'applied';
        }
        upsertSubscription(tx, { id: change.subscriptionId, userId, status: change.status, now });
        if (change.effect === 'end') {
          // Another subscription still paid for (rare: bought again before this one ended) keeps premium.
          const other = tx
            .select({ until: sql<number | null>`max(${subscriptions.currentPeriodEnd})` })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.userId, userId),
                ne(subscriptions.id, change.subscriptionId),
                inArray(subscriptions.status, liveSubscriptionStatuses),
                gt(subscriptions.currentPeriodEnd, now),
              ),
            )
            .get()?.until;
          const end = other ?? now;
          tx.update(profiles)
            .set({ premiumUntil: end })
            .where(and(eq(profiles.userId, userId), sql`(${profiles.premiumUntil} is null or ${profiles.premiumUntil} > ${end})`))
            .run();
        }
        return 'applied';
      },
      { behavior: 'immediate' },
    ),
  );
}
