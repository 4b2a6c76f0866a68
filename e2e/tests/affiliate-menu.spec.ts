import type { Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login } from '../support/session';
import { expect, test } from '../support/test';

const PLAN = "Coach Dana's Lean Plan";

/** A meal's row in the plan's list and the quantity it shows. */
const quantityOf = (row: Locator) => row.getByTestId('meal-quantity');

test('an affiliate edits a week’s selection', async ({ page }, testInfo) => {
  // Both projects use the one demo coach: the desktop edits the current ordering week (the one
  // the landing page shows), the phone the week after, so neither sees the other's save.
  const weekIndex = testInfo.project.name === 'desktop' ? 0 : 1;
  // Three pages each with an accessibility check, on a machine shared with the other project.
  test.slow();
  await login(page, demo.coach);

  await page.goto('/AffiliateMenu');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Menus' })).toBeVisible();
  const weeks = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const openWeeks = weeks.filter({ has: page.getByRole('link', { name: /^Edit/ }) });
  const week = openWeeks.nth(weekIndex);
  await expect(week).toContainText(/Deadline: \w+day, \w{3} \d+ at \d+:\d\d [AP]M/);
  // The demo coach chose the first two weeks in full.
  await expect(week).toContainText(`${PLAN}: 10 of 10 meals chosen`);
  await expect(weeks.filter({ hasText: 'not chosen yet' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const weekTitle = (await week.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await week.getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/AffiliateMenu\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: weekTitle })).toBeVisible();
  const plan = page.getByRole('region', { name: PLAN });
  const total = plan.getByTestId('selection-total');
  const save = plan.getByRole('button', { name: 'Save' });
  await expect(total).toHaveText('10 of 10 meals');
  await expect(save).toBeEnabled();

  // One fewer of a chosen meal: the box is short, and Save waits for the tenth meal.
  const rows = plan.getByRole('listitem');
  const chosen = rows
    .filter({ has: page.locator('[data-testid="meal-quantity"]:not(:text-is("0"))') })
    .first();
  const unchosen = rows
    .filter({ has: page.locator('[data-testid="meal-quantity"]:text-is("0")') })
    .first();
  const lessName = (await chosen.locator('p').first().textContent()) ?? '';
  const moreName = (await unchosen.locator('p').first().textContent()) ?? '';
  const lessBefore = Number(await quantityOf(chosen).textContent());
  await chosen.getByRole('button', { name: `Remove one ${lessName}` }).click();
  await expect(total).toHaveText('9 of 10 meals');
  await expect(plan).toContainText('Choose 10 meals; you chose 9.');
  await expect(save).toBeDisabled();

  // A new meal makes ten again.
  const unchosenRow = rows.filter({ hasText: moreName });
  await unchosenRow.getByRole('button', { name: `Add one ${moreName}` }).click();
  await expect(total).toHaveText('10 of 10 meals');
  await expect(plan.getByRole('button', { name: /^Add one/ }).first()).toBeDisabled();
  await save.click();
  await expect(plan.getByRole('status')).toHaveText(
    `Your selection for the ${weekTitle.replace('Week', 'week')} has been saved.`,
  );
  await expectNoSeriousA11yViolations(page);

  // Kept on the server: a reload shows the new selection.
  await page.reload();
  await expect(total).toHaveText('10 of 10 meals');
  await expect(quantityOf(rows.filter({ hasText: moreName }))).toHaveText('1');
  await expect(quantityOf(rows.filter({ hasText: lessName }))).toHaveText(String(lessBefore - 1));

  // The plan's landing page shows this week's selection to anyone.
  await page.goto('/landing/coach-dana');
  const selection = page.getByRole('region', { name: 'This week’s selection' });
  await expect(selection).toBeVisible();
  if (weekIndex === 0) {
    await expect(selection.getByRole('listitem').filter({ hasText: moreName })).toHaveText(
      `1 × ${moreName}`,
    );
    const less = selection.getByRole('listitem').filter({ hasText: lessName });
    if (lessBefore > 1) await expect(less).toHaveText(`${lessBefore - 1} × ${lessName}`);
    else await expect(less).toHaveCount(0);
  }
  await expect(page.getByRole('radio', { name: /10 meals/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a customer without the affiliate permission is told the page is for partners', async ({
  page,
}) => {
  await login(page, demo.casual);
  await page.goto('/AffiliateMenu');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Menus' })).toBeVisible();
  await expect(page.getByText('This page is for our partners.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
