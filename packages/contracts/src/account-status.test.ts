import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  accountActions,
  accountStatus,
  accountStatusText,
  type AccountStatus,
  type AccountWeek,
  type SubscriptionWeekState,
} from './account-status.ts';

const picking = (weekState: SubscriptionWeekState | null, active = true) => ({
  active,
  pickingRequired: true,
  weekState,
});
const chefs = (weekState: SubscriptionWeekState | null, active = true) => ({
  active,
  pickingRequired: false,
  weekState,
});

/** [what the customer has, the state §4's priority resolves]. */
const cases: [string, AccountWeek, AccountStatus][] = [
  [
    'a picking plan’s week ordered at the lock',
    { oneTimeOrder: false, subscription: picking('ordered') },
    'order',
  ],
  [
    'a picking plan’s first week paid at checkout, beside a one-time order',
    { oneTimeOrder: true, subscription: picking('paid') },
    'order',
  ],
  [
    'a picking plan’s week whose charge failed',
    { oneTimeOrder: false, subscription: picking('payment_failed') },
    'order',
  ],
  [
    'a cancelled picking plan’s week that was already ordered',
    { oneTimeOrder: false, subscription: picking('ordered', false) },
    'order',
  ],
  [
    'meals picked, beside a one-time order',
    { oneTimeOrder: true, subscription: picking('picked') },
    'picked',
  ],
  [
    'meals preselected by the system',
    { oneTimeOrder: false, subscription: picking('preselected') },
    'picked',
  ],
  [
    'a one-time order and no subscription',
    { oneTimeOrder: true, subscription: null },
    'order_nonsubscription',
  ],
  [
    'a one-time order beside an ordered chef’s choice week',
    { oneTimeOrder: true, subscription: chefs('ordered') },
    'order_nonsubscription',
  ],
  [
    'a one-time order beside a skipped week',
    { oneTimeOrder: true, subscription: picking('skipped') },
    'order_nonsubscription',
  ],
  [
    'a chef’s choice week ordered',
    { oneTimeOrder: false, subscription: chefs('paid') },
    'order_nonpicking',
  ],
  [
    'a picking plan’s week skipped',
    { oneTimeOrder: false, subscription: picking('skipped') },
    'skip',
  ],
  [
    'a chef’s choice week skipped',
    { oneTimeOrder: false, subscription: chefs('skipped') },
    'skip_nonpicking',
  ],
  [
    'a picking plan’s week with nothing picked',
    { oneTimeOrder: false, subscription: picking('pending') },
    'pick_subscription',
  ],
  [
    'a picking plan whose week has no row yet',
    { oneTimeOrder: false, subscription: picking(null) },
    'pick_subscription',
  ],
  [
    'a chef’s choice week not yet ordered',
    { oneTimeOrder: false, subscription: chefs('pending') },
    'nonpicking_subscription',
  ],
  [
    'a chef’s choice plan whose week has no row yet',
    { oneTimeOrder: false, subscription: chefs(null) },
    'nonpicking_subscription',
  ],
  [
    'no subscription and no order',
    { oneTimeOrder: false, subscription: null },
    'pick_nonsubscription',
  ],
  [
    'a cancelled subscription’s dropped week',
    { oneTimeOrder: false, subscription: picking('cancelled', false) },
    'pick_nonsubscription',
  ],
  [
    'a cancelled subscription with a pending week',
    { oneTimeOrder: false, subscription: picking('pending', false) },
    'pick_nonsubscription',
  ],
  [
    'a cancelled subscription’s skipped week',
    { oneTimeOrder: false, subscription: chefs('skipped', false) },
    'pick_nonsubscription',
  ],
];

describe('the account status line (spec §2, §4)', () => {
  it.each(cases.map(([name, week, status]) => ({ name, week, status })))(
    '$name: $status',
    ({ week, status }) => {
      expect(accountStatus(week)).toBe(status);
    },
  );

  it('covers every one of the nine states', () => {
    expect(new Set(cases.map(([, , status]) => status))).toEqual(new Set(ACCOUNT_STATUSES));
  });

  it('offers unskip on the skip states, and pick and skip as §2 lists them', () => {
    expect(accountActions('skip')).toEqual(['unskip']);
    expect(accountActions('skip_nonpicking')).toEqual(['unskip']);
    expect(accountActions('pick_subscription')).toEqual(['pick_subscription_meals', 'skip']);
    expect(accountActions('nonpicking_subscription')).toEqual(['skip']);
    expect(accountActions('pick_nonsubscription')).toEqual(['pick_menu_meals']);
    for (const ordered of ['order', 'order_nonsubscription', 'order_nonpicking'] as const) {
      expect(accountActions(ordered)).toEqual([]);
    }
  });

  it('names the week, and the deadline wherever something can still be done', () => {
    const when = { week: 'Nov 30', deadline: 'Wednesday, Nov 25 at 11:59 PM' };
    expect(accountStatusText('pick_subscription', when)).toBe(
      'Pick your meals for the week of Nov 30 by Wednesday, Nov 25 at 11:59 PM.',
    );
    for (const status of ACCOUNT_STATUSES) {
      const text = accountStatusText(status, when);
      expect(text).toContain('Nov 30');
      if (accountActions(status).length > 0) expect(text).toContain(when.deadline);
    }
  });
});
