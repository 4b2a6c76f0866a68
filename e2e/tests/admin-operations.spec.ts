import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { waitForMail } from '../support/mail';
import { demo, login, newUser } from '../support/session';

/** Spec §1's headers of a state-changing call, with the session's CSRF token. */
const changeHeaders = (csrfToken: string) => ({
  'X-Requested-With': 'XMLHttpRequest',
  'X-CSRF-TOKEN': csrfToken,
});

/**
 * A new customer whose mailbox refuses the first mail for good (the e2e SMTP receiver refuses an
 * `unavailable-once…` address once, then accepts), who asks for a password reset: its mail fails.
 */
async function customerWithAFailedMail(request: APIRequestContext, project: string) {
  const email = `unavailable-once-${project}-${randomUUID().slice(0, 8)}@example.test`;
  const me = await request.get('/api/auth/me');
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const password = `pass-${randomUUID().slice(0, 8)}`;
  const registered = await request.post('/api/auth/register', {
    headers: changeHeaders(csrfToken),
    data: {
      first_name: 'Morgan',
      last_name: 'Tester',
      email,
      password,
      password_confirm: password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { csrfToken: signedIn } = (await registered.json()) as { csrfToken: string };
  const reset = await request.post('/api/password/email', {
    headers: changeHeaders(signedIn),
    data: { email },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return email;
}

/** A state-changing call from the page's session, with the headers the app sends. */
async function send(page: Page, url: string, data?: unknown) {
  const csrfToken = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.post(url, {
    headers: changeHeaders(csrfToken),
    ...(data === undefined ? {} : { data }),
  });
}

/** Starts a run of the weekly cycle as the signed-in page's staff member; its id. */
async function startRun(page: Page, kind: string, week: string): Promise<number> {
  const res = await send(page, '/api/admin/cycle/runs', { kind, week });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { run: { id: number } }).run.id;
}

test('an admin watches a run finish and a failed mail come in on the operations page, without a reload, and sends the mail again', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  await page.goto('/admin/asdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Operations Dashboard/);
  const runs = page.getByRole('region', { name: 'Weekly cycle runs' });
  await expect(runs).toBeVisible();
  // The store's own queues, once the job queue is up.
  const queues = page.getByRole('table', { name: 'Job queues' });
  await expect(queues.getByRole('rowheader', { name: 'cycle-batch' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page);

  // Each project reminds its own week (the last published one, or the one before), so the two
  // never ask for the same run at once.
  const menus = await page.request.get('/api/menus');
  const { weeks } = (await menus.json()) as { weeks: Array<{ week: string }> };
  const ownWeek =
    (testInfo.project.name === 'phone' ? weeks.at(-2) : undefined) ?? weeks.at(-1) ?? weeks[0];
  const runId = await startRun(page, 'remind', ownWeek!.week);

  // The page asks again on its own: the run appears and ends, its bar full.
  const card = page.locator(`article[data-run-id="${runId}"]`);
  await expect(card.getByTestId('run-status')).toHaveText('Done', { timeout: 30_000 });
  await expect(card.getByRole('heading')).toHaveText(
    /^Pick reminders, week of \w{3} \d{1,2}, \d{4}$/,
  );
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(card.getByTestId('run-progress')).toHaveText(
    /^(\d+) of \1 subscriptions \(100%\)( · batch (\d+) of \3 ended)?$/,
  );
  await expect(card).toContainText(/started .* by Staff member #\d+/);

  // A mail the customer's server refuses comes in among the failures, still without a reload.
  const email = await customerWithAFailedMail(request, testInfo.project.name);
  const outbox = page.getByRole('region', { name: 'Email outbox' });
  const row = outbox.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Reset your Mealbox password');
  await expect(row).toContainText('550 Mailbox unavailable');
  await expect(outbox.getByTestId('outbox-failed')).not.toHaveText('0');
  await expectNoSeriousA11yViolations(page);

  // Staff who may look but not run the week see it too, without the Resend.
  const viewer = newUser(testInfo, 'Vic');
  const made = await send(page, '/api/admin/users', {
    first_name: viewer.firstName,
    last_name: viewer.lastName,
    email: viewer.email,
    permissions: ['view-admin'],
    password: viewer.password,
  });
  expect(made.status(), await made.text()).toBe(200);
  const viewerContext = await browser.newContext({ baseURL: baseURL ?? '' });
  try {
    const staff = await viewerContext.newPage();
    await login(staff, viewer);
    await staff.goto('/admin/asdf');
    const seen = staff.getByRole('row').filter({ hasText: email });
    await expect(seen).toContainText('Reset your Mealbox password');
    await expect(staff.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
    const mailId = await seen.getAttribute('data-mail-id');
    const refused = await send(staff, `/api/admin/outbox/${mailId}/resend`);
    expect(refused.status()).toBe(403);
  } finally {
    await viewerContext.close();
  }

  await row.getByRole('button', { name: /^Resend/ }).click();
  await expect(outbox.getByRole('alert')).toHaveText('The mail is queued to be sent again.');
  await expect(row).toHaveCount(0);
  // This time the mailbox takes it.
  const mail = await waitForMail(email, 'Reset your Mealbox password', { timeout: 45_000 });
  expect(mail.subject).toBe('Reset your Mealbox password');
  await expectNoSeriousA11yViolations(page);
});
