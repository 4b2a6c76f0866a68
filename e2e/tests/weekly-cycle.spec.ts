import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { linkIn, waitForMail } from '../support/mail';
import { waitForTheLock, withCycleServer } from '../support/cycle-server';
import { demo, submitLogin } from '../support/session';

// The week's lock has to happen while the test runs, so this spec runs a server of its own whose
// store clock starts 90 s before the deadline of the seed's first week (Dec 7: Wednesday, Dec 2 at
// 11:59 PM in New York), time enough to start and seed the demo store for that week on a busy
// machine; the job queue's first tick after the deadline locks the week and charges every box.
// The seeded lapsed subscriber's card declines.
const STORE_CLOCK = 'at:2026-12-03T04:57:30Z';
const WEEK = '2026-12-07';

const test = withCycleServer(STORE_CLOCK);

const statusLine = (page: Page) => page.getByTestId('account-status');
const scheduleWeek = (page: Page) => page.locator(`article[data-week="${WEEK}"]`);

test('a declined customer opens the mail’s link, enters a good card and sees the week paid @desktop-only', async ({
  page,
  playwright,
  cycleServer,
}) => {
  test.setTimeout(360_000);
  const staff = await playwright.request.newContext({ baseURL: cycleServer.url });
  try {
    // The deadline passes 90 s after the server starts; the next minute's tick starts the lock.
    await waitForTheLock(staff, WEEK, 240_000);
  } finally {
    await staff.dispose();
  }

  const mail = await waitForMail(
    demo.lapsed.email,
    'We could not charge your card for the week of',
    {
      dir: cycleServer.mailDir,
    },
  );
  expect(mail.subject).toBe('We could not charge your card for the week of Dec 7');
  await page.goto(new URL(linkIn(mail, '/account-settings/change_payment_method')).pathname);
  await submitLogin(page, demo.lapsed.email, demo.lapsed.password);
  await expect(page).toHaveURL((url) => url.pathname === '/account-settings/change_payment_method');

  // The declined week comes first, with the way to fix it; the expired card is named too.
  await expect(statusLine(page)).toHaveText(
    'We could not charge your card for the week of Dec 7. Update your card and we will charge it again at once.',
  );
  await expect(page.getByRole('link', { name: 'Update My Card' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your credit card is expired!' }),
  ).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Method', exact: true });
  await expect(payment.getByLabel('Card Number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const expires = new Date(new Date().getFullYear() + 2, 0, 1);
  await payment.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Month').selectOption('01');
  await payment.getByLabel('Year').selectOption(String(expires.getFullYear()));
  await payment.getByLabel('CVC').fill('737');
  await payment.getByLabel('Billing Address').fill('48 Maple Avenue');
  await payment.getByLabel('City').fill('Brooklyn');
  await payment.getByLabel('State').selectOption('NY');
  await payment.getByLabel('Zip Code').fill('11214');
  await payment.getByRole('button', { name: 'Save' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Payment Details Updated!' }),
  ).toBeVisible();
  await expect(statusLine(page)).toHaveText(
    'Your meals for the week of Dec 7 are ordered and paid.',
  );
  await expect(page.getByRole('link', { name: 'Update My Card' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/my-schedule');
  const week = scheduleWeek(page);
  await expect(week.getByTestId('week-state')).toHaveText('Paid');
  await expect(week.getByTestId('week-notice')).toHaveText(
    'Your meals for the week of Dec 7 are ordered and paid.',
  );
  await expect(week).toContainText('Deadline:Passed');
  await expectNoSeriousA11yViolations(page);
});
