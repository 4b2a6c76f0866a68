import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login, newUser, register, type NewUser } from '../support/session';
import { address, cards, shopApi } from '../support/shop';

/** One card of the account page (Shipping Address, Payment Method, …). */
const section = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });

/** A fresh customer on their account page. */
async function openAccount(page: Page, user: NewUser, path = '/account-settings') {
  await register(page, user);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
}

async function edit(page: Page, name: string): Promise<Locator> {
  const card = section(page, name);
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
  return card;
}

const save = (card: Locator) => card.getByRole('button', { name: 'Save' }).click();

/** Each message shows under its field (the field's accessible description). */
async function expectFieldErrors(card: Locator, errors: Record<string, string>) {
  for (const [label, message] of Object.entries(errors))
    await expect(card.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
}

const successBanner = (page: Page) => page.getByRole('status').filter({ hasText: /!$/ });
const errorBanner = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** A month a card may still be used in: `offset` months from now, as the form's options. */
function cardMonth(offset: number): { month: string; year: string } {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return {
    month: String(date.getMonth() + 1).padStart(2, '0'),
    year: String(date.getFullYear()),
  };
}

async function fillCard(card: Locator, number: string, offset = 24) {
  const { month, year } = cardMonth(offset);
  await card.getByLabel('Card Number').fill(number);
  await card.getByLabel('Month').selectOption(month);
  await card.getByLabel('Year').selectOption(year);
  await card.getByLabel('CVC').fill('737');
}

async function fillBilling(card: Locator) {
  await card.getByLabel('Billing Address').fill(address.address_1);
  await card.getByLabel('City').fill(address.city);
  await card.getByLabel('State').selectOption(address.state);
  await card.getByLabel('Zip Code').fill(address.zip_code);
}

test('the account page greets the customer and shows each section, with no serious accessibility issue', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo, 'Priya');
  await openAccount(page, user);
  await expect(page.getByText(`Hello ${user.firstName}`)).toBeVisible();
  for (const name of [
    'Shipping Address',
    'Payment Method',
    'Gift Cards',
    'Customer Account Info',
    'Password',
  ])
    await expect(section(page, name)).toBeVisible();
  await expect(section(page, 'Customer Account Info')).toContainText(user.email);
  await expect(section(page, 'Payment Method')).toContainText('No card on file yet.');
  await expectNoSeriousA11yViolations(page);

  // Each form loads on its first Edit, and Cancel brings the view back.
  const shipping = await edit(page, 'Shipping Address');
  await expectNoSeriousA11yViolations(page);
  await shipping.getByRole('button', { name: 'Cancel' }).click();
  await expect(shipping.getByRole('button', { name: 'Edit Shipping Address' })).toBeVisible();
  await expect(shipping.getByLabel('City')).toHaveCount(0);
});

test('the shipping address is checked on save with the §5 messages, then saved with the phone in its mask', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = await edit(page, 'Shipping Address');
  await card.getByLabel('First Name').clear();
  await card.getByLabel('Last Name').clear();
  await save(card);
  await expectFieldErrors(card, {
    'First Name': 'First Name is required.',
    'Last Name': 'Last Name is required.',
    Address: 'Address is required.',
    City: 'City is required.',
    State: 'State is required.',
    'Zip Code': 'Zip Code is required.',
    Phone: 'Phone is required.',
  });

  await card.getByLabel('Zip Code').fill('11a05');
  await card.getByLabel('Phone').pressSequentially('718555');
  await save(card);
  await expectFieldErrors(card, {
    'Zip Code': 'Enter only numbers',
    Phone: 'Please enter a phone number as ###-###-####.',
  });
  await card.getByLabel('Zip Code').fill('1120');
  await save(card);
  await expectFieldErrors(card, { 'Zip Code': 'Zipcode must be 5-digits' });

  await card.getByLabel('First Name').fill(user.firstName);
  await card.getByLabel('Last Name').fill(user.lastName);
  await card.getByLabel('Address', { exact: true }).fill(address.address_1);
  await card.getByLabel('City').fill(address.city);
  await card.getByLabel('State').selectOption(address.state);
  await card.getByLabel('Zip Code').fill(address.zip_code);
  const phone = card.getByLabel('Phone');
  await phone.clear();
  await phone.pressSequentially(address.dayphone.replace(/-/g, ''));
  await expect(phone).toHaveValue(address.dayphone);
  await card.getByLabel('Delivery instructions (optional)').fill('Leave it by the blue door');
  await save(card);

  await expect(successBanner(page)).toHaveText('Address Updated!');
  await expect(card).toContainText(address.address_1);
  await expect(card).toContainText(`${address.city}, ${address.state} ${address.zip_code}`);
  await expect(card).toContainText(`Phone: ${address.dayphone}`);
  await expect(card).toContainText('Leave it by the blue door');
  // Saved on the server: a reload shows it.
  await page.reload();
  await expect(section(page, 'Shipping Address')).toContainText(address.address_1);
});

