import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login } from '../support/session';
import { newSubscriber } from '../support/subscriber';

const FITFUEL_CANCEL_TEXT =
  'To cancel your FitFuel subscription, please call our team at (888) 555-0199. We are happy to pause your plan instead.';

test('a subscriber cancels from Plan Status through the plan modal, giving a reason', async ({
  page,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  await newSubscriber(page, testInfo);
  await page.goto('/account-settings');
  const plan = page.getByRole('region', { name: 'Plan Status' });
  await expect(plan).toContainText('8 Meals');
  await expect(plan).toContainText('Active');

  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(modal).toBeVisible();
  // Spec §9: the plan modal is at most 452 px wide.
  expect((await modal.boundingBox())?.width).toBeLessThanOrEqual(452);
  // This week is paid and Mealbox sells no later week yet: there is no delivery left to skip.
  await expect(modal.getByRole('button', { name: 'Skip Next Week Instead' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Changing their mind closes it, and nothing is cancelled.
  await modal.getByRole('button', { name: 'Keep My Plan' }).click();
  await expect(modal).toBeHidden();
  await expect(plan).toContainText('Active');

  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Why are you cancelling? (optional)').fill('Moving abroad for a year');
  await modal.getByRole('button', { name: 'Cancel My Subscription' }).click();
  const done = page.getByRole('dialog', { name: 'Your subscription is cancelled' });
  await expect(done.getByRole('status')).toHaveText('Subscription cancelled.');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(done).toBeHidden();

  // Refetched: the plan is cancelled and cannot be cancelled again.
  await expect(plan).toContainText('Cancelled');
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  const overview = (await (await page.request.get('/api/user/subscriptions')).json()) as {
    subscriptions: Array<{ status: string }>;
  };
  expect(overview.subscriptions.map((s) => s.status)).toEqual(['cancelled']);
});

/** What the test reads of GET /api/user/schedule (packages/contracts/src/subscriptions.ts). */
interface ScheduleRead {
  subscriptions: Array<{ id: number; status: string }>;
  weeks: Array<{
    subscription_id: number;
    week: string;
    week_formatted: string;
    state: string;
    actions: string[];
  }>;
}

const readSchedule = async (page: Page): Promise<ScheduleRead> => {
  const response = await page.request.get('/api/user/schedule');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ScheduleRead;
};

// Both projects share one database, so only the desktop project changes this seeded account.
test('a subscriber about to cancel skips next week from the plan modal instead and keeps the plan @desktop-only', async ({
  page,
}) => {
  await login(page, demo.holiday);
  await page.goto('/account-settings');
  const before = await readSchedule(page);
  const [subscription] = before.subscriptions;
  let week = before.weeks.find((w) => w.subscription_id === subscription?.id);
  if (!subscription || !week) throw new Error('The seeded subscriber has no upcoming week.');
  if (week.state === 'skipped') {
    // A retry finds the week an earlier try skipped: bring it back (an unskip is idempotent).
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const unskipped = await page.request.post('/api/unskipWeek', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf },
      data: { subscription_id: week.subscription_id, week: week.week },
    });
    expect(unskipped.ok()).toBe(true);
    week = ((await unskipped.json()) as { week: ScheduleRead['weeks'][number] }).week;
    await page.reload();
  }
  expect(week.state).toBe('picked');
  expect(week.actions).toContain('skip');

  const plan = page.getByRole('region', { name: 'Plan Status' });
  await expect(plan).toContainText('Active');
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(modal).toContainText(
    `Need a break? Skip the week of ${week.week_formatted} instead and keep your plan.`,
  );
  await modal.getByRole('button', { name: 'Skip Next Week Instead' }).click();

  const skipped = page.getByRole('dialog', { name: 'Enjoy your week off' });
  await expect(skipped.getByRole('status')).toHaveText('Week skipped successfully');
  await expect(skipped).toContainText(
    `We skipped your delivery for the week of ${week.week_formatted}. Your plan stays active and picks up again the week after.`,
  );
  await expectNoSeriousA11yViolations(page);
  await skipped.getByRole('button', { name: 'Close' }).click();
  await expect(skipped).toBeHidden();

  // Skipped, not cancelled: the plan is still active and can still be cancelled.
  await expect(plan).toContainText('Active');
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  const after = await readSchedule(page);
  expect(after.subscriptions).toEqual([
    expect.objectContaining({ id: subscription.id, status: 'active' }),
  ]);
  expect(
    after.weeks.find((w) => w.subscription_id === subscription.id && w.week === week.week),
  ).toMatchObject({ state: 'skipped', actions: ['unskip'] });
});

test('where cancelling is not self-service, the store’s instructions show instead of the action', async ({
  page,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  await page.goto('/account-settings');
  const plan = page.getByRole('region', { name: 'Plan Status' });
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText(FITFUEL_CANCEL_TEXT);
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

  await page.goto('/pages/cancel-subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Subscription' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(FITFUEL_CANCEL_TEXT);
  await expect(page.getByRole('button', { name: 'Cancel My Subscription' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The API refuses it too, and the plan stays active.
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const refused = await page.request.post('/api/user/cancelAllSubscriptions', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf },
    data: {},
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(FITFUEL_CANCEL_TEXT);
  const overview = (await (await page.request.get('/api/user/subscriptions')).json()) as {
    subscriptions: Array<{ status: string }>;
  };
  expect(overview.subscriptions.map((s) => s.status)).toEqual(['active']);
});

test('a subscriber cancels on the cancel page', async ({ page }, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  await newSubscriber(page, testInfo);
  await page.goto('/pages/cancel-subscription');
  await expect(page).toHaveTitle('Cancel Subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Subscription' })).toBeVisible();
  const cancel = page.getByRole('button', { name: 'Cancel My Subscription' });
  await expect(cancel).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await cancel.click();
  await expect(page.getByRole('heading', { name: 'Your subscription is cancelled' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Subscription cancelled.');
  await expectNoSeriousA11yViolations(page);

  // Coming back, there is nothing left to cancel.
  await page.reload();
  await expect(page.getByText('You have no active subscription to cancel.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Schedule' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/my-schedule');
  await expect(
    page.getByText('You have no active subscription, so there are no upcoming deliveries.'),
  ).toBeVisible();
});

test('a signed-out visitor opening the cancel page is sent to login', async ({ page }) => {
  await page.goto('/pages/cancel-subscription');
  await expect(page).toHaveURL(/\/login$/);
});
