import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CheckoutAction } from '@mealbox/contracts';
import type { Visitor } from './test-app.ts';

/** A checkout's shipping address, as the form sends it. */
export const shipping = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: '1 Navy Yard',
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11205',
  dayphone: '718-555-0199',
  delivery_instructions: 'Leave with the doorman',
};

/** A new card at checkout (the sandbox's 4242… pays; 4000000000000002 is declined). */
export const card = (number = '4242424242424242') => ({
  payment_first_name: 'Grace',
  payment_last_name: 'Hopper',
  payment_address: '1 Navy Yard',
  payment_city: 'Brooklyn',
  payment_state: 'NY',
  payment_zip_code: '11205',
  cc_num: number,
  cc_exp_month: '09',
  cc_exp_year: '2031',
  cc_cvv: '737',
});

/** A checkout's body: a new attempt (its own idempotency key), the address and a card that pays. */
export const checkoutBody = (extra: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  shipping,
  payment: card(),
  ...extra,
});

/**
 * Fills the visitor's box for a week (the current ordering week unless one is named): the plan
 * (null: à la carte) and the checkout action, then one of each meal given, each answered 200.
 */
export async function fillBox(
  visitor: Visitor,
  meals: ReadonlyArray<{ sku: string }>,
  {
    plan = null,
    action = 'one_time_order',
    week,
  }: { plan?: string | null; action?: CheckoutAction; week?: string } = {},
): Promise<void> {
  const planned = await visitor.put('/api/cart/plan', {
    meal_plan_sku: plan,
    checkout_action: action,
    ...(week ? { week } : {}),
  });
  expect(planned.statusCode, planned.body).toBe(200);
  for (const meal of meals) {
    const added = await visitor.put('/api/cart/items', {
      sku: meal.sku,
      quantity: 1,
      ...(week ? { week } : {}),
    });
    expect(added.statusCode, added.body).toBe(200);
  }
}
