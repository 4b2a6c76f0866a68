import { expect, test } from '../support/test';
import { accountEntry, demo, login, openAccountEntries, submitLogin } from '../support/session';

test('a customer opening the admin dashboard is sent to login', async ({ page }) => {
  await login(page, demo.casual);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('the admin reaches the dashboard and sees Administration in the menu', async ({
  page,
  isMobile,
}) => {
  // Signing in from the redirect returns to the page that was asked for.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard');

  const menu = await openAccountEntries(page, isMobile);
  await expect(accountEntry(menu, isMobile, 'Administration')).toBeVisible();
  if (!isMobile) {
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Administration',
      'My Schedule',
      'My Account',
      'Log out',
    ]);
  }
});

test('a logged-out visitor opening account settings is sent to login', async ({ page }) => {
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Login');
});

test('routes set the page title', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login');
  await page.goto('/password/resetform');
  await expect(page).toHaveTitle('Reset Password Form');

  await login(page, demo.picky);
  await page.goto('/pages/cancel-subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Subscription' })).toBeVisible();
  await expect(page).toHaveTitle('Cancel Subscription');
});
