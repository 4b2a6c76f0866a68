import { expect, test, type Locator, type Page } from '../support/test';
import { newUser } from '../support/session';
import {
  cards,
  checkoutSection,
  confirmationKey,
  expectAccessibleWhenSettled,
  expectedPriceRows,
  fillCard,
  fillShipping,
  money,
  placeOrderButton,
  priceRowsIn,
  shopApi,
} from '../support/shop';

/**
 * One price a customer can trust (product decisions, "Unit price"; decision 011): a box walked
 * from the plan card to the charge, every figure shown on the way compared with the others and
 * with the rule (a meal in a plan's box costs the plan's price per meal plus its premium
 * surcharge; Subscribe & Save comes off the box's subtotal once, rounded half up).
 */

/** The cards of the menu grid, in the order shown. */
const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items?$/ });
const boxCount = (page: Page) =>
  page.getByRole('main').getByRole('progressbar', { name: /^Box progress: / });

/** "$1,234.56" (anywhere in the text) → 123456 cents. */
function cents(text: string | null): number {
  const match = /-?\$([\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}
const textOf = async (locator: Locator) => (await locator.textContent())?.trim() ?? '';
/** Subscribe & Save as priceOrder takes it: the percent of the subtotal in cents, half up. */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

interface ShownMeal {
  name: string;
  price: number;
}

/** A meal card's name and the price it shows. */
async function shownMeal(card: Locator): Promise<ShownMeal> {
  return {
    name: await textOf(card.getByRole('heading')),
    price: cents(await textOf(card.getByTestId('meal-price'))),
  };
}

/** Opens the cart drawer and answers its lines' prices by meal name and its subtotal. */
async function cartFigures(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  const lines = drawer.getByRole('list', { name: 'Meals in your cart' }).getByRole('listitem');
  const subtotal = cents(await textOf(drawer.getByText('Subtotal').locator('..')));
  return { drawer, lines, subtotal };
}

async function closeCart(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

test('a plan box costs what its card says, in the meal cards, the cart, the checkout summary, the charge and the confirmation, a premium meal included', async ({
  page,
}, testInfo) => {
  // Two visits to checkout and an order, with axe on each page: twice the purchase test's walk.
  test.setTimeout(180_000);
  const user = newUser(testInfo, 'Priya');
  await page.goto('/');
  await (await shopApi(page)).register(user);
  await page.reload();

  // 1. The plan card: the 6-meal plan with Subscribe & Save.
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  const six = page.getByRole('radio', { name: /^6 meals/ });
  await six.check();
  const subscribeLabel = page.getByText(/^Subscribe & Save \d+%$/);
  const percent = Number(/(\d+)%/.exec(await textOf(subscribeLabel))?.[1]);
  expect(percent).toBeGreaterThan(0);
  await page.getByRole('radio', { name: /^Subscribe & Save/ }).check();
  const planCard = page.locator('label').filter({ has: six });
  const perMeal = cents(await textOf(planCard.getByTestId('plan-per-meal')));
  await expect(page.getByTestId('plan-box-price')).toContainText('6 meals for');
  const perBox = cents(await textOf(page.getByTestId('plan-box-price')));
  const saving = percentOf(6 * perMeal, percent);
  // The card's per-box figure is six of its meals less Subscribe & Save, as the charge takes it.
  expect(perBox).toBe(6 * perMeal - saving);
  await expect(page.getByTestId('plan-total')).toContainText(`${money(perMeal)} per meal`);
  await expect(page.getByTestId('plan-total')).toContainText(`you save ${money(saving)}`);
  await expectAccessibleWhenSettled(page);
  await page.getByRole('button', { name: 'Pick my meals' }).click();

  // 2. The meal cards in the plan's box: every standard meal at the plan's price per meal, a
  // premium meal at that plus its surcharge, named on the card before it is added.
  await expect(page.getByRole('heading', { level: 1, name: 'Pick your meals' })).toBeVisible();
  await expect(mealCards(page).first()).toBeVisible();
  const premiumCard = mealCards(page)
    .filter({ has: page.getByText(/^incl\. \$\d+\.\d\d premium$/) })
    .first();
  const standardCards = mealCards(page).filter({ hasNotText: /incl\. \$\d+\.\d\d premium/ });
  await expect(premiumCard).toBeVisible();
  const premium = await shownMeal(premiumCard);
  const surcharge = cents(await textOf(premiumCard.getByText(/^incl\. \$\d+\.\d\d premium$/)));
  expect(surcharge).toBeGreaterThan(0);
  expect(premium.price).toBe(perMeal + surcharge);
  const standard: ShownMeal[] = [];
  for (let i = 0; i < 6; i++) standard.push(await shownMeal(standardCards.nth(i)));
  for (const meal of standard) expect(meal.price, meal.name).toBe(perMeal);
  // Its detail says the same.
  await premiumCard.getByRole('heading').click();
  const detail = page.getByRole('dialog', { name: premium.name });
  await expect(detail.getByTestId('meal-price')).toContainText(money(premium.price));
  await expect(detail.getByTestId('meal-price')).toContainText(`incl. ${money(surcharge)} premium`);
  await detail.getByRole('button', { name: 'Close meal details' }).click();
  await expect(detail).toBeHidden();

  // A full box of six standard meals.
  for (const [i, meal] of standard.entries()) {
    await page.getByRole('button', { name: `Add one ${meal.name}` }).click();
    await expect(boxCount(page)).toHaveAccessibleName(`Box progress: ${i + 1} of 6 meals`);
  }
  await expectAccessibleWhenSettled(page);

  // 3. The cart: each line at the card's price; the subtotal six of them.
  const full = await cartFigures(page);
  for (const meal of standard) {
    await expect(full.lines.filter({ hasText: meal.name })).toContainText(money(meal.price));
  }
  expect(full.subtotal).toBe(6 * perMeal);
  await closeCart(page);

  // 4. The checkout summary of that box: the plan card's box price, to the cent.
  await page.goto('/checkout');
  const summary = checkoutSection(page, 'Order summary');
  await expect(
    summary.getByTestId('price-row').filter({ hasText: 'Subscribe & Save' }),
  ).toBeVisible();
  const standardRows = await priceRowsIn(summary);
  expect(standardRows).toMatchObject({
    Subtotal: money(6 * perMeal),
    'Subscribe & Save': `-${money(saving)}`,
    Total: money(perBox),
    'Charged to your card': money(perBox),
  });

  // Back to the menu: one standard meal out, the premium meal in.
  await page.goto('/?step=meals');
  await expect(mealCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: `Remove one ${standard[5]!.name}` }).click();
  await expect(boxCount(page)).toHaveAccessibleName('Box progress: 5 of 6 meals');
  await page.getByRole('button', { name: `Add one ${premium.name}` }).click();
  await expect(boxCount(page)).toHaveAccessibleName('Box progress: 6 of 6 meals');
  const box = [...standard.slice(0, 5), premium];
  const subtotal = box.reduce((sum, meal) => sum + meal.price, 0);
  expect(subtotal).toBe(6 * perMeal + surcharge);

  const withPremium = await cartFigures(page);
  for (const meal of box) {
    await expect(withPremium.lines.filter({ hasText: meal.name })).toContainText(money(meal.price));
  }
  expect(withPremium.subtotal).toBe(subtotal);
  await expectAccessibleWhenSettled(page);
  await withPremium.drawer.getByRole('link', { name: 'Checkout' }).click();

  // 5. The checkout summary: each meal at the card's price, the subtotal the cart's, Subscribe &
  // Save off it once.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const meals = summary.getByRole('list', { name: 'Meals in your box' }).getByRole('listitem');
  await expect(meals).toHaveCount(6);
  for (const meal of box) {
    await expect(meals.filter({ hasText: meal.name })).toContainText(money(meal.price));
  }
  const total = subtotal - percentOf(subtotal, percent);
  await expect(summary.getByTestId('price-row').filter({ hasText: 'Subtotal' })).toContainText(
    money(subtotal),
  );
  const quoted = await priceRowsIn(summary);
  expect(quoted).toEqual({
    Subtotal: money(subtotal),
    'Subscribe & Save': `-${money(percentOf(subtotal, percent))}`,
    Total: money(total),
    'Charged to your card': money(total),
  });
  await expect(placeOrderButton(page)).toHaveAccessibleName(`Place order · ${money(total)}`);
  await fillShipping(page, user);
  await checkoutSection(page, 'Payment')
    .getByLabel('Billing address is the same as shipping')
    .check();
  await fillCard(page, cards.good);
  await expectAccessibleWhenSettled(page);
  await placeOrderButton(page).click();

  // 6. The charge and the confirmation: what the summary said, each meal at its card's price.
  const key = await confirmationKey(page);
  const order = await (await shopApi(page)).confirmation(key);
  expect(order.price).toMatchObject({ subtotal, total, card: total, gift_card: 0 });
  expect(Object.fromEntries(order.items.map((i) => [i.name, i.unit_price]))).toEqual(
    Object.fromEntries(box.map((m) => [m.name, m.price])),
  );
  const confirmed = page.getByRole('region', { name: 'Order summary' });
  expect(await priceRowsIn(confirmed)).toEqual(expectedPriceRows(order.price));
  expect(await priceRowsIn(confirmed)).toEqual(quoted);
  await expectAccessibleWhenSettled(page);
});

test('à la carte, a meal card shows the meal’s own price, and the cart charges it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/meals');
  await expect(mealCards(page).first()).toBeVisible();
  const menu = await (await shopApi(page)).menu();
  // No plan: the cards show each meal's own price, with no premium named.
  const meal = menu.find((m) => m.premium_surcharge > 0);
  if (!meal) throw new Error('the demo menu has no premium meal');
  const card = mealCards(page).filter({ hasText: meal.details.name });
  await expect(card.getByTestId('meal-price')).toHaveText(money(meal.price));
  await card.getByRole('button', { name: `Add one ${meal.details.name}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  const cart = await cartFigures(page);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.lines.first()).toContainText(money(meal.price));
  expect(cart.subtotal).toBe(meal.price);
  await expectAccessibleWhenSettled(page);
});
