import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Menu } from '@mealbox/contracts';
import { boxRuleCases } from '../../../packages/contracts/src/box.cases.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

// The box rule's table (packages/contracts/src/box.cases.ts), case by case through a real cart
// change on this database: the same cases the unit test runs against quantityFits.
let t: TestApp;
let other: string;
let changed: string;

beforeAll(async () => {
  t = await createTestApp();
  const menu = (await t.app.inject({ url: '/api/menus/current' })).json<Menu>();
  [other, changed] = menu.items.map((item) => item.sku) as [string, string];
});
afterAll(() => t.close());

async function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}

/** A guest's box holding `others` of one meal and `current` of another, under the plan. */
async function boxOf(planSize: 6 | 8 | null, others: number, current: number) {
  const v = await new Visitor(t.app).open();
  // À la carte while filling, so a box over a smaller plan can be made (the plan is chosen after).
  await expectOk(
    await v.put('/api/cart/plan', { meal_plan_sku: null, checkout_action: 'one_time_order' }),
  );
  if (others > 0) await expectOk(await v.put('/api/cart/items', { sku: other, quantity: others }));
  if (current > 0) {
    await expectOk(await v.put('/api/cart/items', { sku: changed, quantity: current }));
  }
  if (planSize !== null) {
    await expectOk(
      await v.put('/api/cart/plan', {
        meal_plan_sku: `PLAN-${planSize}`,
        checkout_action: 'new_subscription_order',
      }),
    );
  }
  return v;
}

describe('the box rule through a cart change', () => {
  it.each(boxRuleCases)('$behaviour', async ({ planSize, others, current, quantity, fits }) => {
    const v = await boxOf(planSize, others, current);
    const response = await v.put('/api/cart/items', { sku: changed, quantity });
    expect(response.statusCode, response.body).toBe(fits ? 200 : 409);
    const cart = (await v.get('/api/cart')).json<Cart>();
    expect(cart.quantities[changed] ?? 0).toBe(fits ? quantity : current);
    expect(cart.quantities[other] ?? 0).toBe(others);
  });
});
