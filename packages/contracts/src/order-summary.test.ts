import { describe, expect, it } from 'vitest';
import { nextStepsText, priceRows } from './order-summary.ts';

const price = {
  subtotal: 11092,
  subscription_discount: 1109,
  discount: 500,
  discount_code: 'WELCOME5',
  total: 9483,
  gift_card: 2500,
  card: 6983,
};

describe('order summary', () => {
  it('lists every non-zero row of the breakdown in order', () => {
    expect(priceRows({ price })).toEqual([
      ['Subtotal', '$110.92'],
      ['Subscribe & Save', '-$11.09'],
      ['Discount (WELCOME5)', '-$5.00'],
      ['Total', '$94.83'],
      ['Paid with gift card', '-$25.00'],
      ['Charged to your card', '$69.83'],
    ]);
  });

  it('leaves out zero discounts and gift card rows', () => {
    const rows = priceRows({
      price: { ...price, subscription_discount: 0, discount: 0, gift_card: 0 },
    });
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Total', 'Charged to your card']);
  });

  it('says what happens next only for subscribers', () => {
    expect(nextStepsText({ next_week: null })).toBeNull();
    const next = { week_formatted: 'Dec 7', picking_deadline_formatted: 'Wed, Dec 2' };
    expect(nextStepsText({ next_week: { ...next, picking_required: true } })).toBe(
      "Pick your meals for the week of Dec 7 by Wed, Dec 2. If you don't, we'll choose for you.",
    );
    expect(nextStepsText({ next_week: { ...next, picking_required: false } })).toMatch(
      /^Our chefs choose your meals for the week of Dec 7/,
    );
  });
});
