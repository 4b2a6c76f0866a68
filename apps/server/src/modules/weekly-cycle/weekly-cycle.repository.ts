import { sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { PICK_REASONS, SUBSCRIPTION_WEEK_STATES } from '@mealbox/contracts';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';
import { cteList, type GatedWrite } from '../../db/gated-writes.ts';
import { mailFieldsOf } from '../../integrations/email/mailer.ts';

const json = <T extends z.ZodMiniType>(schema: T) => z.array(schema);
/** A timestamp as a JSON answer writes it, read as an instant. */
export const Instant = z.pipe(
  z.string(),
  z.transform((s) => new Date(s)),
);

/** The published weeks of every channel whose runs may be due around `now`. */
const CycleMenu = z.object({
  menu_id: z.int(),
  channel_id: z.int(),
  week: z.string(),
  delivery_date: z.string(),
  picking_deadline: Instant,
});
export type CycleMenu = z.infer<typeof CycleMenu>;

/**
 * Published menus whose deadline lies between `from` and `to`: the weeks whose reminder,
 * preselection, lock or unpaid cancellation can be due.
 */
export async function listCycleMenus(db: DbOrTx, from: Date, to: Date): Promise<CycleMenu[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'menu_id', m.id, 'channel_id', m.channel_id, 'week', m.week,
              'delivery_date', m.delivery_date, 'picking_deadline', m.picking_deadline)
            ORDER BY m.picking_deadline), '[]'::json)
          FROM menus m
         WHERE m.status = 'published'
           AND m.picking_deadline >= ${from.toISOString()}::timestamptz
           AND m.picking_deadline < ${to.toISOString()}::timestamptz`,
  );
  return json(CycleMenu).parse(rows ?? []);
}

/** A channel's published week. */
export async function findCycleMenu(
  db: DbOrTx,
  channelId: number,
  week: string,
): Promise<CycleMenu | undefined> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'menu_id', m.id, 'channel_id', m.channel_id, 'week', m.week,
              'delivery_date', m.delivery_date, 'picking_deadline', m.picking_deadline)), '[]'::json)
          FROM menus m
         WHERE m.status = 'published' AND m.channel_id = ${channelId}::integer
           AND m.week = ${week}::date`,
  );
  return json(CycleMenu).parse(rows ?? [])[0];
}

/** A meal of the week's menu with what preselection, pricing and the mails need of it. */
const CycleMeal = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  price_cents: z.int(),
  premium_surcharge_cents: z.int(),
  larger_portion: z.boolean(),
  attribute_tags: z.array(z.string()),
  chefs_choice: z.boolean(),
});
export type CycleMeal = z.infer<typeof CycleMeal>;

/** The week's active meals in display order. */
export async function listCycleMeals(db: DbOrTx, menuId: number): Promise<CycleMeal[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'id', i.id, 'sku', i.sku, 'name', i.name, 'price_cents', i.price_cents,
              'premium_surcharge_cents', i.premium_surcharge_cents,
              'larger_portion', i.larger_portion, 'attribute_tags', i.attribute_tags,
              'chefs_choice', e.chefs_choice) ORDER BY e.position), '[]'::json)
          FROM menu_entries e JOIN menu_items i ON i.id = e.menu_item_id
         WHERE e.menu_id = ${menuId}::integer AND i.active`,
  );
  return json(CycleMeal).parse(rows ?? []);
}

/**
 * How often each meal is in the week's boxes so far (the picks of the channel's subscribers and
 * the week's orders): "popular this week".
 */
export async function weekPopularity(
  db: DbOrTx,
  channelId: number,
  week: string,
): Promise<Map<number, number>> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_array(menu_item_id, n)), '[]'::json) FROM (
          SELECT menu_item_id, sum(quantity)::integer AS n FROM (
            SELECT i.menu_item_id, i.quantity
              FROM subscription_week_items i
              JOIN subscription_weeks w ON w.id = i.subscription_week_id
              JOIN subscriptions s ON s.id = w.subscription_id
             WHERE w.week = ${week}::date AND s.channel_id = ${channelId}::integer
               AND w.order_id IS NULL AND w.state IN ('picked', 'preselected')
            UNION ALL
            SELECT l.menu_item_id, l.quantity
              FROM order_lines l JOIN orders o ON o.id = l.order_id
             WHERE o.week = ${week}::date AND o.channel_id = ${channelId}::integer
               AND o.status <> 'cancelled'
          ) boxed GROUP BY menu_item_id) counted`,
  );
  return new Map(json(z.tuple([z.int(), z.int()])).parse(rows ?? []));
}

