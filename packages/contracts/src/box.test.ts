import { describe, expect, it } from 'vitest';
import {
  MAX_QUANTITY_PER_MEAL,
  boxNotReady,
  boxStatus,
  chefsChoice,
  fitAdditions,
  mealCount,
  mergedChoice,
  quantityFits,
  storeFilledBox,
} from './box.ts';
import { boxRuleCases } from './box.cases.ts';
import { checkoutMessages } from './box-messages.ts';

const line = (menuItemId: number, quantity: number) => ({ menuItemId, quantity });

describe('the box rule for one meal', () => {
  it.each(boxRuleCases)('$behaviour', ({ planSize, others, current, quantity, fits }) => {
    expect(quantityFits({ planSize, count: others + current, current, quantity })).toBe(fits);
  });
});

describe('whether a box can be ordered', () => {
  it('is ready when it holds exactly its plan, or anything without a plan', () => {
    expect(boxNotReady({ count: 6, planSize: 6, action: 'new_subscription_order' })).toBeNull();
    expect(boxNotReady({ count: 3, planSize: null, action: 'one_time_order' })).toBeNull();
  });

  it('says how many meals are missing, or that there are too many', () => {
    expect(boxNotReady({ count: 5, planSize: 6, action: null })).toBe(
      checkoutMessages.boxNotFull(1),
    );
    expect(boxNotReady({ count: 7, planSize: 6, action: null })).toBe(checkoutMessages.boxOverfull);
  });

  it("refuses an empty box and a subscriber's weekly pick", () => {
    expect(boxNotReady({ count: 0, planSize: null, action: 'one_time_order' })).toBe(
      checkoutMessages.emptyBox,
    );
    expect(boxNotReady({ count: 6, planSize: 6, action: 'subscription_pick' })).toBe(
      checkoutMessages.subscriptionPick,
    );
  });
});

describe('box status', () => {
  it('counts the meals missing from a box with a plan as both allowed and needed', () => {
    expect(boxStatus(5, 8)).toEqual({ remaining_meals_allowed: 3, remaining_meals_needed: 3 });
    expect(boxStatus(8, 8)).toEqual({ remaining_meals_allowed: 0, remaining_meals_needed: 0 });
  });

  it('never goes below 0 when the box holds more than a smaller plan chosen later', () => {
    expect(boxStatus(12, 8)).toEqual({ remaining_meals_allowed: 0, remaining_meals_needed: 0 });
  });

  it('has no limit and needs nothing without a plan', () => {
    expect(boxStatus(30, null)).toEqual({
      remaining_meals_allowed: null,
      remaining_meals_needed: 0,
    });
  });

  it('sums the quantities of the lines', () => {
    expect(mealCount([line(1, 2), line(2, 3)])).toBe(5);
    expect(mealCount([])).toBe(0);
  });
});

describe('fitting additions into a box', () => {
  it('adds everything without a plan, merging repeated meals', () => {
    expect(fitAdditions([line(1, 1)], [line(1, 2), line(2, 3), line(2, 1)], null)).toEqual([
      line(1, 2),
      line(2, 4),
    ]);
  });

  it('adds in order until the plan is full', () => {
    expect(fitAdditions([line(1, 3)], [line(2, 2), line(3, 2), line(4, 2)], 8)).toEqual([
      line(2, 2),
      line(3, 2),
      line(4, 1),
    ]);
  });

  it('adds nothing to a full or overfull box', () => {
    expect(fitAdditions([line(1, 8)], [line(2, 1)], 8)).toEqual([]);
    expect(fitAdditions([line(1, 10)], [line(2, 1)], 8)).toEqual([]);
  });

  it('keeps every line within the most of one meal a cart may hold', () => {
    expect(
      fitAdditions([line(1, MAX_QUANTITY_PER_MEAL - 1)], [line(1, 5), line(2, 5)], null),
    ).toEqual([line(1, 1), line(2, 5)]);
  });

  it('ignores quantities that are not positive', () => {
    expect(fitAdditions([], [line(1, 0), line(2, -3)], null)).toEqual([]);
  });
});

