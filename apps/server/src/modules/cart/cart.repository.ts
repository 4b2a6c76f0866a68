import {
  and,
  asc,
  desc,
  eq,
  exists,
  isNull,
  lt,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import * as z from 'zod/mini';
import { CheckoutAction, type CartChoice, type LineQuantity } from '@mealbox/contracts';
import {
  preparedPerDb,
  isUniqueViolation,
  queryJson,
  type Db,
  type DbOrTx,
  type JsonStatement,
} from '../../db/client.ts';
import type { GatedWrite } from '../../db/gated-writes.ts';
import {
  cartLines,
  carts,
  mealPlans,
  menuEntries,
  menuItems,
  orderLines,
  orders,
  subscriptionWeekItems,
  subscriptionWeeks,
  subscriptions,
} from '../../db/schema.ts';
import {
  menuRowsJson,
  openMenusSql,
  parseMenuRows,
  type MealPlanRow,
  type MenuRow,
} from '../catalog/catalog.repository.ts';
import type { MealPlanShown } from '../catalog/catalog-mappers.ts';

/** What the cart shows of each line's meal. */
const lineDetailColumns = {
  menuItemId: cartLines.menuItemId,
  quantity: cartLines.quantity,
  sku: menuItems.sku,
  name: menuItems.name,
  image: menuItems.image,
  priceCents: menuItems.priceCents,
  premiumSurchargeCents: menuItems.premiumSurchargeCents,
};

export type CartRow = typeof carts.$inferSelect;

/** A guest's carts are keyed by their visitor key, a signed-in customer's by their user id. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; visitorKey: string };

export interface CartKey {
  owner: CartOwner;
  channelId: number;
  week: string;
}

export interface CartLineDetail extends LineQuantity {
  sku: string;
  name: string;
  image: string;
  priceCents: number;
  premiumSurchargeCents: number;
}

function ownedBy(owner: CartOwner) {
  return owner.kind === 'user'
    ? eq(carts.userId, owner.userId)
    : and(eq(carts.visitorKey, owner.visitorKey), isNull(carts.userId));
}

/** The owner's cart for a week; `lock` takes the row lock (SELECT … FOR UPDATE) in a transaction. */
export async function findCart(
  db: DbOrTx,
  key: CartKey,
  options: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(ownedBy(key.owner), eq(carts.channelId, key.channelId), eq(carts.week, key.week)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * The owner's cart for a week, created when missing, locked for the rest of the transaction.
 * INSERT … ON CONFLICT DO NOTHING then SELECT: two first requests at once make one cart.
 */
export async function findOrCreateLockedCart(
  tx: DbOrTx,
  key: CartKey,
  visitorKey: string,
): Promise<CartRow> {
  await insertCartOnce(tx, key, visitorKey);
  const row = await findCart(tx, key, { lock: true });
  if (!row) throw new Error(`cart for ${key.week} was neither created nor found`);
  return row;
}

/** Inserts the owner's cart for a week unless there is one (two first requests make one). */
async function insertCartOnce(tx: DbOrTx, key: CartKey, visitorKey: string): Promise<void> {
  await tx
    .insert(carts)
    .values({
      visitorKey,
      userId: key.owner.kind === 'user' ? key.owner.userId : null,
      channelId: key.channelId,
      week: key.week,
    })
    .onConflictDoNothing();
}

export interface CartWithPlan {
  cart: CartRow;
  plan: MealPlanRow | null;
}

function cartWithLinesQuery(db: DbOrTx, owner: CartOwner['kind']) {
  const ownerIs =
    owner === 'user'
      ? eq(carts.userId, sql.placeholder('userId'))
      : and(eq(carts.visitorKey, sql.placeholder('visitorKey')), isNull(carts.userId));
  return db
    .select({
      cart: carts,
      plan: mealPlans,
      ...lineDetailColumns,
    })
    .from(carts)
    .leftJoin(mealPlans, eq(mealPlans.id, carts.mealPlanId))
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(menuItems, eq(menuItems.id, cartLines.menuItemId))
    .where(
      and(
        ownerIs,
        eq(carts.channelId, sql.placeholder('channelId')),
        eq(carts.week, sql.placeholder('week')),
      ),
    )
    .orderBy(asc(menuItems.name))
    .prepare(`cart_with_lines_of_${owner}`);
}
const userCartWithLines = preparedPerDb((db) => cartWithLinesQuery(db, 'user'));
const guestCartWithLines = preparedPerDb((db) => cartWithLinesQuery(db, 'guest'));

/**
 * The owner's cart for a week with its plan and its lines, in one query (prepared once per
 * database: checkout reads it every time). The lines come in name order, the order in which an
 * order's confirmation lists them (checkout builds one from them).
 */
export async function findCartWithLines(
  db: DbOrTx,
  key: CartKey,
): Promise<(CartWithPlan & { lines: CartLineDetail[] }) | undefined> {
  const where = { channelId: key.channelId, week: key.week };
  const rows =
    key.owner.kind === 'user'
      ? await userCartWithLines(db).execute({ ...where, userId: key.owner.userId })
      : await guestCartWithLines(db).execute({ ...where, visitorKey: key.owner.visitorKey });
  const [first] = rows;
  if (!first) return undefined;
  const lines: CartLineDetail[] = [];
  for (const r of rows) {
    const { menuItemId, quantity, sku, name, image, priceCents, premiumSurchargeCents } = r;
    // A cart without lines is one row with no line (left joins).
    if (menuItemId === null || quantity === null || sku === null) continue;
    if (name === null || image === null || priceCents === null) continue;
    if (premiumSurchargeCents === null) continue;
    lines.push({ menuItemId, quantity, sku, name, image, priceCents, premiumSurchargeCents });
  }
  return { cart: first.cart, plan: first.plan, lines };
}

/** A guest's carts on a channel, locked: what sign-in hands over to the customer. */
export async function listLockedGuestCarts(
  tx: DbOrTx,
  visitorKey: string,
  channelId: number,
): Promise<CartRow[]> {
  return tx
    .select()
    .from(carts)
    .where(
      and(eq(carts.visitorKey, visitorKey), isNull(carts.userId), eq(carts.channelId, channelId)),
    )
    .orderBy(asc(carts.week))
    .for('update');
}

/**
 * Hands a guest cart to a customer. False when the customer got a cart for that week in the
 * meantime (the unique index refuses a second one); a savepoint keeps the transaction usable.
 */
export async function assignCartToUser(
  tx: DbOrTx,
  cartId: number,
  userId: number,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(carts)
        .set({ userId, version: bumpedVersion, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function updateCartChoice(
  db: DbOrTx,
  cartId: number,
  choice: CartChoice,
): Promise<void> {
  await db
    .update(carts)
    .set({
      mealPlanId: choice.mealPlanId,
      checkoutAction: choice.checkoutAction,
      version: bumpedVersion,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cartId));
}

/** Marks the cart changed: every writer of its lines calls this (or updateCartChoice). */
export async function touchCart(db: DbOrTx, cartId: number): Promise<void> {
  await db
    .update(carts)
    .set({ version: bumpedVersion, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Every write of a cart or its lines raises its version, so that a cart change decided on an
 * earlier version writes nothing (writeCartLineIfUnchanged).
 */
const bumpedVersion = sql`${carts.version} + 1`;

/** Deletes the cart with its lines. */
export async function deleteCart(db: DbOrTx, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}

/** Deletes the owner's cart for a week, with its lines, if there is one. */
export async function deleteOwnedCart(db: DbOrTx, key: CartKey): Promise<void> {
  await db
    .delete(carts)
    .where(and(ownedBy(key.owner), eq(carts.channelId, key.channelId), eq(carts.week, key.week)));
}

/**
 * Customers' carts for a week, with their lines, as one write of a statement: `rows` yields
 * `user_id`, `channel_id` and `week` (e.g. of the orders a statement paid).
 */
export function deleteUserCartsFrom(rows: SQL): GatedWrite {
  return {
    name: 'emptied_carts',
    statement: sql`DELETE FROM carts c USING (${rows}) r
      WHERE c.user_id = r.user_id AND c.channel_id = r.channel_id AND c.week = r.week`,
  };
}

export async function listLines(db: DbOrTx, cartId: number): Promise<LineQuantity[]> {
  return db
    .select({ menuItemId: cartLines.menuItemId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.menuItemId));
}

/** Lines with what the cart shows of each meal, by sku. */
export async function listLineDetails(db: DbOrTx, cartId: number): Promise<CartLineDetail[]> {
  return db
    .select(lineDetailColumns)
    .from(cartLines)
    .innerJoin(menuItems, eq(menuItems.id, cartLines.menuItemId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(menuItems.sku));
}

/** What the API shows of a cart: its checkout action, plan and lines. */
export interface CartContents {
  checkoutAction: CartRow['checkoutAction'];
  plan: MealPlanShown | null;
  lines: CartLineDetail[];
}

/** What a cart change reads: the open menus, the owner's cart for a week, and the meal. */
export interface CartChangeRead {
  owner: CartOwner;
  channelId: number;
  /** A real date (the service checks it first); undefined: the first open week. */
  week: string | undefined;
  sku: string;
  now: Date;
  /** How many open menus to read, earliest first. */
  menus: number;
}

const MealShown = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  priceCents: z.int(),
  premiumSurchargeCents: z.int(),
});
const CartChangeState = z.object({
  /** The catalogue's change counter (catalog_version) when the menus and meal were read. */
  catalogVersion: z.int(),
  menus: z.unknown(),
  /** The week read: the one asked for, or the first open one; null when none is open. */
  week: z.nullable(z.string()),
  /** The meal asked for; onMenu: active and on the week's published menu. */
  meal: z.nullable(z.extend(MealShown, { id: z.int(), onMenu: z.boolean() })),
  /** The owner's cart for the week, at the version it was read. */
  cart: z.nullable(
    z.object({
      id: z.int(),
      version: z.int(),
      checkoutAction: z.nullable(CheckoutAction),
      plan: z.nullable(
        z.object({
          sku: z.string(),
          shortName: z.string(),
          name: z.string(),
          description: z.string(),
          mealsPerWeek: z.int(),
          pricePerMealCents: z.int(),
          subscriptionPickingRequired: z.boolean(),
        }),
      ),
      lines: z.array(z.extend(MealShown, { menuItemId: z.int(), quantity: z.int() })),
    }),
  ),
});
export type CartChangeState = z.infer<typeof CartChangeState>;

/** A meal as the cart shows it, with the columns unitPrice needs. */
const mealJson = (alias: string) => `'sku', ${alias}.sku, 'name', ${alias}.name,
  'image', ${alias}.image, 'priceCents', ${alias}.price_cents,
  'premiumSurchargeCents', ${alias}.premium_surcharge_cents`;

/**
 * One statement per kind of owner, each a lookup in its own unique index: a condition covering
 * both kinds matches neither index.
 */
function cartChangeReadStatement(owner: CartOwner['kind']): JsonStatement {
  const ownerIs =
    owner === 'user' ? 'c.user_id = $1::integer' : 'c.visitor_key = $1::text AND c.user_id IS NULL';
  return {
    name: `cart_change_read_${owner}`,
    text: `WITH open AS (
  ${openMenusSql({ channelId: '$2::integer', now: '$5::timestamptz', limit: '$6::integer' })}
), target AS (
  -- The week asked for, or the first open one (the service checks it is orderable).
  SELECT coalesce($3::date, (SELECT min(week) FROM open)) AS week
)
SELECT json_build_object(
  'catalogVersion', (SELECT version FROM catalog_version),
  'menus', (SELECT ${menuRowsJson('o')} FROM open o),
  'week', (SELECT week FROM target),
  'meal', (SELECT json_build_object('id', mi.id, ${mealJson('mi')},
                    'onMenu', mi.active AND EXISTS (
                      SELECT 1 FROM menus m JOIN menu_entries me ON me.menu_id = m.id
                       WHERE m.channel_id = $2::integer AND m.week = (SELECT week FROM target)
                         AND m.status = 'published' AND me.menu_item_id = mi.id))
             FROM menu_items mi WHERE mi.sku = $4::text),
  'cart', (SELECT json_build_object('id', c.id, 'version', c.version,
                    'checkoutAction', c.checkout_action,
                    'plan', (SELECT json_build_object('sku', p.sku, 'shortName', p.short_name,
                                      'name', p.name, 'description', p.description,
                                      'mealsPerWeek', p.meals_per_week,
                                      'pricePerMealCents', p.price_per_meal_cents,
                                      'subscriptionPickingRequired', p.subscription_picking_required)
                               FROM meal_plans p WHERE p.id = c.meal_plan_id),
                    'lines', (SELECT coalesce(json_agg(json_build_object(
                                       'menuItemId', l.menu_item_id, 'quantity', l.quantity,
                                       ${mealJson('li')}) ORDER BY li.sku), '[]'::json)
                                FROM cart_lines l JOIN menu_items li ON li.id = l.menu_item_id
                               WHERE l.cart_id = c.id))
             FROM carts c
            WHERE ${ownerIs} AND c.channel_id = $2::integer
              AND c.week = (SELECT week FROM target)))`,
  };
}
const cartChangeRead = {
  user: cartChangeReadStatement('user'),
  guest: cartChangeReadStatement('guest'),
};

/**
 * Everything a cart change decides on, in one round trip and one snapshot: the channel's open
 * menus, the week (the one asked for, or the first open one), the meal and whether it is on that
 * week's menu, and the owner's cart for the week with its version, plan and lines (by sku). The
 * answer is checked against its schema.
 */
export type CartChangeAnswer = CartChangeState & { menus: MenuRow[]; week: string | null };

export async function readCartForChange(db: Db, read: CartChangeRead): Promise<CartChangeAnswer> {
  const owner = read.owner.kind === 'user' ? read.owner.userId : read.owner.visitorKey;
  const answer = CartChangeState.parse(
    await queryJson<unknown>(db, cartChangeRead[read.owner.kind], [
      owner,
      read.channelId,
      read.week ?? null,
      read.sku,
      read.now.toISOString(),
      read.menus,
    ]),
  );
  return { ...answer, menus: parseMenuRows(answer.menus) };
}

/**
 * A meal's new quantity (0 removes the meal) in a cart read at `version`, decided on the
 * catalogue as read at `catalogVersion`.
 */
export interface CartLineWrite {
  cartId: number;
  version: number;
  catalogVersion: number;
  menuItemId: number;
  quantity: number;
  now: Date;
}

const writeCartLineStatement: JsonStatement = {
  name: 'cart_write_line',
  text: `WITH bumped AS (
    UPDATE carts SET version = version + 1, updated_at = $5::timestamptz
     WHERE id = $1::integer AND version = $2::integer
       AND (SELECT version FROM catalog_version) = $6::bigint
     RETURNING id
  ), written AS (
    INSERT INTO cart_lines (cart_id, menu_item_id, quantity)
    SELECT id, $3::integer, $4::integer FROM bumped WHERE $4::integer > 0
    ON CONFLICT (cart_id, menu_item_id) DO UPDATE SET quantity = excluded.quantity
  ), removed AS (
    DELETE FROM cart_lines
     WHERE $4::integer = 0 AND menu_item_id = $3::integer
       AND cart_id IN (SELECT id FROM bumped)
  )
  SELECT json_build_object('written', EXISTS (SELECT 1 FROM bumped))`,
};

/**
 * Sets a meal's quantity only if the cart is still at the version the change was decided on and
 * the catalogue unchanged since it was read (an atomic conditional write: the row's lock orders
 * concurrent writers, and a writer that waited sees the version the other one left). False when
 * another write came first: the caller reads again and decides again.
 */
export async function writeCartLineIfUnchanged(db: Db, write: CartLineWrite): Promise<boolean> {
  const answer = await queryJson<unknown>(db, writeCartLineStatement, [
    write.cartId,
    write.version,
    write.menuItemId,
    write.quantity,
    write.now.toISOString(),
    write.catalogVersion,
  ]);
  return Written.parse(answer).written;
}

const Written = z.object({ written: z.boolean() });

const createCartWithLineStatement: JsonStatement = {
  name: 'cart_create_with_line',
  text: `WITH created AS (
    INSERT INTO carts (visitor_key, user_id, channel_id, week, updated_at)
    SELECT $1::text, $2::integer, $3::integer, $4::date, $7::timestamptz
     WHERE (SELECT version FROM catalog_version) = $8::bigint
    ON CONFLICT DO NOTHING
    RETURNING id
  ), written AS (
    INSERT INTO cart_lines (cart_id, menu_item_id, quantity)
    SELECT id, $5::integer, $6::integer FROM created
  )
  SELECT json_build_object('id', (SELECT id FROM created))`,
};

/**
 * Creates the owner's cart for a week holding one meal, at version 0, unless the owner has one
 * by now or the catalogue has changed since it was read (null: the caller reads again). Answers
 * the new cart's id.
 */
export async function createCartWithLine(
  db: Db,
  key: CartKey,
  visitorKey: string,
  line: { menuItemId: number; quantity: number; now: Date; catalogVersion: number },
): Promise<number | null> {
  const answer = await queryJson<unknown>(db, createCartWithLineStatement, [
    visitorKey,
    key.owner.kind === 'user' ? key.owner.userId : null,
    key.channelId,
    key.week,
    line.menuItemId,
    line.quantity,
    line.now.toISOString(),
    line.catalogVersion,
  ]);
  return Created.parse(answer).id;
}

const Created = z.object({ id: z.nullable(z.int()) });

/** Adds to the lines' quantities, creating the lines that are missing. */
export async function addToLines(
  db: DbOrTx,
  cartId: number,
  additions: readonly LineQuantity[],
): Promise<void> {
  if (additions.length === 0) return;
  await db
    .insert(cartLines)
    .values(additions.map((a) => ({ cartId, menuItemId: a.menuItemId, quantity: a.quantity })))
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.menuItemId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
    });
}

/** Replaces every line of the cart (chef's choice fills the whole box). */
export async function replaceLines(
  db: DbOrTx,
  cartId: number,
  lines: readonly LineQuantity[],
): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await addToLines(db, cartId, lines);
}

export async function findMealPlanById(db: DbOrTx, id: number): Promise<MealPlanRow | undefined> {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
  return row;
}

/** Subscription weeks in these states hold no picks of the customer's. */
const NOT_PICKED_STATES = ['pending', 'skipped', 'cancelled'] as const;

/**
 * The customer's previous picks that are on a week's menu (active meals only), most-picked first,
 * then in menu order. The picks are those of the most recent earlier week the customer has either
 * an order or a picked subscription week for; an order wins over a subscription week of the same
 * week (a locked week becomes an order).
 */
export async function previousPicksOnMenu(
  db: DbOrTx,
  options: { userId: number; channelId: number; week: string; menuId: number },
): Promise<LineQuantity[]> {
  const { userId, channelId, week, menuId } = options;
  const [order] = await db
    .select({ id: orders.id, week: orders.week })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.channelId, channelId), lt(orders.week, week)))
    .orderBy(desc(orders.week), desc(orders.id))
    .limit(1);
  const [picked] = await db
    .select({ id: subscriptionWeeks.id, week: subscriptionWeeks.week })
    .from(subscriptionWeeks)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionWeeks.subscriptionId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.channelId, channelId),
        lt(subscriptionWeeks.week, week),
        notInArray(subscriptionWeeks.state, [...NOT_PICKED_STATES]),
        exists(
          db
            .select({ one: sql`1` })
            .from(subscriptionWeekItems)
            .where(eq(subscriptionWeekItems.subscriptionWeekId, subscriptionWeeks.id)),
        ),
      ),
    )
    .orderBy(desc(subscriptionWeeks.week), desc(subscriptionWeeks.id))
    .limit(1);

  const onMenu = (menuItemId: AnyColumn) =>
    and(eq(menuEntries.menuId, menuId), eq(menuEntries.menuItemId, menuItemId));
  if (order && (!picked || order.week >= picked.week)) {
    return db
      .select({ menuItemId: orderLines.menuItemId, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(menuEntries, onMenu(orderLines.menuItemId))
      .innerJoin(
        menuItems,
        and(eq(menuItems.id, orderLines.menuItemId), eq(menuItems.active, true)),
      )
      .where(eq(orderLines.orderId, order.id))
      .orderBy(desc(orderLines.quantity), asc(menuEntries.position));
  }
  if (!picked) return [];
  return db
    .select({
      menuItemId: subscriptionWeekItems.menuItemId,
      quantity: subscriptionWeekItems.quantity,
    })
    .from(subscriptionWeekItems)
    .innerJoin(menuEntries, onMenu(subscriptionWeekItems.menuItemId))
    .innerJoin(
      menuItems,
      and(eq(menuItems.id, subscriptionWeekItems.menuItemId), eq(menuItems.active, true)),
    )
    .where(eq(subscriptionWeekItems.subscriptionWeekId, picked.id))
    .orderBy(desc(subscriptionWeekItems.quantity), asc(menuEntries.position));
}
