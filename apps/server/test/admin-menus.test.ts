import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENU_IMAGE_MAX_BYTES,
  type AdminChannels,
  type AdminMenu,
  type AdminMenuItem,
  type AdminMenuItemsPage,
  type AdminMenusPage,
  type AuditTrail,
  type Cart,
  type Menu,
  type MenuItemInput,
  type MenuWeek,
} from '@mealbox/contracts';
import { queryRows } from '../src/db/client.ts';
import { staffVisitor } from './support/staff.ts';
import { FITFUEL, newSubscriber } from './support/subscribers.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Visitor;
let channels: AdminChannels['channels'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await new Visitor(t.app).open();
  await admin.signIn('admin@mealbox.test', 'admin-demo-pass');
  channels = (await admin.get('/api/admin/channels')).json<AdminChannels>().channels;
}, 60_000);
afterAll(() => t.close());

const channelId = (name: string) => channels.find((c) => c.name.includes(name))!.id;
const mealbox = () => channelId('Mealbox');
const fitfuel = () => channelId('FitFuel');

async function menuOf(week: string, channel: number): Promise<AdminMenu> {
  const res = await admin.get(`/api/admin/menus/${week}?channel_id=${channel}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminMenu>();
}

/** The week as the editor saves it, with changes. */
function saved(menu: AdminMenu, change: Partial<{ ids: number[]; chefs: number[] }> = {}) {
  const ids = change.ids ?? menu.entries.map((e) => e.menu_item_id);
  const chefs = new Set(
    change.chefs ?? menu.entries.filter((e) => e.chefs_choice).map((e) => e.menu_item_id),
  );
  return {
    entries: ids.map((id) => ({ menu_item_id: id, chefs_choice: chefs.has(id) })),
    delivery_date: menu.delivery_date,
    picking_deadline: menu.picking_deadline,
    status: menu.status,
  };
}

async function trail(entity: 'menu' | 'menu_item', id: number) {
  const res = await admin.get(`/api/admin/audit?entity=${entity}&entity_id=${id}`);
  return res.json<AuditTrail>().events;
}

async function activeItemIds(count: number): Promise<number[]> {
  const page = (
    await admin.get(`/api/admin/menu-items?active=true&page_size=100&sort=sku`)
  ).json<AdminMenuItemsPage>();
  return page.rows.slice(0, count).map((r) => r.id);
}

async function lastWeek(channel: number): Promise<string> {
  const page = (
    await admin.get(`/api/admin/menus?channel_id=${channel}&sort=week&order=desc&page_size=10`)
  ).json<AdminMenusPage>();
  return page.rows[0]!.week;
}

const nextMonday = (week: string, weeks = 1) => {
  const d = new Date(`${week}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 * weeks);
  return d.toISOString().slice(0, 10);
};

describe("the store's channels for admin filters", () => {
  it('lists every channel once, the default first and the others by name', async () => {
    const rows = await queryRows<{ id: number; name: string; is_default: boolean }>(
      t.database.db,
      sql`SELECT id, name, is_default FROM channels`,
    );
    const others = rows.filter((r) => !r.is_default).map((r) => r.name);
    expect(channels.map((c) => c.name)).toEqual([
      rows.find((r) => r.is_default)!.name,
      ...others.sort((a, b) => a.localeCompare(b)),
    ]);
  });
});

