import type { Menu, MenuWeek, MealPlan, Product } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { NotFound } from '../../lib/errors.ts';
import {
  findAffiliateName,
  findMealPlanByKey,
  findMenuItemByKey,
  findPublishedMenu,
  listMealPlans,
  listMenuItems,
  listOpenMenusAtVersion,
  type MenuRow,
} from './catalog.repository.ts';
import { toMealPlan, toMenuItem, toMenuWeek } from './catalog-mappers.ts';

/** How many upcoming weeks the menus page shows side by side. */
export const UPCOMING_WEEKS = 5;

export const catalogMessages = {
  menuNotFound: 'There is no menu for that week.',
  productNotFound: 'We could not find that meal or plan.',
} as const;

export interface UpcomingMenu {
  menu: MenuRow;
  orderable: boolean;
}

/**
 * How many of the channel's open menus (published, deadline ahead), earliest first, can be
 * ordered: the current ordering week and the next `future_weeks_available` weeks (product
 * decisions, "Money, time, identity"), among the upcoming weeks shown.
 */
export function orderableWeekCount(ctx: ServiceContext): number {
  return Math.min(UPCOMING_WEEKS, ctx.channel.site.future_weeks_available + 1);
}

/**
 * Upcoming published menus, earliest first, in one query. The first is the current ordering
 * week; the first orderableWeekCount of them can be ordered: the orderable-week rule, its one
 * home (the cart, checkout and the menus all ask here).
 */
export async function upcomingMenus(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<UpcomingMenu[]> {
  return (await upcomingMenusAtVersion(ctx, now)).menus;
}

/**
 * upcomingMenus with the catalogue's version they were read at: a write that decides on them can
 * go through only while no menu, meal or plan has changed since (catalog_version).
 */
export async function upcomingMenusAtVersion(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<{ catalogVersion: number; menus: UpcomingMenu[] }> {
  const read = await listOpenMenusAtVersion(ctx.db, ctx.channel.id, now, UPCOMING_WEEKS);
  return { catalogVersion: read.catalogVersion, menus: withOrderable(ctx, read.menus) };
}

/** Which of the channel's open menus (listOpenMenusAtVersion's rows, earliest first) can be ordered. */
export function withOrderable(ctx: ServiceContext, openMenus: readonly MenuRow[]): UpcomingMenu[] {
  const orderableCount = orderableWeekCount(ctx);
  return openMenus.map((menu, index) => ({ menu, orderable: index < orderableCount }));
}

/** The weeks of upcoming menus as the API shows them. */
export function weeksOf(ctx: ServiceContext, menus: readonly UpcomingMenu[]): MenuWeek[] {
  return menus.map(({ menu, orderable }) => toMenuWeek(menu, ctx.env.STORE_TIMEZONE, orderable));
}

/** Upcoming published weeks, earliest first (see upcomingMenus). */
export async function upcomingWeeks(
  ctx: ServiceContext,
  now = ctx.clock.now(),
): Promise<MenuWeek[]> {
  return weeksOf(ctx, await upcomingMenus(ctx, now));
}

export async function menuForWeek(
  ctx: ServiceContext,
  week: string,
  now = ctx.clock.now(),
): Promise<Menu> {
  const row = await findPublishedMenu(ctx.db, ctx.channel.id, week);
  if (!row) throw new NotFound(catalogMessages.menuNotFound);
  const weeks = await upcomingWeeks(ctx, now);
  const orderable = weeks.find((w) => w.week === week)?.orderable ?? false;
  const { orderable: _o, ...menuWeek } = toMenuWeek(row, ctx.env.STORE_TIMEZONE, orderable);
  const items = await listMenuItems(ctx.db, row.id);
  return { ...menuWeek, items: items.map(toMenuItem) };
}

/** The current ordering week's menu. */
export async function currentMenu(ctx: ServiceContext, now = ctx.clock.now()): Promise<Menu> {
  const [current] = await upcomingWeeks(ctx, now);
  if (!current) throw new NotFound(catalogMessages.menuNotFound);
  return menuForWeek(ctx, current.week, now);
}

/** The store's plans (an affiliate's plan is offered on its own page, see productByKey). */
export async function mealPlans(ctx: ServiceContext): Promise<MealPlan[]> {
  const rows = await listMealPlans(ctx.db, ctx.channel.id);
  return rows.map((row) => toMealPlan(row, ctx.channel.config.subscription_discount));
}

/** A meal plan or a meal by sku or short name, case-insensitive; plans win a tie. */
export async function productByKey(ctx: ServiceContext, key: string): Promise<Product> {
  const plan = await findMealPlanByKey(ctx.db, ctx.channel.id, key);
  if (plan) {
    return {
      kind: 'meal_plan',
      meal_plan: toMealPlan(plan, ctx.channel.config.subscription_discount),
      affiliate_name:
        plan.affiliateUserId === null
          ? null
          : ((await findAffiliateName(ctx.db, plan.affiliateUserId)) ?? null),
    };
  }
  const meal = await findMenuItemByKey(ctx.db, key);
  if (meal) return { kind: 'meal', meal: toMenuItem(meal) };
  throw new NotFound(catalogMessages.productNotFound);
}
