import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** What the test needs of an order confirmation (packages/contracts/src/checkout.ts). */
interface Confirmation {
  customer_order_key: string;
  delivery_date_formatted: string;
  items: Array<{ sku: string; name: string; quantity: number }>;
  price: { subtotal: number; total: number; card: number };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Places a one-time order through the API as a new user, signed in on the page's context. */
async function placeOrder(page: Page): Promise<Confirmation> {
  await page.goto('/pages/our-menus');
  let csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const headers = () => ({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf });
  const id = randomUUID().slice(0, 8);
  const password = `pass-${id}-word`;

  const registered = await page.request.post('/api/auth/register', {
    headers: headers(),
    data: {
      first_name: 'Casey',
      last_name: 'Order',
      email: `e2e-pages-${id}@example.test`,
      password,
      password_confirm: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  csrf = ((await registered.json()) as { csrfToken: string }).csrfToken;

  const menu = await page.request.get('/api/menus/current');
  expect(menu.ok()).toBe(true);
  const sku = ((await menu.json()) as { items: Array<{ sku: string }> }).items[0]?.sku;
  expect(sku).toBeTruthy();

  const plan = await page.request.put('/api/cart/plan', {
    headers: headers(),
    data: { meal_plan_sku: null, checkout_action: 'one_time_order' },
  });
  expect(plan.ok(), await plan.text()).toBe(true);
  const items = await page.request.put('/api/cart/items', {
    headers: headers(),
    data: { sku, quantity: 2 },
  });
  expect(items.ok(), await items.text()).toBe(true);

  const checkout = await page.request.post('/api/checkout', {
    headers: headers(),
    data: {
      idempotency_key: randomUUID(),
      shipping: {
        first_name: 'Casey',
        last_name: 'Order',
        address_1: '1 Test Street',
        city: 'Brooklyn',
        state: 'NY',
        zip_code: '11205',
        dayphone: '718-555-0199',
      },
      payment: {
        payment_first_name: 'Casey',
        payment_last_name: 'Order',
        payment_address: '1 Test Street',
        payment_city: 'Brooklyn',
        payment_state: 'NY',
        payment_zip_code: '11205',
        cc_num: '4242424242424242',
        cc_exp_month: '09',
        cc_exp_year: '2031',
        cc_cvv: '737',
      },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  return (await checkout.json()) as Confirmation;
}

test('the FAQ lists questions and opens an answer', async ({ page }) => {
  await page.goto('/frequently-asked-questions');
  await expect(page).toHaveTitle('Frequently Asked Questions');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible();
  const questions = page.locator('details > summary');
  expect(await questions.count()).toBeGreaterThanOrEqual(10);

  const heating = page.locator('details', { hasText: 'How do I heat my meals?' });
  const answer = heating.getByText(/internal temperature of 165 degrees/);
  await expect(answer).toBeHidden();
  await heating.locator('summary').click();
  await expect(answer).toBeVisible();
  await expect(heating.getByText(/heat on high for 1-2\s+minutes/)).toBeVisible();

  const deadline = page.locator('details', { hasText: 'What is the deadline' });
  await deadline.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(deadline.getByText(/Wednesday at 11:59 PM/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const { path, title, section } of [
  { path: '/privacy-policy', title: 'Privacy Policy', section: 'Information we collect' },
  { path: '/terms-of-service', title: 'Terms of Service', section: 'Subscriptions' },
]) {
  test(`${title} shows its headings`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a confirmation for an unknown, short, long or no key shows a friendly not-found', async ({
  page,
}) => {
  const paths = [
    '/confirmation/no-such-order-key',
    // Keys no order can have (the API refuses them as invalid): no order either.
    '/confirmation/abc',
    `/confirmation/${'k'.repeat(65)}`,
    '/confirmation',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find that order' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute(
      'href',
      '/meals',
    );
  }
  await expectNoSeriousA11yViolations(page);
});

test('the confirmation of a placed order shows its items, total and delivery date', async ({
  page,
}) => {
  const order = await placeOrder(page);
  await page.goto(`/confirmation/${order.customer_order_key}`);
  await expect(page).toHaveTitle('Order Confirmation');
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  await expect(page.getByTestId('delivery-date')).toContainText(order.delivery_date_formatted);

  const items = page.getByTestId('confirmation-item');
  await expect(items).toHaveCount(order.items.length);
  for (const item of order.items) {
    const row = items.filter({ hasText: item.name });
    await expect(row).toContainText(`× ${item.quantity}`);
    await expect(row.locator('img')).toHaveCount(1);
  }

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('price-row').filter({ hasText: 'Subtotal' })).toContainText(
    money(order.price.subtotal),
  );
  const total = summary.getByTestId('price-row').filter({ hasText: /^Total/ });
  await expect(total).toContainText(money(order.price.total));
  await expect(
    summary.getByTestId('price-row').filter({ hasText: 'Charged to your card' }),
  ).toContainText(money(order.price.card));
  // Zero rows are left out, as in the confirmation mail.
  await expect(summary.getByText('Paid with gift card')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('1 Test Street');
  await expectNoSeriousA11yViolations(page);
});
