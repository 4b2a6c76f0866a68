import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ATTRIBUTE_TAGS,
  type AccountUpdated,
  type ApiError,
  type Favourites,
  type SessionResponse,
} from '@mealbox/contracts';
import { favouriteMeals, menuItems, users } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { preferencesOf } from '../src/modules/preferences/preferences.service.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

const clock = new ManualClock(new Date());
let t: TestApp;
let skus: string[];
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  const rows = await t.database.db
    .select({ sku: menuItems.sku })
    .from(menuItems)
    .where(eq(menuItems.active, true))
    .orderBy(asc(menuItems.id))
    .limit(4);
  skus = rows.map((r) => r.sku);
  expect(skus).toHaveLength(4);
});
afterAll(() => t.close());

let n = 0;
const PASSWORD = 'difference-engine';
async function newCustomer() {
  const visitor = await new Visitor(t.app).open();
  const email = `prefs${++n}-${Date.now()}@example.com`;
  const res = await visitor.post('/api/auth/register', {
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    password: PASSWORD,
    password_confirm: PASSWORD,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json<SessionResponse>().user!.id;
  return Object.assign(visitor, { email, id });
}

const favourite = (visitor: Visitor, sku: string, on = true) =>
  visitor.put(`/api/user/favourites/${encodeURIComponent(sku)}`, { favourite: on });

const favouritesOf = async (visitor: Visitor) =>
  (await visitor.get('/api/user/favourites')).json<Favourites>().favourites;

const rowsOf = async (userId: number) =>
  t.database.db
    .select({ menuItemId: favouriteMeals.menuItemId })
    .from(favouriteMeals)
    .where(eq(favouriteMeals.userId, userId));

describe('favourite meals (GET and PUT /api/user/favourites)', () => {
  it('marks meals and lists them by sku, the newest first', async () => {
    const visitor = await newCustomer();
    expect(await favouritesOf(visitor)).toEqual([]);
    const first = await favourite(visitor, skus[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json<Favourites>()).toEqual({ favourites: [skus[0]] });
    clock.advance(1000);
    const second = await favourite(visitor, skus[1]!);
    expect(second.json<Favourites>().favourites).toEqual([skus[1], skus[0]]);
    expect(await favouritesOf(visitor)).toEqual([skus[1], skus[0]]);
  });

  it('is idempotent: a second mark keeps one row, a second removal changes nothing', async () => {
    const visitor = await newCustomer();
    await favourite(visitor, skus[2]!);
    const again = await favourite(visitor, skus[2]!);
    expect(again.statusCode).toBe(200);
    expect(again.json<Favourites>().favourites).toEqual([skus[2]]);
    expect(await rowsOf(visitor.id)).toHaveLength(1);

    const off = await favourite(visitor, skus[2]!, false);
    expect(off.statusCode).toBe(200);
    expect(off.json<Favourites>().favourites).toEqual([]);
    const offAgain = await favourite(visitor, skus[2]!, false);
    expect(offAgain.statusCode).toBe(200);
    expect(offAgain.json<Favourites>().favourites).toEqual([]);
    expect(await rowsOf(visitor.id)).toHaveLength(0);
  });

  it('keeps one row when the same meal is marked many times at once', async () => {
    const visitor = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => favourite(visitor, skus[3]!)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowsOf(visitor.id)).toHaveLength(1);
    expect(await favouritesOf(visitor)).toEqual([skus[3]]);
  });

  it('answers 404 naming an unknown meal, and for a meal no longer sold', async () => {
    const visitor = await newCustomer();
    const unknown = await favourite(visitor, 'no-such-meal');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe(
      'We could not find the meal “no-such-meal” on our menu.',
    );

    const [retired] = await t.database.db
      .insert(menuItems)
      .values({
        sku: 'retired-stew',
        shortName: 'retired-stew',
        name: 'Retired Stew',
        image: '/media/retired.svg',
        priceCents: 1000,
        calories: 500,
        protein: 30,
        carbs: 40,
        fat: 20,
        sugar: 5,
        fiber: 6,
        satFat: 3,
        cholesterol: 50,
        sodium: 600,
        ingredients: 'Beans',
        active: false,
      })
      .returning({ id: menuItems.id });
    expect(retired).toBeDefined();
    const inactive = await favourite(visitor, 'retired-stew');
    expect(inactive.statusCode).toBe(404);
    expect(await rowsOf(visitor.id)).toHaveLength(0);
  });

  it('refuses a body without a yes or no', async () => {
    const visitor = await newCustomer();
    const res = await visitor.put(`/api/user/favourites/${skus[0]}`, { favourite: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(res.json<ApiError>().errors).toHaveProperty('favourite');
  });

  it('asks a guest to log in', async () => {
    const guest = await new Visitor(t.app).open();
    const read = await guest.get('/api/user/favourites');
    expect(read.statusCode).toBe(401);
    expect(read.json<ApiError>().message).toBe('Please log in to continue.');
    const write = await favourite(guest, skus[0]!);
    expect(write.statusCode).toBe(401);
    expect(write.json<ApiError>().message).toBe('Please log in to continue.');
  });

  it("never shows or changes another customer's favourites", async () => {
    const ada = await newCustomer();
    const bob = await newCustomer();
    await favourite(ada, skus[0]!);
    await favourite(bob, skus[1]!);
    expect(await favouritesOf(ada)).toEqual([skus[0]]);
    expect(await favouritesOf(bob)).toEqual([skus[1]]);
    // Bob removing Ada's favourite removes nothing of hers.
    await favourite(bob, skus[0]!, false);
    expect(await favouritesOf(ada)).toEqual([skus[0]]);
  });
});

describe('excluded tags (POST /api/user/updateMealPreferences)', () => {
  const me = async (visitor: Visitor) =>
    (await visitor.get('/api/auth/me')).json<SessionResponse>().user;

  it('saves the tags in the menu order, each once, and the session shows them', async () => {
    const visitor = await newCustomer();
    expect((await me(visitor))?.excluded_tags).toEqual([]);
    const res = await visitor.post('/api/user/updateMealPreferences', {
      excluded_tags: ['Spicy', 'Keto', 'Spicy'],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<AccountUpdated>();
    expect(answer.message).toBe('Your meal preferences have been updated.');
    expect(answer.user.excluded_tags).toEqual(['Keto', 'Spicy']);
    expect((await me(visitor))?.excluded_tags).toEqual(['Keto', 'Spicy']);

    const cleared = await visitor.post('/api/user/updateMealPreferences', { excluded_tags: [] });
    expect(cleared.json<AccountUpdated>().user.excluded_tags).toEqual([]);
    expect((await me(visitor))?.excluded_tags).toEqual([]);
  });

  it('refuses an unknown tag under the field, naming it, and keeps the tags saved', async () => {
    const visitor = await newCustomer();
    await visitor.post('/api/user/updateMealPreferences', { excluded_tags: ['Vegan'] });
    const res = await visitor.post('/api/user/updateMealPreferences', {
      excluded_tags: ['Keto', 'Pineapple'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ApiError>().errors).toEqual({
      excluded_tags: ['“Pineapple” is not one of our meal tags.'],
    });
    expect((await me(visitor))?.excluded_tags).toEqual(['Vegan']);
  });

  it('refuses a missing list and asks a guest to log in', async () => {
    const visitor = await newCustomer();
    const missing = await visitor.post('/api/user/updateMealPreferences', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ApiError>().errors).toHaveProperty('excluded_tags');

    const guest = await new Visitor(t.app).open();
    const res = await guest.post('/api/user/updateMealPreferences', { excluded_tags: ['Keto'] });
    expect(res.statusCode).toBe(401);
  });

  it('changes only the caller: another customer keeps their own tags', async () => {
    const ada = await newCustomer();
    const bob = await newCustomer();
    await ada.post('/api/user/updateMealPreferences', { excluded_tags: ['Paleo'] });
    await bob.post('/api/user/updateMealPreferences', { excluded_tags: [...ATTRIBUTE_TAGS] });
    expect((await me(ada))?.excluded_tags).toEqual(['Paleo']);
    expect((await me(bob))?.excluded_tags).toEqual([...ATTRIBUTE_TAGS]);
  });
});

describe('preferencesOf, the weekly cycle’s read', () => {
  it("answers each user's favourite meal ids (newest first) and excluded tags in one call", async () => {
    const ada = await newCustomer();
    const bob = await newCustomer();
    const carl = await newCustomer();
    await favourite(ada, skus[0]!);
    clock.advance(1000);
    await favourite(ada, skus[2]!);
    await ada.post('/api/user/updateMealPreferences', { excluded_tags: ['Vegan'] });
    await bob.post('/api/user/updateMealPreferences', { excluded_tags: ['Keto', 'Spicy'] });

    const ids = await t.database.db
      .select({ sku: menuItems.sku, id: menuItems.id })
      .from(menuItems)
      .where(sql`${menuItems.sku} in (${skus[0]}, ${skus[2]})`);
    const idOf = (sku: string) => ids.find((r) => r.sku === sku)!.id;

    const prefs = await preferencesOf(t.database.db, [ada.id, bob.id, carl.id, 999_999]);
    expect(prefs.get(ada.id)).toEqual({
      favourites: [idOf(skus[2]!), idOf(skus[0]!)],
      excludedTags: ['Vegan'],
    });
    expect(prefs.get(bob.id)).toEqual({ favourites: [], excludedTags: ['Keto', 'Spicy'] });
    expect(prefs.get(carl.id)).toEqual({ favourites: [], excludedTags: [] });
    expect(prefs.has(999_999)).toBe(false);
    expect(prefs.size).toBe(3);
    expect((await preferencesOf(t.database.db, [])).size).toBe(0);
  });

  it('reads thousands of users at once', async () => {
    const [first] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firstName, 'Grace'), eq(users.lastName, 'Hopper')))
      .limit(1);
    // Far more ids than a statement takes parameters: they travel as one array.
    const ids = Array.from({ length: 70_000 }, (_, i) => first!.id + i);
    const prefs = await preferencesOf(t.database.db, ids);
    expect(prefs.has(first!.id)).toBe(true);
  });
});