describe('the weeks list', () => {
  it('lists every channel’s weeks with their meal and chef’s selection counts, filtered and paged', async () => {
    const all = (await admin.get('/api/admin/menus?page_size=100')).json<AdminMenusPage>();
    expect(all.total).toBe(all.rows.length);
    expect(new Set(all.rows.map((r) => r.channel_id))).toEqual(new Set([mealbox(), fitfuel()]));
    for (const row of all.rows) {
      expect(row.item_count).toBe(28);
      expect(row.chefs_choice_count).toBe(12);
    }
    const one = (
      await admin.get(`/api/admin/menus?channel_id=${fitfuel()}&page_size=10&sort=week&order=asc`)
    ).json<AdminMenusPage>();
    expect(one.rows.every((r) => r.channel_id === fitfuel())).toBe(true);
    expect(one.total).toBe(all.total / 2);
    expect(one.rows.map((r) => r.week)).toEqual([...one.rows.map((r) => r.week)].sort());
    const drafts = (await admin.get('/api/admin/menus?status=draft')).json<AdminMenusPage>();
    expect(drafts.rows.every((r) => r.status === 'draft')).toBe(true);
    const paged = (await admin.get('/api/admin/menus?page=1&page_size=10')).json<AdminMenusPage>();
    expect(paged.total).toBe(all.total);
    expect(paged.rows.length).toBe(Math.min(10, all.total - 10));
  });
});

