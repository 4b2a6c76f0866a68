import { describe, expect, it } from 'vitest';
import type {
  OrderSummary,
  Subscription,
  SubscriptionWeek,
  UserSubscriptions,
} from '@mealbox/contracts';
import { pickMealsUrl, selectedSubscription, statusLineOf } from './status-line-model';

const menu = {
  week: '2025-12-01',
  week_formatted: 'Dec 1',
  picking_deadline_formatted: 'Wednesday, Nov 26 at 11:59 PM',
};

const plan = (picking: 'Y' | 'N') => ({
  sku: `PLAN-${picking}`,
  short_name: 'eight',
  name: '8 Meals per Week',
  description: '',
  meals_per_week: 8,
  price_per_meal: 1099,
  subscription_price_per_meal: 989,
  subscription_picking_required: picking,
});

const subscription = (
  id: number,
  status: Subscription['status'] = 'active',
  picking: 'Y' | 'N' = 'Y',
): Subscription => ({ id, status, meal_plan: plan(picking), start_week: '2025-11-24' });

const week = (
  subscriptionId: number,
  state: SubscriptionWeek['state'],
  picking = true,
): SubscriptionWeek => ({
  subscription_id: subscriptionId,
  week: menu.week,
  week_formatted: menu.week_formatted,
  delivery_date: menu.week,
  delivery_date_formatted: 'Monday, Dec 1',
  picking_deadline: '2025-11-27T04:59:00.000Z',
  picking_deadline_formatted: menu.picking_deadline_formatted,
  deadline_passed: false,
  state,
  picking_required: picking,
  meals: [],
  actions: [],
});

const oneTimeOrder: OrderSummary = {
  customer_order_key: 'K1',
  week: menu.week,
  week_formatted: menu.week_formatted,
  delivery_date: menu.week,
  delivery_date_formatted: 'Monday, Dec 1',
  status: 'paid',
  kind: 'one_time',
  subscription_id: null,
  total: 6594,
  items: [{ name: 'Chili', quantity: 6 }],
};

const overview = (parts: Partial<UserSubscriptions>): UserSubscriptions => ({
  subscriptions: [],
  current_weeks: [],
  ordered_weeks: [],
  orders: [],
  has_ordered_or_picked_this_week_cart_product_id: null,
  ...parts,
});

describe('the status line of the account page', () => {
  it('asks a customer without a subscription to order from the menu', () => {
    const line = statusLineOf(overview({}), null, menu);
    expect(line.status).toBe('pick_nonsubscription');
    expect(line.pickMealsUrl).toBe('/meals');
    expect(line.actions).toEqual(['pick_menu_meals']);
    expect(line.text).toBe(
      'Order your meals for the week of Dec 1 by Wednesday, Nov 26 at 11:59 PM.',
    );
  });

  it("offers a picking subscriber the subscription's week and a skip", () => {
    const line = statusLineOf(
      overview({ subscriptions: [subscription(7)], current_weeks: [week(7, 'pending')] }),
      null,
      menu,
    );
    expect(line.status).toBe('pick_subscription');
    expect(line.pickMealsUrl).toBe('/meals?week=2025-12-01&subscription=7');
    expect(line.actions).toEqual(['pick_subscription_meals', 'skip']);
  });

  it('offers an unskip for a skipped week, picking or not', () => {
    expect(
      statusLineOf(
        overview({ subscriptions: [subscription(7)], current_weeks: [week(7, 'skipped')] }),
        null,
        menu,
      ).status,
    ).toBe('skip');
    expect(
      statusLineOf(
        overview({
          subscriptions: [subscription(8, 'active', 'N')],
          current_weeks: [week(8, 'skipped', false)],
        }),
        null,
        menu,
      ).status,
    ).toBe('skip_nonpicking');
  });

  it('reads the selected subscription, not the first', () => {
    const data = overview({
      subscriptions: [subscription(7), subscription(8, 'active', 'N')],
      current_weeks: [week(7, 'picked'), week(8, 'pending', false)],
    });
    expect(statusLineOf(data, null, menu).status).toBe('picked');
    expect(statusLineOf(data, 8, menu).status).toBe('nonpicking_subscription');
  });

  it('counts a one-time order for the week, not a subscription order', () => {
    expect(statusLineOf(overview({ orders: [oneTimeOrder] }), null, menu).status).toBe(
      'order_nonsubscription',
    );
    expect(
      statusLineOf(
        overview({ orders: [{ ...oneTimeOrder, kind: 'subscription', subscription_id: 7 }] }),
        null,
        menu,
      ).status,
    ).toBe('pick_nonsubscription');
  });

  it('sends a customer whose subscription is cancelled to the usual menu', () => {
    const line = statusLineOf(
      overview({ subscriptions: [subscription(7, 'cancelled')] }),
      null,
      menu,
    );
    expect(line.status).toBe('pick_nonsubscription');
    expect(line.pickMealsUrl).toBe('/meals');
  });

  it("takes the plan's picking rule while the week has no row", () => {
    const line = statusLineOf(
      overview({ subscriptions: [subscription(8, 'active', 'N')] }),
      null,
      menu,
    );
    expect(line.status).toBe('nonpicking_subscription');
  });
});

