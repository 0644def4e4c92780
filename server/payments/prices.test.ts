import { describe, expect, it } from 'vitest';
import { shippedCatalog } from '../content.ts';
import { addOneMonth, formatEuro, orderAmountCents, orderSummary, orderTitle, playCategoryLabels, productName } from './prices.ts';

describe('prices', () => {
  it('sells plays of exactly the categories games/categories.yaml defines, under the same labels', () => {
    expect(playCategoryLabels).toEqual(shippedCatalog().categories.categories);
  });

  it('charges 2,99 € per play and 9,99 € a month for premium', () => {
    expect(orderAmountCents({ kind: 'plays', category: 'mindset', plays: 1 })).toBe(299);
    expect(orderAmountCents({ kind: 'plays', category: 'mindset', plays: 3 })).toBe(897);
    expect(orderAmountCents({ kind: 'premium' })).toBe(999);
    expect(formatEuro(299)).toBe('2,99\u00a0€');
  });

  it('describes the order in German for the parent', () => {
    expect(productName({ kind: 'plays', category: 'problem_solving', plays: 1 })).toBe('Zusätzliches Spiel – Problemlösung');
    expect(orderTitle({ kind: 'plays', category: 'mindset', plays: 1 })).toBe('Zusätzliches Spiel – Mindset');
    expect(orderTitle({ kind: 'plays', category: 'mindset', plays: 2 })).toBe('Zusätzliche Spiele – Mindset');
    expect(orderSummary({ kind: 'plays', category: 'mindset', plays: 1 })).toBe('1 zusätzliches Spiel in Mindset für 2,99\u00a0€');
    expect(orderSummary({ kind: 'plays', category: 'emotional_intelligence', plays: 2 })).toBe(
      '2 zusätzliche Spiele in Emotionale Intelligenz für 5,98\u00a0€',
    );
    expect(orderSummary({ kind: 'premium' })).toMatch(/^Ferdy Premium: .*9,99\u00a0€ im Monat/);
  });

  it('adds one calendar month, ending short months on their last day', () => {
    expect(new Date(addOneMonth(Date.parse('2026-03-02T09:00:00Z'))).toISOString()).toBe('2026-04-02T09:00:00.000Z');
    expect(new Date(addOneMonth(Date.parse('2026-01-31T12:00:00Z'))).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addOneMonth(Date.parse('2026-12-15T00:00:00Z'))).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
