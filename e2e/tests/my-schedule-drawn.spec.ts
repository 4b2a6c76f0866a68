import { expect, test } from '../support/test';
import { consoleErrors } from '../support/console-errors';
import { watchServerDrawing } from '../support/drawn-by-server';
import { newSubscriber, scheduleWeek, weekState } from '../support/subscriber';

// A visitor far from the store, in another language: the schedule's dates and prices are the
// server's words, so the browser's first render is the server's whatever its clock and locale.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'de-DE' });

test("a subscriber's schedule arrives drawn by the server, and the app takes it over without moving anything or asking for it again", async ({
  page,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  // FitFuel Kitchen: three weeks on the schedule, the first one paid.
  const { weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel' });
  const [paidWeek, second] = weeks as [(typeof weeks)[0], (typeof weeks)[0]];

  const html = (await (await page.request.get('/my-schedule')).text()).replaceAll('<!-- -->', '');
  expect(html).not.toContain('data-app-shell');
  for (const week of weeks) expect(html).toContain(`Week of ${week.week_formatted}`);

  const errors = consoleErrors(page);
  const scheduleReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/user/schedule'))
      scheduleReads.push(request.url());
  });
  // The server's weeks.
  const shifts = await watchServerDrawing(page, 'article[data-week]');
  await page.goto('/my-schedule');
  await page.waitForLoadState('networkidle');
  const paid = scheduleWeek(page, paidWeek);
  await expect(weekState(paid)).toHaveText('Paid');
  await expect(weekState(scheduleWeek(page, second))).toHaveText('Meals not picked yet');
  // Hydration kept the server's elements, nothing on the page moved, and the schedule the page
  // carried was not asked for again.
  await expect(paid).toHaveAttribute('data-drawn-by-server', '');
  await expect(scheduleWeek(page, second)).toHaveAttribute('data-drawn-by-server', '');
  expect(await shifts()).toEqual([]);
  expect(scheduleReads).toEqual([]);
  expect(errors).toEqual([]);

  // The app is in charge: a skip answers and the schedule is read again.
  const secondWeek = scheduleWeek(page, second);
  await secondWeek.getByRole('button', { name: 'Skip This Week' }).click();
  await expect(weekState(secondWeek)).toHaveText('Skipped');
  expect(scheduleReads.length).toBeGreaterThan(0);

  // A reload keeps the history's state (the notice a saved pick brings), which the server never
  // sees: the page still hydrates as drawn, then shows it.
  await page.evaluate(() => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.replaceState({ ...state, usr: { notice: 'Your meals are saved.' } }, '');
  });
  await page.reload();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    'Your meals are saved.',
  );
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