describe('each week state on the status line', () => {
  const lockedWeek = (subscriptionId: number, state: SubscriptionWeek['state']) => ({
    ...week(subscriptionId, state),
    week: '2025-11-24',
    week_formatted: 'Nov 24',
    picking_deadline_formatted: 'Wednesday, Nov 19 at 11:59 PM',
    deadline_passed: true,
  });

  it('links a preselected week to its confirmation page', () => {
    const line = statusLineOf(
      overview({
        subscriptions: [subscription(7)],
        current_weeks: [
          { ...week(7, 'preselected'), preselection_url: '/preselection-confirmation/k3y' },
        ],
      }),
      null,
      menu,
    );
    expect(line.text).toBe(
      'We picked your meals for the week of Dec 1 — review or change them by Wednesday, Nov 26 at 11:59 PM.',
    );
    expect(line.actions).toEqual(['review_picks', 'skip']);
    expect(line.reviewPicksUrl).toBe('/preselection-confirmation/k3y');
  });

  it('sends a preselected week without its link to the picking screen', () => {
    const line = statusLineOf(
      overview({ subscriptions: [subscription(7)], current_weeks: [week(7, 'preselected')] }),
      null,
      menu,
    );
    expect(line.reviewPicksUrl).toBe('/meals?week=2025-12-01&subscription=7');
  });

  it('speaks of the week ordered and not yet delivered before the current ordering week', () => {
    const line = statusLineOf(
      overview({
        subscriptions: [subscription(7)],
        current_weeks: [week(7, 'pending')],
        ordered_weeks: [lockedWeek(7, 'payment_failed')],
        orders: [oneTimeOrder],
      }),
      null,
      menu,
    );
    expect(line.status).toBe('order');
    expect(line.text).toBe(
      'We could not charge your card for the week of Nov 24. Update your card and we will charge it again at once.',
    );
    expect(line.actions).toEqual(['update_card']);
  });

  it('says the ordered week is paid once its charge went through', () => {
    const line = statusLineOf(
      overview({ subscriptions: [subscription(7)], ordered_weeks: [lockedWeek(7, 'paid')] }),
      null,
      menu,
    );
    expect(line.text).toBe('Your meals for the week of Nov 24 are ordered and paid.');
    expect(line.actions).toEqual([]);
  });

  it("reads only the selected subscription's ordered week", () => {
    const data = overview({
      subscriptions: [subscription(7), subscription(8)],
      current_weeks: [week(7, 'pending'), week(8, 'picked')],
      ordered_weeks: [lockedWeek(7, 'ordered')],
    });
    expect(statusLineOf(data, 7, menu).text).toBe(
      'Your meals for the week of Nov 24 are ordered and your card is being charged.',
    );
    expect(statusLineOf(data, 8, menu).status).toBe('picked');
  });
});

describe('the selected subscription', () => {
  it('falls back to the first active one, then to any', () => {
    const cancelled = subscription(1, 'cancelled');
    const active = subscription(2);
    expect(selectedSubscription([cancelled, active], null)).toBe(active);
    expect(selectedSubscription([cancelled, active], 1)).toBe(cancelled);
    expect(selectedSubscription([cancelled], 99)).toBe(cancelled);
    expect(selectedSubscription([], null)).toBeNull();
  });

  it("builds the pick URL from the week and the subscription's id", () => {
    expect(pickMealsUrl(3, '2025-12-08')).toBe('/meals?week=2025-12-08&subscription=3');
  });
});
