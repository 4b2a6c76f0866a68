import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LOGIN_PATH } from '@mealbox/web/route-table';
import { expect, test as base } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { linkIn, waitForMail } from '../support/mail';
import { inGroupsOf, pathOf, routeVisits, type Role } from '../support/route-visits';
import { demo } from '../support/session';
import { shopApiOn } from '../support/shop';

// a11y (issue 15): axe on every route of the route table, each opened by the role it is meant for,
// on both projects (desktop and phone), and the login page a guarded route sends the others to.
// The keyboard journeys are in a11y-keyboard.spec.ts.

type SignedIn = Exclude<Role, 'guest'>;
type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** Real records of the demo store for the routes' parameters, and a session per role. */
interface DemoStore {
  sessions: Record<SignedIn, StorageState>;
  values: {
    byRoute: Record<string, Record<string, string>>;
    byParameter: Record<string, string>;
  };
}

interface Listed {
  rows: Array<{ id: number }>;
}

/**
 * A customer of this worker's own who bought an 8-meal subscription for the current week, whose
 * next week the store then preselected, and who asked for a password reset: an order key, a
 * preselection key and a reset token as the mails carry them.
 */
async function newBuyer(request: APIRequestContext, staff: APIRequestContext, project: string) {
  const api = await shopApiOn(request);
  const id = randomUUID().slice(0, 8);
  const user = {
    firstName: 'Ally',
    lastName: 'Tester',
    email: `e2e-a11y-${project}-${id}@example.test`,
    password: `pass-${id}-word`,
  };
  await api.register(user);
  const weeks = await api.weeks();
  await api.setPlan('PLAN-8', 'new_subscription_order');
  for (const meal of (await api.menu()).slice(0, 4)) await api.setItem(meal.sku, 2);
  const order = await api.placeOrder(user, randomUUID());
  const { subscriptions } = await api.call<{ subscriptions: Array<{ id: number }> }>(
    'GET',
    '/api/user/subscriptions',
  );
  const next = weeks[1];
  if (!next) throw new Error('The demo store lists one week only');
  const staffApi = await shopApiOn(staff);
  await staffApi.login(demo.admin);
  await staffApi.call('POST', '/api/admin/cycle/runs', {
    kind: 'preselect',
    week: next.week,
    channel: 'mealbox',
    subscription_id: subscriptions[0]?.id,
  });
  await api.call('POST', '/api/password/email', { email: user.email });
  const [preselection, reset] = await Promise.all([
    waitForMail(user.email, 'We picked your meals for the week of'),
    waitForMail(user.email, 'Reset your Mealbox password'),
  ]);
  const keyOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';
  return {
    orderKey: order.customer_order_key,
    preselectionKey: keyOf(linkIn(preselection, '/preselection-confirmation/')),
    resetToken: keyOf(linkIn(reset, '/password/reset/')),
  };
}

/** Signs a request context of its own in, and returns its session and the user's id. */
async function signIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ session: StorageState; userId: number }> {
  const user = await (await shopApiOn(request)).login(account);
  return { session: await request.storageState(), userId: user.id };
}

