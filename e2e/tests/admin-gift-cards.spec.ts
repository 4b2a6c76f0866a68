import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login } from '../support/session';

/** 16 characters of the gift card alphabet: no 0/O, 1/I/L. */
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/;

test('an admin makes a batch of gift cards, downloads its codes once as CSV, and the list shows them masked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  await page.goto('/admin/giftCards');
  await expect(
    page.getByRole('heading', { name: /^Outstanding liability: \$[\d,]+\.\d\d$/ }),
  ).toBeVisible();
  await expect(page.getByText(/not yet redeemed and not disabled, plus/)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Gift cards' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Create gift cards' }).click();
  await expect(page).toHaveURL(/\/admin\/giftCards\/edit\/new$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('How many cards').fill('150');
  await page.getByLabel('Amount of each').fill('12.50');
  await page.getByLabel('Note for staff (optional)').fill('Trade show');
  await page.getByRole('button', { name: 'Create' }).click();

  const made = page.getByRole('heading', { name: /^150 cards of \$12\.50 in batch / });
  await expect(made).toBeVisible({ timeout: 30_000 });
  const batch = ((await made.textContent()) ?? '').split(' in batch ')[1] ?? '';
  expect(batch).toMatch(/^\d{8}-[A-Z2-9]{6}$/);
  const shown = await page
    .getByRole('list', { name: 'Gift card codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(shown).toHaveLength(150);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gift-cards-${batch}.csv`);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('code,amount_usd,batch,id');
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows).toHaveLength(150);
  const codes = rows.map(([code]) => code ?? '');
  expect(codes.every((code) => CODE.test(code))).toBe(true);
  expect(new Set(codes).size).toBe(150);
  expect(codes.sort()).toEqual([...shown].sort());
  expect(rows.every((row) => row[1] === '12.50' && row[2] === batch)).toBe(true);

  // Once left, the codes are never shown in full again: the list masks them.
  await page.getByRole('link', { name: 'See the batch in the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/giftCards\\?batch=${batch}$`));
  const grid = page.getByRole('grid', { name: 'Gift cards' });
  await expect(page.getByText(/of 150$/)).toBeVisible();
  const links = grid.getByRole('link', { name: /^Gift card ending / });
  await expect(links).toHaveCount(25);
  const masked = await links.allTextContents();
  expect(masked.every((text) => /^•••• •••• •••• [A-Z2-9]{4}$/.test(text))).toBe(true);
  const body = (await page.locator('body').textContent()) ?? '';
  expect(codes.some((code) => body.includes(code))).toBe(false);
  await expectNoSeriousA11yViolations(page);

  // A card's page: disabled with a reason, kept in its history.
  await links.first().click();
  // (The list's query string is carried over, spec §2.)
  await expect(page).toHaveURL(/\/admin\/giftCards\/edit\/\d+(\?|$)/);
  await expect(page.getByText('Unredeemed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Reason to disable').fill('Lost in the mail');
  await page.getByRole('button', { name: 'Disable card' }).click();
  await expect(page.getByText('Gift card disabled.')).toBeVisible();
  await expect(page.getByLabel('Reason to enable again')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: 'Lost in the mail' })).toBeVisible();
});

test('an admin disables gift cards chosen on the list, over two pages, for one reason, and watches it finish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, demo.admin);
  await page.goto('/admin/giftCards/edit/new');
  await page.getByLabel('How many cards').fill('30');
  await page.getByLabel('Amount of each').fill('5');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: /^30 cards of \$5\.00 in batch / })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'See the batch in the list' }).click();
  const grid = page.getByRole('grid', { name: 'Gift cards' });
  await expect(page.getByText(/of 30$/)).toBeVisible();

  // The whole first page, then one card of the second: the choice is kept across pages.
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByRole('button', { name: 'Disable 25 gift cards' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(grid.getByRole('checkbox', { name: 'Select row' })).toHaveCount(5);
  await grid.getByRole('checkbox', { name: 'Select row' }).first().check();
  await page.getByRole('button', { name: 'Disable 26 gift cards' }).click();

  const dialog = page.getByRole('dialog', { name: 'Disable 26 gift cards?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Disable 26 gift cards' }).click();
  await expect(dialog.getByText('Reason is required.')).toBeVisible();
  await dialog.getByLabel('Reason to disable').fill('Printed twice');
  await dialog.getByRole('button', { name: 'Disable 26 gift cards' }).click();
  await expect(dialog.getByText('26 of 26 gift cards done')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('alert')).toHaveText('Disabled 26 gift cards.');
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Disable \d+ gift cards?$/ })).toHaveCount(0);

  // The list, fetched again: 26 disabled, which cannot be chosen again; 4 still unredeemed.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Disabled' });
  await expect(page.getByText(/of 26$/)).toBeVisible();
  await expect(grid.getByRole('checkbox', { name: 'Select row', disabled: true })).toHaveCount(25);
  await expect(grid.getByRole('checkbox', { name: 'Select row', disabled: false })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Unredeemed' });
  await expect(page.getByText(/of 4$/)).toBeVisible();
});
