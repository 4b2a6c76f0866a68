import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login, openAccountMenu } from '../support/session';

/** Waits until the page is complete: its main heading and the footer loaded after it. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation').first()).toBeVisible();
}

// Every page of the route table, each as whom it is for, is checked by a11y.spec.ts; here, what
// no address opens: the account menu, open.

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
