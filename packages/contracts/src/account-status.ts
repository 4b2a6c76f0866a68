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

/**
 * Subscription week states in which the week has become an order (at the lock, or checkout): its
 * charge under way, paid, declined, or cancelled still unpaid at its delivery day. A cancelled
 * subscription's open weeks are dropped, not cancelled, so `cancelled` is always such an order.
 */
export const ORDER_WEEK_STATES = ['ordered', 'paid', 'payment_failed', 'cancelled'] as const;
const ORDERED: readonly SubscriptionWeekState[] = ORDER_WEEK_STATES;
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
  reviewPicks: 'Review My Meals',
  updateCard: 'Update My Card',
} as const;

/** Where a declined week's customer updates the card (the payment-failed mail links here too). */
export const UPDATE_CARD_PATH = '/account-settings/change_payment_method';

/** The page where a customer reviews the meals preselection chose (the preselected mail's link). */
export const preselectionPath = (key: string): string =>
  `/preselection-confirmation/${encodeURIComponent(key)}`;

/**
 * What a state offers (spec §2): unskip on the skip states; Pick My Meals, to the subscription's
 * week ('subscription') or to the menu ('menu'); Skip This Week while the week can still be
 * skipped. A picked week may still be changed or skipped until its deadline; a preselected one is
 * reviewed on its confirmation page ('review_picks'). A declined week's order asks for a new card
 * ('update_card'), which charges it at once.
 */
export type AccountAction =
  | 'unskip'
  | 'pick_subscription_meals'
  | 'pick_menu_meals'
  | 'skip'
  | 'review_picks'
  | 'update_card';

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

/**
 * The status's actions; `weekState` (the subscription week's, as accountStatus read it) chooses
 * within a status: a preselected week's review, a declined order's card update.
 */
export function accountActions(
  status: AccountStatus,
  weekState: SubscriptionWeekState | null = null,
): readonly AccountAction[] {
  if (status === 'picked' && weekState === 'preselected') return ['review_picks', 'skip'];
  if ((status === 'order' || status === 'order_nonpicking') && weekState === 'payment_failed') {
    return ['update_card'];
  }
  return ACTIONS[status];
}

/**
 * The status line's sentence, naming the week and its deadline as the menu formats them
 * (`week_formatted`, `picking_deadline_formatted`). `weekState` words the states within a status:
 * preselected meals, and an order being charged, paid, declined or cancelled unpaid.
 */
export function accountStatusText(
  status: AccountStatus,
  { week, deadline }: { week: string; deadline: string },
  weekState: SubscriptionWeekState | null = null,
): string {
  switch (status) {
    case 'order':
    case 'order_nonpicking': {
      const box =
        status === 'order'
          ? `Your meals for the week of ${week}`
          : `Your chef's choice box for the week of ${week}`;
      switch (weekState) {
        case 'ordered':
          return `${box} ${status === 'order' ? 'are' : 'is'} ordered and your card is being charged.`;
        case 'paid':
          return `${box} ${status === 'order' ? 'are' : 'is'} ordered and paid.`;
        case 'payment_failed':
          return `We could not charge your card for the week of ${week}. Update your card and we will charge it again at once.`;
        case 'cancelled':
          return `Your box for the week of ${week} was cancelled because we could not charge your card.`;
        default:
          return `${box} ${status === 'order' ? 'are' : 'is'} ordered.`;
      }
    }
    case 'picked':
      return weekState === 'preselected'
        ? `We picked your meals for the week of ${week} — review or change them by ${deadline}.`
        : `Your meals for the week of ${week} are picked. You can change them until ${deadline}.`;
    case 'order_nonsubscription':
      return `Your order for the week of ${week} is placed.`;
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
