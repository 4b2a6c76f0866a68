import {
  affiliateMessages,
  selectionCountProblem,
  selectionTotal,
  type AffiliateWeek,
  type AffiliateWeekDetail,
  type PlanSelection,
  type SaveSelectionInput,
  type SelectionSaved,
} from '@mealbox/contracts';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { withPermission } from '../accounts/permissions.ts';
import { formatDeadline, formatWeek, mondayOf } from '../../lib/weeks.ts';
import type { AuthUser } from '../accounts/users.repository.ts';
import { findPublishedMenu, listMenuItems, type MenuRow } from '../catalog/catalog.repository.ts';
import { upcomingMenus, UPCOMING_WEEKS } from '../catalog/catalog.service.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  findOfferedPlan,
  listAffiliateMenus,
  listOwnedPlans,
  listSelections,
  listWeekSelections,
  replaceSelection,
  type OwnedPlanRow,
  type SelectionRow,
} from './affiliates.repository.ts';

/** The partner behind the request: a guest is asked to log in (401), a customer refused (403). */
function affiliate(ctx: ServiceContext): AuthUser {
  return withPermission(ctx, 'affiliate', affiliateMessages.notAffiliate);
}

/** A week's selection can change until its picking deadline, by the store's clock. */
const isEditable = (deadline: Date, now: Date) => deadline.getTime() > now.getTime();

const planShown = (plan: OwnedPlanRow) => ({
  sku: plan.sku,
  short_name: plan.shortName,
  name: plan.name,
  meals_per_week: plan.mealsPerWeek,
});

/**
 * GET /api/affiliate/weeks: the store's published weeks from the one being delivered now
 * (locked, shown as it stands) to the last open one, with each owned plan's count of meals
 * chosen against its box.
 */
export async function listWeeks(ctx: ServiceContext): Promise<{ weeks: AffiliateWeek[] }> {
  const user = affiliate(ctx);
  const now = ctx.clock.now();
  const plans = await listOwnedPlans(ctx.db, user.id, ctx.channel.id);
  const menuRows = await listAffiliateMenus(
    ctx.db,
    ctx.channel.id,
    now,
    mondayOf(now, ctx.env.STORE_TIMEZONE),
    UPCOMING_WEEKS + 1,
  );
  const selections = await listSelections(
    ctx.db,
    plans.map((p) => p.id),
    menuRows.map((m) => m.week),
  );
  return {
    weeks: menuRows.map((menu) => ({
      ...weekShown(ctx, menu, now),
      plans: plans.map((plan) => {
        const chosen = selectionTotal(
          selections.filter((s) => s.mealPlanId === plan.id && s.week === menu.week),
        );
        return { ...planShown(plan), chosen, complete: chosen === plan.mealsPerWeek };
      }),
    })),
  };
}

function weekShown(
  ctx: ServiceContext,
  menu: Pick<MenuRow, 'week' | 'pickingDeadline'>,
  now: Date,
) {
  return {
    week: menu.week,
    week_formatted: formatWeek(menu.week),
    picking_deadline: menu.pickingDeadline.toISOString(),
    picking_deadline_formatted: formatDeadline(menu.pickingDeadline, ctx.env.STORE_TIMEZONE),
    editable: isEditable(menu.pickingDeadline, now),
  };
}

async function publishedWeek(ctx: ServiceContext, week: string): Promise<MenuRow> {
  const menu = await findPublishedMenu(ctx.db, ctx.channel.id, week);
  if (!menu) throw new NotFound(affiliateMessages.weekNotFound);
  return menu;
}

async function weekDetail(
  ctx: ServiceContext,
  user: AuthUser,
  menu: MenuRow,
  now: Date,
): Promise<AffiliateWeekDetail> {
  const plans = await listOwnedPlans(ctx.db, user.id, ctx.channel.id);
  const [items, selections] = await Promise.all([
    listMenuItems(ctx.db, menu.id),
    listSelections(
      ctx.db,
      plans.map((p) => p.id),
      [menu.week],
    ),
  ]);
  return {
    ...weekShown(ctx, menu, now),
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      image: item.image,
      attribute_tags: item.attributeTags,
    })),
    plans: plans.map((plan) => ({
      ...planShown(plan),
      items: selections
        .filter((s) => s.mealPlanId === plan.id)
        .map((s) => ({ sku: s.sku, quantity: s.quantity })),
    })),
  };
}