test('the payment method is checked on save, a refused card shows the server message, and Cancel waits while Save runs', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = await edit(page, 'Payment Method');
  await card.getByLabel('First Name').clear();
  await save(card);
  await expectFieldErrors(card, {
    'Card Number': 'Please enter a valid credit card number',
    Month: 'Expiration Month is required.',
    Year: 'Expiration Year is required.',
    CVC: 'CVC is required.',
    'First Name': 'First Name is required.',
    'Billing Address': 'Address is required.',
    City: 'City is required.',
    State: 'State is required.',
    'Zip Code': 'Zip Code is required.',
  });
  await card.getByLabel('Card Number').fill('4242 4242');
  await card.getByLabel('Zip Code').fill('abcde');
  await save(card);
  await expectFieldErrors(card, {
    'Card Number': 'Please enter a valid credit card number',
    'Zip Code': 'Enter only numbers',
  });

  // Sixteen digits that fail the checksum pass the form; the gateway refuses them.
  await card.getByLabel('First Name').fill(user.firstName);
  await fillBilling(card);
  await fillCard(card, '4242424242424241');
  await save(card);
  await expect(errorBanner(page, 'Please enter a valid credit card number')).toBeVisible();
  await expect(card.getByLabel('Card Number')).toHaveAccessibleDescription(
    'Please enter a valid credit card number',
  );

  // While the save runs, Cancel waits with it.
  await fillCard(card, cards.good);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/updatePaymentMethod', async (route) => {
    await held;
    await route.continue();
  });
  await save(card);
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  release();
  await expect(successBanner(page)).toHaveText('Payment Details Updated!');
  await expect(card).toContainText('Card ending in 4242');
  await expect(card).toContainText(address.address_1);
  await page.unrouteAll({ behavior: 'wait' });
});

test('the email address is checked on save with the §5 messages, refused when taken, then changed', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = await edit(page, 'Customer Account Info');
  await save(card);
  await expectFieldErrors(card, {
    'New Email Address': 'New Email Address is required',
    'Confirm New Email': 'Confirm New Email is required',
  });
  await card.getByLabel('New Email Address').fill('not-an-address');
  await card.getByLabel('Confirm New Email').fill('not-an-address');
  await save(card);
  await expectFieldErrors(card, { 'New Email Address': 'Please enter a valid email address.' });

  const next = newUser(testInfo).email;
  await card.getByLabel('New Email Address').fill(next);
  await card.getByLabel('Confirm New Email').fill(`other-${next}`);
  await save(card);
  await expectFieldErrors(card, { 'Confirm New Email': 'Both email entries must match.' });

  // Another customer's address, in other letters' case: the server refuses it.
  const taken = demo.picky.email.toUpperCase();
  await card.getByLabel('New Email Address').fill(taken);
  await card.getByLabel('Confirm New Email').fill(taken);
  await save(card);
  await expect(
    errorBanner(page, 'An account with this email address already exists.'),
  ).toBeVisible();
  await expect(card.getByLabel('New Email Address')).toHaveAccessibleDescription(
    'An account with this email address already exists.',
  );

  await card.getByLabel('New Email Address').fill(next);
  await card.getByLabel('Confirm New Email').fill(next);
  await save(card);
  await expect(successBanner(page)).toHaveText('Email address updated!');
  await expect(card).toContainText(next);
});

