import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { waitForTheLock, withCycleServer } from '../support/cycle-server';
import { demo, login } from '../support/session';

// The weekly operations' pages (issue 14): the unattended queue and the subscription orders'
// status, per week. The journey needs a week locked while the test runs, so it has a server of
// its own whose store clock starts two and a half minutes before the deadline of the seed's first
// week (Dec 7: Wednesday, Dec 2 at 11:59 PM in New York); the job queue's first tick after it
// locks the week, and the seeded lapsed subscriber's card declines. Then the week of Dec 14 is the
// one being ordered, its preselection not yet due: staff run it by hand.
const STORE_CLOCK = 'at:2026-12-03T04:56:30Z';
const LOCKED = '2026-12-07';
const NEXT = '2026-12-14';

const journey = withCycleServer(STORE_CLOCK);

/** A week's row of an overview's table. */
const weekRow = (page: Page, week: string): Locator => page.locator(`tr[data-week="${week}"]`);

/** A grid's row, by the customer's email. */
const gridRow = (grid: Locator, email: string): Locator =>
  grid.getByRole('row').filter({ hasText: email });

journey(
  'an admin runs preselection from the unattended queue and watches it finish, then retries a failed payment from the order-status page @desktop-only',
  async ({ page, playwright, cycleServer }) => {
    journey.setTimeout(420_000);
    const staff = await playwright.request.newContext({ baseURL: cycleServer.url });
    try {
      await waitForTheLock(staff, LOCKED, 300_000);
    } finally {
      await staff.dispose();
    }
    await login(page, demo.admin);

    // The unattended queue: the week being ordered now first, with its subscribers who pick and
    // have not picked yet.
    await page.goto('/admin/unattendedQueueAdmin');
    const table = page.getByRole('table', { name: 'Unattended subscribers by week' });
    await expect(table).toBeVisible();
    const next = weekRow(page, NEXT);
    await expect(next).toContainText('Ordering now');
    const unattended = next.getByRole('cell').nth(0);
    await expect(unattended).toHaveText(/^[1-9]\d*$/);
    const queued = Number(await unattended.textContent());
    await expectNoSeriousA11yViolations(page);

    await next.getByRole('link', { name: 'Mon, Dec 14, 2026' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/unattendedQueueDetailAdmin/${NEXT}$`));
    await expect(page.getByRole('heading', { name: 'Week of Mon, Dec 14, 2026' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Unattended subscribers' });
    await expect(gridRow(grid, demo.picky.email)).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(queued + 1);
    await expectNoSeriousA11yViolations(page);

    // Run preselection: asked first, for one of the two stores that have the week's menu.
    await page.getByRole('button', { name: 'Run preselection' }).click();
    const dialog = page.getByRole('dialog', { name: /^Run preselection for the week of/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Mealbox' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Run preselection for Mealbox' }).click();
    await expect(dialog).toBeHidden();

    const progress = page.getByRole('region', { name: /^Preselection for Mealbox/ });
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect(progress.getByRole('heading')).toHaveText('Preselection for Mealbox: done', {
      timeout: 60_000,
    });
    await expect(progress.getByRole('status')).toHaveText(
      new RegExp(`^${queued} done, 0 failed, \\d+ skipped of \\d+$`),
    );
    // The list is fetched again once the run has ended: nobody is left unattended.
    await expect(grid.getByText('No rows')).toBeVisible();
    const runs = page.getByRole('region', { name: 'Preselection runs this week' });
    await expect(runs.getByRole('row').filter({ hasText: 'Preselection' })).toContainText('Done');
    await expectNoSeriousA11yViolations(page);

    // The subscription orders' status: the locked week, one payment declined.
    await page.goto('/admin/subscriptionOrderStatusAdmin');
    const locked = weekRow(page, LOCKED);
    await expect(
      page.getByRole('table', { name: "Subscribers' weeks by state" }).getByRole('columnheader'),
    ).toContainText(['Week', 'Pending', 'Picked', 'Preselected', 'Skipped', 'Ordered', 'Paid']);
    // Payment failed is the seventh count.
    await expect(locked.getByRole('cell').nth(6)).toHaveText('1');
    await expectNoSeriousA11yViolations(page);
    await locked.getByRole('link', { name: 'Mon, Dec 7, 2026' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/subscriptionOrderStatusDetailAdmin/${LOCKED}$`),
    );
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Payment failed' });
    await expect(page).toHaveURL(/state=payment_failed/);
    const orders = page.getByRole('grid', { name: "Subscribers' weeks" });
    const lapsed = gridRow(orders, demo.lapsed.email);
    await expect(orders.getByRole('row')).toHaveCount(2);
    await expect(lapsed).toContainText('Payment failed');
    await expect(lapsed).toContainText('Your card was declined. Please use a different card.');
    await expect(lapsed.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await expect(lapsed.getByRole('link', { name: /^#\d+$/ })).toHaveAttribute(
      'href',
      /^\/admin\/order\/view\/\d+$/,
    );
    await expectNoSeriousA11yViolations(page);

    await lapsed.getByRole('button', { name: /^Retry payment for / }).click();
    const retry = page.getByRole('dialog', { name: /^Retry .*'s payment\?$/ });
    await expect(retry).toContainText('Charges tried so far: 1.');
    await expectNoSeriousA11yViolations(page);
    await retry.getByRole('button', { name: 'Retry payment' }).click();
    // Staff retry at once; the customer's card is still the one that declines.
    await expect(retry.getByRole('status')).toHaveText('The card was declined again.');
    await retry.getByRole('button', { name: 'Close' }).click();
    await expect(retry).toBeHidden();
    await expect(lapsed).toContainText('Payment failed');
    await expect(lapsed.getByRole('gridcell', { name: '2', exact: true })).toBeVisible();
    const charges = page.getByRole('region', { name: 'Charge runs this week' });
    await expect(
      charges
        .getByRole('row')
        .filter({ hasText: 'Lock and charge' })
        .filter({ hasText: 'Mealbox' }),
    ).toContainText('Done');
  },
);

test('an admin reads the weekly operations’ pages on any screen: the weeks, their lists and the run’s question', async ({
  page,
}) => {
  await login(page, demo.admin);
  await page.goto('/admin/unattendedQueueAdmin');
  const weeks = page.getByRole('table', { name: 'Unattended subscribers by week' });
  await expect(weeks.getByRole('row')).toHaveCount(10);
  const current = page.locator('tr[data-week]').filter({ hasText: 'Ordering now' });
  await expect(current).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await current.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/unattendedQueueDetailAdmin\/\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('grid', { name: 'Unattended subscribers' })).toBeVisible();
  await expect(page.getByText(/^Mealbox: picking deadline /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Run preselection' }).click();
  const dialog = page.getByRole('dialog', { name: /^Run preselection for the week of/ });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/subscriptionOrderStatusAdmin');
  await expect(page.getByRole('table', { name: "Subscribers' weeks by state" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.locator('tr[data-week]').filter({ hasText: 'Ordering now' }).getByRole('link').click();
  await expect(page.getByRole('grid', { name: "Subscribers' weeks" })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
