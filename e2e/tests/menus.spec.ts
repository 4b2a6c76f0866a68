import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** What the tests need of the catalogue API (packages/contracts/src/catalog.ts). */
interface Week {
  week: string;
  week_formatted: string;
  picking_deadline_formatted: string;
  orderable: boolean;
}
interface Meal {
  sku: string;
  short_name: string;
  price: number;
  larger_portion: boolean;
  details: {
    name: string;
    calories: number;
    protein: number;
    cholesterol: number;
    sodium: number;
    attribute_tags: string[];
    opening_instructions: string;
    heating_instructions: string;
  };
}
interface Menu extends Omit<Week, 'orderable'> {
  items: Meal[];
}

/** The weeks and menu as the server has them: the tests expect what it says, whatever the date. */
async function upcomingWeeks(request: APIRequestContext): Promise<Week[]> {
  const response = await request.get('/api/menus');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { weeks: Week[] }).weeks;
}

async function currentMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menus/current');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The cards of the menu grid, in the order shown. */
const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');

/** Waits until the menu grid shows `count` cards. */
async function menuShown(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await expect(mealCards(page)).toHaveCount(count);
}

test('the menus page shows the upcoming weeks side by side, each linking to its menu', async ({
  page,
  request,
}) => {
  const weeks = await upcomingWeeks(request);
  expect(weeks).toHaveLength(5);

  await page.goto('/pages/our-menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menus' })).toBeVisible();
  const columns = page.getByRole('region', { name: /^Delivery the week of / });
  await expect(columns).toHaveCount(5);
  for (const [index, week] of weeks.entries()) {
    const column = columns.nth(index);
    await expect(column).toHaveAccessibleName(`Delivery the week of ${week.week_formatted}`);
    await expect(column).toContainText(`Choose by ${week.picking_deadline_formatted}`);
    // A phone draws a later week's meals as the visitor scrolls near it.
    await column.scrollIntoViewIfNeeded();
    await expect(column.getByRole('article').first()).toBeVisible();
    await expect(
      column.getByRole('link', { name: `See full menu for the week of ${week.week_formatted}` }),
    ).toHaveAttribute('href', `/meals?week=${week.week}`);
  }

  const second = weeks[1]!;
  await columns
    .nth(1)
    .getByRole('link', { name: `See full menu for the week of ${second.week_formatted}` })
    .click();
  await expect(page).toHaveURL(`/meals?week=${second.week}`);
  await expect(page.getByRole('main')).toContainText(
    `Delivery the week of ${second.week_formatted} · choose by ${second.picking_deadline_formatted}`,
  );
  await expect(
    page.getByRole('navigation', { name: 'Delivery weeks' }).locator('a[aria-current="page"]'),
  ).toContainText(second.week_formatted);
});

// The desktop project leaves out @phone-only tests (playwright.config.ts): side by side, every
// week is in view at once.
test(
  'on a phone the menus page fetches and draws a later week’s meals as the visitor scrolls near it, its place still until then',
  { tag: '@phone-only' },
  async ({ page, request }) => {
    const lastWeek = (await upcomingWeeks(request)).at(-1)!;
    const lastMenu = `/api/menus/${lastWeek.week}`;
    const menusFetched: string[] = [];
    page.on('request', (sent) => menusFetched.push(new URL(sent.url()).pathname));
    await page.goto('/pages/our-menus');
    const columns = page.getByRole('region', { name: /^Delivery the week of / });
    await expect(columns).toHaveCount(5);
    await expect(columns.first().getByRole('article').first()).toBeVisible();
    const last = columns.last();
    await page.waitForLoadState('networkidle');
    await expect(last.getByRole('article')).toHaveCount(0);
    expect(menusFetched).not.toContain(lastMenu);
    // Its place is kept, and it does not pulse: nothing is loading there yet.
    await expect(last.locator('span.rounded').first()).toHaveCSS('animation-name', 'none');
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('article').first()).toBeVisible();
    expect(menusFetched).toContain(lastMenu);
  },
);