/** Batches of about `size` subscriptions of a channel that a week's run goes through. */
export async function subscriptionBatches(
  db: DbOrTx,
  channelId: number,
  week: string,
  size: number,
): Promise<{ total: number; bounds: Array<{ afterId: number; untilId: number }> }> {
  // Only the last id of each batch comes back, so planning does not grow with the subscribers.
  const answer = await queryBuiltJson<unknown>(
    db,
    sql`SELECT json_build_object(
              'total', (SELECT count(*) FROM subscriptions s
                         WHERE s.channel_id = ${channelId}::integer
                           AND s.start_week <= ${week}::date),
              'ends', COALESCE((SELECT json_agg(id ORDER BY id) FROM (
                  SELECT id, row_number() OVER (ORDER BY id) AS n,
                         count(*) OVER () AS total
                    FROM subscriptions s
                   WHERE s.channel_id = ${channelId}::integer AND s.start_week <= ${week}::date
                ) numbered WHERE n % ${size}::integer = 0 OR n = total), '[]'::json))`,
  );
  const { total, ends } = z.object({ total: z.int(), ends: z.array(z.int()) }).parse(answer);
  let after = 0;
  const bounds = ends.map((untilId) => {
    const bound = { afterId: after, untilId };
    after = untilId;
    return bound;
  });
  return { total, bounds };
}

const WeekItem = z.object({
  menu_item_id: z.int(),
  quantity: z.int(),
  reason: z.enum(PICK_REASONS),
});

/** A subscription of a batch with everything its week's run needs, in one read. */
const CycleSubscription = z.object({
  subscription_id: z.int(),
  status: z.enum(['active', 'cancelled']),
  user_id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  address_1: z.nullable(z.string()),
  address_2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
  dayphone: z.nullable(z.string()),
  delivery_instructions: z.nullable(z.string()),
  card_token: z.nullable(z.string()),
  card_brand: z.nullable(z.string()),
  card_last4: z.nullable(z.string()),
  card_exp_month: z.nullable(z.int()),
  card_exp_year: z.nullable(z.int()),
  gift_card_balance_cents: z.int(),
  plan_id: z.int(),
  plan_sku: z.string(),
  meals_per_week: z.int(),
  price_per_meal_cents: z.int(),
  picking_required: z.boolean(),
  affiliate_user_id: z.nullable(z.int()),
  week_id: z.nullable(z.int()),
  week_state: z.nullable(z.enum(SUBSCRIPTION_WEEK_STATES)),
  order_id: z.nullable(z.int()),
  charge_attempts: z.int(),
  next_charge_at: z.nullable(Instant),
  preselection_key: z.nullable(z.string()),
  items: z.array(WeekItem),
});
export type CycleSubscription = z.infer<typeof CycleSubscription>;

