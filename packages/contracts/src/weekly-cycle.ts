/**
 * The weekly cycle's shared words (product decisions, "Subscriptions and the weekly cycle"): why
 * a meal is in a box the customer did not fill, and the runs that move every subscription week
 * from open to paid. Plain data, so the server's schema and the web both read it.
 */

/** Why a meal is in a subscription week's box. */
export const PICK_REASONS = [
  'customer',
  'favourite',
  'previous',
  'popular',
  'chef',
  'affiliate',
] as const;
export type PickReason = (typeof PICK_REASONS)[number];

/** What the customer is shown next to a meal the store chose for them. */
export const pickReasonText: Record<PickReason, string> = {
  customer: 'you picked it',
  favourite: 'a favourite',
  previous: 'you picked it before',
  popular: 'popular this week',
  chef: "the chef's choice",
  affiliate: "your plan's selection",
};

/**
 * The runs of the weekly cycle, each for one channel's week: the reminder to pick, preselection
 * (48 h before the deadline), the lock (at the deadline: orders and their charges), the retries of
 * declined charges, the cancellation of weeks still unpaid at delivery time, and the card-expiry
 * notices.
 */
export const CYCLE_RUN_KINDS = [
  'remind',
  'preselect',
  'lock',
  'retry',
  'cancel-unpaid',
  'card-expiry',
] as const;
export type CycleRunKind = (typeof CYCLE_RUN_KINDS)[number];

export const CYCLE_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type CycleRunStatus = (typeof CYCLE_RUN_STATUSES)[number];
