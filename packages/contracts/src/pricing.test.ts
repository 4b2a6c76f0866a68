import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, priceOrder, type PriceInput } from './pricing.ts';

const line = fc.record({
  unitPrice: fc.integer({ min: 0, max: 5_000 }),
  quantity: fc.integer({ min: 0, max: 99 }),
});
const input: fc.Arbitrary<PriceInput> = fc.record({
  lines: fc.array(line, { maxLength: 30 }),
  subscriptionDiscountPercent: fc.integer({ min: 0, max: 100 }),
  discount: fc.option(
    fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        amount: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        kind: fc.constant('fixed' as const),
        amount: fc.integer({ min: 0, max: 2_000_000 }),
      }),
    ),
    { nil: null },
  ),
  giftCardBalance: fc.integer({ min: 0, max: 2_000_000 }),
});

describe('price of an order (properties)', () => {
  it('is never negative in any part', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        return Object.values(p).every((v) => Number.isInteger(v) && v >= 0);
      }),
    );
  });

  it('has parts that add up to the total, and a total that the gift card and the card pay exactly', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        return (
          p.subtotal - p.subscriptionDiscount - p.discount === p.total &&
          p.giftCard + p.card === p.total
        );
      }),
    );
  });

  it('never takes more from the gift card than its balance, and uses it before the card', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        return (
          p.giftCard <= i.giftCardBalance && (p.card === 0 || p.giftCard === i.giftCardBalance)
        );
      }),
    );
  });

  it('gives Subscribe & Save only its percent of the subtotal', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        return p.subscriptionDiscount === percentOf(p.subtotal, i.subscriptionDiscountPercent);
      }),
    );
  });
});

describe('price of an order (examples)', () => {
  it('applies Subscribe & Save, then the code, then the gift card', () => {
    expect(
      priceOrder({
        lines: [
          { unitPrice: 1099, quantity: 8 },
          { unitPrice: 1499, quantity: 4 },
        ],
        subscriptionDiscountPercent: 10,
        discount: { kind: 'percent', amount: 20 },
        giftCardBalance: 2500,
      }),
    ).toEqual({
      subtotal: 14788,
      subscriptionDiscount: 1479,
      discount: 2662,
      total: 10647,
      giftCard: 2500,
      card: 8147,
    });
  });

  it('caps a fixed code at what is left, so the order is free rather than negative', () => {
    expect(
      priceOrder({
        lines: [{ unitPrice: 999, quantity: 1 }],
        subscriptionDiscountPercent: 0,
        discount: { kind: 'fixed', amount: 5000 },
        giftCardBalance: 100,
      }),
    ).toEqual({
      subtotal: 999,
      subscriptionDiscount: 0,
      discount: 999,
      total: 0,
      giftCard: 0,
      card: 0,
    });
  });

  it('rounds percent shares half up to whole cents', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(1004, 10)).toBe(100);
  });

  it('refuses fractional cents, negative quantities and percents over 100', () => {
    const base = { subscriptionDiscountPercent: 0, discount: null, giftCardBalance: 0 };
    expect(() => priceOrder({ ...base, lines: [{ unitPrice: 10.5, quantity: 1 }] })).toThrow(
      RangeError,
    );
    expect(() => priceOrder({ ...base, lines: [{ unitPrice: 10, quantity: -1 }] })).toThrow(
      RangeError,
    );
    expect(() => priceOrder({ ...base, lines: [], subscriptionDiscountPercent: 101 })).toThrow(
      RangeError,
    );
  });
});
