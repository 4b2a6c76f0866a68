import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LineQuantity, SubscriptionWeekState } from '@mealbox/contracts';
import { queryBuiltJson, queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { cteList, type GatedWrite, type WriteCondition } from '../../db/gated-writes.ts';
import {
  mealPlans,
  menuItems,
  menus,
  subscriptions,
  subscriptionWeekItems,
  subscriptionWeeks,
} from '../../db/schema.ts';

/**
 * States a customer may still change: before the lock turns a week into an order. Skip, unskip,
 * picks and cancel write only from these, in the statement that writes, so a week the weekly
 * cycle has locked meanwhile is never changed.
 */
export const OPEN_WEEK_STATES = ['pending', 'picked', 'preselected', 'skipped'] as const;
const openStates = sql.raw(OPEN_WEEK_STATES.map((s) => `'${s}'`).join(', '));

export async function planOfSubscription(db: DbOrTx, subscriptionId: number) {
  const [row] = await db
    .select({ pickingRequired: mealPlans.subscriptionPickingRequired })
    .from(subscriptions)
    .innerJoin(mealPlans, eq(mealPlans.id, subscriptions.mealPlanId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row;
}

/**
 * Starts a subscription with the order that bought its first week, as writes of the statement
 * that marks the order paid (markOrderPaidOnce), done only when `when` holds: the subscription,
 * its first week (paid, with that order) and that week's meals (the order's lines).
 * `subscriptionId` names the new subscription's id in that statement, for the order to point at.
 */
export function startSubscriptionWhen(
  start: { userId: number; channelId: number; mealPlanId: number; week: string; orderId: number },
  when: SQL,
): { writes: GatedWrite[]; subscriptionId: SQL } {
  return {
    writes: [
      {
        name: 'started_subscription',
        statement: sql`INSERT INTO subscriptions (user_id, channel_id, meal_plan_id, start_week)
          SELECT ${start.userId}::integer, ${start.channelId}::integer,
                 ${start.mealPlanId}::integer, ${start.week}::date
           WHERE ${when}
          RETURNING id`,
      },
      {
        name: 'started_week',
        statement: sql`INSERT INTO subscription_weeks (subscription_id, week, state, order_id)
          SELECT s.id, ${start.week}::date, 'paid', ${start.orderId}::integer
            FROM started_subscription s
          RETURNING id`,
      },
      {
        name: 'started_week_items',
        statement: sql`INSERT INTO subscription_week_items (subscription_week_id, menu_item_id, quantity)
          SELECT w.id, line.menu_item_id, line.quantity
            FROM started_week w, order_lines line
           WHERE line.order_id = ${start.orderId}::integer`,
      },
    ],
    subscriptionId: sql`(SELECT id FROM started_subscription)`,
  };
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWithPlan = SubscriptionRow & { plan: typeof mealPlans.$inferSelect };

/** The customer's subscriptions in a channel with their plans, oldest first. */
export async function listSubscriptionsOf(
  db: DbOrTx,
  userId: number,
  channelId: number,
): Promise<SubscriptionWithPlan[]> {
  const rows = await db
    .select({ subscription: subscriptions, plan: mealPlans })
    .from(subscriptions)
    .innerJoin(mealPlans, eq(mealPlans.id, subscriptions.mealPlanId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.channelId, channelId)))
    .orderBy(asc(subscriptions.id));
  return rows.map((r) => ({ ...r.subscription, plan: r.plan }));
}

/** A week's row of a subscription: its state and picks. */
export interface WeekRow {
  subscriptionId: number;
  week: string;
  state: SubscriptionWeekState;
  /** The key of a preselected week's confirmation page. */
  preselectionKey?: string | null;
  meals: Array<{ sku: string; name: string; image: string; quantity: number }>;
}

/** The rows the subscriptions have for the weeks (a week without a row is pending). */
export async function listWeeksOf(
  db: DbOrTx,
  subscriptionIds: readonly number[],
  weeks: readonly string[],
): Promise<WeekRow[]> {
  if (subscriptionIds.length === 0 || weeks.length === 0) return [];
  const rows = await db
    .select({
      id: subscriptionWeeks.id,
      subscriptionId: subscriptionWeeks.subscriptionId,
      week: subscriptionWeeks.week,
      state: subscriptionWeeks.state,
      preselectionKey: subscriptionWeeks.preselectionKey,
      sku: menuItems.sku,
      name: menuItems.name,
      image: menuItems.image,
      quantity: subscriptionWeekItems.quantity,
    })
    .from(subscriptionWeeks)
    .leftJoin(
      subscriptionWeekItems,
      eq(subscriptionWeekItems.subscriptionWeekId, subscriptionWeeks.id),
    )
    .leftJoin(menuItems, eq(menuItems.id, subscriptionWeekItems.menuItemId))
    .where(
      and(
        inArray(subscriptionWeeks.subscriptionId, [...subscriptionIds]),
        inArray(subscriptionWeeks.week, [...weeks]),
      ),
    )
    .orderBy(asc(subscriptionWeeks.week), asc(menuItems.name));
  const byId = new Map<number, WeekRow>();
  for (const r of rows) {
    let week = byId.get(r.id);
    if (!week) {
      week = {
        subscriptionId: r.subscriptionId,
        week: r.week,
        state: r.state,
        preselectionKey: r.preselectionKey,
        meals: [],
      };
      byId.set(r.id, week);
    }
    if (r.sku !== null && r.name !== null && r.image !== null && r.quantity !== null) {
      week.meals.push({ sku: r.sku, name: r.name, image: r.image, quantity: r.quantity });
    }
  }
  return [...byId.values()];
}

/**
 * The channel's published weeks whose deadline has passed (their subscription weeks are orders
 * now) and whose delivery day has not ended in the store's time zone, earliest first.
 */
export async function listDeliveringMenus(
  db: DbOrTx,
  channelId: number,
  now: Date,
  timeZone: string,
): Promise<Array<typeof menus.$inferSelect>> {
  const at = now.toISOString();
  return db
    .select()
    .from(menus)
    .where(
      and(
        eq(menus.channelId, channelId),
        eq(menus.status, 'published'),
        lte(menus.pickingDeadline, now),
        gte(menus.deliveryDate, sql`(${at}::timestamptz AT TIME ZONE ${timeZone})::date`),
      ),
    )
    .orderBy(asc(menus.week));
}

/** Whose subscription it is, and what a week is to it. */
export interface OwnedWeek {
  subscriptionId: number;
  mealPlanId: number;
  mealsPerWeek: number;
  pickingRequired: boolean;
  state: SubscriptionWeekState | null;
}

type WeekTarget = { subscriptionId: number; userId: number; week: string };

/**
 * The customer's week moved to `state`: the week's row is made (a week has none until the
 * customer or the cycle touches it) or moved from an open state. Nothing is written for a
 * subscription that is not the customer's and active, or a week no longer open. Returns the
 * row's id and state.
 */
function moveOpenWeekSql(target: WeekTarget, state: 'skipped' | 'picked', gate = sql`TRUE`): SQL {
  return sql`INSERT INTO subscription_weeks (subscription_id, week, state)
        SELECT s.id, ${target.week}::date, ${state}::text
          FROM subscriptions s
         WHERE s.id = ${target.subscriptionId}::integer AND s.user_id = ${target.userId}::integer
           AND s.status = 'active' AND ${gate}
        ON CONFLICT (subscription_id, week) DO UPDATE SET state = excluded.state, updated_at = now()
         WHERE subscription_weeks.state IN (${openStates})
        RETURNING id, state`;
}

/**
 * The customer's skipped week back: `picked` when it kept its picks, else `pending`. Nothing is
 * written unless it is skipped (and the customer's). Returns the row's id and state.
 */
function unskipSql(target: WeekTarget, gate = sql`TRUE`): SQL {
  return sql`UPDATE subscription_weeks w
           SET state = CASE WHEN EXISTS (
                 SELECT 1 FROM subscription_week_items i WHERE i.subscription_week_id = w.id
               ) THEN 'picked' ELSE 'pending' END,
               updated_at = now()
          FROM subscriptions s
         WHERE w.subscription_id = s.id AND s.id = ${target.subscriptionId}::integer
           AND s.user_id = ${target.userId}::integer AND s.status = 'active'
           AND w.week = ${target.week}::date AND w.state = 'skipped' AND ${gate}
        RETURNING w.id, w.state`;
}

async function moveOpenWeek(
  db: DbOrTx,
  target: WeekTarget,
  state: 'skipped' | 'picked',
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(db, moveOpenWeekSql(target, state));
  return row?.id;
}

/** Skips the customer's open week (its picks are kept for an unskip); false if nothing moved. */
export async function skipWeekOf(db: DbOrTx, target: WeekTarget): Promise<boolean> {
  return (await moveOpenWeek(db, target, 'skipped')) !== undefined;
}

/** Unskips the customer's skipped week; false if nothing moved. */
export async function unskipWeekOf(db: DbOrTx, target: WeekTarget): Promise<boolean> {
  return (await queryRows(db, unskipSql(target))).length > 0;
}

/** A week as a skip or unskip left it, read in the statement that moved it. */
export interface MovedWeek {
  state: SubscriptionWeekState;
  picking_required: boolean;
  meals: WeekRow['meals'];
}

/**
 * Skips or unskips the customer's week, with the writes that go with it (`also`: the hold event,
 * written only if the week moved), and reads the week back: one statement, one round trip
 * (decision 012's pattern for the hot writes). With `gate`, nothing is written unless it holds
 * (the catalogue as the caller read it). Undefined when nothing moved.
 */
export async function changeWeekOnce(
  db: Db,
  change: 'skip' | 'unskip',
  target: WeekTarget,
  also: (moved: WriteCondition) => GatedWrite[],
  gate?: WriteCondition,
): Promise<MovedWeek | undefined> {
  const move =
    change === 'skip' ? moveOpenWeekSql(target, 'skipped', gate) : unskipSql(target, gate);
  const writes = also(sql`EXISTS (SELECT 1 FROM moved)`);
  const answer = await queryBuiltJson<MovedWeek>(
    db,
    sql`WITH moved AS (${move})${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
        SELECT json_build_object(
          'state', m.state,
          'picking_required', p.subscription_picking_required,
          'meals', COALESCE((
            SELECT json_agg(json_build_object(
                     'sku', mi.sku, 'name', mi.name, 'image', mi.image, 'quantity', i.quantity
                   ) ORDER BY mi.name)
              FROM subscription_week_items i JOIN menu_items mi ON mi.id = i.menu_item_id
             WHERE i.subscription_week_id = m.id), '[]'::json))
          FROM moved m
          JOIN subscriptions s ON s.id = ${target.subscriptionId}::integer
          JOIN meal_plans p ON p.id = s.meal_plan_id`,
  );
  return answer ?? undefined;
}

/**
 * The customer's active subscription (undefined when it is someone else's, cancelled or unknown)
 * and the state of its week (null: no row, i.e. pending).
 */
export async function findOwnedWeek(
  db: DbOrTx,
  target: { subscriptionId: number; userId: number; week: string },
): Promise<OwnedWeek | undefined> {
  const [row] = await db
    .select({
      subscriptionId: subscriptions.id,
      mealPlanId: subscriptions.mealPlanId,
      mealsPerWeek: mealPlans.mealsPerWeek,
      pickingRequired: mealPlans.subscriptionPickingRequired,
      state: subscriptionWeeks.state,
    })
    .from(subscriptions)
    .innerJoin(mealPlans, eq(mealPlans.id, subscriptions.mealPlanId))
    .leftJoin(
      subscriptionWeeks,
      and(
        eq(subscriptionWeeks.subscriptionId, subscriptions.id),
        eq(subscriptionWeeks.week, target.week),
      ),
    )
    .where(
      and(
        eq(subscriptions.id, target.subscriptionId),
        eq(subscriptions.userId, target.userId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Cancels the customer's active subscriptions in the channel (product.md: weeks already locked
 * stay, later ones are dropped with their picks), keeping the reason for the churn report.
 * Answers the ids cancelled.
 */
export async function cancelSubscriptionsOf(
  db: DbOrTx,
  target: { userId: number; channelId: number; reason: string | null; at: Date },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH cancelled AS (
          UPDATE subscriptions
             SET status = 'cancelled', cancelled_at = ${target.at.toISOString()}::timestamptz,
                 cancel_reason = ${target.reason}::text
           WHERE user_id = ${target.userId}::integer AND channel_id = ${target.channelId}::integer
             AND status = 'active'
          RETURNING id
        ), dropped AS (
          DELETE FROM subscription_weeks w USING cancelled c
           WHERE w.subscription_id = c.id AND w.state IN (${openStates})
        )
        SELECT id FROM cancelled`,
  );
  return rows.map((r) => r.id);
}

/** A subscription week's picks as box lines. */
export async function weekPicksOf(
  db: DbOrTx,
  subscriptionId: number,
  week: string,
): Promise<LineQuantity[]> {
  return db
    .select({
      menuItemId: subscriptionWeekItems.menuItemId,
      quantity: subscriptionWeekItems.quantity,
    })
    .from(subscriptionWeekItems)
    .innerJoin(
      subscriptionWeeks,
      eq(subscriptionWeeks.id, subscriptionWeekItems.subscriptionWeekId),
    )
    .where(
      and(eq(subscriptionWeeks.subscriptionId, subscriptionId), eq(subscriptionWeeks.week, week)),
    );
}

/**
 * Saves the customer's picks as their open week's (moveOpenWeek to `picked`), its meals replaced.
 * False, with nothing written, as moveOpenWeek.
 */
export async function savePicksOf(
  tx: DbOrTx,
  target: WeekTarget,
  lines: readonly LineQuantity[],
): Promise<boolean> {
  const weekId = await moveOpenWeek(tx, target, 'picked');
  if (weekId === undefined) return false;
  await tx
    .delete(subscriptionWeekItems)
    .where(eq(subscriptionWeekItems.subscriptionWeekId, weekId));
  if (lines.length > 0) {
    await tx.insert(subscriptionWeekItems).values(
      lines.map((l) => ({
        subscriptionWeekId: weekId,
        menuItemId: l.menuItemId,
        quantity: l.quantity,
        // The customer's own choice now, whatever preselection had chosen and why.
        reason: 'customer' as const,
      })),
    );
  }
  return true;
}
