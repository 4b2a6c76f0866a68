import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { newSubscriber, scheduleWeek, weekState } from '../support/subscriber';
import { demo, newUser, register, submitLogin } from '../support/session';

// FitFuel Kitchen lets a customer order two weeks ahead: three weeks on the schedule.

test('a subscriber takes a three-week vacation from My Schedule and undoes it', async ({
  page,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  const { weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  expect(weeks).toHaveLength(3);
  const [paidWeek, second, third] = weeks as [
    (typeof weeks)[0],
    (typeof weeks)[0],
    (typeof weeks)[0],
  ];

  await page.goto('/my-schedule');
  await expect(weekState(scheduleWeek(page, paidWeek))).toHaveText('Paid');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Plan a Vacation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Vacation' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByLabel('First week')
    .selectOption({ label: `Week of ${paidWeek.week_formatted}` });
  await dialog.getByLabel('Last week').selectOption({ label: `Week of ${third.week_formatted}` });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Skip These Weeks' }).click();
  await expect(dialog).toBeHidden();

  // The paid week stays as it is, and the answer says so.
  const result = page.getByTestId('vacation-result');
  await expect(result.getByRole('status')).toHaveText(
    '2 weeks skipped. 1 week is already ordered or past its deadline and stays as it is.',
  );
  await expect(result).toContainText(
    `Skipped: ${second.week_formatted} and ${third.week_formatted}.`,
  );
  await expect(result).toContainText(
    `Already ordered or past the deadline: ${paidWeek.week_formatted}.`,
  );
  await expect(weekState(scheduleWeek(page, paidWeek))).toHaveText('Paid');
  await expect(weekState(scheduleWeek(page, second))).toHaveText('Skipped');
  await expect(weekState(scheduleWeek(page, third))).toHaveText('Skipped');
  await expectNoSeriousA11yViolations(page);

  await result.getByRole('button', { name: 'Undo' }).click();
  await expect(result.getByRole('status')).toHaveText('2 weeks back on your schedule.');
  await expect(result).toContainText(
    `Back on your schedule: ${second.week_formatted} and ${third.week_formatted}.`,
  );
  await expect(result.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(weekState(scheduleWeek(page, second))).toHaveText('Meals not picked yet');
  await expect(weekState(scheduleWeek(page, third))).toHaveText('Meals not picked yet');
  await expect(weekState(scheduleWeek(page, paidWeek))).toHaveText('Paid');
});

test('a subscriber picks the meals of next week from My Schedule and sees them there', async ({
  page,
  isMobile,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  const { weeks, subscriptionId } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  const nextWeek = weeks[1]!;

  await page.goto('/my-schedule');
  await scheduleWeek(page, nextWeek).getByRole('link', { name: 'Pick My Meals' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/meals' &&
      url.searchParams.get('week') === nextWeek.week &&
      url.searchParams.get('subscription') === String(subscriptionId),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    `Delivery the week of ${nextWeek.week_formatted}`,
  );
  const box = page.getByRole('region', { name: 'Your meals for this week' });
  await expect(box).toContainText('Picking 8 meals for your');
  const save = box.getByRole('button', { name: 'Save My Meals' });
  await expect(save).toBeDisabled();

  // Two meals, four of each, with FitFuel's quantity-and-Add control.
  const cards = page.getByRole('list', { name: 'Meals' }).getByRole('article');
  const chosen: string[] = [];
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    chosen.push(name);
    await card.getByRole('spinbutton', { name: `Quantity of ${name}` }).fill('4');
    await card.getByRole('button', { name: `Add ${name} to your cart` }).click();
    await expect(card).toContainText('4 In Cart');
  }
  await expect(box.getByRole('progressbar')).toHaveAccessibleName('Box progress: 8 of 8 meals');
  await expect(save).toBeEnabled();

  // On a phone from the box over the menu; on a desktop with the header's Continue.
  if (isMobile) await save.click();
  else await page.getByRole('banner').getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/my-schedule');
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/saved/i);
  const week = scheduleWeek(page, nextWeek);
  await expect(weekState(week)).toHaveText('Meals picked');
  const meals = week.getByRole('list', {
    name: `Meals for the week of ${nextWeek.week_formatted}`,
  });
  await expect(meals.getByRole('listitem')).toHaveCount(2);
  for (const name of chosen) {
    await expect(meals.getByRole('listitem').filter({ hasText: name })).toContainText('× 4');
  }
  // Still theirs to change until the deadline.
  await expect(week.getByRole('link', { name: 'Change My Meals' })).toBeVisible();
});

test('a customer asking for another customer’s schedule gets their own; the API refuses it', async ({
  page,
}, testInfo) => {
  await register(page, newUser(testInfo, 'Nico'));
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const otherId = me.user.id === 1 ? 2 : 1;

  await page.goto(`/my-schedule/${otherId}`);
  await expect(page).toHaveURL((url) => url.pathname === '/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(page.getByText('You have no active subscription')).toBeVisible();
  expect((await page.request.get(`/api/user/schedule/${otherId}`)).status()).toBe(403);

  // Their own id is their own schedule.
  await page.goto(`/my-schedule/${me.user.id}`);
  await expect(page).toHaveURL((url) => url.pathname === `/my-schedule/${me.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
});

test('staff see a customer’s schedule, without its actions', async ({
  page,
  browser,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  const { user, weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };

  // Staff in a browser of their own, on the customer's channel.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const staff = await staffContext.newPage();
    const appReady = () => staff.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await staff.goto('/login?channel=fitfuel');
    await appReady();
    await submitLogin(staff, demo.admin.email, demo.admin.password);
    await expect(staff).not.toHaveURL(/\/login/);
    await staff.goto(`/my-schedule/${me.user.id}`);
    await appReady();
    await expect(
      staff.getByRole('heading', {
        level: 1,
        name: `${user.firstName} ${user.lastName}’s Schedule`,
      }),
    ).toBeVisible();
    const week = scheduleWeek(staff, weeks[1]!);
    await expect(weekState(week)).toHaveText('Meals not picked yet');
    await expect(week.getByRole('button')).toHaveCount(0);
    await expect(week.getByRole('link')).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Plan a Vacation' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
});
