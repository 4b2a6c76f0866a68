import { expect, test, type Locator, type Page } from '../support/test';
import { chooseIn, focused, tabTo, typeInto } from '../support/keyboard';
import { newUser } from '../support/session';
import {
  address,
  cards,
  checkoutSection,
  confirmationKey,
  shopApi,
  shopApiOn,
} from '../support/shop';

// a11y (issue 15): the whole purchase path and the account settings with the keyboard alone:
// Tab, Shift+Tab, Enter, Space and the arrows, typing into the focused field. No click, no fill.

const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');

/** "3 of 8 meals" in the box bar over the menu. */
const boxCount = (page: Page) =>
  page.getByRole('main').getByRole('progressbar', { name: /^Box progress: / });

/** Moves a radio group's choice with the arrow keys (the focus is in the group) to `target`. */
async function arrowTo(target: Locator, key: 'ArrowLeft' | 'ArrowRight' = 'ArrowLeft') {
  for (let presses = 0; presses < 8 && !(await target.isChecked()); presses++)
    await target.page().keyboard.press(key);
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/** The focus is on `container` or in it. */
async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
}

/** Types the demo address into a form's fields, the phone through its ###-###-#### mask. */
async function typeAddress(form: Locator) {
  await typeInto(form.getByLabel('Address', { exact: true }), address.address_1);
  await typeInto(form.getByLabel('City'), address.city);
  await chooseIn(form.getByLabel('State'), 'New York', address.state);
  await typeInto(form.getByLabel('Zip Code'), address.zip_code);
  const phone = form.getByLabel('Phone');
  await tabTo(phone);
  await form.page().keyboard.type(address.dayphone.replace(/-/g, ''));
  await expect(phone).toHaveValue(address.dayphone);
}

test('a guest buys a box with the keyboard alone: the plan, meals until the box is full, an account, the address and card, the confirmation', async ({
  page,
}, testInfo) => {
  test.slow();
  const user = newUser(testInfo, 'Kai');
  await page.goto('/');

  // The skip link comes first and takes the focus past the header.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to content');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Step 1: the plan, with the arrows in each group.
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await tabTo(page.getByRole('radio', { checked: true }).first());
  await arrowTo(page.getByRole('radio', { name: /^8 meals/ }));
  await page.keyboard.press('Tab');
  await arrowTo(page.getByRole('radio', { name: /^Subscribe & Save/ }));
  await expect(page.getByTestId('plan-total')).toContainText('8 meals for');
  await tabTo(page.getByRole('button', { name: 'Pick my meals' }));
  await page.keyboard.press('Enter');

  // Step 2: a meal's details open from its card and close with Escape, back on the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  await expect(mealCards(page).first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 4; i++)
    names.push((await mealCards(page).nth(i).getByRole('heading').textContent())?.trim() ?? '');
  const firstCard = mealCards(page).first().getByRole('button', { name: names[0], exact: true });
  await tabTo(firstCard);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: names[0] });
  await expect(details).toBeVisible();
  await expectFocusWithin(details);
  // The focus stays in the dialog, round and round.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expectFocusWithin(details);
  }
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(firstCard).toBeFocused();

  // Two of each of four meals fill the box.
  for (const [i, name] of names.entries()) {
    await tabTo(page.getByRole('button', { name: `Add one ${name}` }));
    await page.keyboard.press('Enter');
    await expect(boxCount(page)).toHaveAccessibleName(`Box progress: ${2 * i + 1} of 8 meals`);
    await page.keyboard.press('Space');
    await expect(boxCount(page)).toHaveAccessibleName(`Box progress: ${2 * i + 2} of 8 meals`);
  }
  const toCheckout = page.getByRole('link', { name: 'Continue to checkout' });
  await expect(toCheckout).toBeEnabled();
  await tabTo(toCheckout, { back: true, max: 120 });
  await page.keyboard.press('Enter');

  // Checkout: an account first, then the address and the card.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const account = checkoutSection(page, 'Account');
  await typeInto(account.getByLabel('First Name'), user.firstName);
  await typeInto(account.getByLabel('Last Name'), user.lastName);
  await typeInto(account.getByLabel('Email Address'), user.email);
  await typeInto(account.getByLabel('Password', { exact: true }), user.password);
  await typeInto(account.getByLabel('Confirm Password'), user.password);
  await tabTo(account.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(account).toContainText(`Signed in as ${user.email}.`);

  const shipping = checkoutSection(page, 'Shipping address');
  await expect(shipping.getByLabel('First Name')).toHaveValue(user.firstName);
  await typeAddress(shipping);

  const payment = checkoutSection(page, 'Payment');
  await typeInto(payment.getByLabel('Card Number'), cards.good);
  await chooseIn(payment.getByLabel('Month'), '09', '09');
  const year = String(new Date().getFullYear() + 3);
  await chooseIn(payment.getByLabel('Year'), year, year);
  await typeInto(payment.getByLabel('CVC'), '737');

  await tabTo(page.getByRole('button', { name: /^Place order · \$\d+\.\d\d$/ }));
  await page.keyboard.press('Enter');
  const key = await confirmationKey(page);
  const order = await (await shopApi(page)).confirmation(key);
  expect(order.kind).toBe('subscription');
  expect(order.status).toBe('paid');
  expect(order.items.map((i) => [i.name, i.quantity]).sort()).toEqual(
    names.map((name) => [name, 2]).sort(),
  );
});

test('a customer signs in, opens the account page from the account menu and changes the shipping address with the keyboard alone', async ({
  page,
  playwright,
  isMobile,
}, testInfo) => {
  const user = newUser(testInfo, 'Lou');
  const setup = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await (await shopApiOn(setup)).register(user);
  } finally {
    await setup.dispose();
  }

  // Signing in: type, Tab, type, Enter.
  await page.goto('/login');
  await typeInto(page.getByLabel('Email Address'), user.email);
  await typeInto(page.getByLabel('Password'), user.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  // The account menu (a menu on desktop, the site panel on a phone) opens with Enter, and its
  // entries are reached with the arrows or Tab.
  if (isMobile) {
    await tabTo(page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await expectFocusWithin(panel);
    await tabTo(panel.getByRole('button', { name: 'My Account' }));
    await page.keyboard.press('Enter');
    await tabTo(
      panel
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: 'My Account', exact: true }),
    );
  } else {
    await tabTo(page.getByRole('button', { name: /^Account menu/ }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectFocusWithin(menu);
    const entry = menu.getByRole('menuitem', { name: 'My Account', exact: true });
    for (
      let presses = 0;
      presses < 6 && !(await entry.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('ArrowDown');
    await expect(entry).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // Edit, a field changed, Save: the form closes with the success text, the focus back on Edit.
  const card = page.getByRole('region', { name: 'Shipping Address', exact: true });
  const edit = card.getByRole('button', { name: 'Edit Shipping Address' });
  await tabTo(edit);
  await page.keyboard.press('Enter');
  await expect(card.getByLabel('First Name')).toBeFocused();
  await typeInto(card.getByLabel('First Name'), user.firstName);
  await typeInto(card.getByLabel('Last Name'), user.lastName);
  await typeAddress(card);
  await tabTo(card.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /!$/ })).toHaveText('Address Updated!');
  await expect(card).toContainText(address.address_1);
  await expect(edit).toBeFocused();
});
