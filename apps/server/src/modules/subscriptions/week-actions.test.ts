import { describe, expect, it } from 'vitest';
import type { SubscriptionWeekState, WeekAction } from '@mealbox/contracts';
import { weekActions } from './subscriptions.service.ts';

describe('what a subscription week offers', () => {
  const cases: Array<[SubscriptionWeekState, boolean, WeekAction[], WeekAction[]]> = [
    // state, picking required, before the deadline, (after it: always nothing)
    ['pending', true, ['pick', 'skip'], []],
    ['pending', false, ['skip'], []],
    ['picked', true, ['change', 'skip'], []],
    ['preselected', true, ['change', 'skip'], []],
    ['preselected', false, ['skip'], []],
    ['skipped', true, ['unskip'], []],
    ['skipped', false, ['unskip'], []],
    ['ordered', true, [], []],
    ['paid', true, [], []],
    ['payment_failed', true, [], []],
    ['cancelled', true, [], []],
  ];

  it.each(cases)(
    '%s (picking %s) offers %j before its deadline and %j after',
    (state, picking, before, after) => {
      expect(weekActions(state, picking, false)).toEqual(before);
      expect(weekActions(state, picking, true)).toEqual(after);
    },
  );
});
