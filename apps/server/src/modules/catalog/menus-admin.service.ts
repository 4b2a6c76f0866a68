import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  adminMenuMessages,
  type AdminMenu,
  type AdminMenusPage,
  type AdminMenusQuery,
  type CreateMenuInput,
  type MenuDefaults,
  type SaveMenuInput,
} from '@mealbox/contracts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { defaultPickingDeadline } from '../../lib/weeks.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import type { MenuRow } from './catalog.repository.ts';
import {
  findChannelRef,
  findMenu,
  findMenuItemRefs,
  insertMenu,
  listAdminMenus,
  listMenuEntries,
  orderedMeals,
  replaceMenuEntries,
  updateMenu,
  type ChannelRef,
  type MenuEntryRow,
} from './menus-admin.repository.ts';
import type { DbOrTx } from '../../db/client.ts';

// Staff's weeks (issue 13): which meals a channel's week offers, in which order, which are the
// chef's selection, its dates, and whether customers see it. A week that customers have ordered
// from keeps every meal they ordered.

export async function listMenus(
  ctx: ServiceContext,
  query: AdminMenusQuery,
): Promise<AdminMenusPage> {
  const page = await listAdminMenus(ctx.db, query);
  return {
    total: page.total,
    rows: page.rows.map(({ menu, channelName, itemCount, chefsChoiceCount }) => ({
      ...menuFields(menu),
      id: menu.id,
      channel_id: menu.channelId,
      channel_name: channelName,
      item_count: itemCount,
      chefs_choice_count: chefsChoiceCount,
    })),
  };
}

/** A week's dates when staff leave them empty (product.md): delivery that Monday, the store's deadline. */
export function menuDefaults(ctx: ServiceContext, week: string): MenuDefaults {
  return {
    delivery_date: week,
    picking_deadline: defaultPickingDeadline(week, ctx.env.STORE_TIMEZONE).toISOString(),
  };
}

const isMonday = (week: string) => new Date(`${week}T00:00:00Z`).getUTCDay() === 1;

async function channelOf(ctx: ServiceContext, channelId: number | undefined): Promise<ChannelRef> {
  const channel = await findChannelRef(ctx.db, channelId ?? ctx.channel.id);
  if (!channel) throw new NotFound(adminMenuMessages.channelNotFound);
  return channel;
}

function checkDates(ctx: ServiceContext, deliveryDate: string, pickingDeadline: Date): void {
  const deadlineDay = format(new TZDate(pickingDeadline, ctx.env.STORE_TIMEZONE), 'yyyy-MM-dd');
  if (deadlineDay >= deliveryDate) {
    throw new ValidationFailed(adminMenuMessages.deadlineAfterDelivery, {
      picking_deadline: [adminMenuMessages.deadlineAfterDelivery],
    });
  }
}

/** POST /api/admin/menus: a new draft week, its dates the store's defaults unless given. */
export async function createMenu(ctx: ServiceContext, input: CreateMenuInput): Promise<AdminMenu> {
  if (!isMonday(input.week)) {
    throw new ValidationFailed(adminMenuMessages.notAMonday, {
      week: [adminMenuMessages.notAMonday],
    });
  }
  const channel = await channelOf(ctx, input.channel_id);
  const defaults = menuDefaults(ctx, input.week);
  const deliveryDate = input.delivery_date ?? defaults.delivery_date;
  const pickingDeadline = new Date(input.picking_deadline ?? defaults.picking_deadline);
  checkDates(ctx, deliveryDate, pickingDeadline);
  const menu = await ctx.db.transaction(async (tx) => {
    const row = await insertMenu(tx, {
      channelId: channel.id,
      week: input.week,
      deliveryDate,
      pickingDeadline,
      now: ctx.clock.now(),
    });
    if (!row) throw new Conflict(adminMenuMessages.menuExists(input.week));
    await recordStaffChange(tx, ctx, {
      entity: 'menu',
      entityId: row.id,
      action: 'create',
      after: { channel: channel.name, week: row.week, ...audited(row, []) },
    });
    return row;
  });
  return adminMenu(menu, channel, [], new Map());
}

/** GET /api/admin/menus/:week: the week with its meals and what has been ordered of each. */
export async function getMenu(
  ctx: ServiceContext,
  week: string,
  channelId: number | undefined,
): Promise<AdminMenu> {
  const channel = await channelOf(ctx, channelId);
  const menu = await findMenu(ctx.db, channel.id, week);
  if (!menu) throw new NotFound(adminMenuMessages.menuNotFound);
  const [entries, ordered] = await Promise.all([
    listMenuEntries(ctx.db, menu.id),
    orderedMeals(ctx.db, channel.id, week),
  ]);
  return adminMenu(menu, channel, entries, ordered);
}

