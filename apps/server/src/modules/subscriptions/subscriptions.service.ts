import {
  authMessages,
  ORDER_WEEK_STATES,
  preselectionPath,
  subscriptionMessages,
  successMessages,
  type CancelSubscriptionsInput,
  type OrderSummary,
  type Schedule,
  type SkipWeekInput,
  type Subscription,
  type SubscriptionsCancelled,
  type SubscriptionWeek,
  type SubscriptionWeekState,
  type UserOrders,
  type UserSubscriptions,
  type VacationInput,
  type VacationResult,
  type VacationUndoInput,
  type WeekAction,
  type WeekChanged,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { addWeeks, formatDeadline, formatDeliveryDate, formatWeek } from '../../lib/weeks.ts';
import { signedIn } from '../accounts/signed-in.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { forwardToEmailMarketing, track, trackWhen } from '../analytics/analytics.service.ts';
import { catalogStillAt, findPublishedMenu, type MenuRow } from '../catalog/catalog.repository.ts';
import { toMealPlan } from '../catalog/catalog-mappers.ts';
import {
  upcomingMenus,
  upcomingMenusAtVersion,
  withOrderable,
  type UpcomingMenu,
} from '../catalog/catalog.service.ts';
import { listOrdersOf, type OrderListed } from '../orders/orders.repository.ts';
import {
  cancelSubscriptionsOf,
  changeWeekOnce,
  findOwnedWeek,
  listDeliveringMenus,
  listSubscriptionsOf,
  listWeeksOf,
  OPEN_WEEK_STATES,
  skipWeekOf,
  unskipWeekOf,
  type OwnedWeek,
  type SubscriptionWithPlan,
  type WeekRow,
} from './subscriptions.repository.ts';
import { knownOpenMenus } from './known-open-menus.ts';

/** How many orders `size=small` lists (the account page's week), and any other list. */
const ORDER_LIST_SIZE = { small: 5, full: 50 } as const;
const PAST_ORDERS_SHOWN = 20;

const isOpen = (state: SubscriptionWeekState) =>
  (OPEN_WEEK_STATES as readonly string[]).includes(state);
const isOrdered = (state: SubscriptionWeekState) =>
  (ORDER_WEEK_STATES as readonly string[]).includes(state);

/**
 * What the customer may still do with a week: before its deadline, pick (or change) the meals
 * of a plan that asks for picks, skip an open week, unskip a skipped one.
 */
export function weekActions(
  state: SubscriptionWeekState,
  pickingRequired: boolean,
  deadlinePassed: boolean,
): WeekAction[] {
  if (deadlinePassed || !isOpen(state)) return [];
  if (state === 'skipped') return ['unskip'];
  const pick: WeekAction[] = pickingRequired ? [state === 'pending' ? 'pick' : 'change'] : [];
  return [...pick, 'skip'];
}

function toSubscription(ctx: ServiceContext, s: SubscriptionWithPlan): Subscription {
  return {
    id: s.id,
    status: s.status,
    meal_plan: toMealPlan(s.plan, ctx.channel.config.subscription_discount),
    start_week: s.startWeek,
  };
}

/**
 * A week as the customer's pages show it. `forOwner`: the answer is the customer's own, so it may
 * carry the preselection's link (the key is the only credential of its confirmation page).
 */
function toSubscriptionWeek(
  ctx: ServiceContext,
  sub: { id: number; pickingRequired: boolean },
  menu: MenuRow,
  row: WeekRow | undefined,
  now: Date,
  forOwner: boolean,
): SubscriptionWeek {
  const state = row?.state ?? 'pending';
  const deadlinePassed = menu.pickingDeadline.getTime() <= now.getTime();
  const key = forOwner && state === 'preselected' ? row?.preselectionKey : null;
  return {
    subscription_id: sub.id,
    week: menu.week,
    week_formatted: formatWeek(menu.week),
    delivery_date: menu.deliveryDate,
    delivery_date_formatted: formatDeliveryDate(menu.deliveryDate),
    picking_deadline: menu.pickingDeadline.toISOString(),
    picking_deadline_formatted: formatDeadline(menu.pickingDeadline, ctx.env.STORE_TIMEZONE),
    deadline_passed: deadlinePassed,
    state,
    picking_required: sub.pickingRequired,
    meals: row?.meals ?? [],
    actions: weekActions(state, sub.pickingRequired, deadlinePassed),
    ...(key ? { preselection_url: preselectionPath(key) } : {}),
  };
}

function toOrderSummary(order: OrderListed): OrderSummary {
  return {
    customer_order_key: order.customerOrderKey,
    week: order.week,
    week_formatted: formatWeek(order.week),
    delivery_date: order.deliveryDate,
    delivery_date_formatted: formatDeliveryDate(order.deliveryDate),
    status: order.status,
    kind: order.kind,
    subscription_id: order.subscriptionId,
    total: order.totalCents,
    items: order.items,
  };
}

const orderableOf = (menus: readonly UpcomingMenu[]): MenuRow[] =>
  menus.filter((m) => m.orderable).map((m) => m.menu);

/** The weeks a customer may still change: the orderable upcoming menus. */
async function orderableMenus(ctx: ServiceContext, now: Date): Promise<MenuRow[]> {
  return orderableOf(await upcomingMenus(ctx, now));
}

type WeekVerb = 'skipped' | 'unskipped' | 'changed';

/**
 * The menu of a week the customer may still change. A week whose deadline has passed is refused
 * with its deadline (409); a week that is not on the schedule at all is a bad request (422).
 */
export async function openWeek(
  ctx: ServiceContext,
  week: string,
  verb: WeekVerb,
  now = ctx.clock.now(),
): Promise<MenuRow> {
  return openWeekAmong(ctx, await orderableMenus(ctx, now), week, verb, now);
}

/** openWeek, given the orderable menus already read (a vacation asks for several weeks). */
async function openWeekAmong(
  ctx: ServiceContext,
  orderable: readonly MenuRow[],
  week: string,
  verb: WeekVerb,
  now: Date,
): Promise<MenuRow> {
  const menu = orderable.find((m) => m.week === week);
  if (menu) return menu;
  const published = await findPublishedMenu(ctx.db, ctx.channel.id, week);
  if (published && published.pickingDeadline.getTime() <= now.getTime()) {
    const deadline = formatDeadline(published.pickingDeadline, ctx.env.STORE_TIMEZONE);
    throw new Conflict(subscriptionMessages.deadlinePassed(verb, deadline));
  }
  throw new ValidationFailed(subscriptionMessages.notUpcoming, {
    week: [subscriptionMessages.notUpcoming],
  });
}

/** The customer's subscription week while it can still be changed; 404 or 409 otherwise. */
export async function ownedOpenWeek(ctx: ServiceContext, target: Target): Promise<OwnedWeek> {
  const owned = await findOwnedWeek(ctx.db, target);
  if (!owned) throw new NotFound(subscriptionMessages.notYours);
  if (owned.state !== null && !isOpen(owned.state)) throw new Conflict(subscriptionMessages.locked);
  return owned;
}

/** The answer when a write changed nothing: not the customer's (404) or locked (409). */
async function refusal(ctx: ServiceContext, target: Target): Promise<never> {
  const owned = await findOwnedWeek(ctx.db, target);
  if (!owned) throw new NotFound(subscriptionMessages.notYours);
  throw new Conflict(subscriptionMessages.locked);
}

interface Target {
  subscriptionId: number;
  userId: number;
  week: string;
}

/** The week as it now is, for an answer (`owned`: the subscription as the caller already read it). */
export async function weekNow(
  ctx: ServiceContext,
  target: Target,
  owned: Pick<OwnedWeek, 'pickingRequired'>,
  menu: MenuRow,
  now: Date,
): Promise<SubscriptionWeek> {
  const [row] = await listWeeksOf(ctx.db, [target.subscriptionId], [target.week]);
  const sub = { id: target.subscriptionId, pickingRequired: owned.pickingRequired };
  return toSubscriptionWeek(ctx, sub, menu, row, now, true);
}

/**
 * Whose week or subscriptions a change is for: the signed-in customer's own, or a customer's
 * that staff change on their behalf (the same rules either way; their events are the customer's).
 */
export interface Subscriber {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A week change as staff make it: `also` adds writes (the audit record) to the change's own
 * statement, done only when the week moved (`moved`).
 */
export interface WeekChangeOptions {
  also?: (moved: WriteCondition) => GatedWrite[];
}

type HoldEvent = 'on_hold_event' | 'un_on_hold_event';

const holdProperties = (target: Target) => ({
  subscription_id: target.subscriptionId,
  week: target.week,
});

/** Forwards a stored hold event to email marketing when a vendor is configured. */
function forwardHold(
  ctx: ServiceContext,
  customer: Subscriber,
  name: HoldEvent,
  target: Target,
): void {
  void forwardToEmailMarketing(ctx, customer, name, holdProperties(target));
}

/** Stores the hold event first-party and forwards it (vacations: one per week). */
async function recordHold(
  ctx: ServiceContext,
  customer: Subscriber,
  name: HoldEvent,
  target: Target,
): Promise<void> {
  await track(ctx, name, holdProperties(target), { userId: customer.id });
  forwardHold(ctx, customer, name, target);
}

/**
 * Skips or unskips the week in one statement with its hold event, and answers the week as the
 * statement left it; undefined when nothing moved. With `catalogVersion`, nothing is written
 * unless the catalogue is still at that version.
 */
async function changeWeek(
  ctx: ServiceContext,
  change: 'skip' | 'unskip',
  by: { customer: Subscriber } & WeekChangeOptions,
  target: Target,
  menu: MenuRow,
  now: Date,
  catalogVersion?: number,
): Promise<SubscriptionWeek | undefined> {
  const name: HoldEvent = change === 'skip' ? 'on_hold_event' : 'un_on_hold_event';
  const moved = await changeWeekOnce(
    ctx.db,
    change,
    target,
    (when) => [
      trackWhen(ctx, when, name, holdProperties(target), { userId: by.customer.id }),
      ...(by.also?.(when) ?? []),
    ],
    catalogVersion === undefined ? undefined : catalogStillAt(catalogVersion),
  );
  if (!moved) return undefined;
  forwardHold(ctx, by.customer, name, target);
  const row = { subscriptionId: target.subscriptionId, week: target.week, ...moved };
  const sub = { id: target.subscriptionId, pickingRequired: moved.picking_required };
  return toSubscriptionWeek(ctx, sub, menu, row, now, true);
}

/**
 * Skips or unskips the week while it is open, deciding on the orderable menus this process
 * already knows (KnownOpenMenus) with a write gated on the catalogue being as they were read:
 * then a skip is one round trip. When the process knows none, or the gated write moved nothing
 * (the catalogue changed, or the week is not the customer's or not open), the menus are read
 * again and the week decided on them. Answers the week's menu, and the week when it moved.
 */
async function changeOpenWeek(
  ctx: ServiceContext,
  change: 'skip' | 'unskip',
  by: { customer: Subscriber } & WeekChangeOptions,
  target: Target,
  now: Date,
): Promise<{ menu: MenuRow; moved: SubscriptionWeek | undefined }> {
  const verb = change === 'skip' ? 'skipped' : 'unskipped';
  const known = knownOpenMenus(ctx.db);
  const recalled = known.recall(ctx.channel.id, now);
  if (recalled) {
    // Which weeks are orderable is decided now, by the channel's settings as they are now.
    const menu = orderableOf(withOrderable(ctx, recalled.menus)).find(
      (m) => m.week === target.week,
    );
    const moved =
      menu && (await changeWeek(ctx, change, by, target, menu, now, recalled.catalogVersion));
    if (moved) return { menu, moved };
    known.forget(ctx.channel.id);
  }
  const read = await upcomingMenusAtVersion(ctx, now);
  known.remember(ctx.channel.id, {
    catalogVersion: read.catalogVersion,
    menus: read.menus.map((m) => m.menu),
  });
  const menu = await openWeekAmong(ctx, orderableOf(read.menus), target.week, verb, now);
  return { menu, moved: await changeWeek(ctx, change, by, target, menu, now) };
}

/** POST /api/skipWeek: the week is skipped (its picks kept for an unskip) until its deadline. */
export const skipWeek = (ctx: ServiceContext, input: SkipWeekInput, now = ctx.clock.now()) =>
  skipWeekFor(ctx, signedIn(ctx), input, {}, now);

/** The customer's week skipped (by them, or by staff on their behalf). */
export async function skipWeekFor(
  ctx: ServiceContext,
  customer: Subscriber,
  input: SkipWeekInput,
  options: WeekChangeOptions,
  now = ctx.clock.now(),
): Promise<WeekChanged> {
  const target = { subscriptionId: input.subscription_id, userId: customer.id, week: input.week };
  const { moved } = await changeOpenWeek(ctx, 'skip', { customer, ...options }, target, now);
  const week = moved ?? (await refusal(ctx, target));
  return { message: successMessages.skip, week };
}

/**
 * POST /api/unskipWeek: a skipped week is back, with its picks if it kept them. A week that is
 * not skipped is left as it is and answered as it is, so a retried unskip succeeds.
 */
export const unskipWeek = (ctx: ServiceContext, input: SkipWeekInput, now = ctx.clock.now()) =>
  unskipWeekFor(ctx, signedIn(ctx), input, {}, now);

/** The customer's skipped week back (by them, or by staff on their behalf). */
export async function unskipWeekFor(
  ctx: ServiceContext,
  customer: Subscriber,
  input: SkipWeekInput,
  options: WeekChangeOptions,
  now = ctx.clock.now(),
): Promise<WeekChanged> {
  const target = { subscriptionId: input.subscription_id, userId: customer.id, week: input.week };
  const { menu, moved } = await changeOpenWeek(
    ctx,
    'unskip',
    { customer, ...options },
    target,
    now,
  );
  if (moved) return { message: successMessages.unskip, week: moved };
  const owned = await ownedOpenWeek(ctx, target);
  return { message: successMessages.unskip, week: await weekNow(ctx, target, owned, menu, now) };
}

/**
 * The subscriptions' weeks that are orders now (their deadline passed) and not yet delivered,
 * earliest first: a week with no row, or one left open or skipped, was never ordered.
 */
function orderedWeeksOf(
  ctx: ServiceContext,
  subs: readonly SubscriptionWithPlan[],
  delivering: readonly MenuRow[],
  rows: readonly WeekRow[],
  now: Date,
  forOwner: boolean,
): SubscriptionWeek[] {
  return delivering.flatMap((menu) =>
    subs.flatMap((s) => {
      const row = rows.find((r) => r.subscriptionId === s.id && r.week === menu.week);
      if (!row || !isOrdered(row.state)) return [];
      const sub = { id: s.id, pickingRequired: s.plan.subscriptionPickingRequired };
      return [toSubscriptionWeek(ctx, sub, menu, row, now, forOwner)];
    }),
  );
}

/** GET /api/user/subscriptions: the subscriptions, their current week and that week's orders. */
export async function subscriptionsOverview(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<UserSubscriptions> {
  const user = signedIn(ctx);
  const [subs, menus, delivering] = await Promise.all([
    listSubscriptionsOf(ctx.db, user.id, ctx.channel.id),
    orderableMenus(ctx, now),
    listDeliveringMenus(ctx.db, ctx.channel.id, now, ctx.env.STORE_TIMEZONE),
  ]);
  const current = menus[0];
  const [rows, orders] = current
    ? await Promise.all([
        listWeeksOf(
          ctx.db,
          subs.map((s) => s.id),
          [current.week, ...delivering.map((m) => m.week)],
        ),
        listOrdersOf(ctx.db, {
          userId: user.id,
          channelId: ctx.channel.id,
          week: current.week,
          limit: ORDER_LIST_SIZE.small,
        }),
      ])
    : [[], []];
  // An active subscription's week, and a cancelled one's only when it was kept (already ordered).
  const currentWeeks = current
    ? subs.flatMap((s) => {
        const row = rows.find((r) => r.subscriptionId === s.id && r.week === current.week);
        if (s.status !== 'active' && !row) return [];
        const sub = { id: s.id, pickingRequired: s.plan.subscriptionPickingRequired };
        return [toSubscriptionWeek(ctx, sub, current, row, now, true)];
      })
    : [];
  const orderedWeeks = orderedWeeksOf(ctx, subs, delivering, rows, now, true);
  // A box ordered and not yet delivered is this week's too (the card notice stays for it).
  const chosen = [...orderedWeeks, ...currentWeeks].find(
    (w) => w.state !== 'pending' && w.state !== 'skipped',
  );
  const chosenPlan = chosen && subs.find((s) => s.id === chosen.subscription_id)?.plan.sku;
  return {
    subscriptions: subs.map((s) => toSubscription(ctx, s)),
    current_weeks: currentWeeks,
    ordered_weeks: orderedWeeks,
    orders: orders.map(toOrderSummary),
    has_ordered_or_picked_this_week_cart_product_id:
      chosenPlan ?? orders[0]?.customerOrderKey ?? null,
  };
}

/**
 * GET /api/user/orders: the customer's orders of a week (by default the current ordering week,
 * so the account page can ask for it before it knows the week), newest first.
 */
export async function userOrders(
  ctx: ServiceContext,
  query: { week?: string | undefined; size?: 'small' | 'full' | undefined },
  now = ctx.clock.now(),
): Promise<UserOrders> {
  const user = signedIn(ctx);
  const week = query.week ?? (await orderableMenus(ctx, now))[0]?.week;
  if (!week) return { orders: [] };
  const orders = await listOrdersOf(ctx.db, {
    userId: user.id,
    channelId: ctx.channel.id,
    week,
    limit: ORDER_LIST_SIZE[query.size ?? 'full'],
  });
  return { orders: orders.map(toOrderSummary) };
}

/**
 * GET /api/user/schedule/:userId?: every active subscription's upcoming weeks, then the orders.
 * Another customer's schedule only for staff who may view the admin area (product.md).
 */
export async function schedule(
  ctx: ServiceContext,
  userId: number | undefined,
  now = ctx.clock.now(),
): Promise<Schedule> {
  const viewer = signedIn(ctx);
  const ownerId = userId ?? viewer.id;
  if (ownerId !== viewer.id && !viewer.permissions.includes('view-admin')) {
    throw new Forbidden(authMessages.forbidden);
  }
  const owner = ownerId === viewer.id ? viewer : await findUserById(ctx.db, ownerId);
  if (!owner) throw new NotFound(authMessages.notFound);
  const [subs, menus, delivering, orders] = await Promise.all([
    listSubscriptionsOf(ctx.db, owner.id, ctx.channel.id),
    orderableMenus(ctx, now),
    listDeliveringMenus(ctx.db, ctx.channel.id, now, ctx.env.STORE_TIMEZONE),
    listOrdersOf(ctx.db, {
      userId: owner.id,
      channelId: ctx.channel.id,
      limit: PAST_ORDERS_SHOWN,
    }),
  ]);
  const active = subs.filter((s) => s.status === 'active');
  const forOwner = owner.id === viewer.id;
  const rows = await listWeeksOf(
    ctx.db,
    subs.map((s) => s.id),
    [...delivering, ...menus].map((m) => m.week),
  );
  const weeks = menus.flatMap((menu) =>
    active.map((s) =>
      toSubscriptionWeek(
        ctx,
        { id: s.id, pickingRequired: s.plan.subscriptionPickingRequired },
        menu,
        rows.find((r) => r.subscriptionId === s.id && r.week === menu.week),
        now,
        forOwner,
      ),
    ),
  );
  return {
    user: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName },
    subscriptions: subs.map((s) => toSubscription(ctx, s)),
    weeks: [...orderedWeeksOf(ctx, subs, delivering, rows, now, forOwner), ...weeks],
    past_orders: orders.map(toOrderSummary),
  };
}

/**
 * POST /api/user/cancelAllSubscriptions: every active subscription of the customer in this
 * store is cancelled (weeks already locked stay, later ones are dropped) with the optional
 * reason. Refused where the store asks customers to call instead (subscription_cancel_easily N).
 */
export async function cancelAllSubscriptions(
  ctx: ServiceContext,
  input: CancelSubscriptionsInput,
  now = ctx.clock.now(),
): Promise<SubscriptionsCancelled> {
  const user = signedIn(ctx);
  if (ctx.channel.site.subscription_cancel_easily !== 'Y') {
    throw new Forbidden(subscriptionMessages.cancelNotEasy);
  }
  return cancelSubscriptionsFor(ctx, user.id, input, now);
}

/**
 * The customer's active subscriptions in this store cancelled, by them or by staff on their
 * behalf (who are who the store asks customers to call, so the easy-cancel setting is the
 * customer's route's alone). `record` writes in the cancel's transaction (the audit record),
 * given the ids it cancelled.
 */
export async function cancelSubscriptionsFor(
  ctx: ServiceContext,
  customerId: number,
  input: CancelSubscriptionsInput,
  now = ctx.clock.now(),
  record?: (tx: DbOrTx, cancelled: readonly number[]) => Promise<void>,
): Promise<SubscriptionsCancelled> {
  const reason = input.reason ? input.reason : null;
  const target = { userId: customerId, channelId: ctx.channel.id, reason, at: now };
  const cancelled = record
    ? await ctx.db.transaction(async (tx) => {
        const ids = await cancelSubscriptionsOf(tx, target);
        if (ids.length > 0) await record(tx, ids);
        return ids;
      })
    : await cancelSubscriptionsOf(ctx.db, target);
  const subs = await listSubscriptionsOf(ctx.db, customerId, ctx.channel.id);
  // A retried cancel finds them cancelled already and answers the same; one with none never had any.
  if (subs.length === 0) throw new Conflict(subscriptionMessages.noActiveSubscription);
  for (const id of cancelled) {
    await track(
      ctx,
      'subscription_cancelled',
      { subscription_id: id, reason },
      { userId: customerId },
    );
  }
  return {
    message: successMessages.cancel,
    subscriptions: subs.map((s) => toSubscription(ctx, s)),
  };
}

/** The weeks from one to another, inclusive, at most a year of them. */
function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let week = first; week <= last && weeks.length < 52; week = addWeeks(week, 1)) {
    weeks.push(week);
  }
  return weeks;
}

