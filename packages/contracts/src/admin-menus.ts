import * as z from 'zod/mini';
import { gridPage, gridQuery } from './admin.ts';
import { Week } from './cart.ts';
import { ruleMessages } from './validation/rules.ts';

// Staff's menus (a week's meals, their order, the chef's selection, dates, publishing) and menu
// items (every field of a meal, its picture): the calls, their answers and the words, shared by
// the admin API and its pages.

/** The largest picture a meal may have. */
export const MENU_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The pictures a meal may have, known by their first bytes, never by a file's name. */
export const MENU_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type MenuImageType = keyof typeof MENU_IMAGE_TYPES;

export const adminMenuMessages = {
  menuNotFound: 'There is no menu for that week on that channel.',
  menuExists: (week: string) => `That channel already has a menu for the week of ${week}.`,
  notAMonday: 'A week is named by its Monday: choose a Monday.',
  channelNotFound: 'There is no such channel.',
  itemNotFound: 'There is no such menu item.',
  itemsNotFound: (ids: readonly number[]) => `No menu item has the id ${ids.join(', ')}.`,
  inactiveItem: (name: string) => `${name} is not active; activate it before adding it to a menu.`,
  listedTwice: (name: string) => `${name} is listed twice; list each meal once.`,
  emptyPublished: 'A published menu needs at least one meal.',
  deadlineAfterDelivery: 'The picking deadline must be before the delivery date.',
  orderedMealRemoved: (name: string) =>
    `${name} has been ordered for this week, so it cannot be taken off the menu.`,
  orderedWeekUnpublished:
    'This week has orders, so it cannot be unpublished: its customers would lose their meals.',
  orderedMealDeactivated: (week: string) =>
    `This meal has been ordered for the week of ${week}, so it cannot be made inactive.`,
  skuTaken: 'Another menu item already has this SKU.',
  shortNameTaken: 'Another menu item already has this short name.',
  imageType: 'The picture must be a JPEG, PNG or WebP image.',
  imageSize: 'The picture must be 2 MB or smaller.',
  imageEmpty: 'Choose a picture to upload.',
} as const;

/** The type of a picture from its first bytes (JPEG, PNG, WebP), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): MenuImageType | null {
  const starts = (at: number, ...expected: number[]) =>
    expected.every((b, i) => bytes[at + i] === b);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** What is wrong with a picture's bytes (type first, then size), or null when it may be kept. */
export function imageProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return adminMenuMessages.imageEmpty;
  if (sniffImageType(bytes) === null) return adminMenuMessages.imageType;
  if (bytes.length > MENU_IMAGE_MAX_BYTES) return adminMenuMessages.imageSize;
  return null;
}

const MenuStatus = z.enum(['draft', 'published']);
export type MenuStatus = z.infer<typeof MenuStatus>;

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()));

// ---------------------------------------------------------------- menus

export const AdminMenusQuery = gridQuery(['week', 'status', 'channel'], {
  channel_id: optionalId,
  status: z.optional(MenuStatus),
});
export type AdminMenusQuery = z.infer<typeof AdminMenusQuery>;

export const AdminMenuRow = z.object({
  id: z.int(),
  channel_id: z.int(),
  channel_name: z.string(),
  week: z.string(),
  delivery_date: z.string(),
  picking_deadline: z.string(),
  status: MenuStatus,
  item_count: z.int(),
  chefs_choice_count: z.int(),
});
export type AdminMenuRow = z.infer<typeof AdminMenuRow>;
export const AdminMenusPage = gridPage(AdminMenuRow);
export type AdminMenusPage = z.infer<typeof AdminMenusPage>;

/** What the new week's form may leave empty: the store's defaults fill it (product.md). */
export const MenuDefaults = z.object({
  delivery_date: z.string(),
  picking_deadline: z.string(),
});
export type MenuDefaults = z.infer<typeof MenuDefaults>;

const IsoInstant = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });
const IsoDate = z.iso.date({ error: 'Enter a date.' });

/** POST /api/admin/menus: a new draft week; its dates default to the store's. */
export const CreateMenuInput = z.object({
  channel_id: z.int().check(z.positive()),
  week: Week,
  /** Empty: that Monday. */
  delivery_date: z.optional(z.nullable(IsoDate)),
  /** Empty: the Wednesday before, 23:59 store time. */
  picking_deadline: z.optional(z.nullable(IsoInstant)),
});
export type CreateMenuInput = z.infer<typeof CreateMenuInput>;

/** `/api/admin/menus/:week?channel_id=`: the channel is the query's, else the request's own. */
export const MenuWeekParams = z.object({ week: Week });
export const MenuChannelQuery = z.object({ channel_id: optionalId });
export type MenuChannelQuery = z.infer<typeof MenuChannelQuery>;