describe('a new week', () => {
  it("starts as a draft with the store's dates: delivery that Monday, the deadline the Wednesday before at 23:59", async () => {
    const week = nextMonday(await lastWeek(mealbox()));
    const defaults = (await admin.get(`/api/admin/menu-defaults/${week}`)).json<{
      delivery_date: string;
      picking_deadline: string;
    }>();
    const res = await admin.post('/api/admin/menus', { channel_id: mealbox(), week });
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json<AdminMenu>();
    expect(menu).toMatchObject({ week, status: 'draft', delivery_date: week, entries: [] });
    expect(menu.picking_deadline).toBe(defaults.picking_deadline);
    // The Wednesday before, at 23:59 in New York.
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(menu.picking_deadline));
    const part = (type: string) => local.find((p) => p.type === type)!.value;
    const wednesday = new Date(`${week}T00:00:00Z`);
    wednesday.setUTCDate(wednesday.getUTCDate() - 5);
    expect(part('weekday')).toBe('Wednesday');
    expect(`${part('year')}-${part('month')}-${part('day')}`).toBe(
      wednesday.toISOString().slice(0, 10),
    );
    expect(`${part('hour')}:${part('minute')}`).toBe('23:59');
    const events = await trail('menu', menu.id);
    expect(events[0]).toMatchObject({ action: 'create', before: null });
    expect(events[0]!.after).toMatchObject({ week, status: 'draft' });

    const again = await admin.post('/api/admin/menus', { channel_id: mealbox(), week });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already has a menu/);
  });

  it('is named by its Monday, and its deadline comes before its delivery', async () => {
    const week = nextMonday(await lastWeek(fitfuel()), 3);
    const tuesday = nextMonday(week).replace(
      /-(\d\d)$/,
      (_, d: string) => `-${String(Number(d) + 1).padStart(2, '0')}`,
    );
    const notMonday = await admin.post('/api/admin/menus', {
      channel_id: fitfuel(),
      week: tuesday,
    });
    expect(notMonday.statusCode).toBe(422);
    const late = await admin.post('/api/admin/menus', {
      channel_id: fitfuel(),
      week,
      picking_deadline: `${week}T12:00:00.000Z`,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json<{ message: string }>().message).toMatch(/before the delivery date/);
    const unknown = await admin.post('/api/admin/menus', { channel_id: 999_999, week });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('editing a week', () => {
  it('chooses meals, orders them, marks the chef’s selection and publishes: the storefront shows it at once', async () => {
    const week = nextMonday(await lastWeek(mealbox()));
    const created = (
      await admin.post('/api/admin/menus', { channel_id: mealbox(), week })
    ).json<AdminMenu>();
    const ids = await activeItemIds(5);
    const customer = await new Visitor(t.app).open();
    // The storefront has asked for the week before it was published (answers are kept a while).
    expect((await customer.get(`/api/menus/${week}`)).statusCode).toBe(404);

    const res = await admin.put(`/api/admin/menus/${week}?channel_id=${mealbox()}`, {
      ...saved(created, { ids, chefs: [ids[1]!, ids[3]!] }),
      status: 'published',
    });
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json<AdminMenu>();
    expect(menu.status).toBe('published');
    expect(menu.entries.map((e) => e.menu_item_id)).toEqual(ids);
    expect(menu.entries.filter((e) => e.chefs_choice).map((e) => e.menu_item_id)).toEqual([
      ids[1],
      ids[3],
    ]);

    const shown = (await customer.get(`/api/menus/${week}`)).json<Menu>();
    expect(shown.items.map((i) => i.sku)).toEqual(menu.entries.map((e) => e.sku));

    // Reordered: the storefront's order follows.
    const reordered = [...ids].reverse();
    const again = await admin.put(
      `/api/admin/menus/${week}?channel_id=${mealbox()}`,
      saved(menu, { ids: reordered }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const reshown = (await customer.get(`/api/menus/${week}`)).json<Menu>();
    expect(reshown.items.map((i) => i.sku)).toEqual([...shown.items.map((i) => i.sku)].reverse());

    const events = await trail('menu', menu.id);
    expect(events.map((e) => e.action)).toEqual(['update', 'publish', 'create']);
    expect(events[1]!.before).toMatchObject({ status: 'draft', meals: [] });
    expect(events[1]!.after).toMatchObject({
      status: 'published',
      meals: shown.items.map((i) => i.sku),
      chefs_selection: [shown.items[1]!.sku, shown.items[3]!.sku],
    });
    expect(events[0]!.after).toEqual({
      meals: reshown.items.map((i) => i.sku),
      chefs_selection: [shown.items[3]!.sku, shown.items[1]!.sku],
    });
    expect(events[0]!.actor?.email).toBe('admin@mealbox.test');

    // Unpublished (nobody ordered from it): customers no longer see it.
    const unpublished = await admin.put(`/api/admin/menus/${week}?channel_id=${mealbox()}`, {
      ...saved(again.json<AdminMenu>()),
      status: 'draft',
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await customer.get(`/api/menus/${week}`)).statusCode).toBe(404);
    expect((await trail('menu', menu.id))[0]!.action).toBe('unpublish');
  });

  it("takes an unpublished week off the storefront's upcoming weeks, and a published one back", async () => {
    const customer = await new Visitor(t.app).open();
    const listed = async () =>
      (await customer.get('/api/menus')).json<{ weeks: MenuWeek[] }>().weeks.map((w) => w.week);
    const weeks = await listed();
    const last = weeks[weeks.length - 1]!;
    const menu = await menuOf(last, mealbox());
    const url = `/api/admin/menus/${last}?channel_id=${mealbox()}`;
    const hidden = await admin.put(url, { ...saved(menu), status: 'draft' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listed()).toEqual(weeks.slice(0, -1));
    expect((await admin.put(url, saved(menu))).statusCode).toBe(200);
    expect(await listed()).toEqual(weeks);
  });

  it('refuses a meal listed twice, an unknown meal, an inactive new meal and an empty published week', async () => {
    const week = nextMonday(await lastWeek(fitfuel()));
    const menu = (
      await admin.post('/api/admin/menus', { channel_id: fitfuel(), week })
    ).json<AdminMenu>();
    const [a, b] = await activeItemIds(2);
    const url = `/api/admin/menus/${week}?channel_id=${fitfuel()}`;
    expect((await admin.put(url, saved(menu, { ids: [a!, b!, a!] }))).statusCode).toBe(422);
    expect((await admin.put(url, saved(menu, { ids: [a!, 987_654] }))).statusCode).toBe(422);
    expect((await admin.put(url, { ...saved(menu), status: 'published' })).statusCode).toBe(422);
    const inactive = (
      await admin.get('/api/admin/menu-items?active=false&page_size=10')
    ).json<AdminMenuItemsPage>().rows[0];
    if (inactive) {
      expect((await admin.put(url, saved(menu, { ids: [inactive.id] }))).statusCode).toBe(422);
    }
    expect((await menuOf(week, fitfuel())).entries).toEqual([]);
  });
});

describe("the chef's selection", () => {
  it("fills a chef's-choice box with the marked meals, in display order", async () => {
    const customer = await new Visitor(t.app).open();
    const current = (await customer.get('/api/menus/current')).json<Menu>();
    const menu = await menuOf(current.week, mealbox());
    const standard = current.items
      .filter((i) => !i.larger_portion && i.premium_surcharge === 0)
      .map((i) => menu.entries.find((e) => e.sku === i.sku)!.menu_item_id);
    const marked = standard.slice(-3);
    const res = await admin.put(
      `/api/admin/menus/${current.week}?channel_id=${mealbox()}`,
      saved(menu, { chefs: marked }),
    );
    expect(res.statusCode, res.body).toBe(200);

    const cart = (
      await customer.put('/api/cart/plan', {
        meal_plan_sku: 'PLAN-CHEF-12',
        checkout_action: 'new_subscription_order',
      })
    ).json<Cart>();
    const skuOf = (id: number) => menu.entries.find((e) => e.menu_item_id === id)!.sku;
    expect(cart.quantities).toEqual(Object.fromEntries(marked.map((id) => [skuOf(id), 4])));

    // Without a selection the chef takes the menu in display order.
    const cleared = await admin.put(
      `/api/admin/menus/${current.week}?channel_id=${mealbox()}`,
      saved(menu, { chefs: [] }),
    );
    expect(cleared.statusCode).toBe(200);
    const other = await new Visitor(t.app).open();
    const fromMenu = (
      await other.put('/api/cart/plan', {
        meal_plan_sku: 'PLAN-CHEF-12',
        checkout_action: 'new_subscription_order',
      })
    ).json<Cart>();
    const firstTwelve = standard.slice(0, 12).map(skuOf);
    expect(Object.keys(fromMenu.quantities).sort()).toEqual([...firstTwelve].sort());
    await admin.put(`/api/admin/menus/${current.week}?channel_id=${mealbox()}`, saved(menu));
  });
});

describe('a week customers ordered from', () => {
  it('keeps every meal that was ordered: 409 naming it, and nothing changes', async () => {
    const subscriber = await newSubscriber(t, FITFUEL);
    const current = (
      await new Visitor(t.app, FITFUEL).open().then((v) => v.get('/api/menus/current'))
    ).json<Menu>();
    const menu = await menuOf(current.week, fitfuel());
    const ordered = menu.entries.filter((e) => e.ordered > 0);
    expect(ordered.length).toBeGreaterThan(0);
    const victim = ordered[0]!;
    const eventsBefore = await trail('menu', menu.id);

    const url = `/api/admin/menus/${current.week}?channel_id=${fitfuel()}`;
    const res = await admin.put(
      url,
      saved(menu, {
        ids: menu.entries.map((e) => e.menu_item_id).filter((id) => id !== victim.menu_item_id),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `${victim.name} has been ordered for this week, so it cannot be taken off the menu.`,
    );
    const unpublish = await admin.put(url, { ...saved(menu), status: 'draft' });
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json<{ message: string }>().message).toMatch(/has orders/);
    expect(await menuOf(current.week, fitfuel())).toEqual(menu);
    expect(await trail('menu', menu.id)).toEqual(eventsBefore);

    // A meal nobody ordered may go; the ordered ones may move.
    const spare = menu.entries.find((e) => e.ordered === 0)!;
    const kept = menu.entries.filter((e) => e !== spare).map((e) => e.menu_item_id);
    const fine = await admin.put(url, saved(menu, { ids: [...kept].reverse() }));
    expect(fine.statusCode, fine.body).toBe(200);
    await admin.put(url, saved(menu));

    // Nor may an ordered meal be made inactive while its week is still to come.
    const item = (
      await admin.get(`/api/admin/menu-items/${victim.menu_item_id}`)
    ).json<AdminMenuItem>();
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = item;
    const off = await admin.put(`/api/admin/menu-items/${item.id}`, { ...fields, active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json<{ message: string }>().message).toMatch(/ordered for the week of/);
    expect(subscriber.subscriptionId).toBeGreaterThan(0);
  });

  it("keeps a meal a subscriber picked for the week, before the week's order is made", async () => {
    const week = nextMonday(await lastWeek(fitfuel()), 6);
    const menu = (
      await admin.post('/api/admin/menus', { channel_id: fitfuel(), week })
    ).json<AdminMenu>();
    const ids = await activeItemIds(3);
    const url = `/api/admin/menus/${week}?channel_id=${fitfuel()}`;
    const withMeals = (await admin.put(url, saved(menu, { ids }))).json<AdminMenu>();
    const subscriber = await newSubscriber(t, FITFUEL);
    const [weekRow] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO subscription_weeks (subscription_id, week, state)
          VALUES (${subscriber.subscriptionId}, ${week}::date, 'picked') RETURNING id`,
    );
    await t.database.db.execute(
      sql`INSERT INTO subscription_week_items (subscription_week_id, menu_item_id, quantity)
          VALUES (${weekRow!.id}, ${ids[2]!}, 2)`,
    );
    const res = await admin.put(url, saved(withMeals, { ids: ids.slice(0, 2) }));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(withMeals.entries[2]!.name);
    expect(
      (await menuOf(week, fitfuel())).entries.find((e) => e.menu_item_id === ids[2])?.ordered,
    ).toBe(2);
  });
});

const itemInput = (sku: string): MenuItemInput => ({
  sku,
  short_name: sku.toLowerCase(),
  name: `Test meal ${sku}`,
  description: 'Roasted vegetables over farro.',
  image: '/media/meals/test.svg',
  price: 1299,
  premium_surcharge: 0,
  calories: 520,
  protein: 30,
  carbs: 50,
  fat: 18,
  sugar: 6,
  fiber: 8,
  sat_fat: 3.5,
  cholesterol: 40,
  sodium: 600,
  ingredients: 'Farro, zucchini, peppers. Contains: wheat.',
  attribute_tags: ['Vegetarian'],
  badge_value: 'New',
  badge_color: '#ff8800',
  larger_portion: false,
  opening_instructions: null,
  heating_instructions: 'Oven 350°F for 20 minutes.',
  active: true,
});

describe('menu items', () => {
  it('are listed by search, active flag and tag, sorted and paged', async () => {
    const all = (await admin.get('/api/admin/menu-items?page_size=100')).json<AdminMenuItemsPage>();
    expect(all.total).toBeGreaterThanOrEqual(40);
    const names = all.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = all.rows[3]!;
    const bySku = (
      await admin.get(`/api/admin/menu-items?q=${first.sku.toLowerCase()}`)
    ).json<AdminMenuItemsPage>();
    expect(bySku.rows.map((r) => r.id)).toContain(first.id);
    const keto = (
      await admin.get('/api/admin/menu-items?tag=Keto&page_size=100')
    ).json<AdminMenuItemsPage>();
    expect(keto.total).toBeGreaterThan(0);
    expect(keto.rows.every((r) => r.attribute_tags.includes('Keto'))).toBe(true);
    const byPrice = (
      await admin.get('/api/admin/menu-items?sort=price&order=desc&page_size=100')
    ).json<AdminMenuItemsPage>();
    const prices = byPrice.rows.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const tags = (await admin.get('/api/admin/menu-items/tags')).json<{ tags: string[] }>().tags;
    expect(tags).toContain('Keto');
  });

  it('are created and edited with every field, each change in the audit trail', async () => {
    const created = await admin.post('/api/admin/menu-items', itemInput('TEST-001'));
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json<AdminMenuItem>();
    expect(item).toMatchObject(itemInput('TEST-001'));
    expect(item.id).toBeGreaterThan(0);

    const edited = await admin.put(`/api/admin/menu-items/${item.id}`, {
      ...itemInput('TEST-001'),
      name: 'Farro Bowl',
      price: 1399,
      sat_fat: 4,
      attribute_tags: ['Vegetarian', 'High Protein'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      (await admin.get(`/api/admin/menu-items/${item.id}`)).json<AdminMenuItem>(),
    ).toMatchObject({ name: 'Farro Bowl', price: 1399, sat_fat: 4 });
    // The storefront's product answer shows the change.
    const product = await new Visitor(t.app).open().then((v) => v.get('/api/product/test-001'));
    if (product.statusCode === 200) expect(product.body).toContain('Farro Bowl');

    const events = await trail('menu_item', item.id);
    expect(events.map((e) => e.action)).toEqual(['update', 'create']);
    expect(events[0]!.before).toEqual({
      name: 'Test meal TEST-001',
      price: 1299,
      sat_fat: 3.5,
      attribute_tags: ['Vegetarian'],
    });
    expect(events[0]!.after).toEqual({
      name: 'Farro Bowl',
      price: 1399,
      sat_fat: 4,
      attribute_tags: ['Vegetarian', 'High Protein'],
    });

    const off = await admin.put(`/api/admin/menu-items/${item.id}`, {
      ...itemInput('TEST-001'),
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await trail('menu_item', item.id))[0]!.action).toBe('deactivate');
  });

  it('refuse a taken sku or short name, and invalid fields', async () => {
    const taken = (await admin.get('/api/admin/menu-items?page_size=10')).json<AdminMenuItemsPage>()
      .rows[0]!;
    const dup = await admin.post('/api/admin/menu-items', {
      ...itemInput('TEST-002'),
      sku: taken.sku,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ errors: Record<string, string[]> }>().errors.sku).toBeDefined();
    const bad = await admin.post('/api/admin/menu-items', { ...itemInput('TEST-003'), price: -1 });
    expect(bad.statusCode).toBe(422);
    const missing = await admin.post('/api/admin/menu-items', {
      ...itemInput('TEST-004'),
      name: ' ',
    });
    expect(missing.statusCode).toBe(422);
    expect(
      (await admin.get('/api/admin/menu-items?q=TEST-00'))
        .json<AdminMenuItemsPage>()
        .rows.map((r) => r.sku),
    ).not.toContain('TEST-003');
  });
});

/** The first bytes of each picture type, padded to `size`. */
function picture(kind: 'png' | 'jpeg' | 'webp' | 'text', size = 64): Buffer {
  const head = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    text: [...Buffer.from('<html>not a picture</html>')],
  }[kind];
  const bytes = Buffer.alloc(Math.max(size, head.length), 7);
  Buffer.from(head).copy(bytes);
  return bytes;
}

describe("a meal's picture", () => {
  it('is kept when its bytes are a JPEG, PNG or WebP image and served at its /media path', async () => {
    for (const [kind, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = picture(kind, 1000);
      const res = await admin.post('/api/admin/menu-items/images', {
        data: bytes.toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { path, content_type } = res.json<{ path: string; content_type: string }>();
      expect(content_type).toBe(type);
      expect(path).toMatch(/^\/media\/uploads\/.+\.(png|jpg|webp)$/);
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('is refused when its bytes are no picture whatever its name says, or when it is over 2 MB', async () => {
    const text = await admin.post('/api/admin/menu-items/images', {
      data: `data:image/png;base64,${picture('text').toString('base64')}`,
    });
    expect(text.statusCode).toBe(422);
    expect(text.json<{ message: string }>().message).toBe(
      'The picture must be a JPEG, PNG or WebP image.',
    );
    const big = await admin.post('/api/admin/menu-items/images', {
      data: picture('png', MENU_IMAGE_MAX_BYTES + 1).toString('base64'),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json<{ message: string }>().message).toBe('The picture must be 2 MB or smaller.');
    const justFits = await admin.post('/api/admin/menu-items/images', {
      data: picture('png', MENU_IMAGE_MAX_BYTES).toString('base64'),
    });
    expect(justFits.statusCode).toBe(200);
    const huge = await admin.post('/api/admin/menu-items/images', {
      data: picture('png', MENU_IMAGE_MAX_BYTES * 2).toString('base64'),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('may be uploaded only by staff who manage menus', async () => {
    const viewer = await staffVisitor(t, 'menu-viewer', ['view-admin']);
    const res = await viewer.post('/api/admin/menu-items/images', {
      data: picture('png').toString('base64'),
    });
    expect(res.statusCode).toBe(403);
  });
});
