import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  mealPriceInBox,
  permissions,
  type Cart,
  type GiftCardApplied,
  type MealPlan,
  type Menu,
  type OrderConfirmation,
  type OrderQuote,
  type Permission,
  type Schedule,
} from '@mealbox/contracts';
import {
  emailOutbox,
  favouriteMeals,
  giftCards,
  menuItems,
  orders,
  sandboxCharges,
  users,
} from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { generateGiftCardCode } from '../src/modules/gift-cards/gift-card-codes.ts';
import { registeredCustomer } from './support/accounts.ts';
import { apiRoutes, realParameters, requestUrlOf, type ApiRoute } from './support/api-routes.ts';
import { card, shipping } from './support/checkout-fixtures.ts';
import { recordsOf, snapshot } from './support/database-state.ts';
import { staffVisitor } from './support/staff.ts';
import {
  buySubscription,
  FITFUEL,
  newSubscriber,
  subscriptionWeekRows,
} from './support/subscribers.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import { CYCLE_NEXT_WEEK, CYCLE_SEEDED_AT, CYCLE_WEEK } from './support/weekly-cycle.ts';

// Who may call what, for every endpoint of the OpenAPI document: a guest, another customer, and
// staff without the permission the route needs, each aiming at a customer's own records (the
// victim's: their ids in the path, the query or the body, or a key one letter off theirs) get
// 401, 403 or 404, read nothing of theirs and change nothing. The calls go to FitFuel, which
// sells two weeks ahead: the victim's first week is paid (locked), the next one the store
// preselected for them, the one after they skipped. The demo store (where cancelling is
// self-service, and the coach's plan is sold) gets the calls about those.

/** The week after the next: the victim skipped it. */
const THIRD_WEEK = '2026-12-21';
/** The demo store's host (any host not a channel's is the default channel's). */
const DEMO_STORE = { host: 'store.test' };
/** The demo store's affiliate plan, the coach's. */
const COACH_PLAN = 'PLAN-COACH-DANA-10';

const clock = new ManualClock(CYCLE_SEEDED_AT);

/** The customer whose records every call aims at, and what no answer to anyone else may hold. */
interface Victim {
  visitor: Visitor;
  userId: number;
  email: string;
  password: string;
  subscriptionId: number;
  orderId: number;
  orderKey: string;
  /** Their checkout's idempotency key (another customer's checkout sending it makes their own). */
  idempotencyKey: string;
  preselectionKey: string;
  giftCardId: number;
  favouriteSku: string;
  outboxId: number;
  /** Their email, name, address, phone, order and preselection keys. */
  secrets: string[];
  /** A selection of the coach's plan for the next week: ten meals of the demo store's menu. */
  coachSelection: Array<{ sku: string; quantity: number }>;
}

