import type { SubscriptionWeek, SubscriptionWeekState } from '@mealbox/contracts';

/** How My Schedule names a week's state (product.md's states, in the customer's words). */
const LABELS: Record<SubscriptionWeekState, string> = {
  pending: 'Meals not picked yet',
  picked: 'Meals picked',
  preselected: 'Meals chosen for you',
  skipped: 'Skipped',
  ordered: 'Ordered',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
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
    case 'cancelled':
      return 'off';
    case 'payment_failed':
      return 'bad';
  }
}
