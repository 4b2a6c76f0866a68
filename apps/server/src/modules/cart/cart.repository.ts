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
} from 'drizzle-orm';
import {
  preparedPerDb,
  queryJson,
  type Db,
  type DbOrTx,
  type JsonStatement,
} from '../../db/client.ts';
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
import type { MealPlanRow } from '../catalog/catalog.repository.ts';
import type { MealPlanShown } from '../catalog/catalog-mappers.ts';
import type { CartChoice, LineQuantity } from '@mealbox/contracts';

/** What the cart shows of each line's meal. */
const lineDetailColumns = {
  menuItemId: cartLines.menuItemId,
  quantity: cartLines.quantity,
  sku: menuItems.sku,
  name: menuItems.name,
  image: menuItems.image,
  priceCents: menuItems.priceCents,
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
    const { menuItemId, quantity, sku, name, image, priceCents } = r;
    // A cart without lines is one row with no line (left joins).
    if (menuItemId === null || quantity === null || sku === null) continue;
    if (name === null || image === null || priceCents === null) continue;
    lines.push({ menuItemId, quantity, sku, name, image, priceCents });
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
        .set({ userId, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
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
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cartId));
}

export async function touchCart(db: DbOrTx, cartId: number): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

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

/** What a cart change asks for: the owner's meal and its absolute quantity (0 removes it). */
export interface CartItemChange {
  owner: CartOwner;
  /** The visitor key a new cart records. */
  visitorKey: string;
  channelId: number;
  /** The week asked for; the current ordering week when undefined. */
  week: string | undefined;
  /** How many of the channel's open menus, earliest first, can be ordered. */
  orderableWeeks: number;
  sku: string;
  quantity: number;
  now: Date;
}

/**
 * A refused change, or the week's cart as the change left it (an empty one when a meal was
 * removed from no cart: none is stored), with the week's menu.
 */
export type CartItemChangeResult =
  | { outcome: 'week_closed' | 'not_on_menu' | 'box_full' }
  | ({ outcome: 'ok'; week: string; menuId: number } & CartContents);

const cartSetItem: JsonStatement = {
  name: 'cart_set_item',
  text: `select cart_set_item($1::integer, $2::text, $3::integer, $4::text, $5::text,
           $6::integer, $7::integer, $8::timestamptz)`,
};

/**
 * Sets a meal's absolute quantity in the owner's cart for an orderable week, in one round trip:
 * the database function cart_set_item (migration 0004, decisions/005) checks the week and the
 * meal, locks the cart (creating it on a first add), refuses a change that would overfill the
 * plan's box, writes the line and answers the cart as it left it.
 */
export async function setCartItem(db: Db, change: CartItemChange): Promise<CartItemChangeResult> {
  return queryJson<CartItemChangeResult>(db, cartSetItem, [
    change.owner.kind === 'user' ? change.owner.userId : null,
    change.visitorKey,
    change.channelId,
    change.week ?? null,
    change.sku,
    change.quantity,
    change.orderableWeeks,
    change.now.toISOString(),
  ]);
}

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
