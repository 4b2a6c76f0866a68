import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MealPlan, Menu, OrderConfirmation, Schedule } from '@mealbox/contracts';
import { subscriptionWeeks } from '../../src/db/schema.ts';
import { card, shipping } from './checkout-fixtures.ts';
import { registeredCustomer } from './accounts.ts';
import type { TestApp, Visitor } from './test-app.ts';

/** FitFuel sells two weeks ahead: a subscriber's schedule there has three weeks. */
export const FITFUEL = { host: 'fitfuel.test' };

/** Who a new subscriber is: their name (on the account, the address and the card) and address. */
export interface SubscriberDetails {
  name?: [string, string];
  password?: string;
  address?: Partial<
    Pick<typeof shipping, 'address_1' | 'city' | 'zip_code' | 'dayphone' | 'delivery_instructions'>
  >;
}

/**
 * A new customer (Grace Hopper unless named) who bought a subscription to a plan they pick for at
 * checkout (its first week is paid, so locked), in the channel the headers name, FitFuel by
 * default.
 */
export async function newSubscriber(
  app: TestApp,
  headers: Record<string, string> = FITFUEL,
  details: SubscriberDetails = {},
) {
  const visitor = await registeredCustomer(app.app, {
    password: details.password ?? 'cobol-forever',
    headers,
    name: details.name ?? ['Grace', 'Hopper'],
  });
  const { email } = visitor;
  const bought = await buySubscription(visitor, details);
  const schedule = (await visitor.get('/api/user/schedule')).json<Schedule>();
  const subscription = schedule.subscriptions[0];
  if (!subscription) throw new Error('no subscription after checkout');
  return {
    visitor,
    email,
    subscriptionId: subscription.id,
    weeks: schedule.weeks,
    ...bought,
  };
}

/**
 * A signed-in customer buys a subscription to the first plan they pick for, its box filled with
 * the current menu's first meals, paying with a new card in their name (or, with `cardOnFile`,
 * the one they have), in the store the headers name (the visitor's own by default). Answers the
 * plan's box size, the checkout's idempotency key and the order's confirmation key.
 */
export async function buySubscription(
  visitor: Visitor,
  details: Omit<SubscriberDetails, 'password'> & { cardOnFile?: boolean } = {},
  headers: Record<string, string> = {},
) {
  const [firstName, lastName] = details.name ?? ['Grace', 'Hopper'];
  const plans = (await visitor.get('/api/meal-plans', headers)).json<{ meal_plans: MealPlan[] }>();
  const plan = plans.meal_plans.find((p) => p.subscription_picking_required === 'Y');
  if (!plan) throw new Error('the channel has no plan to pick for');
  const menu = (await visitor.get('/api/menus/current', headers)).json<Menu>();
  const planned = await visitor.put(
    '/api/cart/plan',
    { meal_plan_sku: plan.sku, checkout_action: 'new_subscription_order' },
    headers,
  );
  expect(planned.statusCode).toBe(200);
  for (const item of menu.items.slice(0, plan.meals_per_week)) {
    const added = await visitor.put('/api/cart/items', { sku: item.sku, quantity: 1 }, headers);
    expect(added.statusCode).toBe(200);
  }
  const address = { ...shipping, ...details.address, first_name: firstName, last_name: lastName };
  const idempotencyKey = randomUUID();
  const bought = await visitor.post(
    '/api/checkout',
    {
      idempotency_key: idempotencyKey,
      shipping: address,
      payment: details.cardOnFile
        ? null
        : {
            ...card(),
            payment_first_name: firstName,
            payment_last_name: lastName,
            payment_address: address.address_1,
            payment_city: address.city,
            payment_zip_code: address.zip_code,
          },
    },
    headers,
  );
  expect(bought.statusCode, bought.body).toBe(201);
  return {
    mealsPerWeek: plan.meals_per_week,
    idempotencyKey,
    orderKey: bought.json<OrderConfirmation>().customer_order_key,
  };
}

/** The rows of a subscription's week: none until someone touches the week, then exactly one. */
export function subscriptionWeekRows(app: TestApp, subscriptionId: number, week: string) {
  return app.database.db
    .select()
    .from(subscriptionWeeks)
    .where(
      and(eq(subscriptionWeeks.subscriptionId, subscriptionId), eq(subscriptionWeeks.week, week)),
    );
}
