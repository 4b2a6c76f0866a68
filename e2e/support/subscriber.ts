import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newUser, type NewUser } from './session';
import { shopApi } from './shop';

/** An upcoming week as GET /api/menus lists it (packages/contracts/src/catalog.ts MenuWeek). */
export interface UpcomingWeek {
  week: string;
  week_formatted: string;
  picking_deadline_formatted: string;
  orderable: boolean;
}

export interface Subscriber {
  user: NewUser;
  /** The weeks the channel lets a customer order or pick, the current ordering week first. */
  weeks: UpcomingWeek[];
  /** The subscription's id, as GET /api/user/subscriptions answers it. */
  subscriptionId: number;
}

/**
 * A customer no other test shares, signed in on the page, who bought an 8-meal Subscribe & Save
 * plan through checkout for one of the orderable weeks (0: the current ordering week). That week
 * is paid; the others are open to pick, skip and unskip. Mealbox lets customers order only the
 * current week; FitFuel Kitchen two more, and asks them to call to cancel.
 */
export async function newSubscriber(
  page: Page,
  testInfo: TestInfo,
  {
    channel = 'mealbox',
    startWeek = 0,
  }: { channel?: 'mealbox' | 'fitfuel'; startWeek?: number } = {},
): Promise<Subscriber> {
  const user = newUser(testInfo, 'Sasha');
  await page.goto(`/pages/our-menus?channel=${channel}`);
  const api = await shopApi(page);
  await api.register(user);
  const listed = await page.request.get('/api/menus');
  const weeks = ((await listed.json()) as { weeks: UpcomingWeek[] }).weeks.filter(
    (w) => w.orderable,
  );
  const week = weeks[startWeek];
  if (!week) throw new Error(`The ${channel} channel has no orderable week ${startWeek}.`);
  await api.setPlan('PLAN-8', 'new_subscription_order', week.week);
  for (const meal of (await api.menu(week.week)).slice(0, 4))
    await api.setItem(meal.sku, 2, week.week);
  await api.placeOrder(user, randomUUID(), week.week);
  const overview = await page.request.get('/api/user/subscriptions');
  expect(overview.ok()).toBe(true);
  const { subscriptions } = (await overview.json()) as { subscriptions: Array<{ id: number }> };
  expect(subscriptions).toHaveLength(1);
  return { user, weeks, subscriptionId: subscriptions[0]!.id };
}

/** A week's card on My Schedule. */
export const scheduleWeek = (page: Page, week: UpcomingWeek): Locator =>
  page.getByRole('article', { name: `Week of ${week.week_formatted}`, exact: true });

/** The state a week's card shows (its badge). */
export const weekState = (card: Locator): Locator => card.getByTestId('week-state');