/**
 * A call aimed at the victim: path parameters, query and body (their ids are added to the query
 * of a read and to the body of a change), in FitFuel unless the headers name another store.
 */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * A signed-in customer's endpoint:
 * - `own`: it acts on the caller's own records only (the session names them), so the victim's
 *   ids sent with it must be ignored;
 * - `theirs`: it names a record (a subscription, a customer, a plan), which must be the caller's.
 * `needs`: the permission it asks for besides (a partner's pages). `grants`: the permission that
 * opens another customer's records through it (view-admin reads anyone's schedule; each admin
 * endpoint's own).
 */
interface Rule {
  access: 'own' | 'theirs';
  needs?: Permission;
  grants?: Permission;
  call: (v: Victim) => Call;
}

/** An endpoint a guest may call, with why, and how it answers the call aimed at the victim. */
interface PublicRule {
  why: string;
  status: number;
  call: (v: Victim) => Call;
  /** It ends the caller's session: called last. */
  endsSession?: true;
}

/** A key of the victim's with its last letter changed: what a guesser could come up with. */
const offByOne = (key: string) => `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;

const CATALOGUE = 'the catalogue, the same for everyone';
const OWN_CART = "the visitor's own cart, found by their session";

/**
 * The reviewed list of endpoints a guest may call. An endpoint added to the API is refused to
 * guests by the matrix below unless it is added here, with its reason.
 */
const PUBLIC_ENDPOINTS: Record<string, PublicRule> = {
  'GET /api/health': { why: 'liveness, for the load balancer', status: 200, call: () => ({}) },
  'GET /api/channel/config': { why: "the store's settings", status: 200, call: () => ({}) },
  'GET /api/channel/footer': { why: "the store's footer", status: 200, call: () => ({}) },
  'GET /api/bootstrap': {
    why: "a page's start: the store and the visitor's own session",
    status: 200,
    call: () => ({}),
  },
  'GET /api/auth/me': { why: "the visitor's own session", status: 200, call: () => ({}) },
  'POST /api/auth/register': {
    why: 'making an account',
    status: 409,
    call: (v) => ({
      body: {
        first_name: 'Mallory',
        last_name: 'Intruder',
        email: v.email,
        password: 'borrowed-identity-1887',
        password_confirm: 'borrowed-identity-1887',
      },
    }),
  },
  'POST /api/auth/login': {
    why: 'signing in',
    status: 422,
    call: (v) => ({ body: { email: v.email, password: 'not-their-password-1' } }),
  },
  'POST /api/auth/logout': { why: 'signing out', status: 200, call: () => ({}), endsSession: true },
  'POST /api/password/email': {
    why: 'a reset link, answered alike for any address',
    status: 200,
    call: () => ({ body: { email: `nobody-${randomUUID()}@example.com` } }),
  },
  'POST /api/password/reset': {
    why: "a reset link's token is the credential",
    status: 422,
    call: (v) => ({
      body: {
        token: 'a'.repeat(43),
        email: v.email,
        password: 'borrowed-identity-1887',
        password_confirm: 'borrowed-identity-1887',
      },
    }),
  },
  'GET /api/preselection/{key}': {
    why: "the unguessable key in the customer's mail is the credential",
    status: 404,
    call: (v) => ({ params: { key: offByOne(v.preselectionKey) } }),
  },
  'POST /api/preselection/{key}/confirm': {
    why: "the unguessable key in the customer's mail is the credential",
    status: 404,
    call: (v) => ({ params: { key: offByOne(v.preselectionKey) } }),
  },
  'GET /api/affiliate/plans/{sku}/selection': {
    why: "an affiliate plan's landing page",
    status: 200,
    call: () => ({ params: { sku: COACH_PLAN }, headers: DEMO_STORE }),
  },
  'GET /api/menus': { why: CATALOGUE, status: 200, call: () => ({}) },
  'GET /api/menus/current': { why: CATALOGUE, status: 200, call: () => ({}) },
  'GET /api/menus/{week}': {
    why: CATALOGUE,
    status: 200,
    call: () => ({ params: { week: CYCLE_NEXT_WEEK } }),
  },
  'GET /api/meal-plans': { why: CATALOGUE, status: 200, call: () => ({}) },
  'GET /api/products/{sku_or_short_name}': { why: CATALOGUE, status: 200, call: () => ({}) },
  'GET /api/cart': { why: OWN_CART, status: 200, call: () => ({ query: { week: THIRD_WEEK } }) },
  'PUT /api/cart/items': {
    why: OWN_CART,
    status: 200,
    call: (v) => ({ body: { week: THIRD_WEEK, sku: v.favouriteSku, quantity: 0 } }),
  },
  'PUT /api/cart/plan': {
    why: OWN_CART,
    status: 200,
    call: () => ({
      body: { week: THIRD_WEEK, meal_plan_sku: null, checkout_action: 'one_time_order' },
    }),
  },
  'POST /api/cart/clear': {
    why: OWN_CART,
    status: 200,
    call: () => ({ body: { week: THIRD_WEEK } }),
  },
  'POST /api/checkout/quote': {
    why: "the visitor's own box priced",
    status: 200,
    call: () => ({ body: { week: THIRD_WEEK } }),
  },
  'GET /api/orders/{url_key}/confirmation': {
    why: 'the unguessable order key is the credential',
    status: 404,
    call: (v) => ({ params: { url_key: offByOne(v.orderKey) } }),
  },
  'POST /api/events': {
    why: "the visitor's own analytics",
    status: 204,
    call: () => ({ body: { name: 'page_view', properties: { path: '/' } } }),
  },
};

const subscriptionWeek = (week: string) => (v: Victim) => ({
  body: { subscription_id: v.subscriptionId, week },
});

/** Every other endpoint but the admin API's (whose registry names each one's permission). */
const SIGNED_IN_ENDPOINTS: Record<string, Rule> = {
  'POST /api/checkout': {
    access: 'own',
    call: (v) => ({
      body: { idempotency_key: v.idempotencyKey, shipping, payment: null },
    }),
  },
  'POST /api/cart/previous-picks': { access: 'own', call: () => ({ body: { week: THIRD_WEEK } }) },
  'POST /api/gift_card_apply': {
    access: 'own',
    // A card no one has applied: credited to whoever is signed in, never to the ids sent.
    call: () => ({ body: { code: spareGiftCards.pop() } }),
  },
  'POST /api/user/updateShippingAddress': { access: 'own', call: () => ({ body: shipping }) },
  'POST /api/user/updatePassword': {
    access: 'own',
    // The victim's own current password: only the caller's is ever checked.
    call: (v) => ({
      body: {
        password: v.password,
        new_password: 'borrowed-identity-1887',
        new_password_confirm: 'borrowed-identity-1887',
      },
    }),
  },
  'POST /api/user/updateEmail': {
    access: 'own',
    call: () => {
      const email = `moved-${randomUUID()}@example.com`;
      return { body: { email, email_confirm: email } };
    },
  },
  'POST /api/user/updatePaymentMethod': { access: 'own', call: () => ({ body: card() }) },
  'POST /api/user/cancelAllSubscriptions': {
    access: 'own',
    // Where cancelling is self-service, and the victim subscribes too.
    call: () => ({ body: { reason: 'Moving abroad' }, headers: DEMO_STORE }),
  },
  'GET /api/user/subscriptions': { access: 'own', call: () => ({}) },
  'GET /api/user/orders': { access: 'own', call: () => ({ query: { week: CYCLE_WEEK } }) },
  'GET /api/user/favourites': { access: 'own', call: () => ({}) },
  'PUT /api/user/favourites/{sku}': {
    access: 'own',
    call: (v) => ({ params: { sku: v.favouriteSku }, body: { favourite: false } }),
  },
  'POST /api/user/updateMealPreferences': {
    access: 'own',
    call: () => ({ body: { excluded_tags: [] } }),
  },
  'GET /api/affiliate/weeks': { access: 'own', needs: 'affiliate', call: () => ({}) },
  'GET /api/affiliate/weeks/{week}': {
    access: 'own',
    needs: 'affiliate',
    call: () => ({ params: { week: CYCLE_NEXT_WEEK }, headers: DEMO_STORE }),
  },
  'PUT /api/affiliate/weeks/{week}/plans/{sku}': {
    access: 'theirs',
    needs: 'affiliate',
    // The coach's plan: only its own affiliate may choose its meals.
    call: (v) => ({
      params: { week: CYCLE_NEXT_WEEK, sku: COACH_PLAN },
      body: { items: v.coachSelection },
      headers: DEMO_STORE,
    }),
  },
  'GET /api/user/schedule/{userId}?': {
    access: 'theirs',
    grants: 'view-admin',
    call: (v) => ({ params: { userId: String(v.userId) } }),
  },
  'POST /api/skipWeek': { access: 'theirs', call: subscriptionWeek(CYCLE_NEXT_WEEK) },
  'POST /api/unskipWeek': { access: 'theirs', call: subscriptionWeek(THIRD_WEEK) },
  'POST /api/user/vacation': {
    access: 'theirs',
    call: (v) => ({
      body: {
        subscription_id: v.subscriptionId,
        first_week: CYCLE_NEXT_WEEK,
        last_week: THIRD_WEEK,
      },
    }),
  },
  'POST /api/user/vacation/undo': {
    access: 'theirs',
    call: (v) => ({ body: { subscription_id: v.subscriptionId, weeks: [THIRD_WEEK] } }),
  },
  'POST /api/cart/subscription-week': {
    access: 'theirs',
    call: subscriptionWeek(CYCLE_NEXT_WEEK),
  },
  'POST /api/pickWeek': { access: 'theirs', call: subscriptionWeek(CYCLE_NEXT_WEEK) },
};

let t: TestApp;
let victim: Victim;
/** Another FitFuel subscriber. */
let mallory: Visitor;
let guest: Visitor;
/** Staff holding every permission but the one named (or every one, under `all`). */
const staff = new Map<Permission | 'all', Visitor>();
/** Every endpoint of the OpenAPI document, by `METHOD path`. */
let documented: Map<string, ApiRoute>;
/** The values that fill the paths and required queries the calls do not name themselves. */
let values: Record<string, string>;
/** Gift cards no one has applied yet, made before any call: their codes. */
const spareGiftCards: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  staff.set('all', await staffVisitor(t, 'every-permission', permissions, FITFUEL));
  for (const p of permissions) {
    const held = permissions.filter((other) => other !== p);
    staff.set(p, await staffVisitor(t, `all-but-${p}`, held, FITFUEL));
  }
  victim = await victimOfRecord();
  mallory = (await newSubscriber(t)).visitor;
  guest = await new Visitor(t.app, FITFUEL).open();
  for (let i = 0; i < 5; i++) spareGiftCards.push(await newGiftCard(1000));
  documented = new Map((await apiRoutes(t.app)).map((r) => [`${r.method} ${r.path}`, r]));
  values = {
    ...(await realParameters(guest, t.database.db)),
    week: CYCLE_NEXT_WEEK,
    userId: String(victim.userId),
    url_key: offByOne(victim.orderKey),
    key: offByOne(victim.preselectionKey),
  };
}, 120_000);
afterAll(() => t.close());

/**
 * Ottoline Vexworth, a FitFuel subscriber: an order paid, the next week preselected (its key
 * mailed), the one after skipped, a gift card on their balance, a favourite meal, tags they
 * never want, a card and an address on file.
 */
async function victimOfRecord(): Promise<Victim> {
  const password = 'quill-and-inkwell-1887';
  const address = {
    address_1: '4 Quillon Mews',
    city: 'Marlowe',
    zip_code: '07030',
    dayphone: '201-555-0147',
    delivery_instructions: 'Knock twice at the lilac gate',
  };
  const bought = await newSubscriber(t, FITFUEL, {
    name: ['Ottoline', 'Vexworth'],
    password,
    address,
  });
  const { visitor, email, subscriptionId } = bought;
  const db = t.database.db;

  const preselect = await staff.get('all')?.post('/api/admin/cycle/runs', {
    kind: 'preselect',
    week: CYCLE_NEXT_WEEK,
    subscription_id: subscriptionId,
  });
  expect(preselect?.statusCode, preselect?.body).toBe(200);
  const preselected = await weekRow(subscriptionId, CYCLE_NEXT_WEEK);
  const skipped = await visitor.post('/api/skipWeek', {
    subscription_id: subscriptionId,
    week: THIRD_WEEK,
  });
  expect(skipped.statusCode, skipped.body).toBe(200);

  const giftCardCode = await newGiftCard(4200);
  const [giftCard] = await db.select().from(giftCards).where(eq(giftCards.code, giftCardCode));
  expect((await visitor.post('/api/gift_card_apply', { code: giftCardCode })).statusCode).toBe(200);
  const menu = (await visitor.get('/api/menus/current')).json<Menu>();
  const favouriteSku = menu.items[0]?.sku ?? '';
  expect(
    (await visitor.put(`/api/user/favourites/${favouriteSku}`, { favourite: true })).statusCode,
  ).toBe(200);
  const preferred = await visitor.post('/api/user/updateMealPreferences', {
    excluded_tags: ['Spicy', 'Keto'],
  });
  expect(preferred.statusCode).toBe(200);
  // Where cancelling is self-service, with their card on file.
  const demo = await buySubscription(
    visitor,
    { name: ['Ottoline', 'Vexworth'], address, cardOnFile: true },
    DEMO_STORE,
  );

  const coachMenu = (await visitor.get(`/api/menus/${CYCLE_NEXT_WEEK}`, DEMO_STORE)).json<Menu>();
  const coachSelection = coachMenu.items.slice(0, 5).map((m) => ({ sku: m.sku, quantity: 2 }));

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.customerOrderKey, bought.orderKey));
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).limit(1);
  if (!user || !order || !mail || !giftCard || !preselected?.preselectionKey) {
    throw new Error('the victim is not all there');
  }
  return {
    visitor,
    userId: user.id,
    email,
    password,
    subscriptionId,
    orderId: order.id,
    orderKey: bought.orderKey,
    idempotencyKey: bought.idempotencyKey,
    preselectionKey: preselected.preselectionKey,
    giftCardId: giftCard.id,
    favouriteSku,
    outboxId: mail.id,
    secrets: [
      email,
      'Ottoline',
      'Vexworth',
      address.address_1,
      address.city,
      address.dayphone,
      'lilac gate',
      bought.orderKey,
      demo.orderKey,
      preselected.preselectionKey,
    ],
    coachSelection,
  };
}

/** A subscription's week's row (none until someone touches the week). */
const weekRow = async (subscriptionId: number, week: string) =>
  (await subscriptionWeekRows(t, subscriptionId, week))[0];

/** A gift card no one has applied yet: its code. */
async function newGiftCard(amountCents: number): Promise<string> {
  const code = generateGiftCardCode();
  await t.database.db.insert(giftCards).values({ code, amountCents });
  return code;
}

/** The victim's data found in an answer (none, always). */
const leaked = (res: LightMyRequestResponse) =>
  victim.secrets.filter((secret) => res.body.toLowerCase().includes(secret.toLowerCase()));

/** The victim's ids, added to every call's query or body: a server must never take them. */
const theirIds = (v: Victim) => ({
  user_id: v.userId,
  userId: v.userId,
  customer_id: v.userId,
});

/** An admin endpoint's path as the OpenAPI document writes it (`:id` → `{id}`). */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** An admin path's `{id}`: the victim's own record wherever it names one of theirs. */
function adminParamsOf(path: string): Record<string, string> {
  if (/^\/api\/admin\/(customers|users)\//.test(path)) return { id: String(victim.userId) };
  if (path.startsWith('/api/admin/orders/')) return { id: String(victim.orderId) };
  if (path.startsWith('/api/admin/gift-cards/')) return { id: String(victim.giftCardId) };
  if (path.startsWith('/api/admin/outbox/')) return { id: String(victim.outboxId) };
  return {};
}

interface Endpoint {
  key: string;
  route: ApiRoute;
  access: 'public' | 'own' | 'theirs';
  needs?: Permission;
  grants?: Permission;
  call: (v: Victim) => Call;
  /** A public endpoint's answer to the call. */
  status?: number;
  endsSession?: true;
}

/** Every endpoint of the document with its rule: the tables above and the admin registry. */
function endpoints(): Endpoint[] {
  const routeOf = (key: string) => {
    const route = documented.get(key);
    if (!route) throw new Error(`${key} is not in the OpenAPI document`);
    return route;
  };
  const admin = t.app.adminRoutes.map((r): Endpoint => {
    const key = `${r.method} ${documentedPath(r.url)}`;
    return {
      key,
      route: routeOf(key),
      access: 'theirs',
      grants: r.permission,
      call: () => ({ params: adminParamsOf(r.url), body: {} }),
    };
  });
  return [
    ...Object.entries(PUBLIC_ENDPOINTS).map(([key, rule]): Endpoint => ({
      key,
      route: routeOf(key),
      access: 'public',
      ...rule,
    })),
    ...Object.entries(SIGNED_IN_ENDPOINTS).map(([key, rule]): Endpoint => ({
      key,
      route: routeOf(key),
      ...rule,
    })),
    ...admin,
  ];
}

/**
 * The endpoint called by the visitor, aimed at the victim, with the victim's ids added (none
 * with `withTheirIds` false).
 */
async function callAimedAtVictim(visitor: Visitor, endpoint: Endpoint, withTheirIds = true) {
  const { params, query, body, headers } = endpoint.call(victim);
  const ids = withTheirIds ? theirIds(victim) : {};
  const path = requestUrlOf(endpoint.route, { ...values, ...params });
  if (endpoint.route.method === 'GET') {
    const extra = new URLSearchParams({
      ...query,
      ...Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, String(id)])),
    });
    const url =
      extra.size > 0 ? `${path}${path.includes('?') ? '&' : '?'}${extra.toString()}` : path;
    return visitor.get(url, headers);
  }
  return visitor.call(endpoint.route.method, path, { ...ids, ...body }, headers);
}

/**
 * A read answers the same with the victim's ids in its query as without: they were ignored.
 * (A change cannot be made twice alike; its effects are checked instead.)
 */
async function expectIdsIgnoredByRead(visitor: Visitor, endpoint: Endpoint, answer: string) {
  if (endpoint.route.method !== 'GET') return;
  const without = await callAimedAtVictim(visitor, endpoint, false);
  expect(answer, `${endpoint.key} with their ids`).toBe(without.body);
}

/** Every table but the sessions' own bookkeeping: equal means nothing changed. */
const tablesNow = () => snapshot(t.database.db, ['sessions', 'rate_limits']);

/** Everything of the victim's, and the mails sent to them. */
async function victimNow() {
  const mails = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, victim.email));
  return { records: await recordsOf(t.database.db, victim.userId), mails: mails.length };
}

/** Staff holding every permission but this one (or every one). */
const staffWithout = (permission: Permission | undefined) => {
  const visitor = staff.get(permission ?? 'all');
  if (!visitor) throw new Error(`no staff without ${permission}`);
  return visitor;
};
const staffWithEveryPermission = () => staffWithout(undefined);

describe('authz-matrix', () => {
  it('classifies every endpoint of the OpenAPI document: public, signed-in or behind a permission', () => {
    const classified = [
      ...Object.keys(PUBLIC_ENDPOINTS),
      ...Object.keys(SIGNED_IN_ENDPOINTS),
      ...t.app.adminRoutes.map((r) => `${r.method} ${documentedPath(r.url)}`),
    ];
    const unclassified = [...documented.keys()].filter((key) => !classified.includes(key));
    expect(unclassified, 'endpoints no rule of this file covers').toEqual([]);
    expect(classified.filter((key) => !documented.has(key))).toEqual([]);
    expect(new Set(classified).size).toBe(classified.length);
    expect(documented.size).toBeGreaterThan(100);
  });

  it('asks a guest to sign in (401) on every endpoint but the public ones, leaking nothing and changing nothing', async () => {
    const refused = endpoints().filter((e) => e.access !== 'public');
    const before = await tablesNow();
    for (const endpoint of refused) {
      const res = await callAimedAtVictim(guest, endpoint);
      expect(res.statusCode, `${endpoint.key}: ${res.body}`).toBe(401);
      expect(res.json<{ message: string }>().message, endpoint.key).toBe(
        authMessages.unauthenticated,
      );
      expect(leaked(res), endpoint.key).toEqual([]);
    }
    expect(await tablesNow()).toEqual(before);
    expect(refused.length).toBeGreaterThan(80);
  });

  const namesTheirsOrNeedsPermission = (e: Endpoint) =>
    e.access === 'theirs' || e.needs !== undefined || e.grants !== undefined;
  /** Who is refused what: the role's visitor for an endpoint, and the endpoints it may not call. */
  const refusals: Array<[string, (e: Endpoint) => Visitor, (e: Endpoint) => boolean]> = [
    [
      "another customer every endpoint that names someone else's records or needs a permission",
      () => mallory,
      namesTheirsOrNeedsPermission,
    ],
    [
      'staff every such endpoint when they hold every permission but the one it needs',
      (e) => staffWithout(e.grants ?? e.needs),
      namesTheirsOrNeedsPermission,
    ],
    [
      "staff holding every permission their calls on someone else's subscription weeks or affiliate plan, which no permission opens",
      staffWithEveryPermission,
      (e) => e.access === 'theirs' && e.grants === undefined,
    ],
  ];

  it.each(refusals)(
    'refuses %s, with 403 or 404, leaking nothing and changing nothing',
    async (_role, visitorFor, isRefused) => {
      const refused = endpoints().filter(isRefused);
      const before = await tablesNow();
      for (const endpoint of refused) {
        const res = await callAimedAtVictim(visitorFor(endpoint), endpoint);
        expect([403, 404], `${endpoint.key}: ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
        expect(leaked(res), endpoint.key).toEqual([]);
      }
      expect(await tablesNow()).toEqual(before);
    },
  );

  it("lets a customer and staff use their own endpoints with another customer's ids sent along: the ids are ignored, nothing of theirs is read or changed", async () => {
    const own = endpoints().filter((e) => e.access === 'own' && e.needs === undefined);
    expect(own.map((e) => e.key)).toContain('POST /api/checkout');
    const before = await victimNow();
    for (const visitor of [mallory, staffWithEveryPermission()]) {
      for (const endpoint of own) {
        const res = await callAimedAtVictim(visitor, endpoint);
        expect(res.statusCode, `${endpoint.key}: ${res.body}`).toBeLessThan(500);
        expect(leaked(res), endpoint.key).toEqual([]);
        await expectIdsIgnoredByRead(visitor, endpoint, res.body);
      }
    }
    expect(await victimNow()).toEqual(before);
  });

  describe("a client's prices, totals and user ids are ignored", () => {
    /** What a forger adds to every body: figures and someone else's ids. */
    const forged = () => ({
      price: 1,
      unit_price: 1,
      subtotal: 1,
      total: 1,
      amount: 1,
      card: 1,
      gift_card: 99_999,
      discount: 99_999,
      gift_card_balance: 99_999,
      ...theirIds(victim),
    });

    let buyer: Visitor & { email: string };
    let buyerId: number;
    beforeAll(async () => {
      buyer = await registeredCustomer(t.app, { headers: FITFUEL, name: ['Bea', 'Buyer'] });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, buyer.email));
      buyerId = row?.id ?? 0;
    });

    it("prices the box from the menu, and checkout charges and records the server's total for the signed-in customer", async () => {
      const before = await victimNow();
      const plans = (await buyer.get('/api/meal-plans')).json<{ meal_plans: MealPlan[] }>();
      const plan = plans.meal_plans.find((p) => p.subscription_picking_required === 'Y');
      const menu = (await buyer.get('/api/menus/current')).json<Menu>();
      if (!plan) throw new Error('no plan to pick for');
      const planned = await buyer.put('/api/cart/plan', {
        meal_plan_sku: plan.sku,
        checkout_action: 'new_subscription_order',
        price_per_meal: 1,
        ...forged(),
      });
      expect(planned.statusCode).toBe(200);
      const meals = menu.items.slice(0, plan.meals_per_week);
      let cart: Cart | undefined;
      for (const meal of meals) {
        const res = await buyer.put('/api/cart/items', { sku: meal.sku, quantity: 1, ...forged() });
        expect(res.statusCode).toBe(200);
        cart = res.json<Cart>();
      }
      const expectedSubtotal = meals.reduce((sum, m) => sum + mealPriceInBox(m, plan), 0);
      expect(cart?.lines.map((l) => [l.sku, l.unit_price])).toEqual(
        expect.arrayContaining(meals.map((m) => [m.sku, mealPriceInBox(m, plan)])),
      );
      expect(cart?.subtotal).toBe(expectedSubtotal);

      const quote = (await buyer.post('/api/checkout/quote', {})).json<OrderQuote>();
      expect(quote.subtotal).toBe(expectedSubtotal);
      expect(quote.total).toBeGreaterThan(0);
      const forgedQuote = await buyer.post('/api/checkout/quote', forged());
      expect(forgedQuote.json<OrderQuote>()).toEqual(quote);

      const chargesBefore = await t.database.db.select().from(sandboxCharges);
      const placed = await buyer.post('/api/checkout', {
        idempotency_key: randomUUID(),
        shipping: { ...shipping, ...forged() },
        payment: { ...card(), ...forged() },
        ...forged(),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const confirmation = placed.json<OrderConfirmation>();
      expect(confirmation.price).toMatchObject({
        subtotal: quote.subtotal,
        total: quote.total,
        card: quote.card,
      });
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.customerOrderKey, confirmation.customer_order_key));
      expect(order).toMatchObject({
        userId: buyerId,
        subtotalCents: quote.subtotal,
        totalCents: quote.total,
        cardChargeCents: quote.card,
        giftCardCents: 0,
      });
      const charges = (await t.database.db.select().from(sandboxCharges)).filter(
        (c) => !chargesBefore.some((b) => b.idempotencyKey === c.idempotencyKey),
      );
      expect(charges.map((c) => c.amountCents)).toEqual([quote.card]);
      expect(await victimNow()).toEqual(before);
    });

    it("credits a gift card's own amount to the signed-in customer, whatever amount or user id is sent", async () => {
      const before = await victimNow();
      const code = generateGiftCardCode();
      await t.database.db.insert(giftCards).values({ code, amountCents: 1500 });
      const res = await buyer.post('/api/gift_card_apply', { code, ...forged() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<GiftCardApplied>().gift_card_balance).toBe(1500);
      const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.code, code));
      expect(card?.redeemedByUserId).toBe(buyerId);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, buyerId));
      expect(row?.giftCardBalanceCents).toBe(1500);
      expect(await victimNow()).toEqual(before);
    });

    it("skips and unskips the signed-in customer's own week, and saves their own preferences and address, whatever user id is sent", async () => {
      const before = await victimNow();
      const schedule = (await buyer.get('/api/user/schedule')).json<Schedule>();
      const subscriptionId = schedule.subscriptions[0]?.id ?? 0;
      const target = { subscription_id: subscriptionId, week: THIRD_WEEK, ...forged() };
      expect((await buyer.post('/api/skipWeek', target)).statusCode).toBe(200);
      const weekState = async () => (await weekRow(subscriptionId, THIRD_WEEK))?.state;
      expect(await weekState()).toBe('skipped');
      expect((await buyer.post('/api/unskipWeek', target)).statusCode).toBe(200);
      expect(await weekState()).toBe('pending');

      const tags = await buyer.post('/api/user/updateMealPreferences', {
        excluded_tags: ['Vegan'],
        ...forged(),
      });
      expect(tags.statusCode).toBe(200);
      const sku = (await buyer.get('/api/menus/current')).json<Menu>().items[1]?.sku ?? '';
      const favourite = await buyer.put(`/api/user/favourites/${sku}`, {
        favourite: true,
        ...forged(),
      });
      expect(favourite.statusCode).toBe(200);
      const moved = await buyer.post('/api/user/updateShippingAddress', {
        ...shipping,
        address_1: '9 Buyer Court',
        ...forged(),
      });
      expect(moved.statusCode).toBe(200);

      const [row] = await t.database.db.select().from(users).where(eq(users.id, buyerId));
      expect(row).toMatchObject({ excludedTags: ['Vegan'], address1: '9 Buyer Court' });
      const [meal] = await t.database.db.select().from(menuItems).where(eq(menuItems.sku, sku));
      const favourites = await t.database.db
        .select()
        .from(favouriteMeals)
        .where(eq(favouriteMeals.menuItemId, meal?.id ?? 0));
      expect(favourites.map((f) => f.userId)).toContain(buyerId);
      expect(await victimNow()).toEqual(before);
    });
  });

  it("answers every public endpoint alike whoever calls, ignoring another customer's ids and finding nothing by keys one letter off theirs: nothing of theirs is read or changed", async () => {
    const publics = endpoints()
      .filter((e) => e.access === 'public')
      .sort((a, b) => Number(a.endsSession ?? false) - Number(b.endsSession ?? false));
    const before = await victimNow();
    for (const visitor of [guest, mallory, staffWithEveryPermission()]) {
      for (const endpoint of publics) {
        const res = await callAimedAtVictim(visitor, endpoint);
        expect(res.statusCode, `${endpoint.key}: ${res.body}`).toBe(endpoint.status);
        expect(leaked(res), endpoint.key).toEqual([]);
        await expectIdsIgnoredByRead(visitor, endpoint, res.body);
      }
    }
    expect(await victimNow()).toEqual(before);
  });

  it('lets the owners make the same calls: the refusals were about whose records they are', async () => {
    // The admin endpoints' permissions let staff through: admin-permissions.test.ts walks them.
    const theirs = endpoints().filter(
      (e) => e.access === 'theirs' && !e.key.includes(' /api/admin/'),
    );
    const coach = await (await new Visitor(t.app, DEMO_STORE).open()).signIn('coach@mealbox.test');
    for (const endpoint of theirs) {
      const owner = endpoint.needs === 'affiliate' ? coach : victim.visitor;
      const res = await callAimedAtVictim(owner, endpoint);
      expect(res.statusCode, `${endpoint.key}: ${res.body}`).toBe(200);
    }
  });
});
