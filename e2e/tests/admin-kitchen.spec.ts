import { expect, test, type Locator } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, login } from '../support/session';

/** What the test reads of the report's answer (the contracts' KitchenReport). */
interface KitchenMeal {
  name: string;
  larger_portion: boolean;
  confirmed: number;
  forecast: number;
  total: number;
}
interface KitchenReport {
  week: string;
  meals: KitchenMeal[];
}

/** A table's body rows as [meal, confirmed, forecast, total], and its footer's sums. */
async function tableOf(table: Locator) {
  const read = async (row: Locator) => {
    const cells = await row.locator('th, td').allTextContents();
    return [cells[0] ?? '', ...cells.slice(1).map((c) => Number(c.replace(/,/g, '')))] as const;
  };
  const rows = await Promise.all((await table.locator('tbody tr').all()).map(read));
  return { rows, footer: await read(table.locator('tfoot tr')) };
}

const asRows = (meals: KitchenMeal[]) =>
  meals.map((m) => [m.name, m.confirmed, m.forecast, m.total] as const);

test('an admin opens the kitchen report for a week', async ({ page }) => {
  await login(page, demo.admin);
  await page.goto('/admin/kitchen');
  await expect(page).toHaveTitle(/^Kitchen Production/);
  // The week, whose channels, and whether the counts are final or a forecast.
  const heading = page.getByRole('heading', {
    name: /^Week of \w{3} \d{1,2}, \d{4} · All channels (Final|Forecast)$/,
  });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/^Picking deadline /)).toBeVisible();

  // The tables are the server's answer for the current ordering week, regular meals and larger
  // portions apart, each with its sums.
  const answer = (await (
    await page.request.get('/api/admin/reports/kitchen')
  ).json()) as KitchenReport;
  const regular = page.getByRole('table', { name: 'Regular meals' });
  const larger = page.getByRole('table', { name: 'Larger portions' });
  for (const [table, meals] of [
    [regular, answer.meals.filter((m) => !m.larger_portion)],
    [larger, answer.meals.filter((m) => m.larger_portion)],
  ] as const) {
    const shown = await tableOf(table);
    if (meals.length > 0) expect(shown.rows).toEqual(asRows(meals));
    const sum = (f: 'confirmed' | 'forecast' | 'total') => meals.reduce((s, m) => s + m[f], 0);
    expect(shown.footer).toEqual(['Total', sum('confirmed'), sum('forecast'), sum('total')]);
  }
  expect(answer.meals.some((m) => m.total > 0)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The week and the channel are kept in the URL.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
  const next = new URL(page.url()).searchParams.get('week') ?? '';
  expect(next > answer.week).toBe(true);
  const channels = page.getByLabel('Channel');
  const channelName = (await channels.locator('option').nth(1).textContent()) ?? '';
  await channels.selectOption({ label: channelName });
  await expect(page).toHaveURL(/[?&]channel=\d+/);
  await expect(
    page.getByRole('heading', { name: new RegExp(` · ${channelName} (Final|Forecast)$`) }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: new RegExp(` · ${channelName} (Final|Forecast)$`) }),
  ).toBeVisible();
  await expect(page.getByLabel('Delivery week (Monday)')).toHaveValue(next);
  await expectNoSeriousA11yViolations(page);

  // On paper: the report alone, without the store's header, the admin drawer, filters or buttons.
  // An A4 page's width within its margins (186 mm, about 703 CSS pixels).
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Admin menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByLabel('Channel')).toBeHidden();
  await expect(page.getByRole('table', { name: 'Regular meals' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Larger portions' })).toBeVisible();
  const fits = await page.evaluate(() =>
    [...document.querySelectorAll('table')].every(
      (t) => t.getBoundingClientRect().right <= document.documentElement.clientWidth,
    ),
  );
  expect(fits).toBe(true);
  await page.emulateMedia({ media: 'screen' });
  if (viewport) await page.setViewportSize(viewport);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
