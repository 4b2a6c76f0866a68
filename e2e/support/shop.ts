import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { mailsTo, waitForMail } from './mail';
import type { NewUser } from './session';

/** What the purchase tests need of the catalogue API (packages/contracts/src/catalog.ts). */
export interface Week {
  week: string;
  week_formatted: string;
  orderable: boolean;
}
export interface MenuMeal {
  sku: string;
  short_name: string;
  /** À la carte price and, in a plan's box, the surcharge added to the plan's price; cents. */
  price: number;
  premium_surcharge: number;
  details: { name: string };
}

/** What the tests read of an order confirmation (packages/contracts/src/checkout.ts). */
export interface Confirmation {
  customer_order_key: string;
  kind: 'subscription' | 'one_time';
  status: string;
  week: string;
  week_formatted: string;
  delivery_date_formatted: string;
  items: Array<{ sku: string; name: string; quantity: number; unit_price: number }>;
  price: {
    subtotal: number;
    subscription_discount: number;
    discount: number;
    discount_code: string | null;
    total: number;
    gift_card: number;
    card: number;
  };
}

export type CheckoutAction = 'new_subscription_order' | 'one_time_order';

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Sandbox cards (apps/server/src/integrations/payments/sandbox-gateway.ts). */
export const cards = { good: '4242424242424242', declined: '4000000000000002' } as const;

export const address = {
  address_1: '1 Test Street',
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11205',
  dayphone: '718-555-0199',
} as const;

/**
 * The store's API as the page's browser context calls it (its cookies: session and channel), with
 * the headers spec §1 asks for. For setting up what a test is not about; the page must have
 * loaded the app once (for its CSRF token) and be reloaded before it acts on what changed.
 */
export async function shopApi(page: Page) {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return shopApiOf(page.request, csrf);
}

/**
 * The same API for a request context of its own (no browser): a visitor whose session starts at
 * its first call. `csrfToken` is what /api/auth/me answers for that session.
 */
export async function shopApiOn(request: APIRequestContext) {
  const me = await request.get('/api/auth/me');
  expect(me.ok(), await me.text()).toBe(true);
  return shopApiOf(request, ((await me.json()) as { csrfToken: string }).csrfToken);
}

