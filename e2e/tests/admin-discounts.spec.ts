import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, newUser, submitLogin } from '../support/session';
import {
  cards,
  checkoutSection,
  confirmationKey,
  customerWithFullBox,
  fillCard,
  fillShipping,
  placeOrderButton,
  shopApi,
} from '../support/shop';

/** A page of a context the test made itself waits for the app by hand (test.ts does it for its own). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

test('an admin creates a discount, a customer uses it at checkout, and the admin sees its use', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `E2E-${testInfo.project.name}-${randomUUID().slice(0, 6)}`.toUpperCase();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const admin = await adminContext.newPage();
  await open(admin, '/login');
  await submitLogin(admin, demo.admin.email, demo.admin.password);
  await expect(admin).not.toHaveURL(/\/login/);
  await open(admin, '/admin/discounts');
  await expect(admin.getByRole('grid', { name: 'Discounts' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'SAVE10' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('link', { name: 'New discount' }).click();
  await expect(admin).toHaveURL(/\/admin\/discounts\/edit\/new$/);
  await admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await admin.getByLabel('Kind').selectOption({ label: 'Fixed amount off' });
  // A refusal is said under its field.
  await admin.getByLabel('Amount off').fill('0');
  await admin.getByRole('button', { name: 'Create discount' }).click();
  await expect(admin.getByText('A fixed discount is more than $0.00.')).toBeVisible();
  await admin.getByLabel('Amount off').fill('7.00');
  await admin.getByLabel('Once per customer').check();
  await admin.getByRole('button', { name: 'Create discount' }).click();
  await expect(admin).toHaveURL(/\/admin\/discounts\/edit\/\d+$/);
  await expect(admin.getByRole('heading', { name: `Terms of ${code}` })).toBeVisible();
  await expect(admin.getByText('Redemptions: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // The customer uses it.
  const user = newUser(testInfo, 'Dora');
  await customerWithFullBox(page, user);
  const summary = checkoutSection(page, 'Order summary');
  await summary.getByLabel('Discount code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).first().click();
  await expect(
    summary.getByTestId('price-row').filter({ hasText: `Discount (${code})` }),
  ).toContainText('-$7.00');
  await fillShipping(page, user);
  await fillCard(page, cards.good);
  await placeOrderButton(page).click();
  const key = await confirmationKey(page);
  const order = await (await shopApi(page)).confirmation(key);
  expect(order.price).toMatchObject({ discount_code: code, discount: 700 });

  // Its use shows on its page, with the order linking to the order's page.
  await open(admin, admin.url());
  await expect(admin.getByText('Redemptions: 1')).toBeVisible();
  await expect(admin.getByText('Total discounted: $7.00')).toBeVisible();
  const uses = admin.getByRole('grid', { name: 'Orders that used this code' });
  const orderLink = uses.getByRole('link', { name: key });
  await expect(orderLink).toHaveAttribute('href', /^\/admin\/order\/view\/\d+$/);
  await expect(
    uses.getByRole('link', { name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'History' }).getByRole('cell', { name: 'create' }),
  ).toBeVisible();

  // The list shows it used once.
  await open(admin, `/admin/discounts?q=${code}`);
  const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: code }) });
  await expect(row).toContainText('1 / ∞');
  await expect(row).toContainText('$7.00');
  await adminContext.close();
});
