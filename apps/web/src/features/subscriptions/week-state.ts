import {
  accountActions,
  accountStatus,
  accountStatusText,
  ORDER_WEEK_STATES,
  type AccountAction,
  type SubscriptionWeek,
  type SubscriptionWeekState,
} from '@mealbox/contracts';

/** How My Schedule names a week's state (product.md's states, in the customer's words). */
const LABELS: Record<SubscriptionWeekState, string> = {
  pending: 'Meals not picked yet',
  picked: 'Meals picked',
  preselected: 'Meals chosen for you',
  skipped: 'Skipped',
  ordered: 'Ordered, being charged',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled, unpaid',
};

/** A week's state as shown; a chef's-choice week that is pending is simply coming. */
export function weekStateLabel(week: Pick<SubscriptionWeek, 'state' | 'picking_required'>) {
  if (week.state === 'pending' && !week.picking_required) return 'Chef’s choice';
  return LABELS[week.state];
}

/** The colour family of a state's badge ('awaiting': the week waits for the customer's picks). */
export function weekStateTone(state: SubscriptionWeekState): 'good' | 'awaiting' | 'off' | 'bad' {
  switch (state) {
    case 'picked':
    case 'preselected':
    case 'ordered':
    case 'paid':
      return 'good';
    case 'pending':
      return 'awaiting';
    case 'skipped':
      return 'off';
    case 'payment_failed':
    case 'cancelled':
      return 'bad';
  }
}

/** The links a schedule week adds to the server's actions: the status line's, for that week. */
export type WeekLink = Extract<AccountAction, 'review_picks' | 'update_card'>;

/**
 * What My Schedule says of a week the store chose meals for or has ordered: the status line's
 * sentence for that week alone (the one rule, contracts/account-status.ts) and its links. Null for
 * the weeks whose badge and actions say it all.
 */
export function weekNotice(
  week: Pick<
    SubscriptionWeek,
    'state' | 'picking_required' | 'week_formatted' | 'picking_deadline_formatted'
  >,
): { text: string; links: WeekLink[] } | null {
  const ordered = (ORDER_WEEK_STATES as readonly SubscriptionWeekState[]).includes(week.state);
  if (!ordered && week.state !== 'preselected') return null;
  const status = accountStatus({
    oneTimeOrder: false,
    // A cancelled subscription's week is on the schedule only once ordered, which outranks it.
    subscription: { active: true, pickingRequired: week.picking_required, weekState: week.state },
  });
  return {
    text: accountStatusText(
      status,
      { week: week.week_formatted, deadline: week.picking_deadline_formatted },
      week.state,
    ),
    links: accountActions(status, week.state).filter(
      (a): a is WeekLink => a === 'review_picks' || a === 'update_card',
    ),
  };
}
