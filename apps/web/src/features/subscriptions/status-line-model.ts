import {
  accountActions,
  accountStatus,
  accountStatusText,
  type AccountAction,
  type AccountStatus,
  type Subscription,
  type UserSubscriptions,
} from '@mealbox/contracts';

/** Where 'Pick My Meals' goes: the subscription's week on the menu, or the menu itself. */
export function pickMealsUrl(subscriptionId: number | null, week: string): string {
  if (subscriptionId === null) return '/meals';
  const query = new URLSearchParams({ week, subscription: String(subscriptionId) });
  return `/meals?${query.toString()}`;
}

/** The subscription chosen, else the first active one, else the first (a cancelled one). */
export function selectedSubscription(
  subscriptions: readonly Subscription[],
  selectedId: number | null,
): Subscription | null {
  return (
    subscriptions.find((s) => s.id === selectedId) ??
    subscriptions.find((s) => s.status === 'active') ??
    subscriptions[0] ??
    null
  );
}

export interface StatusLine {
  status: AccountStatus;
  text: string;
  actions: readonly AccountAction[];
  pickMealsUrl: string;
  /** Where 'review_picks' goes: the preselection's page, else the week's picking screen. */
  reviewPicksUrl: string;
  subscription: Subscription | null;
}

/**
 * The status line (spec §2, §4): the selected subscription's week ordered and not yet delivered
 * if there is one (being charged, paid, declined, cancelled: what the customer must know, or do,
 * first), else the current ordering week with the week's orders. Resolved by the one rule in
 * contracts/account-status.ts, worded with that week's name and deadline.
 */
export function statusLineOf(
  overview: UserSubscriptions,
  selectedId: number | null,
  menu: { week: string; week_formatted: string; picking_deadline_formatted: string },
): StatusLine {
  const subscription = selectedSubscription(overview.subscriptions, selectedId);
  const ordered = subscription
    ? overview.ordered_weeks.find((w) => w.subscription_id === subscription.id)
    : undefined;
  const week =
    ordered ??
    (subscription
      ? overview.current_weeks.find(
          (w) => w.subscription_id === subscription.id && w.week === menu.week,
        )
      : undefined);
  const weekState = week?.state ?? null;
  const status = accountStatus({
    // The orders the answer carries are the current ordering week's.
    oneTimeOrder:
      !ordered && overview.orders.some((o) => o.week === menu.week && o.kind === 'one_time'),
    subscription: subscription && {
      active: subscription.status === 'active',
      pickingRequired:
        week?.picking_required ?? subscription.meal_plan.subscription_picking_required === 'Y',
      weekState,
    },
  });
  const actions = accountActions(status, weekState);
  // The subscription's week only when the state offers it; otherwise the usual menu.
  const forSubscription = actions.some(
    (a) => a === 'pick_subscription_meals' || a === 'review_picks',
  )
    ? subscription
    : null;
  const pickUrl = pickMealsUrl(forSubscription?.id ?? null, week?.week ?? menu.week);
  return {
    status,
    text: accountStatusText(
      status,
      ordered
        ? { week: ordered.week_formatted, deadline: ordered.picking_deadline_formatted }
        : { week: menu.week_formatted, deadline: menu.picking_deadline_formatted },
      weekState,
    ),
    actions,
    pickMealsUrl: pickUrl,
    reviewPicksUrl: week?.preselection_url ?? pickUrl,
    subscription,
  };
}
