import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HEATING_INSTRUCTIONS,
  DEFAULT_OPENING_INSTRUCTIONS,
  type MealPlan,
  type Menu,
  type MenuWeek,
  type Product,
} from '@mealbox/contracts';
import { currentOrderingWeek } from '../src/lib/weeks.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

describe('weekly menus', () => {
  it('lists five upcoming published weeks, the first being the current ordering week', async () => {
    const res = await get('/api/menus');
    expect(res.statusCode).toBe(200);
    const { weeks } = res.json<{ weeks: MenuWeek[] }>();
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.week).toBe(currentOrderingWeek(new Date(), 'America/New_York'));
    expect(weeks[0]?.week_formatted).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(weeks[0]?.picking_deadline_formatted).toMatch(
      /^Wednesday, [A-Z][a-z]{2} \d{1,2} at 11:59 PM$/,
    );
  });

  it('lets only the current week be ordered when future_weeks_available is 0, and more when higher', async () => {
    const main = (await get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks;
    expect(main.map((w) => w.orderable)).toEqual([true, false, false, false, false]);
    const fit = (await get('/api/menus', 'fitfuel.localhost')).json<{ weeks: MenuWeek[] }>().weeks;
    expect(fit.map((w) => w.orderable)).toEqual([true, true, true, false, false]);
  });

  it("gives the current week's menu with every meal's details, defaults filled in", async () => {
    const menu = (await get('/api/menus/current')).json<Menu>();
    expect(menu.items.length).toBeGreaterThanOrEqual(24);
    const meal = menu.items[0];
    expect(typeof meal?.details.name).toBe('string');
    expect(meal?.details.image).toMatch(/^\/media\/meals\/.+\.svg$/);
    expect(meal?.details.calories).toBeGreaterThan(0);
    expect(meal?.details.ingredients).toContain('Contains:');
    const plain = menu.items.find((m) => m.sku === 'MEAL-001');
    if (plain) {
      expect(plain.details.heating_instructions).toBe(DEFAULT_HEATING_INSTRUCTIONS);
      expect(plain.details.opening_instructions).toBe(DEFAULT_OPENING_INSTRUCTIONS);
    }
  });

  it('shows each channel its own menu', async () => {
    const week = (await get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks[0]?.week ?? '';
    const main = (await get(`/api/menus/${week}`)).json<Menu>().items.map((i) => i.sku);
    const fit = (await get(`/api/menus/${week}`, 'fitfuel.localhost'))
      .json<Menu>()
      .items.map((i) => i.sku);
    expect(main).not.toEqual(fit);
  });

  it('answers an unknown week with 404 and a malformed one with 422', async () => {
    const unknown = await get('/api/menus/2001-01-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'There is no menu for that week.' });
    expect((await get('/api/menus/next-tuesday')).statusCode).toBe(422);
  });

  it('answers a repeated request with 304 when the menu has not changed', async () => {
    const first = await get('/api/menus/current');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/menus/current', 'localhost', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('meal plans and products', () => {
  it('offers 6, 8, 12 and 18 meal plans with the Subscribe & Save price', async () => {
    const { meal_plans } = (await get('/api/meal-plans')).json<{ meal_plans: MealPlan[] }>();
    expect(meal_plans.map((p) => p.meals_per_week)).toEqual(expect.arrayContaining([6, 8, 12, 18]));
    const twelve = meal_plans.find((p) => p.sku === 'PLAN-12');
    expect(twelve).toMatchObject({ price_per_meal: 1099, subscription_price_per_meal: 989 });
    const fitTwelve = (await get('/api/meal-plans', 'fitfuel.localhost'))
      .json<{ meal_plans: MealPlan[] }>()
      .meal_plans.find((p) => p.sku === 'PLAN-12');
    // FitFuel saves 15%.
    expect(fitTwelve?.subscription_price_per_meal).toBe(934);
  });

  it.each(['PLAN-12', 'plan-12', '12-meals', '12-MEALS'])(
    'finds the plan %s by sku or short name',
    async (key) => {
      const product = (await get(`/api/products/${key}`)).json<Product>();
      expect(product).toMatchObject({ kind: 'meal_plan', meal_plan: { sku: 'PLAN-12' } });
    },
  );

  it.each(['MEAL-001', 'meal-001', 'chimichurri-steak', 'Chimichurri-Steak'])(
    'finds the meal %s by sku or short name',
    async (key) => {
      const product = (await get(`/api/products/${key}`)).json<Product>();
      expect(product).toMatchObject({
        kind: 'meal',
        meal: { sku: 'MEAL-001', short_name: 'chimichurri-steak' },
      });
    },
  );

  it("leaves an affiliate's plan out of the store's list and offers it on its own page, named with its affiliate", async () => {
    const { meal_plans } = (await get('/api/meal-plans')).json<{ meal_plans: MealPlan[] }>();
    expect(meal_plans.map((p) => p.sku)).not.toContain('PLAN-COACH-DANA-10');
    expect(meal_plans.length).toBeGreaterThan(0);

    const coach = (await get('/api/products/coach-dana')).json<Product>();
    expect(coach).toMatchObject({
      kind: 'meal_plan',
      meal_plan: { sku: 'PLAN-COACH-DANA-10', subscription_picking_required: 'N' },
      affiliate_name: 'Dana Brooks',
    });
    // The store's chef's choice plan has no affiliate: the chef picks for it.
    const chefs = (await get('/api/products/chefs-choice-12')).json<Product>();
    expect(chefs).toMatchObject({ kind: 'meal_plan', affiliate_name: null });
  });

  it('answers an unknown product with a friendly 404', async () => {
    const res = await get('/api/products/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We could not find that meal or plan.' });
  });
});
