import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** The cards of the menu grid, in the order shown. */
const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

async function openMenu(page: Page): Promise<void> {
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await expect(mealCards(page).first()).toBeVisible();
}

/** The headers the API asks of a browser's call (spec §1), taken from the page. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  return { 'X-CSRF-TOKEN': token ?? '', 'X-Requested-With': 'XMLHttpRequest' };
}

async function setPlan(page: Page, sku: string): Promise<void> {
  const response = await page.request.put('/api/cart/plan', {
    headers: await apiHeaders(page),
    data: { meal_plan_sku: sku, checkout_action: 'new_subscription_order' },
  });
  expect(response.ok()).toBe(true);
}

/** The name of the nth meal on the menu. */
const mealName = async (page: Page, index: number) =>
  (await mealCards(page).nth(index).getByRole('heading').textContent())?.trim() ?? '';

test('adding meals on the menu counts them in the header', async ({ page }) => {
  await openMenu(page);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');

  const first = await mealName(page, 0);
  const second = await mealName(page, 1);
  await page.getByRole('button', { name: `Add one ${first}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('button', { name: `Add one ${first}` }).click();
  await page.getByRole('button', { name: `Add one ${second}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

  await page.getByRole('button', { name: `Remove one ${first}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  // The box is the server's: it survives a reload (once the server has every change; the header
  // counts before the server answers).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/cart')).json()) as { cart_count: number }).cart_count,
    )
    .toBe(2);
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('a full box refuses the seventh meal of a 6-meal plan', async ({ page }, testInfo) => {
  await openMenu(page);
  await setPlan(page, 'PLAN-6');
  await page.reload();
  await expect(mealCards(page).first()).toBeVisible();

  for (let i = 0; i < 6; i++) {
    const name = await mealName(page, i);
    await page.getByRole('button', { name: `Add one ${name}` }).click();
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${i + 1} item${i ? 's' : ''}`);
  }
  const seventh = await mealName(page, 6);
  await page.getByRole('button', { name: `Add one ${seventh}` }).click();
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByTestId('cart-toaster')).toHaveText('Your box is full!');
  }
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 6 items');
  await expect(
    mealCards(page)
      .nth(6)
      .getByRole('button', { name: `Remove one ${seventh}` }),
  ).toHaveCount(0);
});

test('the cart drawer lists the box, and /clear-cart empties it', async ({ page }) => {
  await openMenu(page);
  await setPlan(page, 'PLAN-6');
  await page.reload();
  await expect(mealCards(page).first()).toBeVisible();
  const first = await mealName(page, 0);
  const second = await mealName(page, 1);
  await page.getByRole('button', { name: `Add one ${first}` }).click();
  await page.getByRole('button', { name: `Add one ${second}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  const lines = drawer.getByRole('list', { name: 'Meals in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(first);
  await expect(lines.nth(1)).toContainText(second);
  await expect(drawer).toContainText('2 of 6 meals');
  await expect(drawer.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  await expectNoSeriousA11yViolations(page);

  // The drawer's own controls change the box.
  await drawer.getByRole('button', { name: `Remove one ${second}` }).click();
  await expect(lines).toHaveCount(1);
  await expect(drawer).toContainText('1 of 6 meals');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();

  await page.goto('/clear-cart');
  await expect(page).toHaveURL((url) => url.pathname === '/meals');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your cart has been cleared.' }),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
});

test('phones keep the box in view in a bottom bar @phone-only', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'The bottom bar is for phones.');
  await openMenu(page);
  await setPlan(page, 'PLAN-6');
  await page.reload();
  const first = await mealName(page, 0);
  await page.getByRole('button', { name: `Add one ${first}` }).click();
  const bar = page.getByRole('region', { name: 'Your box' });
  await expect(bar).toContainText('1 of 6 meals');
  await bar.getByRole('button', { name: 'View cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(first);
});
