import * as z from 'zod/mini';
import { gridPage, gridQuery } from './admin.ts';
import { Week } from './cart.ts';
import { CycleRunView } from './cycle-runs.ts';
import { SUBSCRIPTION_WEEK_STATES } from './account-status.ts';

// What owners and the kitchen look at (issue 14): the dashboard, the weekly operations' lists, the
// kitchen's production report and the live operations page. Each figure is read by the same query
// as its report, so a dashboard and a report never disagree.

/** A week and, optionally, one channel (by id): the dashboard's and the kitchen's question. */
export const WeekQuery = z.object({
  /** The delivery week; the channel's current ordering week when left out. */
  week: z.optional(Week),
  channel: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type WeekQuery = z.infer<typeof WeekQuery>;

/** The weeks a dashboard's charts draw, the asked week last. */
export const DASHBOARD_WEEKS = 12;

/**
 * One delivery week on the dashboard. Orders, meals and revenue (net) are the sales report's;
 * active subscriptions the subscriptions report's `active_at_end`; skips, unattended and failed
 * payments the weekly operations' counts of the week's subscription weeks.
 */
export const DashboardWeek = z.object({
  week: z.string(),
  orders: z.int(),
  meals: z.int(),
  revenue_cents: z.int(),
  active_subscriptions: z.int(),
  skips: z.int(),
  unattended: z.int(),
  failed_payments: z.int(),
});
export type DashboardWeek = z.infer<typeof DashboardWeek>;

/** GET /api/admin/dashboard: the week asked, the one before it, and the recent weeks (oldest first). */
export const Dashboard = z.object({
  week: z.string(),
  current: DashboardWeek,
  previous: DashboardWeek,
  weeks: z.array(DashboardWeek),
});
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * A subscriber's week as the weekly operations list it: the unattended queue (picking
 * subscriptions still pending) and the order status (every state after the deadline). A week
 * nobody touched has no row yet: it is listed `pending`, with no order and no charge.
 */
export const SubscriberWeekRow = z.object({
  subscription_id: z.int(),
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  channel_id: z.int(),
  plan_sku: z.string(),
  plan_name: z.string(),
  meals_per_week: z.int(),
  picking_required: z.boolean(),
  state: z.enum(SUBSCRIPTION_WEEK_STATES),
  order_id: z.nullable(z.int()),
  charge_attempts: z.int(),
  /** When a declined charge is tried again by the schedule; null when none is due. */
  next_charge_at: z.nullable(z.string()),
  /** The gateway's answer to the order's last declined charge, when there was one. */
  last_decline: z.nullable(z.string()),
});
export type SubscriberWeekRow = z.infer<typeof SubscriberWeekRow>;

/** `unattended`: the picking subscriptions of the week still pending (the unattended queue). */
export const SUBSCRIBER_WEEK_FILTERS = [...SUBSCRIPTION_WEEK_STATES, 'unattended'] as const;
export type SubscriberWeekFilter = (typeof SUBSCRIBER_WEEK_FILTERS)[number];

/**
 * GET /api/admin/subscription-weeks: a week's subscribers (the store's current ordering week when
 * none is named), paged, sorted by name (the default), state or subscription, searchable by name
 * or email; optionally one state (or the unattended) and one channel (by id).
 */
export const SubscriberWeekListQuery = gridQuery(['name', 'state', 'subscription'], {
  week: z.optional(Week),
  state: z.optional(z.enum(SUBSCRIBER_WEEK_FILTERS)),
  channel: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type SubscriberWeekListQuery = z.infer<typeof SubscriberWeekListQuery>;

export const SubscriberWeekList = gridPage(SubscriberWeekRow);
export type SubscriberWeekList = z.infer<typeof SubscriberWeekList>;

/**
 * A channel's published menu of a week, as the weekly operations' runs need it: a run is per
 * channel, named by its slug, and only a week with a published menu can be run.
 */
export const SubscriberWeekMenu = z.object({
  channel_id: z.int(),
  channel_slug: z.string(),
  channel_name: z.string(),
  delivery_date: z.string(),
  picking_deadline: z.string(),
});
export type SubscriberWeekMenu = z.infer<typeof SubscriberWeekMenu>;

/** GET /api/admin/subscription-weeks/menus?week=: the week's published menus, the default channel first. */
export const SubscriberWeekMenus = z.object({ menus: z.array(SubscriberWeekMenu) });
export type SubscriberWeekMenus = z.infer<typeof SubscriberWeekMenus>;

/**
 * One meal in the kitchen's production report: what is certain (ordered or picked), what is
 * forecast for the boxes nobody has filled yet, and the two together. Larger portions are
 * reported apart (the kitchen cooks and packs them apart).
 */
export const KitchenMeal = z.object({
  menu_item_id: z.int(),
  name: z.string(),
  larger_portion: z.boolean(),
  confirmed: z.int(),
  forecast: z.int(),
  total: z.int(),
});
export type KitchenMeal = z.infer<typeof KitchenMeal>;

/**
 * GET /api/admin/reports/kitchen: a channel's (or every channel's) delivery week. Final once the
 * week's lock has made every subscriber's order (or from its delivery day): the counts are the
 * week's orders and nothing is forecast. Until then the picks not ordered yet count too, and the
 * boxes still open are forecast from the picks so far, less the share of subscribers who skip
 * while skipping is still possible.
 */
export const KitchenReport = z.object({
  week: z.string(),
  channel: z.nullable(z.int()),
  /** The latest of the channels' picking deadlines. */
  deadline: z.nullable(z.string()),
  /** The earliest of the channels' delivery days. */
  delivery_date: z.nullable(z.string()),
  final: z.boolean(),
  /** Boxes whose meals are known (orders, and picked weeks without an order), and boxes forecast. */
  boxes_confirmed: z.int(),
  boxes_forecast: z.int(),
  meals: z.array(KitchenMeal),
});
export type KitchenReport = z.infer<typeof KitchenReport>;

/** A job queue's health: its jobs by state. */
export const QueueHealth = z.object({
  name: z.string(),
  queued: z.int(),
  active: z.int(),
  retrying: z.int(),
  failed: z.int(),
  completed: z.int(),
});
export type QueueHealth = z.infer<typeof QueueHealth>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'stored'] as const;

/** A mail of the outbox as staff see it (never its body: it may hold a customer's links). */
export const OutboxMail = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/**
 * GET /api/admin/operations: the live operations page. The weekly cycle's recent runs (running
 * first), the job queues, the outbox's mails by status and its latest failures.
 */
export const OperationsOverview = z.object({
  runs: z.array(CycleRunView),
  queues: z.array(QueueHealth),
  outbox: z.record(z.enum(OUTBOX_STATUSES), z.int()),
  failed_mails: z.array(OutboxMail),
});
export type OperationsOverview = z.infer<typeof OperationsOverview>;

export const operationsMessages = {
  mailNotFound: 'There is no such mail.',
  mailNotFailed: 'Only a mail that failed can be sent again.',
  mailResent: 'The mail is queued to be sent again.',
} as const;

/** POST /api/admin/outbox/:id/resend: a failed mail goes back to the outbox's queue. */
export const ResendMailAnswer = z.object({ message: z.string(), mail: OutboxMail });
export type ResendMailAnswer = z.infer<typeof ResendMailAnswer>;

/**
 * The tables that export as CSV (`GET /api/admin/reports/<name>.csv`): each table of the reports
 * (the subscriptions report's weeks and its reasons, the promotions report's codes and gift cards
 * apart), and the sold orders of the range one per row.
 */
export const CSV_REPORTS = [
  'sales',
  'meals',
  'subscriptions',
  'cancel-reasons',
  'discount-codes',
  'gift-cards',
  'orders',
] as const;
export type CsvReport = (typeof CSV_REPORTS)[number];
