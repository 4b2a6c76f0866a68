import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { MealPlan, Menu, Schedule } from '@mealbox/contracts';
import { card, shipping } from './checkout-fixtures.ts';
import { registeredCustomer } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** FitFuel sells two weeks ahead: a subscriber's schedule there has three weeks. */
export const FITFUEL = { host: 'fitfuel.test' };

/**
 * A new customer (Grace Hopper) who bought a subscription to a plan they pick for at checkout
 * (its first week is paid, so locked), in the channel the headers name, FitFuel by default.
 */
export async function newSubscriber(app: TestApp, headers: Record<string, string> = FITFUEL) {
  const visitor = await registeredCustomer(app.app, {
    password: 'cobol-forever',
    headers,
    name: ['Grace', 'Hopper'],
  });
  const { email } = visitor;
  const plans = (await visitor.get('/api/meal-plans')).json<{ meal_plans: MealPlan[] }>();
  const plan = plans.meal_plans.find((p) => p.subscription_picking_required === 'Y');
  if (!plan) throw new Error('the channel has no plan to pick for');
  const menu = (await visitor.get('/api/menus/current')).json<Menu>();
  const planned = await visitor.put('/api/cart/plan', {
    meal_plan_sku: plan.sku,
    checkout_action: 'new_subscription_order',
  });
  expect(planned.statusCode).toBe(200);
  for (const item of menu.items.slice(0, plan.meals_per_week)) {
    const added = await visitor.put('/api/cart/items', { sku: item.sku, quantity: 1 });
    expect(added.statusCode).toBe(200);
  }
  const bought = await visitor.post('/api/checkout', {
    idempotency_key: randomUUID(),
    shipping,
    payment: card(),
  });
  expect(bought.statusCode).toBe(201);
  const schedule = (await visitor.get('/api/user/schedule')).json<Schedule>();
  const subscription = schedule.subscriptions[0];
  if (!subscription) throw new Error('no subscription after checkout');
  return {
    visitor,
    email,
    subscriptionId: subscription.id,
    weeks: schedule.weeks,
    mealsPerWeek: plan.meals_per_week,
  };
}
