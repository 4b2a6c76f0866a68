import { storeFilledBox, type PickReason } from '@mealbox/contracts';
import { addWeeks } from '../../lib/weeks.ts';
import { affiliateSelectionFor } from '../affiliates/affiliates.service.ts';
import { preferencesOf } from '../preferences/preferences.service.ts';
import type { Db } from '../../db/client.ts';
import { choosePicks } from './choose-picks.ts';
import {
  listCycleMeals,
  pickHistoryOf,
  weekPopularity,
  type CycleMeal,
  type CycleMenu,
  type CycleSubscription,
  type PickHistory,
} from './weekly-cycle.repository.ts';

export interface BoxItem {
  menuItemId: number;
  quantity: number;
  reason: PickReason;
}

/** Everything a batch needs to decide its boxes, read once per batch. */
export interface WeekBatch {
  menu: CycleMenu;
  meals: CycleMeal[];
  mealsById: Map<number, CycleMeal>;
  subscriptions: CycleSubscription[];
  popularity: Map<number, number>;
  history: PickHistory;
  preferences: Awaited<ReturnType<typeof preferencesOf>>;
  affiliateSelections: Awaited<ReturnType<typeof affiliateSelectionFor>>;
}

/**
 * Reads what deciding the boxes of `subscriptions` takes: the week's meals and popularity, and
 * for the customers who have not picked, their preferences and history, and their plans'
 * affiliate selections. A handful of queries per batch, whatever its size.
 */
export async function loadWeekBatch(
  db: Db,
  menu: CycleMenu,
  subscriptions: CycleSubscription[],
  popularityOf: (menu: CycleMenu) => Promise<Map<number, number>> = (m) =>
    weekPopularity(db, m.channel_id, m.week),
): Promise<WeekBatch> {
  const unpicked = subscriptions.filter((s) => needsChoosing(s));
  const picking = unpicked.filter((s) => s.picking_required);
  const affiliatePlans = [
    ...new Set(unpicked.filter((s) => s.affiliate_user_id !== null).map((s) => s.plan_id)),
  ];
  const [meals, popularity, history, preferences, affiliateSelections] = await Promise.all([
    listCycleMeals(db, menu.menu_id),
    picking.length > 0 ? popularityOf(menu) : new Map<number, number>(),
    picking.length > 0
      ? pickHistoryOf(
          db,
          picking.map((s) => s.user_id),
          picking.map((s) => s.subscription_id),
          menu.week,
          addWeeks(menu.week, -1),
        )
      : { pickedBefore: new Map(), lastWeek: new Map() },
    picking.length > 0
      ? preferencesOf(
          db,
          picking.map((s) => s.user_id),
        )
      : new Map(),
    affiliatePlans.length > 0
      ? affiliateSelectionFor(db, affiliatePlans, menu.week)
      : new Map<number, Array<{ menuItemId: number; quantity: number }>>(),
  ]);
  return {
    menu,
    meals,
    mealsById: new Map(meals.map((m) => [m.id, m])),
    subscriptions,
    popularity,
    history,
    preferences,
    affiliateSelections,
  };
}

/** A week nobody filled: no row yet, pending, or picked without meals. */
export function needsChoosing(s: CycleSubscription): boolean {
  if (s.week_state === null || s.week_state === 'pending') return true;
  return (s.week_state === 'picked' || s.week_state === 'preselected') && s.items.length === 0;
}

/**
 * The box a subscription week gets when the store fills it (product decisions, "Subscriptions
 * and the weekly cycle"): for a plan the customer picks, preselection's choice; for a chef's
 * choice plan, its affiliate's selection when it has one for the week, else the chef's choice.
 * Empty when the menu has nothing the customer accepts.
 */
export function chooseBox(s: CycleSubscription, batch: WeekBatch): BoxItem[] {
  if (s.picking_required) {
    const preferences = batch.preferences.get(s.user_id);
    return choosePicks(
      batch.meals.map((m) => ({
        menuItemId: m.id,
        attributeTags: m.attribute_tags,
        premiumSurchargeCents: m.premium_surcharge_cents,
      })),
      s.meals_per_week,
      {
        excludedTags: preferences?.excludedTags ?? [],
        favourites: preferences?.favourites ?? [],
        pickedBefore: batch.history.pickedBefore.get(s.user_id) ?? new Map(),
        lastWeek: batch.history.lastWeek.get(s.subscription_id) ?? new Set(),
      },
      batch.popularity,
    );
  }
  const { lines, by } = storeFilledBox(
    batch.meals.map((m) => ({
      id: m.id,
      largerPortion: m.larger_portion,
      premiumSurchargeCents: m.premium_surcharge_cents,
      chefsChoice: m.chefs_choice,
    })),
    s.meals_per_week,
    batch.affiliateSelections.get(s.plan_id),
  );
  return lines.map((l) => ({ ...l, reason: by }));
}

/** The box a week already has (the customer's or preselection's picks), if it is on the menu. */
export function keptBox(s: CycleSubscription, batch: WeekBatch): BoxItem[] | null {
  if (s.items.length === 0) return null;
  if (!s.items.every((i) => batch.mealsById.has(i.menu_item_id))) return null;
  return s.items.map((i) => ({
    menuItemId: i.menu_item_id,
    quantity: i.quantity,
    reason: i.reason,
  }));
}
