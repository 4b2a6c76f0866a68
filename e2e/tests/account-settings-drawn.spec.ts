import { expect, test } from '../support/test';
import { consoleErrors } from '../support/console-errors';
import { watchServerDrawing } from '../support/drawn-by-server';
import { newSubscriber } from '../support/subscriber';

test("a subscriber's account page arrives drawn with their status line, and the app takes it over without moving anything", async ({
  page,
}, testInfo) => {
  // Their plan starts next week, so this week is still theirs to pick.
  const { weeks } = await newSubscriber(page, testInfo, { channel: 'fitfuel', startWeek: 1 });
  const current = weeks[0]!;
  const sentence = `Pick your meals for the week of ${current.week_formatted} by ${current.picking_deadline_formatted}.`;

  const html = await (await page.request.get('/account-settings')).text();
  expect(html).not.toContain('data-app-shell');
  expect(html).toContain(sentence);

  const errors = consoleErrors(page);
  // The server's status line.
  const shifts = await watchServerDrawing(page, '[data-testid="account-status"]');
  await page.goto('/account-settings');
  await page.waitForLoadState('networkidle');
  const line = page.getByTestId('account-status');
  await expect(line).toHaveText(sentence);
  // Hydration kept the server's element, and nothing on the page moved.
  await expect(line).toHaveAttribute('data-drawn-by-server', '');
  expect(await shifts()).toEqual([]);
  expect(errors).toEqual([]);
});