/** The subscriptions of a batch (ids in (afterId, untilId]) with their week, oldest first. */
export async function readSubscriptionBatch(
  db: DbOrTx,
  batch: { channelId: number; week: string; afterId: number; untilId: number },
): Promise<CycleSubscription[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object(
              'subscription_id', s.id, 'status', s.status, 'user_id', u.id, 'email', u.email,
              'first_name', u.first_name, 'last_name', u.last_name, 'company', u.company,
              'address_1', u.address_1, 'address_2', u.address_2, 'city', u.city,
              'state', u.state, 'zip_code', u.zip_code, 'dayphone', u.dayphone,
              'delivery_instructions', u.delivery_instructions, 'card_token', u.card_token,
              'card_brand', u.card_brand, 'card_last4', u.card_last4,
              'card_exp_month', u.card_exp_month, 'card_exp_year', u.card_exp_year,
              'gift_card_balance_cents', u.gift_card_balance_cents,
              'plan_id', p.id, 'plan_sku', p.sku, 'meals_per_week', p.meals_per_week,
              'price_per_meal_cents', p.price_per_meal_cents,
              'picking_required', p.subscription_picking_required,
              'affiliate_user_id', p.affiliate_user_id,
              'week_id', w.id, 'week_state', w.state, 'order_id', w.order_id,
              'charge_attempts', COALESCE(w.charge_attempts, 0),
              'next_charge_at', w.next_charge_at, 'preselection_key', w.preselection_key,
              'items', COALESCE((SELECT json_agg(json_build_object(
                    'menu_item_id', i.menu_item_id, 'quantity', i.quantity, 'reason', i.reason))
                  FROM subscription_week_items i WHERE i.subscription_week_id = w.id), '[]'::json)
            ) ORDER BY s.id), '[]'::json)
          FROM subscriptions s
          JOIN meal_plans p ON p.id = s.meal_plan_id
          JOIN users u ON u.id = s.user_id
          -- The batch's range on the weeks too: read as one range of (week, subscription_id).
          LEFT JOIN subscription_weeks w ON w.subscription_id = s.id AND w.week = ${batch.week}::date
                AND w.subscription_id > ${batch.afterId}::integer
                AND w.subscription_id <= ${batch.untilId}::integer
         WHERE s.channel_id = ${batch.channelId}::integer AND s.start_week <= ${batch.week}::date
           AND s.id > ${batch.afterId}::integer AND s.id <= ${batch.untilId}::integer`,
  );
  return json(CycleSubscription).parse(rows ?? []);
}

/** What preselection knows of the customers of a batch besides their preferences. */
export interface PickHistory {
  /** How often each meal was in the customer's past orders. */
  pickedBefore: Map<number, Map<number, number>>;
  /** The meals of each subscription's previous week. */
  lastWeek: Map<number, Set<number>>;
}

/** The customers' past orders before `week`, and each subscription's box of the week before. */
export async function pickHistoryOf(
  db: DbOrTx,
  userIds: readonly number[],
  subscriptionIds: readonly number[],
  week: string,
  previousWeek: string,
): Promise<PickHistory> {
  const answer = await queryBuiltJson<unknown>(
    db,
    sql`SELECT json_build_object(
          'before', COALESCE((SELECT json_agg(json_build_array(user_id, menu_item_id, n)) FROM (
              SELECT o.user_id, l.menu_item_id, sum(l.quantity)::integer AS n
                FROM orders o JOIN order_lines l ON l.order_id = o.id
               WHERE o.user_id = ANY(${`{${userIds.join(',')}}`}::integer[])
                 AND o.week < ${week}::date AND o.status <> 'cancelled'
               GROUP BY o.user_id, l.menu_item_id) h), '[]'::json),
          'last', COALESCE((SELECT json_agg(json_build_array(w.subscription_id, i.menu_item_id))
                FROM subscription_weeks w
                JOIN subscription_week_items i ON i.subscription_week_id = w.id
               WHERE w.subscription_id = ANY(${`{${subscriptionIds.join(',')}}`}::integer[])
                 AND w.week = ${previousWeek}::date AND w.state <> 'skipped'), '[]'::json))`,
  );
  const parsed = z
    .object({
      before: z.array(z.tuple([z.int(), z.int(), z.int()])),
      last: z.array(z.tuple([z.int(), z.int()])),
    })
    .parse(answer);
  const pickedBefore = new Map<number, Map<number, number>>();
  for (const [userId, itemId, n] of parsed.before) {
    let counts = pickedBefore.get(userId);
    if (!counts) pickedBefore.set(userId, (counts = new Map<number, number>()));
    counts.set(itemId, n);
  }
  const lastWeek = new Map<number, Set<number>>();
  for (const [subscriptionId, itemId] of parsed.last) {
    let items = lastWeek.get(subscriptionId);
    if (!items) lastWeek.set(subscriptionId, (items = new Set<number>()));
    items.add(itemId);
  }
  return { pickedBefore, lastWeek };
}

type BoxItems = ReadonlyArray<{ menuItemId: number; quantity: number; reason: string }>;

/** A week to fill: the box the store chose (null: keep the week's own), its new state. */
export interface WeekFill {
  subscriptionId: number;
  /** The state the run read (null: the week had no row); the write needs it unchanged. */
  readState: string | null;
  state: 'preselected' | 'ordered';
  items: BoxItems | null;
  preselectionKey?: string;
  orderId?: number;
  /** A mail that goes out only if the week moved. */
  mail?: { to: string; subject: string; html: string; text: string; template: string };
}

/**
 * Writes the boxes the store chose and moves each week to its new state, in one statement for
 * any number of weeks, each only if it is still as the run read it (no row, or `readState`; a
 * customer who picked meanwhile keeps their picks) and its subscription active; with the mails
 * of the weeks that moved (`queueMails`, the mailer's). Answers the moved weeks' ids by
 * subscription.
 */
export async function fillWeeksIfUnchanged(
  db: DbOrTx,
  week: string,
  fills: readonly WeekFill[],
  queueMails: (name: string, rows: SQL) => GatedWrite,
): Promise<Map<number, number>> {
  if (fills.length === 0) return new Map();
  const input = JSON.stringify(
    fills.map((f) => ({
      subscription_id: f.subscriptionId,
      read_state: f.readState,
      state: f.state,
      preselection_key: f.preselectionKey ?? null,
      order_id: f.orderId ?? null,
      items: f.items?.map((i) => ({
        menu_item_id: i.menuItemId,
        quantity: i.quantity,
        reason: i.reason,
      })),
      mail: f.mail ?? null,
    })),
  );
  const mails = queueMails(
    'queued_mails',
    sql`SELECT ${mailFieldsOf(sql`x.mail`)}
          FROM moved_week m JOIN input x ON x.subscription_id = m.subscription_id
         WHERE x.mail IS NOT NULL`,
  );
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x (subscription_id integer,
                 read_state text, state text, preselection_key text, order_id integer,
                 items jsonb, mail jsonb)
        ), moved_week AS (
          INSERT INTO subscription_weeks (subscription_id, week, state, preselection_key, order_id)
          SELECT s.id, ${week}::date, x.state, x.preselection_key, x.order_id
            FROM input x JOIN subscriptions s ON s.id = x.subscription_id AND s.status = 'active'
           -- by index however large the table (the planner cannot count JSON rows)
           WHERE s.id = ANY (ARRAY(SELECT subscription_id FROM input))
          ON CONFLICT (subscription_id, week) DO UPDATE
             SET state = excluded.state, updated_at = now(),
                 preselection_key = COALESCE(excluded.preselection_key, subscription_weeks.preselection_key),
                 order_id = COALESCE(excluded.order_id, subscription_weeks.order_id)
           WHERE subscription_weeks.state = (SELECT x.read_state FROM input x
                                              WHERE x.subscription_id = subscription_weeks.subscription_id)
          RETURNING id, subscription_id
        ), box AS (
          SELECT m.id AS week_id, i.menu_item_id, i.quantity, i.reason
            FROM moved_week m JOIN input x ON x.subscription_id = m.subscription_id,
                 jsonb_to_recordset(x.items) AS i (menu_item_id integer, quantity integer, reason text)
           WHERE x.items IS NOT NULL
        ), cleared AS (
          -- Only the meals the new box leaves out: rows of one statement's two writes never meet.
          DELETE FROM subscription_week_items d
           USING moved_week m JOIN input x ON x.subscription_id = m.subscription_id
           WHERE d.subscription_week_id = m.id AND x.items IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM box b WHERE b.week_id = d.subscription_week_id
                                                   AND b.menu_item_id = d.menu_item_id)
        ), filled AS (
          INSERT INTO subscription_week_items (subscription_week_id, menu_item_id, quantity, reason)
          SELECT week_id, menu_item_id, quantity, reason FROM box
          ON CONFLICT (subscription_week_id, menu_item_id) DO UPDATE
             SET quantity = excluded.quantity, reason = excluded.reason
        ), ${cteList([mails])}
        SELECT COALESCE(json_agg(json_build_array(subscription_id, id)), '[]'::json)
          FROM moved_week`,
  );
  return new Map(z.array(z.tuple([z.int(), z.int()])).parse(rows ?? []));
}

