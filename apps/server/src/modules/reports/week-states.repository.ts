import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  SUBSCRIPTION_WEEK_STATES,
  type ReportRangeQuery,
  type SubscriberWeekFilter,
  type SubscriptionWeekState,
} from '@mealbox/contracts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { contains, gridLimits, type GridWindow } from '../../db/grid.ts';
import {
  fullName,
  mealPlans,
  nameOrder,
  subscriptionWeeks,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { onChannel, rangeWeeks } from './report-range.repository.ts';

// A week's subscription weeks, counted (the weekly operations' overview, the dashboard) and
// listed (the unattended queue, the order status): one rule for both. A week has no row until
// someone touches it, so an active subscription that has begun by a week and has no row there
// is that week's `pending`; every row is counted and listed in its own state, whatever the
// subscription's status now. The unattended are the pending weeks of plans whose subscribers pick.

/** Whether the subscription is active and has begun by `week`: its weeks without a row are pending. */
const begunBy = (week: SQL): SQL =>
  sql`(${subscriptions.status} = 'active' AND ${subscriptions.startWeek} <= ${week})`;

export interface WeekStateRow {
  week: string;
  state: SubscriptionWeekState | null;
  /** Whether the subscriptions counted are on a plan whose subscribers pick their meals. */
  picking: boolean;
  count: number;
}

/**
 * The range's subscription weeks counted by week, state and whether the plan is picked by its
 * subscriber (a week with none: one null row). The untouched weeks are counted, not listed: the
 * active subscriptions by first week, summed up to each week, less the rows of those begun by
 * then; so a range of years costs no more than its rows.
 */
export async function weekStateRows(db: DbOrTx, range: ReportRangeQuery): Promise<WeekStateRow[]> {
  const rows = await queryRows<{
    week: string;
    state: string | null;
    picking: boolean | null;
    count: string | number;
  }>(
    db,
    sql`WITH kept AS (
          SELECT ${subscriptionWeeks.week} AS week, ${subscriptionWeeks.state} AS state,
                 p.subscription_picking_required AS picking, count(*) AS n,
                 count(*) FILTER (WHERE ${begunBy(sql`${subscriptionWeeks.week}`)}) AS of_begun
            FROM ${subscriptionWeeks}
            JOIN ${subscriptions} ON ${subscriptions.id} = ${subscriptionWeeks.subscriptionId}
                                 AND ${onChannel(sql`${subscriptions.channelId}`, range)}
            JOIN meal_plans p ON p.id = ${subscriptions.mealPlanId}
           WHERE ${subscriptionWeeks.week} BETWEEN ${range.from}::date AND ${range.to}::date
           GROUP BY 1, 2, 3
        ), begun AS (
          SELECT ${subscriptions.startWeek} AS start_week,
                 p.subscription_picking_required AS picking, count(*) AS n
            FROM ${subscriptions} JOIN meal_plans p ON p.id = ${subscriptions.mealPlanId}
           WHERE ${begunBy(sql`${range.to}::date`)}
             AND ${onChannel(sql`${subscriptions.channelId}`, range)}
           GROUP BY 1, 2
        ), begun_by_week AS (
          SELECT w.week::date AS week, b.picking, sum(b.n) AS n
            FROM ${rangeWeeks(range)} JOIN begun b ON b.start_week <= w.week::date
           GROUP BY 1, 2
        ), untouched AS (
          SELECT bw.week, bw.picking,
                 bw.n - COALESCE((SELECT sum(k.of_begun) FROM kept k
                                   WHERE k.week = bw.week AND k.picking = bw.picking), 0) AS n
            FROM begun_by_week bw
        ), counted AS (
          SELECT week, state, picking, n FROM kept
          UNION ALL
          SELECT week, 'pending', picking, n FROM untouched WHERE n > 0
        )
        SELECT w.week::date::text AS week, c.state, c.picking, sum(c.n) AS count
          FROM ${rangeWeeks(range)} LEFT JOIN counted c ON c.week = w.week::date
         GROUP BY 1, 2, 3
         ORDER BY 1, 2, 3`,
  );
  return rows.map((r) => ({
    week: r.week,
    state: r.state as SubscriptionWeekState | null,
    picking: r.picking ?? false,
    count: Number(r.count),
  }));
}

/** A list of a week's subscription weeks: the week, optionally a state (or the unattended), a channel, a search. */
export interface WeekListQuery extends GridWindow {
  week: string;
  state?: SubscriberWeekFilter | undefined;
  channel?: number | undefined;
  q?: string | undefined;
}

/** The week's state of the subscription (joined to its row of the week, if any). */
const stateOfWeek = sql`COALESCE(${subscriptionWeeks.state}, 'pending')`;

/** What each sort orders by: states as a week goes through them, not by their names. */
const sortKeys = {
  name: nameOrder(users),
  state: sql`array_position(ARRAY[${sql.join(
    SUBSCRIPTION_WEEK_STATES.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${stateOfWeek})`,
  subscription: sql`${subscriptions.id}`,
};

/** The subscriptions of the list: listed by the rule, then the query's filters. */
function listWhere(query: WeekListQuery): SQL | undefined {
  const q = query.q?.trim();
  const pending = sql`${stateOfWeek} = 'pending'`;
  return and(
    or(sql`${subscriptionWeeks.id} IS NOT NULL`, begunBy(sql`${query.week}::date`)),
    query.state === undefined
      ? undefined
      : query.state === 'unattended'
        ? and(pending, eq(mealPlans.subscriptionPickingRequired, true))
        : query.state === 'pending'
          ? pending
          : eq(subscriptionWeeks.state, query.state),
    query.channel === undefined ? undefined : eq(subscriptions.channelId, query.channel),
    // The customers first (the trigram indexes on name and email), then their subscriptions.
    q
      ? sql`${subscriptions.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${or(
          contains(users.email, q),
          contains(fullName(users), q),
        )}))`
      : undefined,
  );
}

export interface SubscriberWeekListed {
  subscriptionId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  channelId: number;
  planSku: string;
  planName: string;
  mealsPerWeek: number;
  pickingRequired: boolean;
  state: SubscriptionWeekState;
  orderId: number | null;
  chargeAttempts: number;
  nextChargeAt: Date | null;
  lastDecline: string | null;
}

interface ListedRow {
  total: number;
  subscription_id: number | null;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  channel_id: number;
  plan_sku: string;
  plan_name: string;
  meals_per_week: number;
  picking_required: boolean;
  state: SubscriptionWeekState;
  order_id: number | null;
  charge_attempts: number | null;
  next_charge_at: Date | string | null;
  last_decline: string | null;
}

/**
 * One page of a week's subscription weeks and the filtered total, by the same rule as the counts,
 * in one statement. A week's list is at most the store's subscriptions, so it is made once per
 * request (`listed`: every subscription joined by hash to the week's rows, read through their
 * (week, subscription) index, with its sort key), counted and paged from there; only the page's
 * rows are then joined to their customer, plan and last declined charge. Every sort, filter and
 * page costs the same pass: an index walk in name order with a LIMIT, the planner's choice for a
 * first page, probes the week's row of each subscription it steps over, a whole table's worth for
 * a rare state or a deep page.
 */
export async function listWeekStates(
  db: DbOrTx,
  query: WeekListQuery,
): Promise<{ rows: SubscriberWeekListed[]; total: number }> {
  const key = sortKeys[query.sort as keyof typeof sortKeys] ?? sortKeys.name;
  const direction = query.sort !== undefined && query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const { limit, offset } = gridLimits(query);
  const [first, ...more] = await queryRows<ListedRow>(
    db,
    sql`WITH listed AS MATERIALIZED (
          SELECT ${subscriptions.id} AS id, ${subscriptionWeeks.id} AS week_id, ${key} AS sort_key
            FROM ${subscriptions}
            LEFT JOIN ${subscriptionWeeks}
                   ON ${subscriptionWeeks.subscriptionId} = ${subscriptions.id}
                  AND ${subscriptionWeeks.week} = ${query.week}::date
            JOIN ${mealPlans} ON ${mealPlans.id} = ${subscriptions.mealPlanId}
            ${key === sortKeys.name ? sql`JOIN ${users} ON ${users.id} = ${subscriptions.userId}` : sql``}
           WHERE ${listWhere(query)}
        ), page AS (
          SELECT * FROM listed
           ORDER BY sort_key ${direction}, id ${direction}
           LIMIT ${limit}::integer OFFSET ${offset}::integer
        )
        SELECT c.total, s.id AS subscription_id, s.user_id, u.first_name, u.last_name, u.email,
               s.channel_id, p.sku AS plan_sku, p.name AS plan_name, p.meals_per_week,
               p.subscription_picking_required AS picking_required,
               COALESCE(w.state, 'pending') AS state, w.order_id, w.charge_attempts,
               w.next_charge_at,
               (SELECT pay.failure_message FROM payments pay
                 WHERE pay.order_id = w.order_id AND pay.status = 'declined'
                 ORDER BY pay.id DESC LIMIT 1) AS last_decline
          FROM (SELECT count(*)::integer AS total FROM listed) c
          LEFT JOIN (page
                     JOIN subscriptions s ON s.id = page.id
                     JOIN users u ON u.id = s.user_id
                     JOIN meal_plans p ON p.id = s.meal_plan_id
                     LEFT JOIN subscription_weeks w ON w.id = page.week_id) ON TRUE
         ORDER BY page.sort_key ${direction}, page.id ${direction}`,
  );
  if (!first) return { rows: [], total: 0 };
  const listed = first.subscription_id === null ? [] : [first, ...more];
  return {
    total: Number(first.total),
    rows: listed.map((r) => ({
      subscriptionId: Number(r.subscription_id),
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      channelId: r.channel_id,
      planSku: r.plan_sku,
      planName: r.plan_name,
      mealsPerWeek: r.meals_per_week,
      pickingRequired: r.picking_required,
      state: r.state,
      orderId: r.order_id,
      chargeAttempts: r.charge_attempts ?? 0,
      nextChargeAt: r.next_charge_at === null ? null : new Date(r.next_charge_at),
      lastDecline: r.last_decline,
    })),
  };
}
