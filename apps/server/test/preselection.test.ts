import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  pickReasonText,
  type Cart,
  type CycleStepResult,
  type Menu,
  type Preselection,
  type PreselectionConfirmed,
} from '@mealbox/contracts';
import { emailOutbox, subscriptionWeekItems } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { FITFUEL, newSubscriber, subscriptionWeekRows } from './support/subscribers.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';
import { CYCLE_NEXT_WEEK, CYCLE_SEEDED_AT } from './support/weekly-cycle.ts';

// FitFuel sells two weeks ahead: a new subscriber's first week (the seed's current ordering week)
// is paid at checkout, the next one is still theirs to pick.
const clock = new ManualClock(CYCLE_SEEDED_AT);
const STORE_STATES = ['favourite', 'previous', 'popular'];

let t: TestApp;
let admin: Visitor;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
  admin = await (
    await new Visitor(t.app, FITFUEL).open()
  ).signIn('admin@mealbox.test', 'admin-demo-pass');
}, 60_000);
afterAll(() => t.close());

/**
 * A new FitFuel subscriber whose next week the store preselected (staff's step of the cycle), and
 * the key from the link in the mail it sent.
 */
async function preselectedSubscriber() {
  const { visitor, email, subscriptionId, weeks, mealsPerWeek } = await newSubscriber(t);
  const week = weeks[1]?.week ?? '';
  expect(week).toBe(CYCLE_NEXT_WEEK);
  const deadline = new Date(weeks[1]?.picking_deadline ?? '');

  const step = await admin.post('/api/admin/cycle/runs', {
    kind: 'preselect',
    week,
    subscription_id: subscriptionId,
  });
  expect(step.statusCode).toBe(200);
  expect(step.json<{ step: CycleStepResult }>().step.state).toBe('preselected');
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'preselected')))
    .orderBy(desc(emailOutbox.id));
  const key = mail?.text.match(/\/preselection-confirmation\/([\w-]+)/)?.[1];
  if (!key) throw new Error('the preselection mail has no link');
  return { visitor, subscriptionId, week, deadline, mealsPerWeek, key };
}

async function weekRow(subscriptionId: number, week: string) {
  const [row] = await subscriptionWeekRows(t, subscriptionId, week);
  if (!row) throw new Error('the week has no row');
  const items = await t.database.db
    .select()
    .from(subscriptionWeekItems)
    .where(eq(subscriptionWeekItems.subscriptionWeekId, row.id));
  return { state: row.state, items };
}

const guest = () => new Visitor(t.app, FITFUEL).open();

