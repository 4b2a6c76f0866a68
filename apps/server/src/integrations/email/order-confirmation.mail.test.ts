import { describe, expect, it } from 'vitest';
import type { ChannelConfig, OrderConfirmation } from '@mealbox/contracts';
import { orderConfirmationMail, priceRows } from './order-confirmation.mail.ts';

const channel = {
  name: 'Mealbox',
  accent_color: '#2E7D32',
  support_phone_formatted: '(800) 555-0142',
} as ChannelConfig;

const order: OrderConfirmation = {
  customer_order_key: 'k',
  kind: 'subscription',
  status: 'paid',
  week: '2026-11-30',
  week_formatted: 'Nov 30',
  delivery_date: '2026-11-30',
  delivery_date_formatted: 'Monday, Nov 30',
  items: [
    {
      sku: 'MEAL-001',
      name: 'Chimichurri Steak <b>',
      image: '/x.svg',
      unit_price: 1499,
      quantity: 2,
    },
    { sku: 'MEAL-002', name: 'Tuscan Chicken', image: '/y.svg', unit_price: 1349, quantity: 6 },
  ],
  price: {
    subtotal: 11092,
    subscription_discount: 1109,
    discount: 0,
    discount_code: null,
    total: 9983,
    gift_card: 2500,
    card: 7483,
  },
  shipping: {
    name: 'Ada Lovelace',
    address: '12 Analytical Way',
    city_state_zip: 'Brooklyn, NY 11201',
    delivery_instructions: null,
  },
  next_week: {
    week_formatted: 'Dec 7',
    picking_deadline_formatted: 'Wednesday, Dec 2 at 11:59 PM',
    picking_required: true,
  },
};

describe('order confirmation email', () => {
  const mail = orderConfirmationMail({
    to: 'ada@example.com',
    firstName: 'Ada',
    order,
    channel,
    confirmationUrl: 'http://store.test/confirmation/k',
  });

  it('names the week in the subject', () => {
    expect(mail.subject).toBe('Your Mealbox order for the week of Nov 30');
  });

  it('lists the items, the whole price breakdown and what happens next in plain text', () => {
    expect(mail.text).toContain('2 × Chimichurri Steak <b>');
    expect(mail.text).toContain('Subscribe & Save: -$11.09');
    expect(mail.text).toContain('Paid with gift card: -$25.00');
    expect(mail.text).toContain('Charged to your card: $74.83');
    expect(mail.text).toContain(
      'pick your meals for the week of Dec 7 by Wednesday, Dec 2 at 11:59 PM',
    );
    expect(mail.text).toContain('http://store.test/confirmation/k');
  });

  it('escapes what customers or staff typed in the HTML part', () => {
    expect(mail.html).toContain('Chimichurri Steak &lt;b&gt;');
    expect(mail.html).not.toContain('Steak <b>');
  });

  it('leaves out breakdown rows that are zero', () => {
    const rows = priceRows({
      ...order,
      price: { ...order.price, subscription_discount: 0, gift_card: 0 },
    }).map(([l]) => l);
    expect(rows).toEqual(['Subtotal', 'Total', 'Charged to your card']);
  });
});