const test = base.extend<{ role: Role }, { store: DemoStore }>({
  role: ['guest', { option: true }],
  store: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const contexts: APIRequestContext[] = [];
      const open = async () => {
        const context = await playwright.request.newContext({ baseURL });
        contexts.push(context);
        return context;
      };
      try {
        const [customerContext, affiliateContext, adminContext, buyerContext, staffContext] =
          await Promise.all([open(), open(), open(), open(), open()]);
        const [customer, affiliate, admin, buyer] = await Promise.all([
          signIn(customerContext, demo.picky),
          signIn(affiliateContext, demo.coach),
          signIn(adminContext, demo.admin),
          newBuyer(buyerContext, staffContext, workerInfo.project.name),
        ]);
        const get = async <T>(request: APIRequestContext, url: string): Promise<T> => {
          const response = await request.get(url);
          expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
          return (await response.json()) as T;
        };
        const first = (listed: Listed, what: string) => {
          const row = listed.rows[0];
          if (!row) throw new Error(`The demo store has no ${what}`);
          return String(row.id);
        };
        const [menu, plans, affiliateWeeks, orders, menuItems, discounts, giftCards] =
          await Promise.all([
            get<{ week: string; items: Array<{ short_name: string }> }>(
              customerContext,
              '/api/menus/current',
            ),
            get<{ meal_plans: Array<{ short_name: string }> }>(customerContext, '/api/meal-plans'),
            get<{ weeks: Array<{ week: string }> }>(affiliateContext, '/api/affiliate/weeks'),
            get<Listed>(adminContext, '/api/admin/orders'),
            get<Listed>(adminContext, '/api/admin/menu-items'),
            get<Listed>(adminContext, '/api/admin/discounts'),
            get<Listed>(adminContext, '/api/admin/gift-cards'),
          ]);
        const customerId = String(customer.userId);
        await use({
          sessions: {
            customer: customer.session,
            affiliate: affiliate.session,
            admin: admin.session,
          },
          values: {
            byParameter: {
              token: buyer.resetToken,
              sku_or_short_name: menu.items[0]?.short_name ?? '',
              url_key: buyer.orderKey,
              extra: 'change_payment_method',
              userId: customerId,
              user_id: customerId,
              week_id: affiliateWeeks.weeks[0]?.week ?? '',
              orderId: first(orders, 'order'),
              weekId: menu.week,
              menuWeek: menu.week,
              menuItemId: first(menuItems, 'menu item'),
              discountId: first(discounts, 'discount'),
              giftCardId: first(giftCards, 'gift card'),
              week: menu.week,
              '*': 'no-such-page',
            },
            byRoute: {
              // A plan's page and an affiliate's landing page name a meal plan, not a meal.
              '/product/:sku_or_short_name': {
                sku_or_short_name: plans.meal_plans[0]?.short_name ?? '',
              },
              '/landing/:sku_or_short_name': { sku_or_short_name: 'coach-dana' },
              '/preselection-confirmation/:url_key?': { url_key: buyer.preselectionKey },
              // A staff member's own record.
              '/admin/user/edit/:userId': { userId: String(admin.userId) },
            },
          },
        });
      } finally {
        await Promise.all(contexts.map((c) => c.dispose()));
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: async ({ role, store }, use) => {
    await use(role === 'guest' ? { cookies: [], origins: [] } : store.sessions[role]);
  },
});

/** Counts the page's API requests in flight, to know when what a screen asked for has come. */
function apiTraffic(page: Page) {
  const pending = new Set<Request>();
  let changed = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    pending.add(request);
    changed = Date.now();
  });
  const settle = (request: Request) => {
    if (pending.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once no API request has been in flight for `quietMs`. */
    async idle(quietMs = 150): Promise<void> {
      await expect
        .poll(() => pending.size === 0 && Date.now() - changed >= quietMs, { intervals: [50] })
        .toBe(true);
    },
  };
}

/**
 * Waits until the page has rendered: its main heading shown (or, when the address opens a dialog
 * over the page, a meal's details, the dialog's), nothing loading any more (a spinner or a grid's
 * overlay), the footer's links, which load after the page, and every answer the screen asked for
 * arrived (a button enabled by one starts its transition then, which axe's helper waits for).
 */
async function rendered(page: Page, api: ReturnType<typeof apiTraffic>): Promise<void> {
  const heading = page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('dialog').getByRole('heading'));
  await expect(heading.first()).toBeVisible();
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]):visible, .MuiSkeleton-root:visible'),
  ).toHaveCount(0);
  // By its element: a dialog hides the footer from the accessibility tree, not from the eye.
  await expect(page.locator('footer nav').first()).toBeVisible();
  await api.idle();
}

/** Pages per test: a test opens several, the session and the browser context made once. */
const PAGES_PER_TEST = 6;

const who: Record<Role, string> = {
  guest: 'a guest',
  customer: 'the demo customer',
  affiliate: 'the demo affiliate',
  admin: 'the demo admin',
};

const visits = routeVisits();
for (const role of ['guest', 'customer', 'affiliate', 'admin'] as const) {
  test.describe(`as ${who[role]}`, () => {
    test.use({ role });
    for (const group of inGroupsOf(
      visits.filter((v) => v.role === role),
      PAGES_PER_TEST,
    )) {
      const names = group.map((v) => (v.redirectsTo ? `${v.pattern} (to log in)` : v.pattern));
      test(`${names.join(', ')} have no serious or critical accessibility issue`, async ({
        page,
        store,
      }) => {
        const api = apiTraffic(page);
        for (const visit of group) {
          const path = pathOf(visit, store.values);
          await test.step(path, async () => {
            await page.goto(path);
            if (visit.redirectsTo)
              await expect(page).toHaveURL((url) => url.pathname === visit.redirectsTo);
            else if (visit.route !== LOGIN_PATH) await expect(page).not.toHaveURL(/\/login$/);
            await rendered(page, api);
            await expectNoSeriousA11yViolations(page, { soft: true });
          });
        }
      });
    }
  });
}
