import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AffiliateWeekDetail,
  AffiliateWeeks,
  Menu,
  PlanSelection,
  SelectionSaved,
} from '@mealbox/contracts';
import { mealPlans, userPermissions, users } from '../src/db/schema.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { affiliateSelectionFor } from '../src/modules/affiliates/affiliates.service.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

const COACH = { email: 'coach@mealbox.test', password: 'customer-demo-pass' };
const CUSTOMER = { email: 'picky@mealbox.test', password: 'customer-demo-pass' };
const ADMIN = { email: 'admin@mealbox.test', password: 'admin-demo-pass' };
const PLAN = 'PLAN-COACH-DANA-10';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

const sessions = new Map<string, Visitor>();

/** The account's one signed-in session (logins are rate-limited per account). */
async function signedIn(account: { email: string; password: string }): Promise<Visitor> {
  let visitor = sessions.get(account.email);
  if (!visitor) {
    visitor = await (await new Visitor(t.app).open()).signIn(account.email, account.password);
    sessions.set(account.email, visitor);
  }
  return visitor;
}

const saveUrl = (week: string, plan = PLAN) => `/api/affiliate/weeks/${week}/plans/${plan}`;

async function weeksOf(visitor: Visitor): Promise<AffiliateWeeks['weeks']> {
  const res = await visitor.get('/api/affiliate/weeks');
  expect(res.statusCode).toBe(200);
  return res.json<AffiliateWeeks>().weeks;
}

async function detail(visitor: Visitor, week: string): Promise<AffiliateWeekDetail> {
  const res = await visitor.get(`/api/affiliate/weeks/${week}`);
  expect(res.statusCode).toBe(200);
  return res.json<AffiliateWeekDetail>();
}

const coachPlan = (week: AffiliateWeekDetail) => {
  const plan = week.plans.find((p) => p.sku === PLAN);
  if (!plan) throw new Error("the coach's plan is missing from the week");
  return plan;
};

/** A selection of the week's menu: `quantities[i]` of its i-th meal. */
function selectionOf(week: AffiliateWeekDetail, quantities: number[], from = 0) {
  return quantities.map((quantity, i) => {
    const item = week.items[from + i];
    if (!item) throw new Error('the menu has too few meals');
    return { sku: item.sku, quantity };
  });
}

async function weeksAhead(): Promise<string[]> {
  const coach = await signedIn(COACH);
  return (await weeksOf(coach)).filter((w) => w.editable).map((w) => w.week);
}

describe('affiliate menus: who may', () => {
  it('asks a guest to log in on every call', async () => {
    const guest = await new Visitor(t.app).open();
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    expect((await guest.get('/api/affiliate/weeks')).statusCode).toBe(401);
    expect((await guest.get(`/api/affiliate/weeks/${week}`)).statusCode).toBe(401);
    const saved = await guest.put(saveUrl(week), { items: [] });
    expect(saved.statusCode).toBe(401);
    expect(saved.json<{ message: string }>().message).toBe('Please log in to continue.');
  });

  it('refuses a customer without the affiliate permission, saying the page is for partners', async () => {
    const customer = await signedIn(CUSTOMER);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    for (const res of [
      await customer.get('/api/affiliate/weeks'),
      await customer.get(`/api/affiliate/weeks/${week}`),
      await customer.put(saveUrl(week), { items: [] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/for our partners/);
    }
  });

  it("refuses an affiliate another affiliate's plan, and shows them only their own plans", async () => {
    const admin = await signedIn(ADMIN); // every permission, affiliate included, and no plan
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const weeks = await weeksOf(admin);
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.every((w) => w.plans.length === 0)).toBe(true);
    expect((await detail(admin, week)).plans).toEqual([]);

    const coach = await signedIn(COACH);
    const before = coachPlan(await detail(coach, week)).items;
    const refused = await admin.put(saveUrl(week), {
      items: selectionOf(await detail(admin, week), [5, 5]),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'That plan is not yours, so you cannot choose its meals.',
    );
    expect(coachPlan(await detail(coach, week)).items).toEqual(before);
  });

  it('lets a new user given the permission see the weeks, but not the coach plan', async () => {
    const visitor = await new Visitor(t.app).open();
    const email = `partner-${Date.now()}@example.com`;
    const registered = await visitor.post('/api/auth/register', {
      first_name: 'Pat',
      last_name: 'Partner',
      email,
      password: 'partner-pass-1',
      password_confirm: 'partner-pass-1',
    });
    expect(registered.statusCode).toBe(201);
    expect((await visitor.get('/api/affiliate/weeks')).statusCode).toBe(403);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('registered user missing');
    await t.database.db
      .insert(userPermissions)
      .values({ userId: user.id, permission: 'affiliate' });
    const weeks = await weeksOf(visitor);
    expect(weeks.every((w) => w.plans.length === 0)).toBe(true);
    const [week] = weeks;
    if (!week) throw new Error('no week');
    expect((await visitor.put(saveUrl(week.week), { items: [] })).statusCode).toBe(403);
  });

  it('answers 404 for a plan that does not exist or a week without a published menu', async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    expect((await coach.put(saveUrl(week, 'NO-SUCH-PLAN'), { items: [] })).statusCode).toBe(404);
    expect((await coach.get('/api/affiliate/weeks/2001-01-01')).statusCode).toBe(404);
    expect((await coach.put(saveUrl('2001-01-01'), { items: [] })).statusCode).toBe(404);
  });
});

describe("affiliate menus: the coach's weeks", () => {
  it('lists the open weeks with their deadlines, the seeded two complete and the rest not chosen', async () => {
    const coach = await signedIn(COACH);
    const weeks = await weeksOf(coach);
    expect(weeks.length).toBeGreaterThanOrEqual(3);
    for (const week of weeks) {
      expect(week.picking_deadline_formatted).toMatch(/^\w+day, \w{3} \d+ at \d+:\d\d [AP]M$/);
      expect(week.plans.map((p) => p.sku)).toEqual([PLAN]);
    }
    const open = weeks.filter((w) => w.editable);
    expect(open[0]?.plans[0]).toMatchObject({ meals_per_week: 10, chosen: 10, complete: true });
    expect(open[1]?.plans[0]).toMatchObject({ chosen: 10, complete: true });
    expect(open[2]?.plans[0]).toMatchObject({ chosen: 0, complete: false });
  });

  it("shows a week's menu (sku, name, image, tags) and the plan's selection from it", async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = await detail(coach, week);
    expect(shown.items.length).toBeGreaterThan(10);
    const menu = (await coach.get(`/api/menus/${week}`)).json<Menu>();
    expect(shown.items).toEqual(
      menu.items.map((item) => ({
        sku: item.sku,
        name: item.details.name,
        image: item.details.image,
        attribute_tags: item.details.attribute_tags,
      })),
    );
    const selection = coachPlan(shown).items;
    expect(selection.reduce((n, i) => n + i.quantity, 0)).toBe(10);
    const onMenu = new Set(shown.items.map((i) => i.sku));
    expect(selection.every((i) => onMenu.has(i.sku))).toBe(true);
  });
});

