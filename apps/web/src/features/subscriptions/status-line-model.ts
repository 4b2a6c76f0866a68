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
  subscription: Subscription | null;
}

/**
 * The status line for the current ordering week (spec §2, §4): the selected subscription's week
 * and the week's orders, resolved by the one rule in contracts/account-status.ts, worded with the
 * menu's week and deadline.
 */
export function statusLineOf(
  overview: UserSubscriptions,
  selectedId: number | null,
  menu: { week: string; week_formatted: string; picking_deadline_formatted: string },
): StatusLine {
  const subscription = selectedSubscription(overview.subscriptions, selectedId);
  const week = subscription
    ? overview.current_weeks.find(
        (w) => w.subscription_id === subscription.id && w.week === menu.week,
      )
    : undefined;
  const status = accountStatus({
    oneTimeOrder: overview.orders.some((o) => o.week === menu.week && o.kind === 'one_time'),
    subscription: subscription && {
      active: subscription.status === 'active',
      pickingRequired:
        week?.picking_required ?? subscription.meal_plan.subscription_picking_required === 'Y',
      weekState: week?.state ?? null,
    },
  });
  const actions = accountActions(status);
  // The subscription's week only when the state offers it; otherwise the usual menu.
  const forSubscription = actions.includes('pick_subscription_meals') ? subscription : null;
  return {
    status,
    text: accountStatusText(status, {
      week: menu.week_formatted,
      deadline: menu.picking_deadline_formatted,
    }),
    actions,
    pickMealsUrl: pickMealsUrl(forSubscription?.id ?? null, menu.week),
    subscription,
  };
}
