import { describe, expect, it } from 'vitest';
import type { Preselection } from '@mealbox/contracts';
import { preselectionIntro } from './preselection-intro';

const week: Preselection = {
  subscription_id: 7,
  week: '2026-12-14',
  week_formatted: 'Dec 14',
  delivery_date_formatted: 'Monday, Dec 14',
  picking_deadline_formatted: 'Wednesday, Dec 9 at 11:59 PM',
  deadline_passed: false,
  state: 'preselected',
  can_change: true,
  meals: [],
};

describe('what the preselection page says above the meals', () => {
  it('tells a customer the store picked for them, and until when they may change it', () => {
    expect(preselectionIntro(week)).toEqual({
      title: 'We picked your meals',
      text: 'You had not picked your meals for the week of Dec 14, so we chose them for you. Confirm them, or change them until Wednesday, Dec 9 at 11:59 PM.',
    });
  });

  it('names the week of meals the customer confirmed or picked, still open to change', () => {
    expect(preselectionIntro({ ...week, state: 'picked' })).toEqual({
      title: 'Your meals for the week of Dec 14',
      text: 'You can change them until Wednesday, Dec 9 at 11:59 PM.',
    });
  });

  it('says a skipped week has nothing to confirm', () => {
    expect(preselectionIntro({ ...week, state: 'skipped', can_change: false }).text).toBe(
      'You skipped the week of Dec 14, so there is nothing to confirm. Unskip it on your schedule to get these meals.',
    );
  });

  it('says the meals can no longer be changed once the deadline has passed, whatever the state', () => {
    for (const state of ['preselected', 'skipped', 'paid'] as const) {
      expect(
        preselectionIntro({ ...week, state, can_change: false, deadline_passed: true }),
      ).toEqual({
        title: 'Your meals for the week of Dec 14',
        text: "This week's deadline (Wednesday, Dec 9 at 11:59 PM) has passed, so it can no longer be changed.",
      });
    }
  });
});