describe('affiliate menus: saving a selection', () => {
  it('replaces the whole selection and answers the week as it now is', async () => {
    const coach = await signedIn(COACH);
    const [, , third] = await weeksAhead();
    if (!third) throw new Error('no third open week');
    const week = await detail(coach, third);
    const first = selectionOf(week, [4, 3, 3]);
    const saved = await coach.put(saveUrl(third), { items: first });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<SelectionSaved>();
    expect(answer.message).toBe(
      `Your selection for the week of ${week.week_formatted} has been saved.`,
    );
    expect(sorted(coachPlan(answer.week).items)).toEqual(sorted(first));

    const second = selectionOf(week, [5, 5], 3);
    expect((await coach.put(saveUrl(third), { items: second })).statusCode).toBe(200);
    expect(sorted(coachPlan(await detail(coach, third)).items)).toEqual(sorted(second));
    const listed = (await weeksOf(coach)).find((w) => w.week === third);
    expect(listed?.plans[0]).toMatchObject({ chosen: 10, complete: true });
  });

  it('accepts the plan by its short name, whatever its case', async () => {
    const coach = await signedIn(COACH);
    const [, , third] = await weeksAhead();
    if (!third) throw new Error('no third open week');
    const items = selectionOf(await detail(coach, third), [10], 6);
    expect((await coach.put(saveUrl(third, 'Coach-Dana'), { items })).statusCode).toBe(200);
    expect(coachPlan(await detail(coach, third)).items).toEqual(items);
  });

  it('refuses quantities that do not add up to the box, naming both counts, and keeps the selection', async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = await detail(coach, week);
    const before = coachPlan(shown).items;
    for (const [quantities, chosen] of [
      [[4, 4], 8],
      [[6, 6], 12],
    ] as const) {
      const res = await coach.put(saveUrl(week), { items: selectionOf(shown, [...quantities]) });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.message).toBe(`Choose 10 meals; you chose ${chosen}.`);
      expect(body.errors.items).toContain(`Choose 10 meals; you chose ${chosen}.`);
    }
    const empty = await coach.put(saveUrl(week), { items: [] });
    expect(empty.json<{ message: string }>().message).toBe('Choose 10 meals; you chose 0.');
    expect(coachPlan(await detail(coach, week)).items).toEqual(before);
  });

  it("refuses a meal that is not on the week's menu, naming it", async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = await detail(coach, week);
    const onMenu = new Set(shown.items.map((i) => i.sku));
    const offMenu = (await t.database.db.query.menuItems.findMany()).find(
      (m) => !onMenu.has(m.sku),
    );
    if (!offMenu) throw new Error('every meal is on this week');
    const items = [...selectionOf(shown, [9]), { sku: offMenu.sku, quantity: 1 }];
    const res = await coach.put(saveUrl(week), { items });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.items).toEqual([
      `${offMenu.sku} is not on this week's menu.`,
    ]);
  });

  it('refuses a quantity below one or not whole, and a meal listed twice', async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = await detail(coach, week);
    const [a, b] = selectionOf(shown, [10, 0]);
    if (!a || !b) throw new Error('no meals');
    for (const quantity of [0, -1, 2.5]) {
      const res = await coach.put(saveUrl(week), {
        items: [
          { ...a, quantity: 10 },
          { ...b, quantity },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(
        'Each quantity must be a whole number of at least 1.',
      );
    }
    const twice = await coach.put(saveUrl(week), {
      items: [
        { sku: a.sku, quantity: 5 },
        { sku: a.sku, quantity: 5 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ message: string }>().message).toBe(
      `${a.sku} is listed twice; list each meal once.`,
    );
  });

  it('keeps one whole selection when two saves of the plan race', async () => {
    const coach = await signedIn(COACH);
    const [, second] = await weeksAhead();
    if (!second) throw new Error('no second open week');
    const shown = await detail(coach, second);
    const choices = [0, 2, 4, 6, 8, 10].map((from) => selectionOf(shown, [5, 5], from));
    const answers = await Promise.all(
      choices.map((items) => coach.put(saveUrl(second), { items })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(choices.map(() => 200));
    const kept = sorted(coachPlan(await detail(coach, second)).items);
    expect(choices.map(sorted)).toContainEqual(kept);
  });

  it("refuses a change after the week's deadline by the store's clock, naming it, and lists the week as locked", async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = await detail(coach, week);
    const items = coachPlan(shown).items;
    const start = clock.now();
    onTestFinished(() => clock.set(start));

    clock.set(new Date(new Date(shown.picking_deadline).getTime() - 60_000));
    expect((await coach.put(saveUrl(week), { items })).statusCode).toBe(200);

    clock.set(new Date(new Date(shown.picking_deadline).getTime() + 60_000));
    const late = await coach.put(saveUrl(week), { items });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      `This week's deadline (${shown.picking_deadline_formatted}) has passed, so its selection can no longer be changed.`,
    );
    const listed = (await weeksOf(coach)).find((w) => w.week === week);
    expect(listed).toMatchObject({ editable: false, plans: [{ chosen: 10, complete: true }] });
    expect((await detail(coach, week)).editable).toBe(false);
  });
});

describe('affiliate menus: what others read', () => {
  it('gives the weekly cycle each plan’s selection of a week in one map', async () => {
    const coach = await signedIn(COACH);
    const [week] = await weeksAhead();
    if (!week) throw new Error('no open week');
    const shown = coachPlan(await detail(coach, week)).items;
    const plans = await t.database.db.select().from(mealPlans);
    const coachId = plans.find((p) => p.sku === PLAN)?.id;
    if (!coachId) throw new Error('no coach plan');
    const selections = await affiliateSelectionFor(
      t.database.db,
      plans.map((p) => p.id),
      week,
    );
    expect([...selections.keys()]).toEqual([coachId]);
    const items = await t.database.db.query.menuItems.findMany();
    const skuOf = new Map(items.map((i) => [i.id, i.sku]));
    expect(
      sorted(
        (selections.get(coachId) ?? []).map((s) => ({
          sku: skuOf.get(s.menuItemId) ?? '',
          quantity: s.quantity,
        })),
      ),
    ).toEqual(sorted(shown));
    expect((await affiliateSelectionFor(t.database.db, [], week)).size).toBe(0);
  });

  it("shows the plan's landing page the current ordering week's selection, to anyone", async () => {
    const guest = await new Visitor(t.app).open();
    const current = (await guest.get('/api/menus/current')).json<{ week: string }>().week;
    const coach = await signedIn(COACH);
    const expected = coachPlan(await detail(coach, current)).items;
    const res = await guest.get('/api/affiliate/plans/coach-dana/selection');
    expect(res.statusCode).toBe(200);
    const { selection } = res.json<PlanSelection>();
    expect(selection?.week).toBe(current);
    expect(sorted(selection?.items.map(({ sku, quantity }) => ({ sku, quantity })) ?? [])).toEqual(
      sorted(expected),
    );

    const plain = await guest.get('/api/affiliate/plans/PLAN-8/selection');
    expect(plain.json<PlanSelection>()).toEqual({ selection: null });
    expect((await guest.get('/api/affiliate/plans/no-such-plan/selection')).statusCode).toBe(404);
  });

  it("fills a new customer's box with the selection when they choose the plan", async () => {
    const guest = await new Visitor(t.app).open();
    const current = (await guest.get('/api/menus/current')).json<{ week: string }>().week;
    const coach = await signedIn(COACH);
    const expected = coachPlan(await detail(coach, current)).items;
    const res = await guest.put('/api/cart/plan', {
      meal_plan_sku: 'PLAN-COACH-DANA-10',
      checkout_action: 'new_subscription_order',
    });
    expect(res.statusCode).toBe(200);
    const { quantities } = res.json<{ quantities: Record<string, number> }>();
    expect(
      sorted(Object.entries(quantities).map(([sku, quantity]) => ({ sku, quantity }))),
    ).toEqual(sorted(expected));
  });
});

function sorted<T extends { sku: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sku.localeCompare(b.sku));
}