test('the password is checked on save with the §5 messages, refused with a wrong current one, then changed', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = await edit(page, 'Password');
  await save(card);
  await expectFieldErrors(card, {
    'Current Password': 'Current Password is required',
    'New Password': 'New Password is required',
    'Confirm New Password': 'Confirm New Password is required',
  });
  await card.getByLabel('Current Password').fill(user.password);
  await card.getByLabel('New Password', { exact: true }).fill('short');
  await card.getByLabel('Confirm New Password').fill('shorter');
  await save(card);
  await expectFieldErrors(card, {
    'New Password': 'Password must be at least 8 characters long.',
    'Confirm New Password': 'Both new password entries must match.',
  });
  await card.getByLabel('New Password', { exact: true }).fill(user.password);
  await card.getByLabel('Confirm New Password').fill(user.password);
  await save(card);
  await expectFieldErrors(card, {
    'New Password': 'New password cannot be the same as the current password',
  });

  const next = `${user.password}-new`;
  await card.getByLabel('Current Password').fill('not-my-password');
  await card.getByLabel('New Password', { exact: true }).fill(next);
  await card.getByLabel('Confirm New Password').fill(next);
  await save(card);
  await expect(card.getByLabel('Current Password')).toHaveAccessibleDescription(
    'Your current password is not correct.',
  );
  await expect(page.getByRole('alert').first()).toBeVisible();

  await card.getByLabel('Current Password').fill(user.password);
  await save(card);
  await expect(successBanner(page)).toHaveText('Password updated!');
  await expect(card.getByRole('button', { name: 'Edit Password' })).toBeVisible();

  // The new password signs in.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password').fill(next);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a gift card: Apply waits for a code, an unknown code is an invalid gift card', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = section(page, 'Gift Cards');
  await expect(card).toContainText('Gift card balance: $0.00');
  const apply = card.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await card.getByLabel('Gift card').fill('ABCDEFGHJKMNPQRS');
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(card.getByRole('alert')).toHaveText('Invalid Gift Card');
  // The field says it is wrong, and why, to a screen reader.
  const field = card.getByLabel('Gift card');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Invalid Gift Card');
});

test('a gift card moves its amount to the balance; its message clears after 5 s; a second apply is refused @phone-only', async ({
  page,
}, testInfo) => {
  // The $50 demo card can be redeemed once in the whole run (checkout.spec.ts redeems the $25 one).
  const user = newUser(testInfo);
  await openAccount(page, user);
  const card = section(page, 'Gift Cards');
  await card.getByLabel('Gift card').fill('DEMQGFTCARD5QXYZ');
  await card.getByRole('button', { name: 'Apply' }).click();
  const message = card.getByRole('status');
  await expect(message).toHaveText(
    'Gift card applied: $50.00 added. Your gift card balance is now $50.00.',
  );
  await expect(card).toContainText('Gift card balance: $50.00');
  await expect(message).toHaveCount(0, { timeout: 5_000 + 2_000 });

  await card.getByLabel('Gift card').fill('DEMQGFTCARD5QXYZ');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(card.getByRole('alert')).toHaveText('This gift card has already been used.');
});

test('a card about to expire on a customer who ordered this week shows the notice, whose prompt opens the payment method', async ({
  page,
}, testInfo) => {
  const user = newUser(testInfo);
  await page.goto('/pages/our-menus');
  const api = await shopApi(page);
  await api.register(user);
  await api.setPlan('PLAN-6', 'one_time_order');
  for (const meal of (await api.menu()).slice(0, 3)) await api.setItem(meal.sku, 2);
  await api.placeOrder(user, `e2e-expiring-${testInfo.project.name}-${Date.now()}`);

  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(/Your credit card is/)).toHaveCount(0);

  // A card that ends next month is about to expire (product.md, card status).
  const card = await edit(page, 'Payment Method');
  await fillCard(card, cards.good, 1);
  await save(card);
  await expect(successBanner(page)).toHaveText('Payment Details Updated!');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Your credit card is about to expire!' });
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Update payment method' }).click();
  const payment = section(page, 'Payment Method');
  await expect(payment.getByLabel('Card Number')).toBeVisible();
  await expect(payment).toBeInViewport();
});

test('an expired card on a subscriber who picked this week shows the expired notice, whose prompt opens the payment method', async ({
  page,
}) => {
  // The seeded lapsed subscriber is only looked at, so parallel runs share it safely.
  await login(page, demo.lapsed);
  await page.goto('/account-settings');
  const notice = page.getByRole('alert').filter({ hasText: 'Your credit card is expired!' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Your credit card is about to expire!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Update payment method' }).click();
  const payment = section(page, 'Payment Method');
  await expect(payment.getByLabel('Card Number')).toBeVisible();
  await expect(payment).toBeInViewport();
});

test('/account-settings/change_payment_method scrolls smoothly to the payment method, open to edit', async ({
  page,
}, testInfo) => {
  await register(page, newUser(testInfo));
  await page.goto('/account-settings/change_payment_method');
  const payment = section(page, 'Payment Method');
  await expect(payment.getByLabel('Card Number')).toBeVisible();
  await expect(payment).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});
