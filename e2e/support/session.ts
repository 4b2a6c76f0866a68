import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { animationsFinished } from './animations';

/** The demo logins the server seeds into an empty database (apps/server/src/db/seed-data/demo-logins.ts). */
export const demo = {
  admin: { email: 'admin@mealbox.test', password: 'admin-demo-pass' },
  picky: { email: 'picky@mealbox.test', password: 'customer-demo-pass' },
  casual: { email: 'casual@mealbox.test', password: 'customer-demo-pass' },
  /** A subscriber with this week's meals picked whose card ended last month: look, never change. */
  lapsed: { email: 'lapsed@mealbox.test', password: 'customer-demo-pass' },
  /**
   * A subscriber with this week's meals picked and still open to skip. One test skips it: only
   * the desktop project may use this account.
   */
  holiday: { email: 'holiday@mealbox.test', password: 'customer-demo-pass' },
  /**
   * The affiliate owning Coach Dana's plan. Both projects edit its selections, each its own week
   * (see affiliate-menu.spec.ts).
   */
  coach: { email: 'coach@mealbox.test', password: 'customer-demo-pass' },
} as const;

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A user no other test (or project, or earlier run on the same data) has registered. */
export function newUser(testInfo: TestInfo, firstName = 'Robin'): NewUser {
  const id = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: 'Tester',
    email: `e2e-${testInfo.project.name}-${id}@example.test`,
    password: `pass-${id}-word`,
  };
}

/** Registers through /register and waits until the app has signed the user in. */
export async function register(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Fills the /login form (the page must show it) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through /login and waits until the app has left the login page. */
export async function login(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  // A page of a context the test made itself is not waited for after navigations (test.ts):
  // a form typed into before the app has taken it over loses what was typed.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Opens the account entries: the avatar menu on desktop, the slide-out panel on a phone.
 * Returns the opened container.
 */
export async function openAccountMenu(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    await animationsFinished(page);
    return panel;
  }
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Opens the account menu with its entries showing: on a phone the panel's My Account list is
 * expanded too, and its transition has ended, so an entry can be clicked where it is.
 */
export async function openAccountEntries(page: Page, isMobile: boolean): Promise<Locator> {
  const menu = await openAccountMenu(page, isMobile);
  if (isMobile) {
    await menu.getByRole('button', { name: 'My Account' }).click();
    await expect(menu.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await animationsFinished(page);
  }
  return menu;
}

/** The entries of the opened account menu (desktop menu items, or the panel's account links). */
export function accountEntry(container: Locator, isMobile: boolean, name: string): Locator {
  return isMobile
    ? container.getByRole('link', { name, exact: true })
    : container.getByRole('menuitem', { name, exact: true });
}
