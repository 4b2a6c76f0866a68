// The account's status line (spec §2, §4; product.md, "Accounts"): which of the nine states a
// customer is in for a week, the sentence it shows and the actions it offers. One home for the
// rule: the account page, the schedule and the server's schedule answer all resolve it here. No
// zod, so the pages that show the line load no schemas for it.

/** A subscription week's states (product.md, "Subscriptions"), in the order a week moves through them. */
export const SUBSCRIPTION_WEEK_STATES = [
  'pending',
  'picked',
  'preselected',
  'skipped',
  'ordered',
  'paid',
  'payment_failed',
  'cancelled',
] as const;
export type SubscriptionWeekState = (typeof SUBSCRIPTION_WEEK_STATES)[number];

/** The nine states of the status line, in the priority §4 resolves them. */
export const ACCOUNT_STATUSES = [
  'order',
  'picked',
  'order_nonsubscription',
  'order_nonpicking',
  'skip',
  'skip_nonpicking',
  'pick_subscription',
  'nonpicking_subscription',
  'pick_nonsubscription',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** What the status line knows of the customer's week. */
export interface AccountWeek {
  /** A one-time order (not a subscription's) for the week. */
  oneTimeOrder: boolean;
  /** The selected subscription, if any; `weekState` null when its week has no row yet. */
  subscription: {
    active: boolean;
    /** Its plan asks the customer to pick (false: chef's choice). */
    pickingRequired: boolean;
    weekState: SubscriptionWeekState | null;
  } | null;
}

/** Subscription week states in which the week has become an order (at the lock, or checkout). */
const ORDERED: readonly SubscriptionWeekState[] = ['ordered', 'paid', 'payment_failed'];
/** States in which the customer's meals for the week are chosen but not yet ordered. */
const CHOSEN: readonly SubscriptionWeekState[] = ['picked', 'preselected'];

/** The week's status, in §4's priority. */
export function accountStatus(week: AccountWeek): AccountStatus {
  const sub = week.subscription;
  const state = sub?.weekState ?? null;
  const ordered = sub !== null && state !== null && ORDERED.includes(state);
  if (ordered && sub.pickingRequired) return 'order';
  if (sub?.active && state !== null && CHOSEN.includes(state)) return 'picked';
  if (week.oneTimeOrder) return 'order_nonsubscription';
  if (ordered) return 'order_nonpicking';
  if (sub?.active && state === 'skipped') {
    return sub.pickingRequired ? 'skip' : 'skip_nonpicking';
  }
  if (sub?.active && (state === null || state === 'pending')) {
    return sub.pickingRequired ? 'pick_subscription' : 'nonpicking_subscription';
  }
  return 'pick_nonsubscription';
}

export const accountStatusLabels = {
  unskip: 'Unskip This Delivery',
  pickMeals: 'Pick My Meals',
  skip: 'Skip This Week',
} as const;

/**
 * What a state offers (spec §2): unskip on the skip states; Pick My Meals, to the subscription's
 * week ('subscription') or to the menu ('menu'); Skip This Week while the week can still be
 * skipped. A picked week may still be changed or skipped until its deadline.
 */
export type AccountAction = 'unskip' | 'pick_subscription_meals' | 'pick_menu_meals' | 'skip';

const ACTIONS: Record<AccountStatus, readonly AccountAction[]> = {
  order: [],
  picked: ['pick_subscription_meals', 'skip'],
  order_nonsubscription: [],
  order_nonpicking: [],
  skip: ['unskip'],
  skip_nonpicking: ['unskip'],
  pick_subscription: ['pick_subscription_meals', 'skip'],
  nonpicking_subscription: ['skip'],
  pick_nonsubscription: ['pick_menu_meals'],
};

export const accountActions = (status: AccountStatus): readonly AccountAction[] => ACTIONS[status];

/**
 * The status line's sentence, naming the week and its deadline as the menu formats them
 * (`week_formatted`, `picking_deadline_formatted`).
 */
export function accountStatusText(
  status: AccountStatus,
  { week, deadline }: { week: string; deadline: string },
): string {
  switch (status) {
    case 'order':
      return `Your meals for the week of ${week} are ordered.`;
    case 'picked':
      return `Your meals for the week of ${week} are picked. You can change them until ${deadline}.`;
    case 'order_nonsubscription':
      return `Your order for the week of ${week} is placed.`;
    case 'order_nonpicking':
      return `Your chef's choice box for the week of ${week} is ordered.`;
    case 'skip':
    case 'skip_nonpicking':
      return `You skipped the week of ${week}. You can unskip it until ${deadline}.`;
    case 'pick_subscription':
      return `Pick your meals for the week of ${week} by ${deadline}.`;
    case 'nonpicking_subscription':
      return `Your chef's choice box for the week of ${week} is coming. You can skip it until ${deadline}.`;
    case 'pick_nonsubscription':
      return `Order your meals for the week of ${week} by ${deadline}.`;
  }
}
