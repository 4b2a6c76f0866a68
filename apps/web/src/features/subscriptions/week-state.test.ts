import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_WEEK_STATES, type SubscriptionWeekState } from '@mealbox/contracts';
import { weekNotice, weekStateLabel, weekStateTone } from './week-state';

const week = (state: SubscriptionWeekState, picking = true) => ({
  state,
  picking_required: picking,
  week_formatted: 'Dec 7',
  picking_deadline_formatted: 'Wednesday, Dec 2 at 11:59 PM',
});

describe('a week of My Schedule', () => {
  it('names every state apart', () => {
    const labels = SUBSCRIPTION_WEEK_STATES.map((state) => weekStateLabel(week(state)));
    expect(new Set(labels).size).toBe(SUBSCRIPTION_WEEK_STATES.length);
    expect(weekStateLabel(week('ordered'))).toBe('Ordered, being charged');
    expect(weekStateLabel(week('pending', false))).toBe('Chef’s choice');
  });

  it('marks a declined and an unpaid cancelled week as trouble', () => {
    expect(weekStateTone('payment_failed')).toBe('bad');
    expect(weekStateTone('cancelled')).toBe('bad');
    expect(weekStateTone('paid')).toBe('good');
  });

  it('asks for a new card on a declined week, picking plan or not', () => {
    for (const picking of [true, false]) {
      expect(weekNotice(week('payment_failed', picking))).toEqual({
        text: 'We could not charge your card for the week of Dec 7. Update your card and we will charge it again at once.',
        links: ['update_card'],
      });
    }
  });

  it('offers the review of a preselected week by its deadline', () => {
    expect(weekNotice(week('preselected'))).toEqual({
      text: 'We picked your meals for the week of Dec 7 — review or change them by Wednesday, Dec 2 at 11:59 PM.',
      links: ['review_picks'],
    });
  });

  it('tells what became of an ordered week, with nothing to do', () => {
    expect(weekNotice(week('ordered'))?.text).toBe(
      'Your meals for the week of Dec 7 are ordered and your card is being charged.',
    );
    expect(weekNotice(week('paid', false))?.text).toBe(
      "Your chef's choice box for the week of Dec 7 is ordered and paid.",
    );
    expect(weekNotice(week('cancelled'))).toEqual({
      text: 'Your box for the week of Dec 7 was cancelled because we could not charge your card.',
      links: [],
    });
  });

  it('adds nothing to an open week, whose badge and actions say it all', () => {
    for (const state of ['pending', 'picked', 'skipped'] as const) {
      expect(weekNotice(week(state))).toBeNull();
    }
  });
});
