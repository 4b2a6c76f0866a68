import type { KitchenMeal, KitchenReport, WeekQuery } from '@mealbox/contracts';
import { NotFound } from '../../lib/errors.ts';
import { formatWeek } from '../../lib/weeks.ts';
import type { ServiceContext } from '../service-context.ts';
import { deliveryCutoff } from '../weekly-cycle/cycle-timing.ts';
import { listCycleMeals, type CycleMeal } from '../weekly-cycle/weekly-cycle.repository.ts';
import { forecastOpenBoxes, spreadByLargestRemainder } from './kitchen-forecast.ts';
import {
  currentKitchenWeek,
  kitchenCounts,
  kitchenMenus,
  type ChannelBoxes,
  type KitchenCounts,
  type KitchenMenu,
  type MealCount,
} from './kitchen.repository.ts';

export const kitchenMessages = {
  noOpenWeek: 'No menu is open for ordering now: choose a week.',
  noMenu: (week: string, oneChannel: boolean) =>
    oneChannel
      ? `The channel has no published menu for the week of ${formatWeek(week)}.`
      : `No channel has a published menu for the week of ${formatWeek(week)}.`,
} as const;

/** Whether a menu's picking deadline has come: nobody can change or skip its boxes any more. */
const deadlinePassed = (menu: KitchenMenu, now: Date) =>
  menu.picking_deadline.getTime() <= now.getTime();

/**
 * Whether a channel's week is final for the kitchen: its deadline has passed and the weekly
 * cycle's lock has turned every subscriber's week into an order or a skip (no box is open or
 * picked without an order), or its delivery day has begun (nothing more is made for it). Between
 * the deadline and the end of the lock, the picks and the open boxes still count.
 */
function isFinal(
  menu: KitchenMenu,
  boxes: ChannelBoxes | undefined,
  now: Date,
  timeZone: string,
): boolean {
  if (!deadlinePassed(menu, now)) return false;
  const settled = (boxes?.open ?? 0) === 0 && (boxes?.picked ?? 0) === 0;
  return settled || now >= deliveryCutoff(menu.delivery_date, timeZone);
}

type Meal = Pick<MealCount, 'menu_item_id' | 'name' | 'larger_portion'>;
const menuMeal = (m: CycleMeal): Meal => ({
  menu_item_id: m.id,
  name: m.name,
  larger_portion: m.larger_portion,
});
const countedMeal = ({ menu_item_id, name, larger_portion }: MealCount): Meal => ({
  menu_item_id,
  name,
  larger_portion,
});

/** Counts added up by meal. */
function tally(counts: readonly MealCount[]): Map<number, number> {
  const by = new Map<number, number>();
  for (const c of counts) by.set(c.menu_item_id, (by.get(c.menu_item_id) ?? 0) + c.quantity);
  return by;
}

/**
 * One channel's week for the kitchen, each meal's confirmed and forecast counts:
 * - final (isFinal): confirmed is the meals of the week's orders the kitchen cooks for
 *   (kitchen.repository.ts's cookedOrder); nothing is forecast;
 * - otherwise confirmed adds the meals picked for subscribers' weeks without an order yet; the
 *   open boxes' forecast (forecastOpenBoxes: less the expected skips while skipping is still
 *   possible, all of them after the deadline, when the lock fills them) is spread over the week's
 *   meals (spreadByLargestRemainder) in proportion to the subscribers' picks so far, or, while
 *   none has picked, to the week's popularity (every confirmed meal, orders included), or evenly
 *   when nothing is in a box yet.
 */