export const AdminMenuEntry = z.object({
  menu_item_id: z.int(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  active: z.boolean(),
  chefs_choice: z.boolean(),
  /** Meals of it in the week's orders and subscribers' picks: it cannot leave the menu. */
  ordered: z.int(),
});
export type AdminMenuEntry = z.infer<typeof AdminMenuEntry>;

export const AdminMenu = z.object({
  id: z.int(),
  channel_id: z.int(),
  channel_name: z.string(),
  week: z.string(),
  delivery_date: z.string(),
  picking_deadline: z.string(),
  status: MenuStatus,
  entries: z.array(AdminMenuEntry),
});
export type AdminMenu = z.infer<typeof AdminMenu>;

/** The most meals one week's menu may hold. */
export const MENU_MAX_ITEMS = 200;

/** PUT /api/admin/menus/:week: the whole week as it should be, meals in display order. */
export const SaveMenuInput = z.object({
  entries: z
    .array(z.object({ menu_item_id: z.int().check(z.positive()), chefs_choice: z.boolean() }))
    .check(z.maxLength(MENU_MAX_ITEMS)),
  delivery_date: IsoDate,
  picking_deadline: IsoInstant,
  status: MenuStatus,
});
export type SaveMenuInput = z.infer<typeof SaveMenuInput>;

// ---------------------------------------------------------------- menu items

export const AdminMenuItemsQuery = gridQuery(['name', 'sku', 'price', 'calories', 'updated_at'], {
  active: z.optional(z.enum(['true', 'false'])),
  tag: z.optional(z.string().check(z.maxLength(100))),
});
export type AdminMenuItemsQuery = z.infer<typeof AdminMenuItemsQuery>;

export const AdminMenuItemRow = z.object({
  id: z.int(),
  sku: z.string(),
  short_name: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.int(),
  premium_surcharge: z.int(),
  calories: z.int(),
  attribute_tags: z.array(z.string()),
  active: z.boolean(),
  updated_at: z.string(),
});
export type AdminMenuItemRow = z.infer<typeof AdminMenuItemRow>;
export const AdminMenuItemsPage = gridPage(AdminMenuItemRow);
export type AdminMenuItemsPage = z.infer<typeof AdminMenuItemsPage>;

const text = (name: string, max: number) =>
  z.string({ error: ruleMessages.required(name) }).check(z.trim(), z.maxLength(max));
const requiredText = (name: string, max: number) =>
  z
    .string({ error: ruleMessages.required(name) })
    .check(
      z.trim(),
      z.minLength(1, { error: ruleMessages.required(name), abort: true }),
      z.maxLength(max),
    );
const optionalText = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));
const whole = (name: string, max: number) =>
  z
    .number({ error: ruleMessages.number(name) })
    .check(
      z.int(ruleMessages.number(name)),
      z.gte(0, `${name} cannot be negative.`),
      z.lte(max, `${name} is too large.`),
    );

/** Every field staff set on a meal (spec §3 and product.md's Catalogue); money in cents. */
export const MenuItemInput = z.object({
  sku: requiredText('SKU', 64).check(
    z.regex(/^[A-Za-z0-9._-]+$/, 'A SKU has letters, digits, dots, dashes and underscores only.'),
  ),
  short_name: requiredText('Short name', 100).check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A short name is lowercase words joined by dashes.'),
  ),
  name: requiredText('Name', 200),
  description: text('Description', 4000),
  image: requiredText('Image', 300),
  price: whole('Price', 1_000_000),
  premium_surcharge: whole('Premium surcharge', 1_000_000),
  calories: whole('Calories', 100_000),
  protein: whole('Protein', 10_000),
  carbs: whole('Carbs', 10_000),
  fat: whole('Fat', 10_000),
  sugar: whole('Sugar', 10_000),
  fiber: whole('Fiber', 10_000),
  sat_fat: z
    .number({ error: ruleMessages.number('Saturated fat') })
    .check(z.gte(0, 'Saturated fat cannot be negative.'), z.lte(10_000)),
  cholesterol: whole('Cholesterol', 100_000),
  sodium: whole('Sodium', 100_000),
  ingredients: text('Ingredients', 4000),
  attribute_tags: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(50)))
    .check(z.maxLength(30)),
  badge_value: optionalText(50),
  badge_color: z.nullable(
    z
      .string()
      .check(z.trim(), z.regex(/^(#[0-9a-fA-F]{3,8})?$/, 'A badge colour is like #ff8800.')),
  ),
  larger_portion: z.boolean(),
  opening_instructions: optionalText(2000),
  heating_instructions: optionalText(2000),
  active: z.boolean(),
});
export type MenuItemInput = z.infer<typeof MenuItemInput>;

export const AdminMenuItem = z.object({
  ...MenuItemInput.shape,
  id: z.int(),
  sku: z.string(),
  short_name: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  ingredients: z.string(),
  attribute_tags: z.array(z.string()),
  badge_value: z.nullable(z.string()),
  badge_color: z.nullable(z.string()),
  opening_instructions: z.nullable(z.string()),
  heating_instructions: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMenuItem = z.infer<typeof AdminMenuItem>;

/** Every attribute tag some meal has (the list's filter), with the store's own list first. */
export const AdminMenuItemTags = z.object({ tags: z.array(z.string()) });
export type AdminMenuItemTags = z.infer<typeof AdminMenuItemTags>;

/** POST /api/admin/menu-items/images: a picture as base64 (its type is read from its bytes). */
export const UploadImageInput = z.object({
  data: z.string().check(z.minLength(1, adminMenuMessages.imageEmpty)),
});
export type UploadImageInput = z.infer<typeof UploadImageInput>;

export const UploadedImage = z.object({ path: z.string(), content_type: z.string() });
export type UploadedImage = z.infer<typeof UploadedImage>;
