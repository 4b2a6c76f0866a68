import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, submitLogin } from '../support/session';
import { newSubscriber } from '../support/subscriber';
import type { Page } from '@playwright/test';

/** Opens a page of the admin's own browser once the app has taken over the server's HTML. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

test("an admin finds a customer, skips a week and adjusts the balance on their behalf, and sees both in the customer's history", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A purchase, then three admin pages each checked by axe.
  test.slow();
  // A FitFuel subscriber: its weeks after the bought one are open to skip.
  const { user, weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  const week = weeks[1];
  if (!week) throw new Error('FitFuel sells no second week');

  const adminContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const admin = await adminContext.newPage();
  await open(admin, '/login');
  await submitLogin(admin, demo.admin.email, demo.admin.password);
  await expect(admin).not.toHaveURL(/\/login/);

  // The list: found by part of the email.
  await open(admin, '/admin/user');
  const grid = admin.getByRole('grid', { name: 'Customers and staff' });
  await expect(grid).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByLabel('Search name, email or ID').fill(user.email.slice(0, 24).toUpperCase());
  await expect(admin).toHaveURL(/[?&]q=/);
  const name = `${user.firstName} ${user.lastName}`;
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('link', { name }).click();
  await expect(admin).toHaveURL(/\/admin\/customer\/edit\/\d+(\?|$)/);
  await expect(admin.getByRole('region', { name: 'Profile' })).toContainText(user.email);
  await expect(admin.getByRole('region', { name: 'Payment' })).toContainText('**** **** ****');
  await expectNoSeriousA11yViolations(admin);

  // Skip a week on their behalf: the schedule and the history show it.
  const schedule = admin.getByRole('table', { name: 'Schedule' });
  await schedule.getByRole('button', { name: `Skip ${week.week_formatted}` }).click();
  await expect(admin.getByText('Week skipped successfully')).toBeVisible();
  await expect(
    schedule.getByRole('row').filter({ hasText: week.week_formatted }).getByRole('cell', {
      name: 'Skipped',
    }),
  ).toBeVisible();
  const history = admin.getByRole('region', { name: 'History of changes on their behalf' });
  await expect(history.getByRole('cell', { name: /^skip week/ })).toBeVisible();
  await expect(history.getByText(`week ${week.week}`)).toBeVisible();

  // The customer's own schedule shows the week skipped.
  const mine = await page.request.get('/api/user/schedule');
  const weeksNow = ((await mine.json()) as { weeks: Array<{ week: string; state: string }> }).weeks;
  expect(weeksNow.find((w) => w.week === week.week)?.state).toBe('skipped');

  // Adjust the balance: a reason is required, the balance never goes below zero.
  const balance = admin.getByRole('region', { name: 'Gift card balance' });
  await balance.getByLabel('Amount (USD, negative to take)').fill('25.00');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(balance.getByText('Reason is required.')).toBeVisible();
  await balance.getByLabel('Reason').fill('Late delivery');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(balance.getByText('Balance: $25.00')).toBeVisible();
  await balance.getByLabel('Amount (USD, negative to take)').fill('-30');
  await balance.getByLabel('Reason').fill('Too much');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(balance.getByText('The gift card balance cannot go below $0.00.')).toBeVisible();
  await expect(balance.getByText('Balance: $25.00')).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Late delivery' })).toBeVisible();
  await expect(history.getByText('gift_card_balance: 0 → 2500')).toBeVisible();

  // The user's profile and permissions, and a new user's form.
  await admin.getByRole('link', { name: 'Edit profile and permissions' }).click();
  await expect(admin).toHaveURL(/\/admin\/user\/edit\/\d+(\?|$)/);
  await expect(admin.getByLabel('Email Address')).toHaveValue(user.email);
  await expect(admin.getByRole('group', { name: 'Permissions' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await open(admin, '/admin/user/add');
  await expect(admin.getByRole('button', { name: 'Create user' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await adminContext.close();
});
