import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Schedule, SubscriptionWeek, UserSubscriptions } from '@mealbox/contracts';
import { subscriptions, subscriptionWeeks, users } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { card } from './support/checkout-fixtures.ts';
import {
  CYCLE_DELIVERY_STARTS,
  CYCLE_NEXT_WEEK,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  cycleIdle,
  deadlineOf,
} from './support/weekly-cycle.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

// The seed's first week is Dec 7 (its deadline Dec 3 at 04:59 UTC, delivery Monday Dec 7 in New
// York); after its lock the next, Dec 14, is the one to pick.
const clock = new ManualClock(CYCLE_SEEDED_AT);
const WEEK = CYCLE_WEEK;
const NEXT_WEEK = CYCLE_NEXT_WEEK;
/** Dec 7 ends in New York a day after it begins. */
const DELIVERY_DAY_ENDS = '2026-12-08T05:00:00Z';

let t: TestApp;
let deadline: Date;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  deadline = await deadlineOf(t, WEEK);
}, 60_000);
afterAll(() => t.close());

const signedIn = async (email: string, password?: string) =>
  (await new Visitor(t.app).open()).signIn(email, password);

const admin = () => signedIn('admin@mealbox.test', 'admin-demo-pass');
const idle = () => cycleIdle(t);

async function runWeek(kind: 'lock' | 'cancel-unpaid', week = WEEK) {
  const res = await (await admin()).post('/api/admin/cycle/runs', { kind, week });
  expect(res.statusCode).toBe(202);
  await idle();
}

async function userIdOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function subscriptionOf(email: string) {
  const [sub] = await t.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userIdOf(email)));
  return sub!.id;
}

const overviewOf = async (visitor: Visitor) =>
  (await visitor.get('/api/user/subscriptions')).json<UserSubscriptions>();
const scheduleOf = async (visitor: Visitor, userId?: number) =>
  (await visitor.get(`/api/user/schedule${userId ? `/${userId}` : ''}`)).json<Schedule>();
const weekIn = (weeks: SubscriptionWeek[], week: string) => weeks.find((w) => w.week === week);

describe("a preselected week's link", () => {
  it('reaches its owner on the schedule and the status line, never staff looking at it', async () => {
    const holiday = await subscriptionOf('holiday@mealbox.test');
    // The week back to nothing picked, as if the customer had never picked: preselection's case.
    await t.database.db
      .update(subscriptionWeeks)
      .set({ state: 'pending' })
      .where(and(eq(subscriptionWeeks.subscriptionId, holiday), eq(subscriptionWeeks.week, WEEK)));
    const step = await (
      await admin()
    ).post('/api/admin/cycle/runs', { kind: 'preselect', week: WEEK, subscription_id: holiday });
    expect(step.statusCode).toBe(200);

    const customer = await signedIn('holiday@mealbox.test');
    const own = weekIn((await scheduleOf(customer)).weeks, WEEK);
    expect(own?.state).toBe('preselected');
    expect(own?.preselection_url).toMatch(/^\/preselection-confirmation\/[\w-]{16,}$/);
    expect((await overviewOf(customer)).current_weeks).toEqual([own]);

    const staff = await scheduleOf(await admin(), await userIdOf('holiday@mealbox.test'));
    const seen = weekIn(staff.weeks, WEEK);
    expect(seen?.state).toBe('preselected');
    expect(seen).not.toHaveProperty('preselection_url');
  });

  it('is not given for a week the customer picked', async () => {
    const overview = await overviewOf(await signedIn('picky@mealbox.test'));
    expect(overview.current_weeks).toMatchObject([{ week: WEEK, state: 'picked' }]);
    expect(overview.current_weeks[0]).not.toHaveProperty('preselection_url');
    expect(overview.ordered_weeks).toEqual([]);
  });
});

describe('a week ordered at the lock, until its delivery day ends', () => {
  it('comes first with its charge declined, while the next week is the one to pick', async () => {
    await t.database.db
      .update(users)
      .set({ cardToken: 'tok_sandbox_decline_holiday' })
      .where(eq(users.email, 'holiday@mealbox.test'));
    clock.set(new Date(deadline.getTime() + 60_000));
    await runWeek('lock');

    const lapsed = await signedIn('lapsed@mealbox.test');
    const overview = await overviewOf(lapsed);
    expect(overview.ordered_weeks).toMatchObject([
      { week: WEEK, state: 'payment_failed', deadline_passed: true, actions: [] },
    ]);
    expect(overview.ordered_weeks[0]?.meals.length).toBeGreaterThan(0);
    expect(overview.current_weeks).toMatchObject([{ week: NEXT_WEEK, state: 'pending' }]);
    // Ordered this week: the account page's card notice stays for the declined box.
    expect(overview.has_ordered_or_picked_this_week_cart_product_id).not.toBeNull();

    const schedule = await scheduleOf(lapsed);
    expect(schedule.weeks.map((w) => [w.week, w.state])).toEqual([
      [WEEK, 'payment_failed'],
      ...schedule.weeks.slice(1).map((w) => [w.week, 'pending']),
    ]);
    expect(schedule.weeks[1]?.week).toBe(NEXT_WEEK);
  });

  it('reads paid once a new card has paid it', async () => {
    const lapsed = await signedIn('lapsed@mealbox.test');
    expect((await lapsed.post('/api/user/updatePaymentMethod', card())).statusCode).toBe(200);
    expect((await overviewOf(lapsed)).ordered_weeks).toMatchObject([{ week: WEEK, state: 'paid' }]);
    expect(weekIn((await scheduleOf(lapsed)).weeks, WEEK)?.state).toBe('paid');
    const picky = await overviewOf(await signedIn('picky@mealbox.test'));
    expect(picky.ordered_weeks).toMatchObject([{ week: WEEK, state: 'paid' }]);
  });

  it('shows a box cancelled unpaid on its delivery day, then leaves the schedule', async () => {
    clock.set(CYCLE_DELIVERY_STARTS);
    await runWeek('cancel-unpaid');
    const holiday = await signedIn('holiday@mealbox.test');
    expect((await overviewOf(holiday)).ordered_weeks).toMatchObject([
      { week: WEEK, state: 'cancelled' },
    ]);
    expect(weekIn((await scheduleOf(holiday)).weeks, WEEK)?.state).toBe('cancelled');

    clock.set(DELIVERY_DAY_ENDS);
    expect((await overviewOf(holiday)).ordered_weeks).toEqual([]);
    expect(weekIn((await scheduleOf(holiday)).weeks, WEEK)).toBeUndefined();
    const lapsed = await signedIn('lapsed@mealbox.test');
    expect(weekIn((await scheduleOf(lapsed)).weeks, WEEK)).toBeUndefined();
  });
});
