import { expect, test, type Page } from '../support/test';
import { checkoutSection, shopApi } from '../support/shop';

const planRadio = (page: Page, name: RegExp) => page.getByRole('radio', { name });
/** PLAN-12's card ("12 meals … 12 Meals per Week"), not the chef's-choice plan of the same size. */
const TWELVE = /^12 meals.*12 Meals per Week$/;
const CHEFS_CHOICE = /Chef’s choice: we pick for you$/;

/** The chef's-choice list as shown: "name × quantity" per meal. */
async function chefsPicks(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Your chef’s choice meals' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return (await list.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
}

test('the chef’s choice plan fills the box itself, a reload keeps the step and the box, and it goes to checkout', async ({
  page,
}) => {
  await page.goto('/');
  await planRadio(page, CHEFS_CHOICE).check();
  // Nothing to pick: the button says so.
  await expect(page.getByRole('button', { name: 'Pick my meals' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/\?step=meals$/);
  await expect(page.getByRole('heading', { name: 'Chef’s choice' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Our chefs picked 12 meals');
  const picks = await chefsPicks(page);
  const count = picks.reduce((n, t) => n + Number(/× (\d+)$/.exec(t)?.[1] ?? 0), 0);
  expect(count).toBe(12);

  // A reload (or the link shared) opens the same step with the same box.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Chef’s choice' })).toBeVisible();
  expect(await chefsPicks(page)).toEqual(picks);

  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout');
  const summary = checkoutSection(page, 'Order summary');
  await expect(summary).toContainText("Chef's Choice, 12 Meals");
  await expect(
    summary.getByRole('list', { name: 'Meals in your box' }).getByRole('listitem'),
  ).toHaveCount(picks.length);
});

test('/product and /landing open the wizard on their plan, a meal’s link opens the meal, and an unknown one is not found', async ({
  page,
}) => {
  // By sku, and by the plan's short name.
  for (const key of ['PLAN-12', '12-meals']) {
    await page.goto(`/product/${key}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Order the 12 Meals per Week' }),
    ).toBeVisible();
    await expect(planRadio(page, TWELVE)).toBeChecked();
    await expect(page.getByTestId('plan-total')).toContainText('12 meals for');
  }

  await page.goto('/landing/chefs-choice-12');
  await expect(
    page.getByRole('heading', { level: 1, name: "Chef's Choice, 12 Meals" }),
  ).toBeVisible();
  await expect(planRadio(page, CHEFS_CHOICE)).toBeChecked();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Continue', exact: true }),
  ).toBeEnabled();

  // An affiliate's plan, offered on its own page, is the affiliate's selection, not the chef's.
  await page.goto('/landing/coach-dana');
  await expect(
    page.getByRole('heading', { level: 1, name: "Coach Dana's Lean Plan" }),
  ).toBeVisible();
  await expect(
    planRadio(page, /^10 meals.*Dana Brooks’s selection: picked for you$/),
  ).toBeChecked();
  await expect(planRadio(page, /^10 meals.*Chef’s choice/)).toHaveCount(0);

  const [meal] = await (await shopApi(page)).menu();
  await page.goto(`/product/${meal!.short_name}`);
  await expect(page).toHaveURL((url) => url.pathname === `/meals/${meal!.short_name}`);
  await expect(page.getByRole('dialog', { name: meal!.details.name })).toBeVisible();

  await page.goto('/product/NOPE');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find that' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See this week’s menu' })).toHaveAttribute(
    'href',
    '/meals',
  );
});
