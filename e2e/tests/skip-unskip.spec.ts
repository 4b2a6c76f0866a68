import { expect, test } from '../support/test';
import { newSubscriber, scheduleWeek, weekState } from '../support/subscriber';

// FitFuel Kitchen lets a customer order two weeks ahead, so a subscriber has open weeks to skip.

test('a subscriber skips this week from the account status line, then unskips it', async ({
  page,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  // Their plan starts next week, so this week is still theirs to pick or skip.
  const { weeks, subscriptionId } = await newSubscriber(page, testInfo, {
    channel: 'fitfuel',
    startWeek: 1,
  });
  const current = weeks[0]!;
  const pickSentence = `Pick your meals for the week of ${current.week_formatted} by ${current.picking_deadline_formatted}.`;

  await page.goto('/account-settings');
  const line = page.getByRole('region', { name: 'This week’s delivery' });
  await expect(line.getByTestId('account-status')).toHaveText(pickSentence);
  await expect(line.getByRole('link', { name: 'Pick My Meals' })).toHaveAttribute(
    'href',
    `/meals?week=${current.week}&subscription=${subscriptionId}`,
  );

  await line.getByRole('button', { name: 'Skip This Week' }).click();
  await expect(line.getByRole('status')).toHaveText('Week skipped successfully');
  await expect(line.getByTestId('account-status')).toHaveText(
    `You skipped the week of ${current.week_formatted}. You can unskip it until ${current.picking_deadline_formatted}.`,
  );
  await expect(line.getByRole('button', { name: 'Skip This Week' })).toHaveCount(0);
  await expect(line.getByRole('link', { name: 'Pick My Meals' })).toHaveCount(0);

  await line.getByRole('button', { name: 'Unskip This Delivery' }).click();
  await expect(line.getByRole('status')).toHaveText('Week unskipped successfully');
  await expect(line.getByTestId('account-status')).toHaveText(pickSentence);
  await expect(line.getByRole('button', { name: 'Unskip This Delivery' })).toHaveCount(0);

  // The schedule agrees: the week is open again.
  await page.goto('/my-schedule');
  await expect(weekState(scheduleWeek(page, current))).toHaveText('Meals not picked yet');
});

test('a subscriber skips a week from My Schedule, then unskips it', async ({ page }, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  const { weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  const [paidWeek, nextWeek] = weeks as [(typeof weeks)[0], (typeof weeks)[0]];

  await page.goto('/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  // The week bought at checkout is paid: nothing left to change.
  const paid = scheduleWeek(page, paidWeek);
  await expect(weekState(paid)).toHaveText('Paid');
  await expect(paid.getByRole('button')).toHaveCount(0);

  const week = scheduleWeek(page, nextWeek);
  await expect(weekState(week)).toHaveText('Meals not picked yet');
  await expect(week).toContainText(nextWeek.picking_deadline_formatted);
  await week.getByRole('button', { name: 'Skip This Week' }).click();
  await expect(week.getByRole('status')).toHaveText('Week skipped successfully');
  await expect(weekState(week)).toHaveText('Skipped');
  await expect(week.getByRole('link', { name: 'Pick My Meals' })).toHaveCount(0);

  await week.getByRole('button', { name: 'Unskip This Delivery' }).click();
  await expect(week.getByRole('status')).toHaveText('Week unskipped successfully');
  await expect(weekState(week)).toHaveText('Meals not picked yet');
  await expect(week.getByRole('button', { name: 'Skip This Week' })).toBeVisible();

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(weekState(scheduleWeek(page, nextWeek))).toHaveText('Meals not picked yet');
});