/**
 * A subscription week moved to `state` as one write of a statement, when `when` holds: with its
 * charge attempts counted and its next try (null: none due) when a charge was involved.
 */
export function weekStateWhen(
  weekId: number,
  change: {
    state: WeekStateChange['state'];
    countAttempt?: boolean;
    nextChargeAt?: Date | null;
  },
  when: SQL,
): GatedWrite {
  const keep = change.nextChargeAt === undefined;
  const own: WeekStateChange = {
    week_id: weekId,
    state: change.state,
    count_attempt: change.countAttempt ? 1 : 0,
    keep_next_charge_at: keep,
    next_charge_at: change.nextChargeAt?.toISOString() ?? null,
  };
  return weekStatesFrom(
    `week_${change.state}`,
    sql`SELECT ${JSON.stringify(own)}::jsonb AS own WHERE ${when}`,
  );
}

/** A week's move that comes with its order's charge, as `weekStatesFrom` reads it. */
export type WeekStateChange = {
  week_id: number;
  state: 'ordered' | 'paid' | 'payment_failed' | 'cancelled';
  /** 1 when the move counts a charge attempt. */
  count_attempt: 0 | 1;
  /** When the next charge is due; kept as it is when `keep_next_charge_at`. */
  keep_next_charge_at: boolean;
  next_charge_at: string | null;
};

