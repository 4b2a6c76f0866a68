import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  accountActions,
  accountStatus,
  accountStatusText,
  ORDER_WEEK_STATES,
  SUBSCRIPTION_WEEK_STATES,
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
    'a cancelled subscription whose open week was dropped',
    { oneTimeOrder: false, subscription: picking(null, false) },
    'pick_nonsubscription',
  ],
  [
    'a picking plan’s week cancelled unpaid at its delivery day',
    { oneTimeOrder: false, subscription: picking('cancelled') },
    'order',
  ],
  [
    'a chef’s choice week whose charge failed',
    { oneTimeOrder: false, subscription: chefs('payment_failed') },
    'order_nonpicking',
  ],
  [
    'a chef’s choice week being charged',
    { oneTimeOrder: false, subscription: chefs('ordered') },
    'order_nonpicking',
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
    const untilDeadline = new Set(['pick_subscription_meals', 'pick_menu_meals', 'skip', 'unskip']);
    for (const status of ACCOUNT_STATUSES) {
      for (const weekState of [null, ...SUBSCRIPTION_WEEK_STATES]) {
        const text = accountStatusText(status, when, weekState);
        expect(text).toContain('Nov 30');
        if (accountActions(status, weekState).some((a) => untilDeadline.has(a))) {
          expect(text).toContain(when.deadline);
        }
      }
    }
  });
});

describe('each subscription week state on the status line', () => {
  const when = { week: 'Dec 7', deadline: 'Wednesday, Dec 2 at 11:59 PM' };
  const line = (week: AccountWeek) => {
    const status = accountStatus(week);
    const weekState = week.subscription?.weekState ?? null;
    return {
      status,
      text: accountStatusText(status, when, weekState),
      actions: accountActions(status, weekState),
    };
  };

  it('offers a preselected week’s review by its deadline, and its skip', () => {
    expect(line({ oneTimeOrder: false, subscription: picking('preselected') })).toEqual({
      status: 'picked',
      text: 'We picked your meals for the week of Dec 7 — review or change them by Wednesday, Dec 2 at 11:59 PM.',
      actions: ['review_picks', 'skip'],
    });
  });

  it('tells a customer whose own picks are saved that they can change them', () => {
    expect(line({ oneTimeOrder: false, subscription: picking('picked') })).toEqual({
      status: 'picked',
      text: 'Your meals for the week of Dec 7 are picked. You can change them until Wednesday, Dec 2 at 11:59 PM.',
      actions: ['pick_subscription_meals', 'skip'],
    });
  });

  it('says an ordered week is being charged, and a paid one is paid, with nothing left to do', () => {
    expect(line({ oneTimeOrder: false, subscription: picking('ordered') })).toEqual({
      status: 'order',
      text: 'Your meals for the week of Dec 7 are ordered and your card is being charged.',
      actions: [],
    });
    expect(line({ oneTimeOrder: false, subscription: chefs('paid') })).toEqual({
      status: 'order_nonpicking',
      text: "Your chef's choice box for the week of Dec 7 is ordered and paid.",
      actions: [],
    });
  });

  it('asks for a new card when a week’s charge was declined, whatever the plan', () => {
    for (const subscription of [picking('payment_failed'), chefs('payment_failed')]) {
      expect(line({ oneTimeOrder: false, subscription })).toMatchObject({
        text: 'We could not charge your card for the week of Dec 7. Update your card and we will charge it again at once.',
        actions: ['update_card'],
      });
    }
  });

  it('tells of a week cancelled unpaid, with nothing left to do', () => {
    expect(line({ oneTimeOrder: false, subscription: picking('cancelled') })).toEqual({
      status: 'order',
      text: 'Your box for the week of Dec 7 was cancelled because we could not charge your card.',
      actions: [],
    });
  });

  it('gives every ordered state its own sentence', () => {
    const texts = ORDER_WEEK_STATES.map((state) => accountStatusText('order', when, state));
    expect(new Set(texts).size).toBe(ORDER_WEEK_STATES.length);
  });
});