/**
 * PUT /api/admin/menus/:week: the week as staff want it (meals in display order, the chef's
 * selection, dates, status), in one transaction holding the menu's row, so two saves never mix
 * and the check of what was ordered sees the week as it is written. Refused (409, nothing
 * changed) when it would take off a meal customers ordered or picked for the week, or unpublish
 * a week they ordered from.
 */
export async function saveMenu(
  ctx: ServiceContext,
  week: string,
  channelId: number | undefined,
  input: SaveMenuInput,
): Promise<AdminMenu> {
  const channel = await channelOf(ctx, channelId);
  const pickingDeadline = new Date(input.picking_deadline);
  checkDates(ctx, input.delivery_date, pickingDeadline);
  const wanted = input.entries.map((e) => ({
    menuItemId: e.menu_item_id,
    chefsChoice: e.chefs_choice,
  }));
  if (input.status === 'published' && wanted.length === 0) {
    throw new ValidationFailed(adminMenuMessages.emptyPublished);
  }
  return ctx.db.transaction(async (tx) => {
    const menu = await findMenu(tx, channel.id, week, { lock: true });
    if (!menu) throw new NotFound(adminMenuMessages.menuNotFound);
    const before = await listMenuEntries(tx, menu.id);
    await checkMeals(tx, before, wanted);
    const ordered = await orderedMeals(tx, channel.id, week);
    const kept = new Set(wanted.map((e) => e.menuItemId));
    for (const entry of before) {
      if ((ordered.get(entry.menuItemId) ?? 0) > 0 && !kept.has(entry.menuItemId)) {
        throw new Conflict(adminMenuMessages.orderedMealRemoved(entry.name));
      }
    }
    if (menu.status === 'published' && input.status === 'draft' && ordered.size > 0) {
      throw new Conflict(adminMenuMessages.orderedWeekUnpublished);
    }
    const now = ctx.clock.now();
    const next: MenuRow = {
      ...menu,
      deliveryDate: input.delivery_date,
      pickingDeadline,
      status: input.status,
      updatedAt: now,
    };
    await updateMenu(tx, menu.id, next);
    const sameEntries =
      before.length === wanted.length &&
      before.every(
        (e, i) =>
          e.menuItemId === wanted[i]!.menuItemId && e.chefsChoice === wanted[i]!.chefsChoice,
      );
    if (!sameEntries) await replaceMenuEntries(tx, menu.id, wanted);
    const after = await listMenuEntries(tx, menu.id);
    await recordStaffChange(tx, ctx, {
      entity: 'menu',
      entityId: menu.id,
      action:
        menu.status === input.status
          ? 'update'
          : input.status === 'published'
            ? 'publish'
            : 'unpublish',
      before: audited(menu, before),
      after: audited(next, after),
    });
    return adminMenu(next, channel, after, ordered);
  });
}

/** Every meal exists, is listed once, and a meal new to the week is active. */
async function checkMeals(
  db: DbOrTx,
  before: readonly MenuEntryRow[],
  wanted: ReadonlyArray<{ menuItemId: number }>,
): Promise<void> {
  const ids = wanted.map((e) => e.menuItemId);
  const items = await findMenuItemRefs(db, ids);
  const missing = [...new Set(ids.filter((id) => !items.has(id)))];
  if (missing.length > 0) throw new ValidationFailed(adminMenuMessages.itemsNotFound(missing));
  const seen = new Set<number>();
  const already = new Set(before.map((e) => e.menuItemId));
  for (const id of ids) {
    const item = items.get(id)!;
    if (seen.has(id)) throw new ValidationFailed(adminMenuMessages.listedTwice(item.name));
    seen.add(id);
    if (!item.active && !already.has(id)) {
      throw new ValidationFailed(adminMenuMessages.inactiveItem(item.name));
    }
  }
}

/** The week as the audit trail keeps it: its meals by sku, in order. */
function audited(menu: MenuRow, entries: readonly MenuEntryRow[]) {
  return {
    status: menu.status,
    delivery_date: menu.deliveryDate,
    picking_deadline: menu.pickingDeadline.toISOString(),
    meals: entries.map((e) => e.sku),
    chefs_selection: entries.filter((e) => e.chefsChoice).map((e) => e.sku),
  };
}

function menuFields(menu: MenuRow) {
  return {
    week: menu.week,
    delivery_date: menu.deliveryDate,
    picking_deadline: menu.pickingDeadline.toISOString(),
    status: menu.status,
  };
}

function adminMenu(
  menu: MenuRow,
  channel: ChannelRef,
  entries: readonly MenuEntryRow[],
  ordered: ReadonlyMap<number, number>,
): AdminMenu {
  return {
    ...menuFields(menu),
    id: menu.id,
    channel_id: channel.id,
    channel_name: channel.name,
    entries: entries.map((e) => ({
      menu_item_id: e.menuItemId,
      sku: e.sku,
      name: e.name,
      image: e.image,
      active: e.active,
      chefs_choice: e.chefsChoice,
      ordered: ordered.get(e.menuItemId) ?? 0,
    })),
  };
}
