import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  accountEntry,
  demo,
  newUser,
  openAccountEntries,
  openAccountMenu,
  register,
  submitLogin,
} from '../support/session';

/** The default channel's support phone, as seeded. */
const SUPPORT_PHONE = { tel: 'tel:8005550142', text: /\(800\) 555-0142/ };

test('a guest sees Login in the account menu', async ({ page, isMobile }) => {
  await page.goto('/');
  const menu = await openAccountMenu(page, isMobile);
  if (isMobile) {
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const callUs = menu.getByRole('link', { name: /^Call us/ });
    await expect(callUs).toHaveAttribute('href', SUPPORT_PHONE.tel);
    await expect(callUs).toHaveText(SUPPORT_PHONE.text);
    await expect(menu.getByRole('button', { name: 'My Account' })).toHaveCount(0);
  } else {
    await expect(menu.getByRole('menuitem')).toHaveText(['Login']);
  }
});

test('a new account is registered and signed in at once', async ({ page, isMobile }) => {
  const user = newUser(test.info(), 'Avery');
  await register(page, user);

  const fullName = `${user.firstName} ${user.lastName}`;
  if (!isMobile) {
    await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();
  }
  const menu = await openAccountMenu(page, isMobile);
  if (isMobile) {
    await expect(menu.getByText(`Hi, ${user.firstName}`)).toBeVisible();
    await menu.getByRole('button', { name: 'My Account' }).click();
    await expect(menu.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveText([
      'My Schedule',
      'My Account',
      'Log out',
    ]);
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  } else {
    await expect(menu.getByText(fullName)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['My Schedule', 'My Account', 'Log out']);
  }
  await expect(accountEntry(menu, isMobile, 'Administration')).toHaveCount(0);
});

test('logging out from the menu returns to a guest session', async ({ page, isMobile }) => {
  await register(page, newUser(test.info(), 'Morgan'));

  let menu = await openAccountEntries(page, isMobile);
  await accountEntry(menu, isMobile, 'Log out').click();

  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  menu = await openAccountMenu(page, isMobile);
  if (isMobile) {
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  } else {
    await expect(menu.getByRole('menuitem')).toHaveText(['Login']);
  }

  // The server agrees: the session is a guest session now.
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();
});

test('a wrong password is refused under the field, then the right one signs in', async ({
  page,
  isMobile,
}) => {
  await page.goto('/login');
  await submitLogin(page, demo.picky.email, 'not-the-password');
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, demo.picky.email, demo.picky.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const menu = await openAccountEntries(page, isMobile);
  await expect(accountEntry(menu, isMobile, 'Log out')).toBeVisible();
});

test('a phone has the account menu in its header too, beside the cart and Continue @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: 'Account menu' });
  await expect(account).toBeVisible();
  // The header still fits the phone: every control in view and none over another.
  const boxes = await Promise.all(
    [
      header.getByRole('button', { name: 'Open menu' }),
      header.getByRole('button', { name: /^Cart, / }),
      account,
      header.getByRole('button', { name: 'Continue' }),
    ].map(async (control) => (await control.boundingBox())!),
  );
  const width = page.viewportSize()!.width;
  for (const [i, box] of boxes.entries()) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (i > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
  }

  await account.tap();
  let menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Login']);
  await expect(menu.getByRole('menuitem', { name: 'Login' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  const user = newUser(test.info(), 'Quinn');
  await register(page, user);
  const fullName = `${user.firstName} ${user.lastName}`;
  await header.getByRole('button', { name: `Account menu for ${fullName}` }).tap();
  menu = page.getByRole('menu');
  await expect(menu.getByText(fullName)).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['My Schedule', 'My Account', 'Log out']);
  await menu.getByRole('menuitem', { name: 'My Account' }).tap();
  await expect(page).toHaveURL((url) => url.pathname === '/account-settings');
  await expect(page.getByRole('menu')).toHaveCount(0);
});