function shopApiOf(request: APIRequestContext, csrfToken: string) {
  let csrf = csrfToken;
  const call = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(url, {
      method,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const weekBody = (week: string | undefined) => (week ? { week } : {});
  return {
    /** Registers and signs in the page's context. */
    async register(user: NewUser): Promise<void> {
      const body = await call<{ csrfToken: string }>('POST', '/api/auth/register', {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        password: user.password,
        password_confirm: user.password,
      });
      csrf = body.csrfToken;
    },
    /** Signs the context in. */
    async login(account: { email: string; password: string }) {
      const body = await call<{ csrfToken: string; user: { id: number } }>(
        'POST',
        '/api/auth/login',
        account,
      );
      csrf = body.csrfToken;
      return body.user;
    },
    /** Any other call of the API, with the same headers. */
    call,
    weeks: async () => (await call<{ weeks: Week[] }>('GET', '/api/menus')).weeks,
    menu: async (week = 'current') =>
      (await call<{ items: MenuMeal[] }>('GET', `/api/menus/${week}`)).items,
    setPlan: (sku: string | null, action: CheckoutAction, week?: string) =>
      call('PUT', '/api/cart/plan', {
        ...weekBody(week),
        meal_plan_sku: sku,
        checkout_action: action,
      }),
    setItem: (sku: string, quantity: number, week?: string) =>
      call('PUT', '/api/cart/items', { ...weekBody(week), sku, quantity }),
    placeOrder: (user: NewUser, key: string, week?: string) =>
      call<Confirmation>('POST', '/api/checkout', {
        ...weekBody(week),
        idempotency_key: key,
        shipping: { first_name: user.firstName, last_name: user.lastName, ...address },
        payment: {
          payment_first_name: user.firstName,
          payment_last_name: user.lastName,
          payment_address: address.address_1,
          payment_city: address.city,
          payment_state: address.state,
          payment_zip_code: address.zip_code,
          cc_num: cards.good,
          cc_exp_month: '09',
          cc_exp_year: String(new Date().getFullYear() + 3),
          cc_cvv: '737',
        },
      }),
    confirmation: (key: string) =>
      call<Confirmation>('GET', `/api/orders/${encodeURIComponent(key)}/confirmation`),
  };
}

/**
 * A signed-in new customer whose box for the current week is full: a one-time 6-meal plan, two of
 * each of the menu's first three meals. Leaves the page on /checkout.
 */
export async function customerWithFullBox(page: Page, user: NewUser): Promise<void> {
  await page.goto('/pages/our-menus');
  const api = await shopApi(page);
  await api.register(user);
  await api.setPlan('PLAN-6', 'one_time_order');
  const meals = await api.menu();
  for (const meal of meals.slice(0, 3)) await api.setItem(meal.sku, 2);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** The numbered parts of /checkout and its order summary. */
export const checkoutSection = (
  page: Page,
  name: 'Account' | 'Shipping address' | 'Payment' | 'Order summary',
): Locator => page.getByRole('region', { name, exact: true });

export const placeOrderButton = (page: Page) =>
  page.getByRole('button', { name: /^Place order · \$\d+\.\d\d$/ });

/** Types the shipping address (names as given; the phone as digits into its mask). */
export async function fillShipping(page: Page, user: Pick<NewUser, 'firstName' | 'lastName'>) {
  const shipping = checkoutSection(page, 'Shipping address');
  await shipping.getByLabel('First Name').fill(user.firstName);
  await shipping.getByLabel('Last Name').fill(user.lastName);
  await shipping.getByLabel('Address', { exact: true }).fill(address.address_1);
  await shipping.getByLabel('City').fill(address.city);
  await shipping.getByLabel('State').selectOption(address.state);
  await shipping.getByLabel('Zip Code').fill(address.zip_code);
  const phone = shipping.getByLabel('Phone');
  await phone.clear();
  await phone.pressSequentially(address.dayphone.replace(/-/g, ''));
  await expect(phone).toHaveValue(address.dayphone);
}

/** Types a card into the payment part. */
export async function fillCard(page: Page, number: string) {
  const payment = checkoutSection(page, 'Payment');
  await payment.getByLabel('Card Number').fill(number);
  await payment.getByLabel('Month').selectOption('09');
  await payment.getByLabel('Year').selectOption(String(new Date().getFullYear() + 3));
  await payment.getByLabel('CVC').fill('737');
}

/** The label → amount rows of a price breakdown (the checkout summary or the confirmation). */
export async function priceRowsIn(container: Locator): Promise<Record<string, string>> {
  const rows = container.getByTestId('price-row');
  await expect(rows.first()).toBeVisible();
  const entries = await rows.evaluateAll((els) =>
    els.map((el) => [
      el.querySelector('dt')?.textContent?.trim() ?? '',
      el.querySelector('dd')?.textContent?.trim() ?? '',
    ]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The label → amount rows an order's confirmation shows, from its figures. */
export function expectedPriceRows(price: Confirmation['price']): Record<string, string> {
  const rows: Record<string, string> = { Subtotal: money(price.subtotal) };
  if (price.subscription_discount > 0)
    rows['Subscribe & Save'] = `-${money(price.subscription_discount)}`;
  if (price.discount > 0)
    rows[`Discount${price.discount_code ? ` (${price.discount_code})` : ''}`] =
      `-${money(price.discount)}`;
  rows.Total = money(price.total);
  if (price.gift_card > 0) rows['Paid with gift card'] = `-${money(price.gift_card)}`;
  rows['Charged to your card'] = money(price.card);
  return rows;
}

/** The url key of the confirmation page the browser is on. */
export async function confirmationKey(page: Page): Promise<string> {
  await expect(page).toHaveURL((url) => /^\/confirmation\/[^/]+$/.test(url.pathname));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/** Records the orders the browser's checkout requests made: one key per order. */
export function watchCheckout(page: Page): { requests: number; orders: Set<string> } {
  const seen = { requests: 0, orders: new Set<string>() };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout')
      seen.requests += 1;
  });
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST' || pathname !== '/api/checkout') return;
    if (response.status() !== 201) return;
    const body = (await response.json().catch(() => null)) as Confirmation | null;
    if (body) seen.orders.add(body.customer_order_key);
  });
  return seen;
}

/** The order-confirmation mails a customer got (apps/server/src/integrations/email). */
export const ORDER_MAIL_SUBJECT = 'order for the week of';

/**
 * Waits for the customer's order-confirmation mail, gives a second order's mail time to arrive,
 * and expects exactly one: the store sends one mail per paid order.
 */
export async function expectOneOrderMail(page: Page, email: string) {
  const mail = await waitForMail(email, ORDER_MAIL_SUBJECT);
  await page.waitForTimeout(1_000);
  expect(await mailsTo(email, ORDER_MAIL_SUBJECT)).toHaveLength(1);
  return mail;
}

/**
 * axe on the page once the cart toaster is gone (it fades out on its own, and a half-faded
 * toaster has no contrast; phones never show it).
 */
export async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(
    page.getByTestId('cart-toaster').getByText(/./).filter({ visible: true }),
  ).toHaveCount(0, { timeout: 5_000 });
  await expectNoSeriousA11yViolations(page);
}
