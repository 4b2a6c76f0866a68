import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login } from '../support/session';

const FIGURES = [
  'Orders',
  'Meals',
  'Revenue (net)',
  'Active subscriptions',
  'Skips',
  'Unattended',
  'Failed payments',
];

/** A table's header and rows as shown, each cell's text. */
async function tableShown(table: Locator): Promise<string[][]> {
  const header = await table.locator('thead th').allTextContents();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
  return [header, ...rows];
}

/** The page's figures as a CSV writes them: no dollar sign, grouping or percent sign. */
const plain = (cell: string) => cell.replace(/[$,%]/g, '');

test('an admin reads the dashboard and the reports, changes the range and downloads a report whose rows are the table shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  await page.goto('/admin/dashboard');
  const heading = page.getByRole('heading', { name: /^Delivery week of / });
  await expect(heading).toBeVisible();
  for (const figure of FIGURES) {
    const tile = page.getByRole('region', { name: figure, exact: true });
    await expect(tile.getByText(/^Last week: /)).toBeVisible();
    await expect(tile.getByText(/(Up|Down) .* last week$|Same as last week$/)).toBeVisible();
  }
  const week = (await page.getByLabel('Week (Monday)').inputValue()) ?? '';
  expect(week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('region', { name: 'Unattended', exact: true }).getByRole('link'),
  ).toHaveAttribute('href', `/admin/unattendedQueueDetailAdmin/${week}`);
  await expect(
    page.getByRole('region', { name: 'Failed payments', exact: true }).getByRole('link'),
  ).toHaveAttribute('href', `/admin/subscriptionOrderStatusDetailAdmin/${week}`);
  await expect(page.getByRole('figure', { name: 'Revenue (net) by week' })).toBeVisible();
  const recent = page.getByRole('table', { name: 'Recent weeks' });
  await expect(recent.locator('tbody tr')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  // The week before: the page follows, and keeps it in its address.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByLabel('Week (Monday)')).not.toHaveValue(week);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByLabel('Week (Monday)')).toHaveValue(week);

  // The reports, on the dashboard's twelve weeks.
  await page.getByRole('link', { name: 'Open the reports' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports\\?from=\\d{4}-\\d{2}-\\d{2}&to=${week}`));
  const sales = page.getByRole('table', { name: 'Sales by week' });
  await expect(sales.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('figure', { name: 'Gross and net sales by week' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Four weeks instead: the table follows, and the address keeps the range.
  const from = new Date(Date.parse(`${week}T00:00:00Z`) - 3 * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByLabel('From week (Monday)').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${week}`));
  await expect(sales.locator('tbody tr')).toHaveCount(4);
  await expect(sales.locator('tbody tr').first().locator('td').first()).toHaveText(from);

  // Other journeys order for these weeks on the same server meanwhile: the table and its CSV are
  // compared as they stand together, the page read again when an order came between the two.
  let first = true;
  await expect(async () => {
    if (!first) {
      await page.reload();
      await expect(sales.locator('tbody tr')).toHaveCount(4);
    }
    first = false;
    const shown = await tableShown(sales);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV: Sales by week' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${from}-to-${week}.csv`);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    // Weeks and amounts: nothing a CSV quotes, so a line's cells are split at its commas.
    expect(text).not.toContain('"');
    const records = text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(records).toEqual(shown.map((row) => row.map(plain)));
  }).toPass({ timeout: 45_000 });

  // A range that ends before it starts is said under its field, and nothing is asked.
  await page.getByLabel('From week (Monday)').fill('2099-01-05');
  await expect(page.getByText('The first week comes on or before the last.')).toBeVisible();

  // Each section draws its figures and lists them.
  await page.getByLabel('From week (Monday)').fill(from);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/tab=subscriptions/);
  await expect(page.getByRole('table', { name: 'Subscription growth and churn' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cancellation reasons' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Download CSV: Cancellation reasons' }),
  ).toHaveAttribute('href', `/api/admin/reports/cancel-reasons.csv?from=${from}&to=${week}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page.getByRole('table', { name: 'Discount codes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards by week' })).toBeVisible();
  await page.getByRole('tab', { name: 'Meal popularity' }).click();
  await expect(page.getByRole('table', { name: 'Meal popularity' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