/** GET /api/affiliate/weeks/:week: the week's menu and each owned plan's selection. */
export async function weekOf(ctx: ServiceContext, week: string): Promise<AffiliateWeekDetail> {
  const user = affiliate(ctx);
  return weekDetail(ctx, user, await publishedWeek(ctx, week), ctx.clock.now());
}

/**
 * PUT /api/affiliate/weeks/:week/plans/:sku: the plan's selection for the week is replaced by
 * `input.items`, whole, when every meal is on the week's menu, the quantities add up to the
 * plan's box and the week's deadline is ahead; only the plan's own affiliate may.
 */
export async function saveSelection(
  ctx: ServiceContext,
  week: string,
  planKey: string,
  input: SaveSelectionInput,
): Promise<SelectionSaved> {
  const user = affiliate(ctx);
  const plan = await findOfferedPlan(ctx.db, ctx.channel.id, planKey);
  if (!plan) throw new NotFound(affiliateMessages.planNotFound);
  if (plan.affiliateUserId !== user.id) throw new Forbidden(affiliateMessages.notYourPlan);
  const menu = await publishedWeek(ctx, week);
  const now = ctx.clock.now();
  if (!isEditable(menu.pickingDeadline, now)) {
    throw new Conflict(
      affiliateMessages.deadlinePassed(
        formatDeadline(menu.pickingDeadline, ctx.env.STORE_TIMEZONE),
      ),
    );
  }

  const onMenu = new Map((await listMenuItems(ctx.db, menu.id)).map((item) => [item.sku, item.id]));
  const problems: string[] = [];
  const seen = new Set<string>();
  const rows: Array<{ menuItemId: number; quantity: number }> = [];
  for (const item of input.items) {
    const menuItemId = onMenu.get(item.sku);
    if (menuItemId === undefined) problems.push(affiliateMessages.notOnMenu(item.sku));
    else if (seen.has(item.sku)) problems.push(affiliateMessages.listedTwice(item.sku));
    else rows.push({ menuItemId, quantity: item.quantity });
    seen.add(item.sku);
  }
  const countProblem = selectionCountProblem(input.items, plan.mealsPerWeek);
  if (countProblem) problems.push(countProblem);
  const [first] = problems;
  if (first) throw new ValidationFailed(first, { items: problems });

  await replaceSelection(ctx.db, plan.id, menu.week, rows);
  return {
    message: affiliateMessages.saved(formatWeek(menu.week)),
    week: await weekDetail(ctx, user, menu, now),
  };
}

/**
 * The affiliates' selections of a week for the weekly cycle: per plan, the meals and quantities
 * its subscribers receive (a plan without a selection is absent). One query for all the plans.
 */
export async function affiliateSelectionFor(
  db: Db,
  planIds: readonly number[],
  week: string,
): Promise<Map<number, Array<{ menuItemId: number; quantity: number }>>> {
  const selections = new Map<number, Array<{ menuItemId: number; quantity: number }>>();
  for (const row of await listWeekSelections(db, planIds, week)) {
    let items = selections.get(row.mealPlanId);
    if (!items) selections.set(row.mealPlanId, (items = []));
    items.push({ menuItemId: row.menuItemId, quantity: row.quantity });
  }
  return selections;
}

/**
 * GET /api/affiliate/plans/:sku/selection: the plan's landing page shows what its subscribers
 * get in the current ordering week; null when no affiliate chooses for the plan.
 */
export async function planSelection(ctx: ServiceContext, planKey: string): Promise<PlanSelection> {
  const plan = await findOfferedPlan(ctx.db, ctx.channel.id, planKey);
  if (!plan) throw new NotFound(affiliateMessages.planNotFound);
  if (plan.affiliateUserId === null) return { selection: null };
  const [current] = await upcomingMenus(ctx);
  if (!current) return { selection: null };
  const week = current.menu.week;
  const rows: SelectionRow[] = await listSelections(ctx.db, [plan.id], [week]);
  return {
    selection: {
      week,
      week_formatted: formatWeek(week),
      items: rows.map((r) => ({ sku: r.sku, name: r.name, image: r.image, quantity: r.quantity })),
    },
  };
}