function channelWeek(
  menu: KitchenMenu,
  meals: readonly CycleMeal[],
  counts: KitchenCounts,
  now: Date,
  timeZone: string,
) {
  const ofChannel = (c: MealCount) => c.channel_id === menu.channel_id;
  const boxes = counts.boxes.find((b) => b.channel_id === menu.channel_id);
  const final = isFinal(menu, boxes, now, timeZone);
  const ordered = counts.ordered.filter(ofChannel);
  const picked = final ? [] : counts.picked.filter(ofChannel);
  const confirmed = tally([...ordered, ...picked]);
  const forecast = new Map<number, number>();
  let boxesForecast = 0;
  if (!final && boxes) {
    const expected = forecastOpenBoxes({
      open: boxes.open,
      openMeals: boxes.open_meals,
      skipped: deadlinePassed(menu, now) ? 0 : boxes.skipped,
      decided: boxes.decided,
    });
    boxesForecast = expected.boxes;
    const picks = tally(picked);
    const weightsOf = (by: Map<number, number>) => meals.map((m) => by.get(m.id) ?? 0);
    let weights = weightsOf(picks);
    if (weights.every((w) => w === 0)) weights = weightsOf(confirmed);
    spreadByLargestRemainder(expected.meals, weights).forEach((share, i) =>
      forecast.set(meals[i]!.id, share),
    );
  }
  return {
    final,
    meals: [...meals.map(menuMeal), ...[...ordered, ...picked].map(countedMeal)],
    confirmed,
    forecast,
    boxesConfirmed: (boxes?.orders ?? 0) + (final ? 0 : (boxes?.picked ?? 0)),
    boxesForecast,
  };
}

/**
 * The kitchen's production report for a delivery week (the current ordering week when none is
 * asked: the channel's, or the earliest of every channel's) and one channel, or every channel
 * with a published menu that week, summed: each meal to cook, confirmed and forecast (see
 * channelWeek). Final once every channel's week is (isFinal); `deadline` is the latest of the
 * channels' deadlines and `delivery_date` the earliest delivery. The week's menu's meals come
 * first, in its order, then meals ordered off the menu by name. 404 when no menu is published.
 */
export async function kitchenReport(ctx: ServiceContext, query: WeekQuery): Promise<KitchenReport> {
  const now = ctx.clock.now();
  const week = query.week ?? (await currentKitchenWeek(ctx.db, query.channel, now));
  if (week === undefined) throw new NotFound(kitchenMessages.noOpenWeek);
  const menus = await kitchenMenus(ctx.db, week, query.channel);
  if (menus.length === 0) {
    throw new NotFound(kitchenMessages.noMenu(week, query.channel !== undefined));
  }
  const [counts, menuMeals] = await Promise.all([
    kitchenCounts(
      ctx.db,
      week,
      menus.map((m) => m.channel_id),
    ),
    Promise.all(menus.map((m) => listCycleMeals(ctx.db, m.menu_id))),
  ]);

  const rows = new Map<number, KitchenMeal>();
  const onMenu = new Set(menuMeals.flat().map((m) => m.id));
  let boxesConfirmed = 0;
  let boxesForecast = 0;
  let final = true;
  menus.forEach((menu, i) => {
    const channel = channelWeek(menu, menuMeals[i] ?? [], counts, now, ctx.env.STORE_TIMEZONE);
    final &&= channel.final;
    boxesConfirmed += channel.boxesConfirmed;
    boxesForecast += channel.boxesForecast;
    for (const meal of channel.meals) {
      let row = rows.get(meal.menu_item_id);
      if (!row) {
        row = { ...meal, confirmed: 0, forecast: 0, total: 0 };
        rows.set(meal.menu_item_id, row);
      }
    }
    for (const [id, n] of channel.confirmed) rows.get(id)!.confirmed += n;
    for (const [id, n] of channel.forecast) rows.get(id)!.forecast += n;
  });
  for (const row of rows.values()) row.total = row.confirmed + row.forecast;

  const all = [...rows.values()];
  const listed = all.filter((r) => onMenu.has(r.menu_item_id));
  const offMenu = all
    .filter((r) => !onMenu.has(r.menu_item_id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.menu_item_id - b.menu_item_id);
  const deadline = new Date(Math.max(...menus.map((m) => m.picking_deadline.getTime())));
  return {
    week,
    channel: query.channel ?? null,
    deadline: deadline.toISOString(),
    delivery_date: menus.map((m) => m.delivery_date).sort()[0] ?? null,
    final,
    boxes_confirmed: boxesConfirmed,
    boxes_forecast: boxesForecast,
    meals: [...listed, ...offMenu],
  };
}
