import type { MealPopularity, ReportRangeQuery } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  mealNames,
  mealsOfWeeks,
  soldWeeks,
  type WeekMealCount,
} from './meal-popularity.repository.ts';

/**
 * A week of a channel's meal counts, kept with the fingerprint of the sold orders they were
 * counted from (meal-popularity.repository.ts's SoldWeek).
 */
interface KeptWeek {
  fingerprint: string;
  counts: WeekMealCount[];
}

// Counting the meals means reading every line of the range's sold orders (half a million for a
// year of 100,000 orders), while a past week's sold orders seldom change. So each week of each
// channel is counted once and kept, per database, until its fingerprint (read from the orders
// alone) differs; only weeks that changed, usually the current one, are counted again. Every
// process keeps its own and checks it against the database on each request, so several server
// processes never disagree.
const kept = new WeakMap<DbOrTx, Map<string, KeptWeek>>();

const keyOf = (week: string, channelId: number) => `${week}:${channelId}`;

/** The meals of the range's sold orders, the most sold first (ties by name, then id). */
export async function mealPopularity(
  db: DbOrTx,
  range: ReportRangeQuery,
): Promise<MealPopularity[]> {
  let weeks = kept.get(db);
  if (!weeks) kept.set(db, (weeks = new Map<string, KeptWeek>()));
  const sold = await soldWeeks(db, range);
  const stale = sold.filter(
    (s) => weeks.get(keyOf(s.week, s.channel_id))?.fingerprint !== s.fingerprint,
  );
  const counted = await mealsOfWeeks(
    db,
    stale.map((s) => ({ week: s.week, channelId: s.channel_id })),
  );
  for (const s of stale)
    weeks.set(keyOf(s.week, s.channel_id), { fingerprint: s.fingerprint, counts: [] });
  for (const c of counted) weeks.get(keyOf(c.week, c.channel_id))!.counts.push(c);

  const totals = new Map<number, { meals: number; orders: number }>();
  for (const s of sold) {
    for (const c of weeks.get(keyOf(s.week, s.channel_id))!.counts) {
      const total = totals.get(c.menu_item_id) ?? { meals: 0, orders: 0 };
      total.meals += c.meals;
      total.orders += c.orders;
      totals.set(c.menu_item_id, total);
    }
  }
  const names = new Map((await mealNames(db, [...totals.keys()])).map((m) => [m.id, m]));
  return [...totals]
    .map(([id, total]) => ({
      menu_item_id: id,
      name: names.get(id)?.name ?? '',
      larger_portion: names.get(id)?.larger_portion ?? false,
      ...total,
    }))
    .sort(
      (a, b) =>
        b.meals - a.meals ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
        a.menu_item_id - b.menu_item_id,
    );
}
