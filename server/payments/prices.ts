// What Ferdy sells and for how much (docs/product-rules.md). Amounts are in cents, the currency is EUR.

export const currency = 'eur';
export const playPriceCents = 299;
export const premiumMonthlyCents = 999;
export const maxPlaysPerPurchase = 10;

/** The premium request names this as its gameCategory. */
export const premiumCategory = 'premium_subscription';

/**
 * The categories plays can be bought for, with the label a parent reads. They are the product's
 * fixed five; a test checks they match games/categories.yaml.
 */
export const playCategoryLabels = {
  mindset: 'Mindset',
  communication: 'Kommunikation',
  problem_solving: 'Problemlösung',
  conflict_resolution: 'Konfliktlösung',
  emotional_intelligence: 'Emotionale Intelligenz',
} as const;

export type PlayCategory = keyof typeof playCategoryLabels;
export const playCategories = Object.keys(playCategoryLabels) as [PlayCategory, ...PlayCategory[]];

export function isPlayCategory(value: string): value is PlayCategory {
  return Object.hasOwn(playCategoryLabels, value);
}

/** What is being bought: extra plays of one category, or the monthly premium subscription. */
export type Order = { kind: 'plays'; category: PlayCategory; plays: number } | { kind: 'premium' };

export function orderAmountCents(order: Order): number {
  return order.kind === 'plays' ? order.plays * playPriceCents : premiumMonthlyCents;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** 299 → "2,99 €" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** The product name on the checkout page and the Stripe line item. */
export function productName(order: Order): string {
  if (order.kind === 'premium') return 'Ferdy Premium (monatlich)';
  return `Zusätzliches Spiel – ${playCategoryLabels[order.category]}`;
}

/** The heading of the checkout page: like the product name, in the plural for several plays. */
export function orderTitle(order: Order): string {
  if (order.kind === 'plays' && order.plays > 1) return `Zusätzliche Spiele – ${playCategoryLabels[order.category]}`;
  return productName(order);
}

/** One line a parent reads before paying, e.g. "2 zusätzliche Spiele in Mindset für 5,98 €". */
export function orderSummary(order: Order): string {
  if (order.kind === 'premium') {
    return `Ferdy Premium: alle Spiele ohne Tageslimit für ${formatEuro(premiumMonthlyCents)} im Monat, monatlich kündbar`;
  }
  const plays = order.plays === 1 ? '1 zusätzliches Spiel' : `${order.plays} zusätzliche Spiele`;
  return `${plays} in ${playCategoryLabels[order.category]} für ${formatEuro(orderAmountCents(order))}`;
}

/** The category and plays the payment page shows (query of the success URL, answer of verify). */
export function orderLabelParams(order: Order): { category: string; plays: number } {
  return order.kind === 'premium' ? { category: premiumCategory, plays: 0 } : { category: order.category, plays: order.plays };
}

/** The same day and time one month later: one paid month of premium. */
export function addOneMonth(ms: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  // 31 January + 1 month is the last day of February, as Stripe bills it.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}
