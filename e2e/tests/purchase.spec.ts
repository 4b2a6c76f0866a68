import { expect, test, type Page } from '../support/test';
import { linkIn, waitForMail } from '../support/mail';
import { newUser } from '../support/session';
import {
  address,
  cards,
  checkoutSection,
  confirmationKey,
  expectAccessibleWhenSettled,
  expectedPriceRows,
  fillCard,
  fillShipping,
  money,
  ORDER_MAIL_SUBJECT,
  placeOrderButton,
  priceRowsIn,
  shopApi,
} from '../support/shop';

/** The cards of the menu grid, in the order shown. */
const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');

const mealName = async (page: Page, index: number) =>
  (await mealCards(page).nth(index).getByRole('heading').textContent())?.trim() ?? '';

/** As the mail's HTML writes text (apps/server/src/integrations/email/layout.ts). */
const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** "3 of 8 meals" in the box bar over the menu. */
const boxCount = (page: Page) =>
  page.getByRole('main').getByRole('progressbar', { name: /^Box progress: / });

test('a new customer subscribes to 8 meals, fills the box, signs up at checkout and gets the confirmation and its email', async ({
  page,
  isMobile,
}, testInfo) => {
  // The whole purchase, with axe on each of its pages.
  test.slow();
  const user = newUser(testInfo, 'Noor');

  // Step 1: the plan.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  const eight = page.getByRole('radio', { name: /^8 meals/ });
  await expect(eight).toBeVisible();
  await expectAccessibleWhenSettled(page);
  await eight.check();
  await page.getByRole('radio', { name: /^Subscribe & Save 10%/ }).check();
  await expect(page.getByTestId('plan-total')).toContainText('8 meals for');
  await expect(page.getByTestId('plan-total')).toContainText('you save');
  await page.getByRole('button', { name: 'Pick my meals' }).click();

  // Step 2: the meals.
  await expect(page).toHaveURL(/\/\?step=meals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  await expect(page.getByText('8 Meals per Week · Subscribe & Save')).toBeVisible();
  const toCheckout = page.getByRole('link', { name: 'Continue to checkout' });
  await expect(toCheckout).toBeDisabled();
  await expect(mealCards(page).first()).toBeVisible();
  await expectAccessibleWhenSettled(page);

  // Four meals, two of each.
  const picked: string[] = [];
  for (let i = 0; i < 4; i++) picked.push(await mealName(page, i));
  for (const [i, name] of picked.entries()) {
    await page.getByRole('button', { name: `Add one ${name}` }).click();
    await expect(boxCount(page)).toHaveAccessibleName(`Box progress: ${2 * i + 1} of 8 meals`);
    await page.getByRole('button', { name: `Add one ${name}` }).click();
    await expect(boxCount(page)).toHaveAccessibleName(`Box progress: ${2 * i + 2} of 8 meals`);
  }
  await expect(toCheckout).toBeEnabled();

  // The box is full: one more is refused (the toaster is for desktops, spec §2).
  const ninth = await mealName(page, 4);
  await page.getByRole('button', { name: `Add one ${ninth}` }).click();
  if (!isMobile) await expect(page.getByTestId('cart-toaster')).toHaveText('Your box is full!');
  await expect(boxCount(page)).toHaveAccessibleName('Box progress: 8 of 8 meals');
  await expect(page.getByRole('button', { name: `Remove one ${ninth}` })).toHaveCount(0);

  // Checkout, signed out: the account comes first.
  await toCheckout.click();
  // The query carries over to a route without one (spec §2, navigation guard).
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const account = checkoutSection(page, 'Account');
  await expect(account.getByRole('button', { name: 'I’m new here' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Shipping and payment wait for the account.
  await expect(page.getByText('Log in or create your account first.')).toHaveCount(2);
  await expect(placeOrderButton(page)).toBeDisabled();
  const summary = checkoutSection(page, 'Order summary');
  await expect(
    summary.getByRole('list', { name: 'Meals in your box' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectAccessibleWhenSettled(page);

  await account.getByLabel('First Name').fill(user.firstName);
  await account.getByLabel('Last Name').fill(user.lastName);
  await account.getByLabel('Email Address').fill(user.email);
  await account.getByLabel('Password', { exact: true }).fill(user.password);
  await account.getByLabel('Confirm Password').fill(user.password);
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(account).toContainText(`Signed in as ${user.email}.`);
  // The box the guest filled is the customer's now.
  await expect(
    summary.getByRole('list', { name: 'Meals in your box' }).getByRole('listitem'),
  ).toHaveCount(4);
  const shipping = checkoutSection(page, 'Shipping address');
  await expect(shipping.getByLabel('First Name')).toHaveValue(user.firstName);
  await expect(placeOrderButton(page)).toBeEnabled();
  await expectAccessibleWhenSettled(page);

  // Submitted incomplete: the spec's messages under the fields (spec §5).
  const payment = checkoutSection(page, 'Payment');
  await shipping.getByLabel('Zip Code').fill('1234');
  await payment.getByLabel('Billing address is the same as shipping').uncheck();
  await payment.getByLabel('Zip Code').fill('12a45');
  await placeOrderButton(page).click();
  await expect(shipping.getByLabel('Zip Code')).toHaveAccessibleDescription(
    'Zipcode must be 5-digits',
  );
  await expect(payment.getByLabel('Zip Code')).toHaveAccessibleDescription('Enter only numbers');
  await expect(payment.getByLabel('Card Number')).toHaveAccessibleDescription(
    'Please enter a valid credit card number',
  );
  await expect(shipping.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    'Address is required.',
  );
  await expect(shipping.getByLabel('Phone')).toHaveAccessibleDescription('Phone is required.');
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  await expectAccessibleWhenSettled(page);

  // Filled in, billing as shipping.
  await fillShipping(page, user);
  await shipping.getByLabel('Delivery instructions (optional)').fill('Leave it by the blue door');
  await payment.getByLabel('Billing address is the same as shipping').check();
  await fillCard(page, cards.good);
  await expect(summary).toContainText('Subscribe & Save');
  const quoted = await priceRowsIn(summary);
  expect(quoted['Subscribe & Save']).toMatch(/^-\$\d+\.\d\d$/);
  await placeOrderButton(page).click();

  // The confirmation: items, prices, delivery date and what happens next.
  const key = await confirmationKey(page);
  const order = await (await shopApi(page)).confirmation(key);
  expect(order.kind).toBe('subscription');
  expect(order.price.subscription_discount).toBeGreaterThan(0);
  const items = page.getByTestId('confirmation-item');
  await expect(items).toHaveCount(4);
  for (const name of picked) await expect(items.filter({ hasText: name })).toContainText('× 2');
  const confirmedSummary = page.getByRole('region', { name: 'Order summary' });
  expect(await priceRowsIn(confirmedSummary)).toEqual(expectedPriceRows(order.price));
  expect(await priceRowsIn(confirmedSummary)).toEqual(quoted);
  await expect(page.getByTestId('delivery-date')).toContainText(order.delivery_date_formatted);
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    'Pick your meals for the week of',
  );
  await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText(address.address_1);
  await expectAccessibleWhenSettled(page);

  // The confirmation mail, in both parts, is about the same order.
  const mail = await waitForMail(user.email, ORDER_MAIL_SUBJECT);
  expect(mail.subject).toBe(`Your Mealbox order for the week of ${order.week_formatted}`);
  expect(linkIn(mail, '/confirmation/')).toMatch(new RegExp(`/confirmation/${key}$`));
  expect(mail.html).toContain(`/confirmation/${key}`);
  for (const name of picked) {
    expect(mail.text).toContain(`2 × ${name}`);
    expect(mail.html).toContain(`2 × ${htmlEscaped(name)}`);
  }
  expect(mail.text).toContain(`Subscribe & Save: -${money(order.price.subscription_discount)}`);
  expect(mail.text).toContain(`Charged to your card: ${money(order.price.card)}`);
  expect(mail.text).toContain(order.delivery_date_formatted);
});