describe('the plan a merged cart keeps', () => {
  const plan = (mealPlanId: number | null, checkoutAction: 'one_time_order' | null = null) => ({
    mealPlanId,
    checkoutAction,
  });

  it("keeps the customer's plan and action over the guest's", () => {
    expect(
      mergedChoice(
        { mealPlanId: 1, checkoutAction: 'subscription_pick' },
        { mealPlanId: 2, checkoutAction: 'new_subscription_order' },
      ),
    ).toEqual({ mealPlanId: 1, checkoutAction: 'subscription_pick' });
  });

  it("takes the guest's plan and action when the customer had no plan", () => {
    expect(
      mergedChoice(plan(null, 'one_time_order'), {
        mealPlanId: 2,
        checkoutAction: 'new_subscription_order',
      }),
    ).toEqual({ mealPlanId: 2, checkoutAction: 'new_subscription_order' });
  });

  it('fills in only a missing action when neither has a plan', () => {
    expect(mergedChoice(plan(null), plan(null, 'one_time_order'))).toEqual(
      plan(null, 'one_time_order'),
    );
  });
});

describe("chef's choice", () => {
  const meal = (id: number, largerPortion = false) => ({ id, largerPortion });

  it('fills the box with one of each meal in menu order', () => {
    expect(chefsChoice([meal(3), meal(1), meal(2), meal(4)], 3)).toEqual([
      line(3, 1),
      line(1, 1),
      line(2, 1),
    ]);
  });

  it('leaves larger portions out while there are enough standard meals', () => {
    const picks = chefsChoice([meal(1), meal(2, true), meal(3)], 2);
    expect(picks).toEqual([line(1, 1), line(3, 1)]);
  });

  it('leaves premium meals out while there are standard meals, so the box costs what the plan says', () => {
    const premium = (id: number) => ({ id, largerPortion: false, premiumSurchargeCents: 300 });
    expect(chefsChoice([premium(1), meal(2), premium(3), meal(4)], 3)).toEqual([
      line(2, 2),
      line(4, 1),
    ]);
  });

  it('goes round the menu again when the box is bigger than the menu', () => {
    const picks = chefsChoice([meal(1), meal(2)], 5);
    expect(picks).toEqual([line(1, 3), line(2, 2)]);
    expect(mealCount(picks)).toBe(5);
  });

  it('uses larger portions when the menu has nothing else, and nothing from an empty menu', () => {
    expect(chefsChoice([meal(7, true)], 2)).toEqual([line(7, 2)]);
    expect(chefsChoice([], 8)).toEqual([]);
  });

  it("fills the box from the week's chef's selection, in display order, when staff marked one", () => {
    const chosen = (id: number) => ({ id, largerPortion: false, chefsChoice: true });
    expect(chefsChoice([meal(1), chosen(5), meal(2), chosen(3)], 3)).toEqual([
      line(5, 2),
      line(3, 1),
    ]);
  });

  it("keeps the selection's own rule for premium meals and larger portions", () => {
    const chosen = (id: number, premiumSurchargeCents = 0, largerPortion = false) => ({
      id,
      largerPortion,
      premiumSurchargeCents,
      chefsChoice: true,
    });
    expect(chefsChoice([meal(1), chosen(2, 300), chosen(3), chosen(4, 0, true)], 2)).toEqual([
      line(3, 2),
    ]);
    // A selection of premium meals only is still the selection, not the rest of the menu.
    expect(chefsChoice([meal(1), chosen(2, 300)], 2)).toEqual([line(2, 2)]);
  });

  it('falls back to the whole menu in display order when nothing is marked', () => {
    const unmarked = (id: number) => ({ id, largerPortion: false, chefsChoice: false });
    expect(chefsChoice([unmarked(4), unmarked(2)], 2)).toEqual([line(4, 1), line(2, 1)]);
  });
});

describe('the box the store fills', () => {
  const menu = [1, 2, 3, 4].map((id) => ({ id, largerPortion: false }));

  it("is the affiliate's selection when it fills the box from the week's menu", () => {
    const selection = [
      { menuItemId: 2, quantity: 3 },
      { menuItemId: 4, quantity: 1 },
    ];
    expect(storeFilledBox(menu, 4, selection)).toEqual({ lines: selection, by: 'affiliate' });
  });

  it("is the chef's choice without a selection, or with one that does not fill the box from the menu", () => {
    const chef = { lines: chefsChoice(menu, 4), by: 'chef' };
    expect(storeFilledBox(menu, 4, undefined)).toEqual(chef);
    expect(storeFilledBox(menu, 4, [{ menuItemId: 2, quantity: 3 }])).toEqual(chef);
    expect(storeFilledBox(menu, 4, [{ menuItemId: 9, quantity: 4 }])).toEqual(chef);
  });

  it("is the chef's selection when the week has one and no affiliate chose", () => {
    const marked = menu.map((m) => ({ ...m, chefsChoice: m.id >= 3 }));
    expect(storeFilledBox(marked, 4, undefined)).toEqual({
      lines: [line(3, 2), line(4, 2)],
      by: 'chef',
    });
  });
});
