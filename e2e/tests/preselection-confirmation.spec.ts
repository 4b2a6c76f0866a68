import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { linkIn, waitForMail } from '../support/mail';
import { demo, submitLogin } from '../support/session';
import { newSubscriber, scheduleWeek, weekState } from '../support/subscriber';

// FitFuel Kitchen sells two weeks ahead: a new subscriber's next week is still open, so the store
// can pick its meals (staff run that subscription's preselection step at once) and the customer
// can confirm or change them.

/** Staff, through the API, run the preselection of one subscription's week on FitFuel. */
async function preselectByStaff(
  request: APIRequestContext,
  subscriptionId: number,
  week: string,
): Promise<void> {
  const me = await request.get('/api/auth/me');
  let csrf = ((await me.json()) as { csrfToken: string }).csrfToken;
  const headers = () => ({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrf });
  const login = await request.post('/api/auth/login', { headers: headers(), data: demo.admin });
  expect(login.ok(), await login.text()).toBe(true);
  csrf = ((await login.json()) as { csrfToken: string }).csrfToken;
  const step = await request.post('/api/admin/cycle/runs', {
    headers: headers(),
    data: { kind: 'preselect', week, channel: 'fitfuel', subscription_id: subscriptionId },
  });
  expect(step.ok(), await step.text()).toBe(true);
  expect(((await step.json()) as { step: { state: string } }).step.state).toBe('preselected');
}

test('a preselected customer opens the mail’s link, sees why each meal was picked, confirms, then changes one meal', async ({
  page,
  browser,
  playwright,
  isMobile,
}, testInfo) => {
  // Buying the subscription through checkout comes first.
  test.slow();
  const { user, weeks, subscriptionId } = await newSubscriber(page, testInfo, {
    channel: 'fitfuel',
  });
  const nextWeek = weeks[1]!;
  const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await preselectByStaff(staff, subscriptionId, nextWeek.week);
  } finally {
    await staff.dispose();
  }

  const mail = await waitForMail(user.email, `We picked your meals for the week of`);
  expect(mail.subject).toContain(nextWeek.week_formatted);
  const link = new URL(linkIn(mail, '/preselection-confirmation/'));
  await page.goto(link.pathname);

  await expect(page.getByRole('heading', { level: 1, name: 'We picked your meals' })).toBeVisible();
  await expect(page.getByTestId('preselection-intro')).toHaveText(
    `You had not picked your meals for the week of ${nextWeek.week_formatted}, so we chose them for you. Confirm them, or change them until ${nextWeek.picking_deadline_formatted}.`,
  );
  const meals = page.getByRole('list', {
    name: `Meals for the week of ${nextWeek.week_formatted}`,
  });
  const items = meals.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Every meal says why the store chose it.
  for (const item of await items.all()) {
    await expect(item).toContainText(/Why: (a favourite|you picked it before|popular this week)/);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Your box (8 meals)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Confirm my meals' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toHaveText(
    `Your meals for the week of ${nextWeek.week_formatted} are confirmed.`,
  );
  await expect(page.getByRole('button', { name: 'Confirm my meals' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Your meals for the week of ${nextWeek.week_formatted}`,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The link works without a session too; changing the meals then asks to log in first.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const guest = await elsewhere.newPage();
    const appReady = () => guest.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await guest.goto(link.pathname);
    await appReady();
    await expect(
      guest.getByRole('list', { name: `Meals for the week of ${nextWeek.week_formatted}` }),
    ).toBeVisible();
    await guest.getByRole('link', { name: 'Change my meals' }).click();
    await expect(guest).toHaveURL((url) => url.pathname === '/login');
    await submitLogin(guest, user.email, user.password);
    await expect(guest).toHaveURL(
      (url) =>
        url.pathname === '/meals' &&
        url.searchParams.get('subscription') === String(subscriptionId),
    );
  } finally {
    await elsewhere.close();
  }

  // Still theirs to change until the deadline: the usual picking screen, holding the box.
  await page.getByRole('link', { name: 'Change my meals' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/meals' &&
      url.searchParams.get('week') === nextWeek.week &&
      url.searchParams.get('subscription') === String(subscriptionId),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  const box = page.getByRole('region', { name: 'Your meals for this week' });
  await expect(box.getByRole('progressbar')).toHaveAccessibleName('Box progress: 8 of 8 meals');

  // One meal the store picked out, another in with the same quantity.
  const cards = page.getByRole('list', { name: 'Meals' }).getByRole('article');
  const picked = cards.filter({ hasText: /\d+ In Cart/ }).first();
  const droppedName = ((await picked.getByRole('heading').textContent()) ?? '').trim();
  const inCart = (await picked.getByText(/^\d+ In Cart$/).textContent()) ?? '';
  const quantity = Number.parseInt(inCart, 10);
  await picked.getByRole('button', { name: `Remove ${droppedName} from your cart` }).click();
  await expect(box.getByRole('progressbar')).toHaveAccessibleName(
    `Box progress: ${8 - quantity} of 8 meals`,
  );
  const fresh = cards.filter({ has: page.getByRole('button', { name: /^Add .* to your cart$/ }) });
  // Held by its sku: once added, the card no longer matches the filter that found it.
  const otherSku = await fresh.filter({ hasNotText: droppedName }).first().getAttribute('data-sku');
  const other = cards.and(page.locator(`[data-sku="${otherSku}"]`));
  const otherName = ((await other.getByRole('heading').textContent()) ?? '').trim();
  await other.getByRole('spinbutton', { name: `Quantity of ${otherName}` }).fill(String(quantity));
  await other.getByRole('button', { name: `Add ${otherName} to your cart` }).click();
  await expect(other).toContainText(`${quantity} In Cart`);
  await expect(box.getByRole('progressbar')).toHaveAccessibleName('Box progress: 8 of 8 meals');
  if (isMobile) await box.getByRole('button', { name: 'Save My Meals' }).click();
  else await page.getByRole('banner').getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/my-schedule');
  const week = scheduleWeek(page, nextWeek);
  await expect(weekState(week)).toHaveText('Meals picked');
  await expect(
    week
      .getByRole('list', { name: `Meals for the week of ${nextWeek.week_formatted}` })
      .getByRole('listitem')
      .filter({ hasText: otherName }),
  ).toContainText(`× ${quantity}`);

  // The mail's link now shows the customer's own choice.
  await page.goto(link.pathname);
  const chosen = page
    .getByRole('list', { name: `Meals for the week of ${nextWeek.week_formatted}` })
    .getByRole('listitem');
  await expect(chosen.filter({ hasText: otherName })).toContainText('Why: you picked it');
  await expect(chosen.filter({ hasText: droppedName })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm my meals' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Change my meals' })).toBeVisible();
});

test('a link without a key, or with one the store does not know, explains and leads to My Schedule', async ({
  page,
}) => {
  for (const path of [
    '/preselection-confirmation',
    '/preselection-confirmation/abcdefghijklmnopqrstuvwx',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We couldn’t find these meals' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'The link may be old or mistyped: your schedule shows every week and its meals.',
    );
    await expect(page.getByRole('link', { name: 'Go to My Schedule' })).toHaveAttribute(
      'href',
      '/my-schedule',
    );
    await expectNoSeriousA11yViolations(page);
  }
});
