import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { demo, newUser, register, submitLogin } from '../support/session';

/** The cards of the menu grid, in the order shown. */
const mealCards = (page: Page) => page.getByRole('list', { name: 'Meals' }).getByRole('article');

const heart = (scope: Locator, on: boolean) =>
  scope.getByRole('button', { name: on ? 'Remove from favourites' : 'Add to favourites' });

/** Presses a heart and waits until the server has kept the change. */
async function press(page: Page, button: Locator) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/user/favourites/'),
  );
  await button.click();
  expect((await saved).status()).toBe(200);
}

async function menuShown(page: Page) {
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'Our menu' })).toBeVisible();
  await expect(mealCards(page).nth(1)).toBeVisible();
}

test('a customer hearts meals on the menu and in the detail, and finds them kept after a reload', async ({
  page,
}, testInfo) => {
  await register(page, newUser(testInfo, 'Hattie'));
  await menuShown(page);
  const first = mealCards(page).nth(0);
  const second = mealCards(page).nth(1);
  const secondName = (await second.getByRole('heading').textContent())!;

  // On the card: the heart turns on at once and says so.
  await press(page, heart(first, false));
  await expect(heart(first, true)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(second, false)).toHaveAttribute('aria-pressed', 'false');

  // In the detail: the same heart, and its card follows.
  await second.getByRole('link', { name: secondName }).click();
  const dialog = page.getByRole('dialog', { name: secondName });
  await expect(dialog).toBeVisible();
  await press(page, heart(dialog, false));
  await expect(heart(dialog, true)).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close meal details' }).click();
  await expect(dialog).toBeHidden();
  await expect(heart(second, true)).toBeVisible();

  await page.reload();
  await expect(heart(mealCards(page).nth(0), true)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(mealCards(page).nth(1), true)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(mealCards(page).nth(2), false)).toBeVisible();
  // A card with its heart on (the whole menu, hearts off, has its check in menus.spec.ts).
  await expectNoSeriousA11yViolations(page, { include: 'ul[aria-label="Meals"] > li:first-child' });

  // Unmarked from the detail, it stays unmarked after a reload.
  await mealCards(page).nth(1).getByRole('link', { name: secondName }).click();
  await expect(dialog).toBeVisible();
  await press(page, heart(dialog, true));
  await expect(heart(dialog, false)).toHaveAttribute('aria-pressed', 'false');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.goto('/meals');
  await expect(heart(mealCards(page).nth(0), true)).toBeVisible();
  await expect(heart(mealCards(page).nth(1), false)).toBeVisible();
});

test('a guest’s heart leads to the login, which brings them back to the menu', async ({ page }) => {
  await menuShown(page);
  await heart(mealCards(page).first(), false).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, demo.casual.email, demo.casual.password);
  await expect(page).toHaveURL(/\/meals$/);
  await expect(heart(mealCards(page).first(), false)).toBeVisible();
});

test('a customer excludes tags in account settings and sees them again after a reload', async ({
  page,
}, testInfo) => {
  await register(page, newUser(testInfo, 'Ines'));
  await page.goto('/account-settings');
  const section = page.getByRole('region', { name: 'Meal Preferences', exact: true });
  await expect(section).toContainText('Any meal on the menu may be chosen for you.');

  const edit = () => section.getByRole('button', { name: 'Edit Meal Preferences' }).click();
  await edit();
  const spicy = section.getByRole('checkbox', { name: 'Never send me meals tagged Spicy' });
  const keto = section.getByRole('checkbox', { name: 'Never send me meals tagged Keto' });
  await expect(spicy).not.toBeChecked();
  await spicy.check();
  await keto.check();
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your meal preferences have been updated.' }),
  ).toBeVisible();
  await expect(section).toContainText('Never send me meals tagged Keto or Spicy.');

  await page.reload();
  await expect(section).toContainText('Never send me meals tagged Keto or Spicy.');

  // Cancel leaves the saved tags as they were.
  await edit();
  await expect(keto).toBeChecked();
  await expect(spicy).toBeChecked();
  await keto.uncheck();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section).toContainText('Never send me meals tagged Keto or Spicy.');
  await expectNoSeriousA11yViolations(page);
});
