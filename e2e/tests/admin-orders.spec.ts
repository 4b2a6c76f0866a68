import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login, newUser } from '../support/session';
import {
  cards,
  confirmationKey,
  customerWithFullBox,
  fillCard,
  fillShipping,
  placeOrderButton,
} from '../support/shop';

/** Opens a page of a browser the test made itself once the app has taken over the server's HTML. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

test("an admin finds a customer's order, refunds part of it to the gift card balance and the rest to the card, and sees both in its history", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A purchase, then three admin pages each checked by axe.
  test.slow();
  const user = newUser(testInfo, 'Orla');
  await customerWithFullBox(page, user);
  await fillShipping(page, user);
  await fillCard(page, cards.good);
  await placeOrderButton(page).click();
  const key = await confirmationKey(page);

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await open(admin, '/admin/orders');
  await expect(admin.getByRole('grid', { name: 'Orders' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByLabel('Search customer, email or order').fill(user.email);
  // The search is applied (kept in the URL) and leaves only the customer's order.
  await expect(admin).toHaveURL(/[?&]q=/);
  const rows = admin.getByRole('grid', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: user.email })).toHaveCount(1);
  await rows.filter({ hasText: user.email }).getByRole('link').click();
  await expect(admin).toHaveURL(/\/admin\/order\/view\/\d+(\?.*)?$/);
  await expect(admin.getByText(key)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('link', { name: 'Edit or refund' }).click();
  await expect(admin).toHaveURL(/\/admin\/order\/edit\/\d+(\?.*)?$/);
  const refund = admin.getByRole('region', { name: 'Refund', exact: true });
  await refund.getByLabel('Amount ($)').fill('5.00');
  await refund.getByLabel('Refund to').selectOption({ label: 'To the gift card balance' });
  await refund.getByLabel('Reason').fill('One meal arrived damaged');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('$5.00 refunded to the gift card balance.')).toBeVisible();
  const history = admin.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: 'refund to gift card balance' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'One meal arrived damaged' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The customer's balance holds it.
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { gift_card_balance: number } | null;
  };
  expect(me.user?.gift_card_balance).toBe(500);

  // The rest goes back to the card: nothing is left to refund, and the refund still says it was made.
  await refund.getByLabel('Refund to').selectOption({ label: 'To the card' });
  const rest = /At most (\$[\d,]+\.\d{2})/.exec(
    (await refund.getByText(/^At most /).textContent()) ?? '',
  )?.[1];
  expect(rest).toBeTruthy();
  await refund.getByLabel('Amount ($)').fill(rest!.slice(1).replace(',', ''));
  await refund.getByLabel('Reason').fill('The box never arrived');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText(`${rest} refunded to the card.`)).toBeVisible();
  await expect(refund.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(history.getByRole('cell', { name: 'The box never arrived' })).toBeVisible();
  await adminContext.close();
});

/** A state-changing call from the page's session, with the headers the app sends. */
async function send(page: Page, url: string, data: unknown) {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.post(url, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf },
    data,
  });
}

test('staff without manage-orders see an order but cannot edit it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A purchase, then two browsers on the admin pages.
  test.slow();
  const user = newUser(testInfo, 'Nell');
  await customerWithFullBox(page, user);
  await fillShipping(page, user);
  await fillCard(page, cards.good);
  await placeOrderButton(page).click();
  await confirmationKey(page);
  const week = ((await (await page.request.get('/api/menus/current')).json()) as { week: string })
    .week;

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const admin = await adminContext.newPage();
  await login(admin, demo.admin);
  await open(admin, `/admin/orders?q=${encodeURIComponent(user.email)}`);
  const link = admin.getByRole('grid', { name: 'Orders' }).getByRole('link').first();
  await expect(link).toBeVisible();
  const orderPath = (await link.getAttribute('href')) ?? '';
  const orderId = orderPath.split('/').pop();
  const viewer = newUser(testInfo, 'Vera');
  const made = await send(admin, '/api/admin/users', {
    first_name: viewer.firstName,
    last_name: viewer.lastName,
    email: viewer.email,
    permissions: ['view-admin'],
    password: viewer.password,
  });
  expect(made.status(), await made.text()).toBe(200);
  await open(admin, `/admin/order/add/${week}`);
  await expect(admin.getByLabel('Find the customer (name, email or id)')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();

  const viewerContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const staff = await viewerContext.newPage();
  await login(staff, viewer);
  await open(staff, '/admin/orders');
  await expect(staff.getByRole('grid', { name: 'Orders' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Add order' })).toHaveCount(0);
  await open(staff, orderPath);
  await expect(staff.getByRole('region', { name: 'Order', exact: true })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Edit or refund' })).toHaveCount(0);
  const refused = await send(staff, `/api/admin/orders/${orderId}/refunds`, {
    amount_cents: 100,
    destination: 'gift_card',
    reason: 'Not mine to give',
    idempotency_key: 'viewer-refund-key',
  });
  expect(refused.status()).toBe(403);
  await viewerContext.close();
});