/** A vacation's weeks, each with its menu while it is still open, or null once locked. */
async function vacationWeeks(
  ctx: ServiceContext,
  weeks: readonly string[],
  verb: WeekVerb,
  now: Date,
): Promise<Array<{ week: string; menu: MenuRow | null }>> {
  const orderable = await orderableMenus(ctx, now);
  const result = [];
  for (const week of weeks) {
    try {
      result.push({ week, menu: await openWeekAmong(ctx, orderable, week, verb, now) });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      result.push({ week, menu: null });
    }
  }
  return result;
}

/**
 * POST /api/user/vacation: skips every week from the first to the last in one action. Each week
 * obeys its own deadline: those past it (or already locked) stay as they are and are named.
 */
export async function vacation(
  ctx: ServiceContext,
  input: VacationInput,
  now = ctx.clock.now(),
): Promise<VacationResult> {
  const user = signedIn(ctx);
  if (input.last_week < input.first_week) {
    throw new ValidationFailed(subscriptionMessages.vacationRange, {
      last_week: [subscriptionMessages.vacationRange],
    });
  }
  const target = { subscriptionId: input.subscription_id, userId: user.id };
  const owned = await findOwnedWeek(ctx.db, { ...target, week: input.first_week });
  if (!owned) throw new NotFound(subscriptionMessages.notYours);
  const weeks = await vacationWeeks(
    ctx,
    weeksBetween(input.first_week, input.last_week),
    'skipped',
    now,
  );
  const changed: string[] = [];
  const locked: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const { week, menu } of weeks) {
      const state = menu ? await skipWeekOf(tx, { ...target, week }) : undefined;
      (state ? changed : locked).push(week);
    }
  });
  for (const week of changed) await recordHold(ctx, user, 'on_hold_event', { ...target, week });
  return {
    message: subscriptionMessages.vacationSaved(changed.length, locked.length),
    changed,
    locked,
    weeks: await scheduleWeeksOf(
      ctx,
      { id: target.subscriptionId, pickingRequired: owned.pickingRequired },
      weeks,
      now,
    ),
  };
}

