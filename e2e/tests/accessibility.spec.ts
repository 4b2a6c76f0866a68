import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login, openAccountMenu } from '../support/session';

/** Waits until the page is complete: its main heading and the footer loaded after it. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation').first()).toBeVisible();
}

const publicPages = [
  { path: '/', name: 'the home page' },
  { path: '/login', name: 'login' },
  { path: '/register', name: 'register' },
  { path: '/password/resetform', name: 'the password reset request' },
  { path: '/password/reset/sometoken', name: 'the new password form' },
  { path: '/frequently-asked-questions', name: 'the FAQ' },
  { path: '/checkout', name: 'checkout with an empty box' },
];

for (const { path, name } of publicPages) {
  test(`${name} (${path}) has no serious accessibility issue`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the admin dashboard has no serious accessibility issue', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
});

test('the open account menu has no serious accessibility issue', async ({ page, isMobile }) => {
  await login(page, demo.picky);
  await settled(page);
  const menu = await openAccountMenu(page, isMobile);
  if (isMobile) {
    await menu.getByRole('button', { name: 'My Account' }).click();
    await expect(menu.getByRole('link', { name: 'Log out' })).toBeVisible();
  }
  // Let the opening transition finish: axe reads colours as they are painted.
  await page.waitForTimeout(400);
  await expectNoSeriousA11yViolations(page);
});

test('the open account menu of a guest has no serious accessibility issue', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await settled(page);
  await openAccountMenu(page, isMobile);
  await page.waitForTimeout(400);
  await expectNoSeriousA11yViolations(page);
});