describe('a preselection by its key (GET /api/preselection/:key)', () => {
  it('shows a guest the week, its deadline and each meal with why it was picked', async () => {
    const { subscriptionId, week, mealsPerWeek, key } = await preselectedSubscriber();
    const res = await (await guest()).get(`/api/preselection/${key}`);
    expect(res.statusCode).toBe(200);
    const view = res.json<Preselection>();
    expect(view).toMatchObject({
      subscription_id: subscriptionId,
      week,
      week_formatted: 'Dec 14',
      state: 'preselected',
      can_change: true,
      deadline_passed: false,
    });
    expect(view.picking_deadline_formatted).toMatch(/^\w+day, Dec \d+ at \d+:\d{2} [AP]M$/);
    expect(view.meals.reduce((sum, m) => sum + m.quantity, 0)).toBe(mealsPerWeek);
    for (const meal of view.meals) {
      expect(STORE_STATES).toContain(meal.reason);
      expect(meal.reason_text).toBe(pickReasonText[meal.reason]);
      expect(meal.image).not.toBe('');
    }
    // The reasons are the ones preselection stored.
    const stored = (await weekRow(subscriptionId, week)).items;
    expect(view.meals.map((m) => m.reason).sort()).toEqual(stored.map((i) => i.reason).sort());
  });

  it('answers an unknown or malformed key with a friendly 404', async () => {
    const visitor = await guest();
    for (const key of ['x'.repeat(32), 'short', 'not a key at all!!']) {
      const res = await visitor.get(`/api/preselection/${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toMatch(/^We could not find these meals\./);
    }
    const confirm = await visitor.post(`/api/preselection/${'y'.repeat(32)}/confirm`);
    expect(confirm.statusCode).toBe(404);
  });
});

describe('confirming a preselection (POST /api/preselection/:key/confirm)', () => {
  it('makes the week picked with the same meals and reasons, and a second confirm answers the same', async () => {
    const { subscriptionId, week, key } = await preselectedSubscriber();
    const before = await weekRow(subscriptionId, week);
    const visitor = await guest();
    const res = await visitor.post(`/api/preselection/${key}/confirm`);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PreselectionConfirmed>();
    expect(answer.message).toBe('Your meals for the week of Dec 14 are confirmed.');
    expect(answer.preselection).toMatchObject({ state: 'picked', can_change: true });
    const after = await weekRow(subscriptionId, week);
    expect(after.state).toBe('picked');
    const sorted = (items: typeof before.items) =>
      items.map((i) => `${i.menuItemId}:${i.quantity}:${i.reason}`).sort();
    expect(sorted(after.items)).toEqual(sorted(before.items));

    const again = await visitor.post(`/api/preselection/${key}/confirm`);
    expect(again.statusCode).toBe(200);
    expect(again.json<PreselectionConfirmed>()).toEqual(answer);
    expect((await visitor.get(`/api/preselection/${key}`)).json<Preselection>()).toEqual(
      answer.preselection,
    );
  });

  it('refuses a skipped week, saying so, and changes nothing', async () => {
    const { visitor, subscriptionId, week, key } = await preselectedSubscriber();
    const skipped = await visitor.post('/api/skipWeek', { subscription_id: subscriptionId, week });
    expect(skipped.statusCode).toBe(200);
    const res = await visitor.post(`/api/preselection/${key}/confirm`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'You skipped the week of Dec 14, so there is nothing to confirm. Unskip it on your schedule to get these meals.',
    );
    expect((await weekRow(subscriptionId, week)).state).toBe('skipped');
    const view = (await visitor.get(`/api/preselection/${key}`)).json<Preselection>();
    expect(view).toMatchObject({ state: 'skipped', can_change: false });
  });
});

describe("the customer's own picks", () => {
  it('turn every reason of the week to the customer once they save them', async () => {
    const { visitor, subscriptionId, week, key } = await preselectedSubscriber();
    const body = { subscription_id: subscriptionId, week };
    const started = await visitor.post('/api/cart/subscription-week', body);
    expect(started.statusCode).toBe(200);
    const box = started.json<Cart>();
    // One meal the store picked swapped for one it did not.
    const picked = Object.keys(box.quantities);
    const menu = (await visitor.get(`/api/menus/${week}`)).json<Menu>();
    const other = menu.items.find((i) => !picked.includes(i.sku));
    const [droppedSku, droppedQuantity] = Object.entries(box.quantities)[0] ?? [];
    if (!other || !droppedSku || !droppedQuantity) throw new Error('no meal to swap in');
    const lower = await visitor.put('/api/cart/items', {
      week,
      sku: droppedSku,
      quantity: droppedQuantity - 1,
    });
    expect(lower.statusCode).toBe(200);
    expect(
      (await visitor.put('/api/cart/items', { week, sku: other.sku, quantity: 1 })).statusCode,
    ).toBe(200);
    const saved = await visitor.post('/api/pickWeek', body);
    expect(saved.statusCode).toBe(200);

    const view = (await (await guest()).get(`/api/preselection/${key}`)).json<Preselection>();
    expect(view.state).toBe('picked');
    expect(view.meals.map((m) => m.sku)).toContain(other.sku);
    expect(new Set(view.meals.map((m) => m.reason))).toEqual(new Set(['customer']));
    expect(view.meals[0]?.reason_text).toBe('you picked it');
    const stored = await weekRow(subscriptionId, week);
    expect(stored.items.every((i) => i.reason === 'customer')).toBe(true);
  });
});

describe('after the deadline, by the store clock', () => {
  it('shows the meals as they are but refuses a confirmation, naming the deadline', async () => {
    const { subscriptionId, week, deadline, key } = await preselectedSubscriber();
    const start = clock.now();
    clock.set(new Date(deadline.getTime() + 60_000));
    try {
      const visitor = await guest();
      const view = (await visitor.get(`/api/preselection/${key}`)).json<Preselection>();
      expect(view).toMatchObject({
        state: 'preselected',
        can_change: false,
        deadline_passed: true,
      });
      expect(view.meals.length).toBeGreaterThan(0);
      const res = await visitor.post(`/api/preselection/${key}/confirm`);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        `This week's deadline (${view.picking_deadline_formatted}) has passed, so it can no longer be changed.`,
      );
      expect((await weekRow(subscriptionId, week)).state).toBe('preselected');
    } finally {
      clock.set(start);
    }
  });
});