/** POST /api/user/vacation/undo: unskips the weeks a vacation skipped that are still open. */
export async function undoVacation(
  ctx: ServiceContext,
  input: VacationUndoInput,
  now = ctx.clock.now(),
): Promise<VacationResult> {
  const user = signedIn(ctx);
  const target = { subscriptionId: input.subscription_id, userId: user.id };
  const [first] = input.weeks;
  const owned = first ? await findOwnedWeek(ctx.db, { ...target, week: first }) : undefined;
  if (!owned) throw new NotFound(subscriptionMessages.notYours);
  const weeks = await vacationWeeks(ctx, [...new Set(input.weeks)].sort(), 'unskipped', now);
  const changed: string[] = [];
  const locked: string[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const { week, menu } of weeks) {
      if (!menu) locked.push(week);
      else if (await unskipWeekOf(tx, { ...target, week })) changed.push(week);
    }
  });
  for (const week of changed) {
    await recordHold(ctx, user, 'un_on_hold_event', { ...target, week });
  }
  return {
    message: subscriptionMessages.vacationUndone(changed.length),
    changed,
    locked,
    weeks: await scheduleWeeksOf(
      ctx,
      { id: target.subscriptionId, pickingRequired: owned.pickingRequired },
      weeks,
      now,
    ),
  };
}

/** The open weeks of a vacation as the schedule shows them now. */
async function scheduleWeeksOf(
  ctx: ServiceContext,
  sub: { id: number; pickingRequired: boolean },
  weeks: ReadonlyArray<{ week: string; menu: MenuRow | null }>,
  now: Date,
): Promise<SubscriptionWeek[]> {
  const open = weeks.flatMap((w) => (w.menu ? [w.menu] : []));
  if (open.length === 0) return [];
  const rows = await listWeeksOf(
    ctx.db,
    [sub.id],
    open.map((m) => m.week),
  );
  return open.map((menu) =>
    toSubscriptionWeek(
      ctx,
      sub,
      menu,
      rows.find((r) => r.week === menu.week),
      now,
      true,
    ),
  );
}
