import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { newUser } from '../support/session';
import {
  address,
  checkoutSection,
  confirmationKey,
  expectAccessibleWhenSettled,
  placeOrderButton,
  shopApi,
} from '../support/shop';

const boxCount = (page: Page) =>
  page.getByRole('main').getByRole('progressbar', { name: /^Box progress: / });

/**
 * FitFuel Kitchen orders two weeks ahead (future_weeks_available 2), so its menus show the large
 * add-to-cart control. The customer is new to this test and orders this week, then next week:
 * no other test (or project, running at the same time) shares their cart or weeks.
 */
test('a returning customer adds their previous picks to next week’s box, tops it up and pays with the card on file', async ({
  page,
  isMobile,
}, testInfo) => {
  const user = newUser(testInfo, 'Remy');
  await page.goto('/pages/our-menus?channel=fitfuel');
  const api = await shopApi(page);
  await api.register(user);
  const [thisWeek, nextWeek] = await api.weeks();
  expect(nextWeek?.orderable).toBe(true);
  const nextMenu = await api.menu(nextWeek!.week);
  const onBoth = (await api.menu(thisWeek!.week)).filter((m) =>
    nextMenu.some((n) => n.sku === m.sku),
  );
  expect(onBoth.length).toBeGreaterThanOrEqual(2);
  const [first, second] = onBoth as [(typeof onBoth)[number], (typeof onBoth)[number]];
  const topUp = nextMenu.find((m) => m.sku !== first.sku && m.sku !== second.sku)!;

  // Their first order, this week: 3 + 3 meals that are on next week's menu too.
  await api.setPlan('PLAN-6', 'one_time_order', thisWeek!.week);
  await api.setItem(first.sku, 3, thisWeek!.week);
  await api.setItem(second.sku, 3, thisWeek!.week);
  await api.placeOrder(user, randomUUID(), thisWeek!.week);

  // Next week: 8 meals with Subscribe & Save.
  await page.goto(`/?week=${nextWeek!.week}`);
  await page.getByRole('radio', { name: /^8 meals/ }).check();
  await page.getByRole('radio', { name: /^Subscribe & Save 15%/ }).check();
  await page.getByRole('button', { name: 'Pick my meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `Delivery the week of ${nextWeek!.week_formatted}`,
  );

  await page.getByRole('button', { name: 'Add previous picks' }).click();
  if (!isMobile) {
    await expect(page.getByTestId('cart-toaster')).toHaveText(
      'Previous Picks Added To Your Cart 6 Items',
    );
  }
  await expect(boxCount(page)).toHaveAccessibleName('Box progress: 6 of 8 meals');
  const firstCard = page.getByRole('article', { name: first.details.name, exact: true });
  await expect(firstCard).toContainText('3 In Cart');

  // The large control: a quantity, then ADD; in the box it says so and offers Remove.
  const topUpCard = page.getByRole('article', { name: topUp.details.name, exact: true });
  await topUpCard.getByRole('spinbutton', { name: `Quantity of ${topUp.details.name}` }).fill('2');
  await topUpCard.getByRole('button', { name: `Add ${topUp.details.name} to your cart` }).click();
  await expect(topUpCard).toContainText('2 In Cart');
  await expect(
    topUpCard.getByRole('button', { name: `Remove ${topUp.details.name} from your cart` }),
  ).toBeVisible();
  await expect(boxCount(page)).toHaveAccessibleName('Box progress: 8 of 8 meals');
  // Nothing more fits, so previous picks are no longer offered.
  await expect(page.getByRole('button', { name: 'Add previous picks' })).toHaveCount(0);

  // Checkout knows the customer: their address, and the card on file (nothing typed).
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expect(checkoutSection(page, 'Order summary')).toContainText(
    `Delivery the week of ${nextWeek!.week_formatted}`,
  );
  await expect(checkoutSection(page, 'Account')).toContainText(`Signed in as ${user.email}.`);
  await expect(
    checkoutSection(page, 'Shipping address').getByLabel('Address', { exact: true }),
  ).toHaveValue(address.address_1);
  const payment = checkoutSection(page, 'Payment');
  await expect(payment.getByRole('radio', { name: 'Card on file ending in 4242' })).toBeChecked();
  await expect(payment.getByLabel('Card Number')).toHaveCount(0);
  await expect(placeOrderButton(page)).toBeEnabled();
  await expectAccessibleWhenSettled(page);
  await placeOrderButton(page).click();

  const key = await confirmationKey(page);
  const order = await api.confirmation(key);
  expect(order.week).toBe(nextWeek!.week);
  expect(order.kind).toBe('subscription');
  await expect(page.getByTestId('delivery-date')).toContainText(order.delivery_date_formatted);
  const items = page.getByTestId('confirmation-item');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: first.details.name })).toContainText('× 3');
  await expect(items.filter({ hasText: second.details.name })).toContainText('× 3');
  await expect(items.filter({ hasText: topUp.details.name })).toContainText('× 2');
});