/**
 * Weeks moved with their orders, as one write of a statement: `rows` yields `own`, a
 * `WeekStateChange` as JSON (e.g. of the orders a statement paid).
 */
export function weekStatesFrom(name: string, rows: SQL): GatedWrite {
  return {
    name,
    statement: sql`UPDATE subscription_weeks w
        SET state = r.own->>'state', updated_at = now(),
            charge_attempts = w.charge_attempts + (r.own->>'count_attempt')::integer,
            next_charge_at = CASE WHEN (r.own->>'keep_next_charge_at')::boolean
                                  THEN w.next_charge_at
                                  ELSE (r.own->>'next_charge_at')::timestamptz END
       FROM (${rows}) r
      WHERE w.id = (r.own->>'week_id')::integer`,
  };
}

/**
 * A notice recorded once per kind and subject, with the writes that come with it (its mail),
 * done only the first time. True when this call recorded it.
 */
export async function recordNoticeOnce(
  db: DbOrTx,
  notice: { kind: string; subject: string; at: Date; writes: (first: SQL) => GatedWrite[] },
): Promise<boolean> {
  const writes = notice.writes(sql`EXISTS (SELECT 1 FROM noticed)`);
  const first = await queryBuiltJson<boolean>(
    db,
    sql`WITH noticed AS (
          INSERT INTO notices_sent (kind, subject, sent_at)
          VALUES (${notice.kind}, ${notice.subject}, ${notice.at.toISOString()}::timestamptz)
          ON CONFLICT (kind, subject) DO NOTHING
          RETURNING kind
        )${writes.length > 0 ? sql`, ${cteList(writes)}` : sql``}
        SELECT to_json(EXISTS (SELECT 1 FROM noticed))`,
  );
  return first === true;
}