test('/meals shows the current week’s meals with their pictures, macros and prices', async ({
  page,
  request,
}) => {
  const menu = await currentMenu(request);
  await page.goto('/meals');
  await menuShown(page, menu.items.length);
  await expect(page.getByRole('main')).toContainText(
    `Delivery the week of ${menu.week_formatted} · choose by ${menu.picking_deadline_formatted}`,
  );

  const first = menu.items[0]!;
  const card = mealCards(page).first();
  await expect(card.getByRole('heading', { name: first.details.name })).toBeVisible();
  const image = card.getByRole('img', { name: first.details.name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(image).toHaveAttribute('width', '400');
  await expect(image).toHaveAttribute('height', '300');
  // Macros as figures with their names: a description list.
  await expect(card.getByRole('term')).toHaveText(['kcal', 'Protein', 'Carbs', 'Fat']);
  await expect(card.getByRole('definition').first()).toHaveText(String(first.details.calories));
  await expect(card.getByRole('definition').nth(1)).toHaveText(`${first.details.protein}g`);
  // The current week can be ordered, so the price shows, formatted from cents.
  await expect(card).toContainText(dollars(first.price));
});

test('filtering by Keto and sorting by protein is kept in the URL, and the link reopens it', async ({
  page,
  request,
  context,
}) => {
  const menu = await currentMenu(request);
  const keto = menu.items
    .filter((m) => m.details.attribute_tags.includes('Keto'))
    .sort((a, b) => b.details.protein - a.details.protein)
    .map((m) => m.details.name);
  expect(keto.length).toBeGreaterThan(1);
  expect(keto.length).toBeLessThan(menu.items.length);

  await page.goto('/meals');
  await menuShown(page, menu.items.length);
  const ketoChip = page.getByRole('button', { name: 'Keto', exact: true });
  await expect(ketoChip).toHaveAttribute('aria-pressed', 'false');
  await ketoChip.click();
  await expect(ketoChip).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Sort by').selectOption({ label: 'Protein: high to low' });

  await expect(page).toHaveURL(/\/meals\?tag=Keto&sort=protein$/);
  await expect(mealCards(page).getByRole('heading')).toHaveText(keto);
  await expect(page.getByRole('status').filter({ hasText: 'meals' })).toHaveText(
    `${keto.length} of ${menu.items.length} meals`,
  );

  // The copied link, in a fresh page, opens the menu as it was.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(mealCards(fresh).getByRole('heading')).toHaveText(keto);
  await expect(fresh.getByRole('button', { name: 'Keto', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fresh.getByLabel('Sort by')).toHaveValue('protein');

  // Clearing the filters keeps the sort and brings every meal back.
  await fresh.getByRole('button', { name: 'Clear filters' }).click();
  await expect(fresh).toHaveURL(/\/meals\?sort=protein$/);
  await expect(mealCards(fresh)).toHaveCount(menu.items.length);
});

test('a search with no match says so and offers a reset', async ({ page, request }) => {
  const menu = await currentMenu(request);
  await page.goto('/meals?tag=Keto');
  await expect(mealCards(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search meals by name' }).fill('zzzz');
  await expect(page).toHaveURL(/\/meals\?tag=Keto&q=zzzz$/);
  await expect(page.getByRole('heading', { name: 'No meals match your filters' })).toBeVisible();
  await expect(mealCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(mealCards(page)).toHaveCount(menu.items.length);
  await expect(page.getByRole('searchbox', { name: 'Search meals by name' })).toHaveValue('');
});

test('a meal’s detail shows its nutrition per single meal, and /meals/<short_name> opens it', async ({
  page,
  request,
}) => {
  const menu = await currentMenu(request);
  const meal = menu.items[0]!;
  await page.goto('/meals');
  await menuShown(page, menu.items.length);

  await mealCards(page).first().getByRole('link', { name: meal.details.name }).click();
  const dialog = page.getByRole('dialog', { name: meal.details.name });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`/meals/${meal.short_name}`);
  const table = dialog.getByRole('table', { name: 'Nutrition Facts' });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Calories',
    'Protein',
    'Carbohydrates',
    'Sugar',
    'Fiber',
    'Fat',
    'Saturated Fat',
    'Cholesterol',
    'Sodium',
  ]);
  await expect(table.getByRole('row', { name: /^Cholesterol/ })).toContainText(
    `${meal.details.cholesterol} mg`,
  );
  await expect(table.getByRole('row', { name: /^Sodium/ })).toContainText(
    `${meal.details.sodium} mg`,
  );
  await expect(table.getByRole('row', { name: /^Protein/ })).toContainText(
    `${meal.details.protein} g`,
  );
  await expect(dialog).toContainText('Nutrition information is per single meal.');
  await expect(dialog).toContainText(meal.details.opening_instructions);
  await expect(dialog).toContainText(meal.details.heating_instructions);
  await expect(dialog).toContainText(dollars(meal.price));

  // Back closes it, as does the close button.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/meals$/);

  // A deep link (by short name, or by sku in any case) opens the detail over the menu.
  await page.goto(`/meals/${meal.short_name}`);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close meal details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(mealCards(page)).toHaveCount(menu.items.length);

  await page.goto(`/meals/${meal.sku.toLowerCase()}`);
  await expect(dialog).toBeVisible();
});

test('an unknown meal in the URL shows a friendly not-found screen', async ({ page }) => {
  await page.goto('/meals/nope');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find that meal' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See this week’s menu' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(mealCards(page).first()).toBeVisible();
});

test('the header names the delivery week once the menu’s week line scrolls under it', async ({
  page,
  request,
  isMobile,
}) => {
  // Phones have no room for it in the header (it is hidden below 600 px).
  test.skip(isMobile, 'desktop header only');
  const menu = await currentMenu(request);
  await page.goto('/meals');
  await menuShown(page, menu.items.length);
  const inHeader = page
    .getByRole('banner')
    .getByText(`Delivery the week of ${menu.week_formatted}`);
  await expect(inHeader).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(inHeader).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(inHeader).toHaveCount(0);
});

test.describe('accessibility', () => {
  test('the menus page has no serious accessibility issue', async ({ page }) => {
    // Five weeks of meals make a big page for axe.
    test.slow();
    await page.goto('/pages/our-menus');
    const columns = page.getByRole('region', { name: /^Delivery the week of / });
    await expect(columns).toHaveCount(5);
    for (const column of await columns.all()) {
      await column.scrollIntoViewIfNeeded();
      await expect(column.getByRole('article').first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the menu has no serious accessibility issue', async ({ page, request }) => {
    const menu = await currentMenu(request);
    await page.goto('/meals?tag=Keto');
    await expect(mealCards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/meals');
    await menuShown(page, menu.items.length);
    await expectNoSeriousA11yViolations(page);
  });

  test('the open meal detail has no serious accessibility issue', async ({ page, request }) => {
    const menu = await currentMenu(request);
    // A larger portion, for its label and border too.
    const meal = menu.items.find((m) => m.larger_portion) ?? menu.items[0]!;
    await page.goto(`/meals/${meal.short_name}`);
    await expect(page.getByRole('dialog', { name: meal.details.name })).toBeVisible();
    // Let the opening transition finish: axe reads colours as they are painted.
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page);
  });
});
