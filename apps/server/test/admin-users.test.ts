import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  type AdminCustomer,
  type AdminUser,
  type AdminUserSaved,
  type AdminUsersPage,
  type AuditTrail,
  type BalanceAdjusted,
  type Permission,
  type Schedule,
  type SubscriptionsCancelled,
  type WeekChanged,
} from '@mealbox/contracts';
import {
  analyticsEvents,
  emailOutbox,
  subscriptions,
  userPermissions,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';
import { FITFUEL, newSubscriber, subscriptionWeekRows } from './support/subscribers.ts';
import { createTestApp, Visitor, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Visitor;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_LIMIT_PER_ADDRESS: '1000', RESET_LIMIT_PER_ADDRESS: '1000' },
  });
  // FitFuel sells weeks ahead (open weeks to skip) and asks customers to call to cancel.
  admin = await (
    await new Visitor(t.app, FITFUEL).open()
  ).signIn('admin@mealbox.test', 'admin-demo-pass');
  adminId = (await admin.get('/api/auth/me')).json<{ user: { id: number } }>().user.id;
}, 120_000);
afterAll(() => t.close());

const PASSWORD = 'staff-users-pass';

/** A new user holding exactly these permissions, signed in at FitFuel. */
async function staff(held: readonly Permission[]) {
  const email = `staff-${randomUUID()}@staff.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Staff',
      lastName: 'Member',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no staff user');
  if (held.length > 0) {
    await t.database.db
      .insert(userPermissions)
      .values(held.map((permission) => ({ userId: user.id, permission })));
  }
  const visitor = await (await new Visitor(t.app, FITFUEL).open()).signIn(email, PASSWORD);
  return Object.assign(visitor, { userId: user.id, email });
}

const idOf = async (visitor: Visitor) =>
  (await visitor.get('/api/auth/me')).json<{ user: { id: number } }>().user.id;

const trailOf = async (customerId: number) =>
  (await admin.get(`/api/admin/audit?customer_id=${customerId}`)).json<AuditTrail>().events;

const weekRow = async (subscriptionId: number, week: string) => {
  const [row] = await subscriptionWeekRows(t, subscriptionId, week);
  return row && { state: row.state };
};

const holdEventsOf = async (userId: number) =>
  (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId)))
    .filter((e) => e.name === 'on_hold_event' || e.name === 'un_on_hold_event')
    .map((e) => e.name);

const balanceOf = async (userId: number) => {
  const [row] = await t.database.db
    .select({ balance: users.giftCardBalanceCents })
    .from(users)
    .where(eq(users.id, userId));
  return row?.balance;
};

const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Byron',
  email: `ada-${randomUUID()}@example.com`,
  password: 'difference-engine',
  permissions: [],
  ...overrides,
});

describe('the list of customers and staff (GET /api/admin/users)', () => {
  it('finds a user by part of their name or email, whatever the case', async () => {
    const unique = randomUUID().slice(0, 8);
    const made = await admin.post(
      '/api/admin/users',
      newUser({ last_name: `Zed${unique}`, email: `QUERY-${unique}@Example.com` }),
    );
    expect(made.statusCode).toBe(200);
    const id = made.json<AdminUserSaved>().user.id;
    for (const q of [`zed${unique}`, `query-${unique}@example`, String(id)]) {
      const page = (
        await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`)
      ).json<AdminUsersPage>();
      expect(
        page.rows.map((r) => r.id),
        q,
      ).toContain(id);
      if (q !== String(id)) expect(page.total, q).toBe(1);
    }
    const [row] = (await admin.get(`/api/admin/users?q=${unique}`)).json<AdminUsersPage>().rows;
    expect(row).toMatchObject({
      id,
      name: `Ada Zed${unique}`,
      email: `QUERY-${unique}@Example.com`,
      channel: 'FitFuel Kitchen',
      permissions: [],
      gift_card_balance: 0,
      active_subscriptions: 0,
    });
  });

  it('filters staff (any permission) from customers (none), and by channel', async () => {
    const staffPage = (
      await admin.get('/api/admin/users?role=staff&page_size=100')
    ).json<AdminUsersPage>();
    expect(staffPage.rows.length).toBeGreaterThan(0);
    expect(staffPage.rows.every((r) => r.permissions.length > 0)).toBe(true);
    expect(staffPage.rows.map((r) => r.email)).toContain('admin@mealbox.test');
    const customers = (
      await admin.get('/api/admin/users?role=customer&page_size=100')
    ).json<AdminUsersPage>();
    expect(customers.rows.every((r) => r.permissions.length === 0)).toBe(true);
    expect(customers.rows.map((r) => r.email)).toContain('picky@mealbox.test');
    const all = (await admin.get('/api/admin/users')).json<AdminUsersPage>();
    expect(staffPage.total + customers.total).toBe(all.total);

    const { email } = await newSubscriber(t);
    const [fitfuel] = (
      await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
    ).json<AdminUsersPage>().rows;
    expect(fitfuel).toMatchObject({ channel: 'FitFuel Kitchen', active_subscriptions: 1 });
    const [picky] = (
      await admin.get('/api/admin/users?q=picky@mealbox.test')
    ).json<AdminUsersPage>().rows;
    const channelId = (
      await t.database.db
        .select({ channelId: users.channelId })
        .from(users)
        .where(eq(users.email, email))
    )[0]?.channelId;
    const inFitfuel = (
      await admin.get(`/api/admin/users?channel=${channelId}&page_size=100`)
    ).json<AdminUsersPage>();
    expect(inFitfuel.rows.every((r) => r.channel === 'FitFuel Kitchen')).toBe(true);
    expect(inFitfuel.rows.map((r) => r.email)).toContain(email);
    expect(inFitfuel.rows.map((r) => r.id)).not.toContain(picky?.id);
  });

  it('pages and sorts on the server: no row on two pages, the total of the whole list', async () => {
    const all = (
      await admin.get('/api/admin/users?sort=email&page_size=100')
    ).json<AdminUsersPage>();
    const emails = all.rows.map((r) => r.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const desc = (
      await admin.get('/api/admin/users?sort=email&order=desc&page_size=100')
    ).json<AdminUsersPage>();
    expect(desc.rows[0]?.email).toBe(all.rows.at(-1)?.email);

    const seen: number[] = [];
    const pages = Math.ceil(all.total / 10);
    for (let page = 0; page < pages; page++) {
      const one = (
        await admin.get(`/api/admin/users?sort=name&page=${page}&page_size=10`)
      ).json<AdminUsersPage>();
      expect(one.total).toBe(all.total);
      seen.push(...one.rows.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(all.total);
    expect(seen).toHaveLength(all.total);

    const byBalance = (
      await admin.get('/api/admin/users?sort=gift_card_balance&order=desc&page_size=100')
    ).json<AdminUsersPage>();
    const balances = byBalance.rows.map((r) => r.gift_card_balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('refuses a sort or page size the list does not have', async () => {
    expect((await admin.get('/api/admin/users?sort=password_hash')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/users?page_size=7')).statusCode).toBe(422);
    expect((await admin.get('/api/admin/users?role=robot')).statusCode).toBe(422);
  });
});

describe('creating and editing users (manage-users)', () => {
  it('creates a user with a password and permissions, who can then sign in; recorded', async () => {
    const input = newUser({ permissions: ['view-admin', 'manage-orders'] });
    const res = await admin.post('/api/admin/users', input);
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminUserSaved>();
    expect(saved.message).toBe('The user has been created.');
    expect(saved.user).toMatchObject({
      first_name: 'Ada',
      email: input.email,
      permissions: ['manage-orders', 'view-admin'],
    });
    const signedIn = await (await new Visitor(t.app).open()).signIn(input.email, input.password);
    expect((await signedIn.get('/api/admin/users')).statusCode).toBe(200);
    const [event] = (
      await admin.get(`/api/admin/audit?entity=user&entity_id=${saved.user.id}`)
    ).json<AuditTrail>().events;
    expect(event).toMatchObject({
      action: 'create',
      actor: { id: adminId },
      customer_id: saved.user.id,
      after: { email: input.email, permissions: ['manage-orders', 'view-admin'] },
    });
  });

  it('creates a user without a password by mailing them a reset link', async () => {
    const input = newUser({ password: '', send_reset_link: true });
    const res = await admin.post('/api/admin/users', input);
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, input.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/password\/reset\/[\w-]+/);
  });

  it('refuses a user with neither a password nor a reset link, and an email taken in any case', async () => {
    const none = await admin.post('/api/admin/users', newUser({ password: '' }));
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
      'Set a password or send a password reset link.',
    ]);
    const taken = await admin.post('/api/admin/users', newUser({ email: 'PICKY@MealBox.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.email).toEqual([
      authMessages.emailTaken,
    ]);
    const short = await admin.post('/api/admin/users', newUser({ password: 'short' }));
    expect(short.statusCode).toBe(422);
  });

  it("changes a user's profile and permissions, with the change's before and after recorded", async () => {
    const made = (await admin.post('/api/admin/users', newUser())).json<AdminUserSaved>().user;
    const email = `renamed-${randomUUID()}@example.com`;
    const res = await admin.put(`/api/admin/users/${made.id}`, {
      first_name: 'Augusta',
      last_name: 'King',
      email,
      permissions: ['view-admin', 'manage-customers'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUserSaved>().user).toMatchObject({
      first_name: 'Augusta',
      email,
      permissions: ['manage-customers', 'view-admin'],
    });
    const read = (await admin.get(`/api/admin/users/${made.id}`)).json<AdminUser>();
    expect(read.permissions).toEqual(['manage-customers', 'view-admin']);
    const [event] = (
      await admin.get(`/api/admin/audit?entity=user&entity_id=${made.id}`)
    ).json<AuditTrail>().events;
    expect(event).toMatchObject({
      action: 'update',
      actor: { id: adminId },
      before: { first_name: 'Ada', last_name: 'Byron', email: made.email, permissions: [] },
      after: {
        first_name: 'Augusta',
        last_name: 'King',
        email,
        permissions: ['manage-customers', 'view-admin'],
      },
    });
    // Permissions taken away are gone.
    await admin.put(`/api/admin/users/${made.id}`, { ...read, permissions: ['view-admin'] });
    expect((await admin.get(`/api/admin/users/${made.id}`)).json<AdminUser>().permissions).toEqual([
      'view-admin',
    ]);
  });

  it("refuses another user's email, whatever its case, and changes nothing", async () => {
    const made = (await admin.post('/api/admin/users', newUser())).json<AdminUserSaved>().user;
    const res = await admin.put(`/api/admin/users/${made.id}`, {
      first_name: 'Other',
      last_name: 'Name',
      email: 'Casual@MEALBOX.test',
      permissions: ['view-admin'],
    });
    expect(res.statusCode).toBe(409);
    expect((await admin.get(`/api/admin/users/${made.id}`)).json<AdminUser>()).toEqual(made);
  });

  it('sets a new password typed by staff and ends the user’s sessions', async () => {
    const input = newUser();
    const made = (await admin.post('/api/admin/users', input)).json<AdminUserSaved>().user;
    const session = await (await new Visitor(t.app).open()).signIn(input.email, input.password);
    const res = await admin.put(`/api/admin/users/${made.id}`, {
      ...made,
      password: 'analytical-engine',
    });
    expect(res.statusCode).toBe(200);
    expect((await session.get('/api/auth/me')).json()).toMatchObject({ user: null });
    await (await new Visitor(t.app).open()).signIn(input.email, 'analytical-engine');
  });

  it('never lets a user take view-admin or manage-users from themselves', async () => {
    const me = await staff(['view-admin', 'manage-users', 'manage-orders']);
    const mine = (await me.get(`/api/admin/users/${me.userId}`)).json<AdminUser>();
    for (const kept of ['view-admin', 'manage-users'] as const) {
      const res = await me.put(`/api/admin/users/${me.userId}`, {
        ...mine,
        permissions: mine.permissions.filter((p) => p !== kept),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.permissions?.[0]).toContain(
        kept,
      );
    }
    expect((await me.get(`/api/admin/users/${me.userId}`)).json<AdminUser>()).toEqual(mine);
    // Their other permissions are theirs to drop.
    const res = await me.put(`/api/admin/users/${me.userId}`, {
      ...mine,
      permissions: ['view-admin', 'manage-users'],
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets only manage-users create or edit users', async () => {
    const viewer = await staff(['view-admin', 'manage-customers']);
    expect((await viewer.post('/api/admin/users', newUser())).statusCode).toBe(403);
    expect((await viewer.get('/api/admin/users')).statusCode).toBe(200);
  });
});

describe("acting on a customer's behalf (manage-customers)", () => {
  it('shows the customer: profile, payment status, balance, schedule and orders with their ids', async () => {
    const { email, subscriptionId } = await newSubscriber(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const res = await admin.get(`/api/admin/customers/${row?.id}`);
    expect(res.statusCode).toBe(200);
    const customer = res.json<AdminCustomer>();
    expect(customer.user).toMatchObject({ email, first_name: 'Grace', gift_card_balance: 0 });
    expect(customer.user.masked_card_number).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(customer.user.card_exp_date).toMatch(/^\d{2}\/\d{4}$/);
    expect(customer.user.address_1).toBeTruthy();
    expect(customer.channel).toBe('FitFuel Kitchen');
    expect(customer.schedule.subscriptions.map((s) => s.id)).toEqual([subscriptionId]);
    expect(customer.schedule.weeks.map((w) => w.state)).toEqual(['paid', 'pending', 'pending']);
    // Staff never get the customer's preselection link.
    expect(customer.schedule.weeks.every((w) => w.preselection_url === undefined)).toBe(true);
    expect(customer.orders).toHaveLength(1);
    expect(customer.orders[0]).toMatchObject({ kind: 'subscription', status: 'paid' });
    expect(typeof customer.orders[0]?.id).toBe('number');
    expect((await admin.get('/api/admin/customers/999999')).statusCode).toBe(404);
  });

  it("skips and unskips a week exactly as the customer's own call would, recorded with the actor and the customer", async () => {
    const own = await newSubscriber(t);
    const behalf = await newSubscriber(t);
    const ownId = await idOf(own.visitor);
    const customerId = await idOf(behalf.visitor);
    const ownWeek = own.weeks[1]?.week ?? '';
    const week = behalf.weeks[1]?.week ?? '';
    const manager = await staff(['view-admin', 'manage-customers']);

    const mine = await own.visitor.post('/api/skipWeek', {
      subscription_id: own.subscriptionId,
      week: ownWeek,
    });
    const theirs = await manager.post(`/api/admin/customers/${customerId}/skip-week`, {
      subscription_id: behalf.subscriptionId,
      week,
    });
    expect(theirs.statusCode).toBe(200);
    const strip = (w: WeekChanged) => ({ ...w, week: { ...w.week, subscription_id: 0 } });
    expect(strip(theirs.json<WeekChanged>())).toEqual(strip(mine.json<WeekChanged>()));
    expect(await weekRow(behalf.subscriptionId, week)).toEqual({ state: 'skipped' });
    // The hold event is the customer's, as their own skip's is.
    expect(await holdEventsOf(customerId)).toEqual(await holdEventsOf(ownId));
    expect(await holdEventsOf(manager.userId)).toEqual([]);
    // The customer's own schedule shows it.
    const schedule = (await behalf.visitor.get('/api/user/schedule')).json<Schedule>();
    expect(schedule.weeks.find((w) => w.week === week)?.state).toBe('skipped');

    const back = await manager.post(`/api/admin/customers/${customerId}/unskip-week`, {
      subscription_id: behalf.subscriptionId,
      week,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<WeekChanged>().week.state).toBe('pending');
    expect(await weekRow(behalf.subscriptionId, week)).toEqual({ state: 'pending' });

    const trail = await trailOf(customerId);
    expect(trail.map((e) => [e.action, e.entity, e.entity_id, e.actor?.id, e.customer_id])).toEqual(
      [
        ['unskip week', 'subscription', String(behalf.subscriptionId), manager.userId, customerId],
        ['skip week', 'subscription', String(behalf.subscriptionId), manager.userId, customerId],
      ],
    );
    expect(trail[1]).toMatchObject({
      before: { [`week ${week}`]: 'pending' },
      after: { [`week ${week}`]: 'skipped' },
    });
  });

  it("works in the customer's own store, whichever store's host staff use", async () => {
    const behalf = await newSubscriber(t);
    const customerId = await idOf(behalf.visitor);
    const elsewhere = await (
      await new Visitor(t.app).open()
    ).signIn('admin@mealbox.test', 'admin-demo-pass');
    const customer = (
      await elsewhere.get(`/api/admin/customers/${customerId}`)
    ).json<AdminCustomer>();
    expect(customer.schedule.weeks.map((w) => w.week)).toEqual(behalf.weeks.map((w) => w.week));
    const week = behalf.weeks[2]?.week ?? '';
    const res = await elsewhere.post(`/api/admin/customers/${customerId}/skip-week`, {
      subscription_id: behalf.subscriptionId,
      week,
    });
    expect(res.statusCode).toBe(200);
    expect(await weekRow(behalf.subscriptionId, week)).toEqual({ state: 'skipped' });
  });

  it("refuses what the customer would be refused, records nothing: a bought week, another customer's subscription", async () => {
    const behalf = await newSubscriber(t);
    const other = await newSubscriber(t);
    const customerId = await idOf(behalf.visitor);
    const bought = await admin.post(`/api/admin/customers/${customerId}/skip-week`, {
      subscription_id: behalf.subscriptionId,
      week: behalf.weeks[0]?.week,
    });
    expect(bought.statusCode).toBe(409);
    const notTheirs = await admin.post(`/api/admin/customers/${customerId}/skip-week`, {
      subscription_id: other.subscriptionId,
      week: other.weeks[1]?.week,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await weekRow(other.subscriptionId, other.weeks[1]?.week ?? '')).toBeUndefined();
    expect(await trailOf(customerId)).toEqual([]);
  });

  it('cancels the subscriptions with the reason where customers must call, recorded; as the customer’s own cancel does', async () => {
    const behalf = await newSubscriber(t);
    const customerId = await idOf(behalf.visitor);
    // FitFuel asks customers to call: their own cancel is refused.
    expect((await behalf.visitor.post('/api/user/cancelAllSubscriptions', {})).statusCode).toBe(
      403,
    );
    const res = await admin.post(`/api/admin/customers/${customerId}/cancel-subscriptions`, {
      reason: 'Called: moving abroad',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionsCancelled>()).toMatchObject({
      message: 'Subscription cancelled.',
      subscriptions: [{ id: behalf.subscriptionId, status: 'cancelled' }],
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, behalf.subscriptionId));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Called: moving abroad' });
    expect(await weekRow(behalf.subscriptionId, behalf.weeks[0]?.week ?? '')).toEqual({
      state: 'paid',
    });
    const events = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.userId, customerId),
          eq(analyticsEvents.name, 'subscription_cancelled'),
        ),
      );
    expect(events.map((e) => e.properties)).toEqual([
      { subscription_id: behalf.subscriptionId, reason: 'Called: moving abroad' },
    ]);
    const [event] = await trailOf(customerId);
    expect(event).toMatchObject({
      action: 'cancel',
      entity: 'subscription',
      entity_id: String(behalf.subscriptionId),
      actor: { id: adminId },
      customer_id: customerId,
      before: { status: 'active' },
      after: { status: 'cancelled' },
      reason: 'Called: moving abroad',
    });
    // Again: nothing left to cancel, nothing more recorded.
    expect(
      (await admin.post(`/api/admin/customers/${customerId}/cancel-subscriptions`, {})).statusCode,
    ).toBe(200);
    expect(await trailOf(customerId)).toHaveLength(1);
  });

  it('adjusts the gift card balance with a reason, never below zero, each adjustment recorded', async () => {
    const { visitor } = await newSubscriber(t);
    const customerId = await idOf(visitor);
    const url = `/api/admin/customers/${customerId}/gift-card-balance`;
    const added = await admin.post(url, { amount: 2500, reason: 'Late delivery' });
    expect(added.statusCode).toBe(200);
    expect(added.json<BalanceAdjusted>()).toEqual({
      message: 'The gift card balance has been adjusted.',
      gift_card_balance: 2500,
    });
    const taken = await admin.post(url, { amount: -1000, reason: 'Goodwill given twice' });
    expect(taken.json<BalanceAdjusted>().gift_card_balance).toBe(1500);

    const below = await admin.post(url, { amount: -1501, reason: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(below.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'The gift card balance cannot go below $0.00.',
    ]);
    const noReason = await admin.post(url, { amount: 100, reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<{ errors: Record<string, string[]> }>().errors.reason).toEqual([
      'Reason is required.',
    ]);
    expect((await admin.post(url, { amount: 0, reason: 'Nothing' })).statusCode).toBe(422);
    expect(await balanceOf(customerId)).toBe(1500);

    const trail = await trailOf(customerId);
    expect(trail.map((e) => [e.action, e.before, e.after, e.reason, e.actor?.id])).toEqual([
      [
        'adjust gift card balance',
        { gift_card_balance: 2500 },
        { gift_card_balance: 1500 },
        'Goodwill given twice',
        adminId,
      ],
      [
        'adjust gift card balance',
        { gift_card_balance: 0 },
        { gift_card_balance: 2500 },
        'Late delivery',
        adminId,
      ],
    ]);
  });

  it('lets only one of two concurrent adjustments take the whole balance', async () => {
    const { visitor } = await newSubscriber(t);
    const customerId = await idOf(visitor);
    const url = `/api/admin/customers/${customerId}/gift-card-balance`;
    await admin.post(url, { amount: 1000, reason: 'Credit' });
    const other = await staff(['view-admin', 'manage-customers']);
    const answers = await Promise.all([
      admin.post(url, { amount: -1000, reason: 'First' }),
      other.post(url, { amount: -1000, reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await balanceOf(customerId)).toBe(0);
    expect((await trailOf(customerId)).map((e) => e.after)).toEqual([
      { gift_card_balance: 0 },
      { gift_card_balance: 1000 },
    ]);
  });

  it("mails the customer a password reset link through the customer's own reset, recorded", async () => {
    const { visitor, email } = await newSubscriber(t);
    const customerId = await idOf(visitor);
    const res = await admin.post(`/api/admin/customers/${customerId}/password-reset`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'A password reset link has been sent to the customer.' });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const mail = mails.find((m) => /^Reset your/.test(m.subject));
    const token = mail?.text.match(/\/password\/reset\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // The link works as the customer's own would.
    const reset = await (
      await new Visitor(t.app, FITFUEL).open()
    ).post('/api/password/reset', {
      token,
      email,
      password: 'a-new-secret',
      password_confirm: 'a-new-secret',
    });
    expect(reset.statusCode).toBe(200);
    const [event] = await trailOf(customerId);
    expect(event).toMatchObject({
      action: 'send password reset link',
      actor: { id: adminId },
      customer_id: customerId,
    });
  });

  it('lets only manage-customers act on a customer’s behalf', async () => {
    const { visitor } = await newSubscriber(t);
    const customerId = await idOf(visitor);
    const viewer = await staff(['view-admin', 'manage-users']);
    const res = await viewer.post(`/api/admin/customers/${customerId}/gift-card-balance`, {
      amount: 100,
      reason: 'No',
    });
    expect(res.statusCode).toBe(403);
    expect((await viewer.get(`/api/admin/customers/${customerId}`)).statusCode).toBe(200);
    expect(await balanceOf(customerId)).toBe(0);
  });
});