/** The week's order as the cycle charges it, and its latest payment. */
const WeekOrder = z.object({
  id: z.int(),
  status: z.enum(['placed', 'paid', 'payment_failed', 'cancelled']),
  idempotency_key: z.string(),
  customer_order_key: z.string(),
  total_cents: z.int(),
  card_charge_cents: z.int(),
  gift_card_cents: z.int(),
  lines: z.array(z.object({ name: z.string(), quantity: z.int() })),
  payment: z.nullable(
    z.object({
      id: z.int(),
      status: z.enum(['pending', 'succeeded', 'declined', 'error']),
      idempotency_key: z.string(),
      amount_cents: z.int(),
      card_token: z.nullable(z.string()),
    }),
  ),
});
export type WeekOrder = z.infer<typeof WeekOrder>;

export async function findWeekOrder(db: DbOrTx, orderId: number): Promise<WeekOrder | undefined> {
  const row = await queryBuiltJson<unknown>(
    db,
    sql`SELECT json_build_object(
              'id', o.id, 'status', o.status, 'idempotency_key', o.idempotency_key,
              'customer_order_key', o.customer_order_key, 'total_cents', o.total_cents,
              'card_charge_cents', o.card_charge_cents, 'gift_card_cents', o.gift_card_cents,
              'lines', (SELECT COALESCE(json_agg(json_build_object('name', l.name,
                                   'quantity', l.quantity) ORDER BY l.name), '[]'::json)
                          FROM order_lines l WHERE l.order_id = o.id),
              'payment', (SELECT json_build_object('id', p.id, 'status', p.status,
                                  'idempotency_key', p.idempotency_key,
                                  'amount_cents', p.amount_cents, 'card_token', p.card_token)
                            FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1))
          FROM orders o WHERE o.id = ${orderId}::integer`,
  );
  return row === undefined || row === null ? undefined : WeekOrder.parse(row);
}

/** A subscription week's row and the order it is linked to now (after a lost race). */
export async function orderOfWeek(
  db: DbOrTx,
  subscriptionId: number,
  week: string,
): Promise<{ weekId: number; orderId: number | null } | undefined> {
  const row = await queryBuiltJson<{ week_id: number; order_id: number | null } | null>(
    db,
    sql`SELECT json_build_object('week_id', id, 'order_id', order_id) FROM subscription_weeks
         WHERE subscription_id = ${subscriptionId}::integer AND week = ${week}::date`,
  );
  return row ? { weekId: row.week_id, orderId: row.order_id } : undefined;
}

/** A customer's declined weeks still to be paid, every channel: what a new card retries. */
export async function declinedWeeksOf(
  db: DbOrTx,
  userId: number,
): Promise<Array<{ subscription_id: number; channel_id: number; week: string }>> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object('subscription_id', s.id,
              'channel_id', s.channel_id, 'week', w.week) ORDER BY w.week), '[]'::json)
          FROM subscription_weeks w JOIN subscriptions s ON s.id = w.subscription_id
         WHERE s.user_id = ${userId}::integer AND w.state = 'payment_failed'`,
  );
  return z
    .array(z.object({ subscription_id: z.int(), channel_id: z.int(), week: z.string() }))
    .parse(rows ?? []);
}

/**
 * Whether a channel's week has a declined box whose next try has come, or a charge the gateway
 * never answered (a box left `ordered` for a few minutes): the retry run's work.
 */
export async function retriesDue(
  db: DbOrTx,
  channelId: number,
  week: string,
  now: Date,
): Promise<boolean> {
  const due = await queryBuiltJson<boolean>(
    db,
    sql`SELECT to_json(EXISTS (
          SELECT 1 FROM subscription_weeks w JOIN subscriptions s ON s.id = w.subscription_id
           WHERE w.week = ${week}::date AND s.channel_id = ${channelId}::integer
             AND ((w.state = 'payment_failed' AND w.next_charge_at <= ${now.toISOString()}::timestamptz)
               OR (w.state = 'ordered'
                   AND w.updated_at < ${now.toISOString()}::timestamptz - interval '5 minutes'))))`,
  );
  return due === true;
}
