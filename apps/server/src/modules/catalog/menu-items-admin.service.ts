import {
  ATTRIBUTE_TAGS,
  MENU_IMAGE_TYPES,
  adminMenuMessages,
  imageProblem,
  sniffImageType,
  type AdminMenuItem,
  type AdminMenuItemTags,
  type AdminMenuItemsPage,
  type AdminMenuItemsQuery,
  type MenuItemInput,
  type UploadImageInput,
  type UploadedImage,
} from '@mealbox/contracts';
import { isUniqueViolation, type DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { mondayOf } from '../../lib/weeks.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import { storeUploadedImage } from '../media/media.service.ts';
import type { ServiceContext } from '../service-context.ts';
import type { MenuItemRow } from './catalog.repository.ts';
import {
  findMenuItem,
  insertMenuItem,
  listAdminMenuItems,
  listAttributeTags,
  takenKeys,
  updateMenuItem,
  type MenuItemValues,
} from './menu-items-admin.repository.ts';
import { firstWeekPromisingMeal } from './menus-admin.repository.ts';

// Staff's meals (issue 13): every field of a meal, its picture and whether it is offered.

export async function listMenuItemsForAdmin(
  ctx: ServiceContext,
  query: AdminMenuItemsQuery,
): Promise<AdminMenuItemsPage> {
  const page = await listAdminMenuItems(ctx.db, query);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.id,
      sku: row.sku,
      short_name: row.shortName,
      name: row.name,
      image: row.image,
      price: row.priceCents,
      premium_surcharge: row.premiumSurchargeCents,
      calories: row.calories,
      attribute_tags: row.attributeTags,
      active: row.active,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/** The store's own tags first, then any other a meal carries. */
export async function menuItemTags(ctx: ServiceContext): Promise<AdminMenuItemTags> {
  const used = await listAttributeTags(ctx.db);
  return { tags: [...new Set<string>([...ATTRIBUTE_TAGS, ...used])] };
}

export async function getMenuItem(ctx: ServiceContext, id: number): Promise<AdminMenuItem> {
  const row = await findMenuItem(ctx.db, id);
  if (!row) throw new NotFound(adminMenuMessages.itemNotFound);
  return toAdminMenuItem(row);
}

export async function createMenuItem(
  ctx: ServiceContext,
  input: MenuItemInput,
): Promise<AdminMenuItem> {
  const values = toValues(input);
  return ctx.db.transaction(async (tx) => {
    await checkKeys(tx, values, null);
    const row = await insertMenuItem(tx, values, ctx.clock.now()).catch(keyConflict);
    await recordStaffChange(tx, ctx, {
      entity: 'menu_item',
      entityId: row.id,
      action: 'create',
      after: audited(row),
    });
    return toAdminMenuItem(row);
  });
}

/**
 * Saves every field of a meal, holding its row. A meal customers have ordered (or picked) for a
 * published week still to come stays active, so that week's boxes keep it (409 otherwise).
 */
export async function saveMenuItem(
  ctx: ServiceContext,
  id: number,
  input: MenuItemInput,
): Promise<AdminMenuItem> {
  const values = toValues(input);
  return ctx.db.transaction(async (tx) => {
    const before = await findMenuItem(tx, id, { lock: true });
    if (!before) throw new NotFound(adminMenuMessages.itemNotFound);
    await checkKeys(tx, values, id);
    if (before.active && !values.active) {
      const thisWeek = mondayOf(ctx.clock.now(), ctx.env.STORE_TIMEZONE);
      const week = await firstWeekPromisingMeal(tx, id, thisWeek);
      if (week) throw new Conflict(adminMenuMessages.orderedMealDeactivated(week));
    }
    const row = await updateMenuItem(tx, id, values, ctx.clock.now()).catch(keyConflict);
    await recordStaffChange(tx, ctx, {
      entity: 'menu_item',
      entityId: id,
      action: before.active === row.active ? 'update' : row.active ? 'activate' : 'deactivate',
      before: audited(before),
      after: audited(row),
    });
    return toAdminMenuItem(row);
  });
}

/**
 * Keeps an uploaded picture when its bytes are a JPEG, PNG or WebP image of at most 2 MB (its
 * name is never trusted) and answers its path; a meal shows it once saved with that path.
 */
export async function uploadMenuImage(
  ctx: ServiceContext,
  input: UploadImageInput,
): Promise<UploadedImage> {
  const base64 = input.data.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new ValidationFailed(adminMenuMessages.imageType, {
      data: [adminMenuMessages.imageType],
    });
  }
  const bytes = Buffer.from(base64, 'base64');
  const problem = imageProblem(bytes);
  if (problem) throw new ValidationFailed(problem, { data: [problem] });
  const contentType = sniffImageType(bytes)!;
  const path = await storeUploadedImage(
    ctx.db,
    bytes,
    contentType,
    MENU_IMAGE_TYPES[contentType],
    ctx.clock.now(),
  );
  return { path, content_type: contentType };
}

async function checkKeys(
  db: DbOrTx,
  values: MenuItemValues,
  exceptId: number | null,
): Promise<void> {
  const taken = await takenKeys(db, values.sku, values.shortName, exceptId);
  const errors: Record<string, string[]> = {};
  if (taken.sku) errors.sku = [adminMenuMessages.skuTaken];
  if (taken.shortName) errors.short_name = [adminMenuMessages.shortNameTaken];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new Conflict(first, errors);
}

/** Two saves at once may both pass checkKeys: the unique index answers the second. */
function keyConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new Conflict(adminMenuMessages.skuTaken);
  throw error;
}

const empty = (text: string | null) => (text === null || text === '' ? null : text);

function toValues(input: MenuItemInput): MenuItemValues {
  return {
    sku: input.sku,
    shortName: input.short_name,
    name: input.name,
    description: input.description,
    image: input.image,
    priceCents: input.price,
    premiumSurchargeCents: input.premium_surcharge,
    calories: input.calories,
    protein: input.protein,
    carbs: input.carbs,
    fat: input.fat,
    sugar: input.sugar,
    fiber: input.fiber,
    satFat: input.sat_fat,
    cholesterol: input.cholesterol,
    sodium: input.sodium,
    ingredients: input.ingredients,
    attributeTags: [...new Set(input.attribute_tags)],
    badgeValue: empty(input.badge_value),
    badgeColor: empty(input.badge_color),
    largerPortion: input.larger_portion,
    openingInstructions: empty(input.opening_instructions),
    heatingInstructions: empty(input.heating_instructions),
    active: input.active,
  };
}

function toAdminMenuItem(row: MenuItemRow): AdminMenuItem {
  return {
    ...audited(row),
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A meal's fields as the API and the audit trail name them. */
function audited(row: MenuItemRow): MenuItemInput {
  return {
    sku: row.sku,
    short_name: row.shortName,
    name: row.name,
    description: row.description,
    image: row.image,
    price: row.priceCents,
    premium_surcharge: row.premiumSurchargeCents,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    sugar: row.sugar,
    fiber: row.fiber,
    sat_fat: row.satFat,
    cholesterol: row.cholesterol,
    sodium: row.sodium,
    ingredients: row.ingredients,
    attribute_tags: row.attributeTags,
    badge_value: row.badgeValue,
    badge_color: row.badgeColor,
    larger_portion: row.largerPortion,
    opening_instructions: row.openingInstructions,
    heating_instructions: row.heatingInstructions,
    active: row.active,
  };
}
