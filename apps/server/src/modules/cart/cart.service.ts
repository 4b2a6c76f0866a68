import {
  authMessages,
  cartMessages,
  storeFilledBox,
  fitAdditions,
  mealCount,
  quantityFits,
  type Cart,
  type CartWeekInput,
  type LineQuantity,
  type PreviousPicksResponse,
  type SetCartItemInput,
  type SetCartPlanInput,
} from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../service-context.ts';
import { Conflict, NotFound, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import {
  findMealPlanByKey,
  findPublishedMenu,
  listMenuItems,
} from '../catalog/catalog.repository.ts';
import {
  catalogMessages,
  UPCOMING_WEEKS,
  upcomingMenus,
  upcomingWeeks,
  withOrderable,
  type UpcomingMenu,
} from '../catalog/catalog.service.ts';
import { affiliateSelectionFor } from '../affiliates/affiliates.service.ts';
import { toCart } from './cart-mappers.ts';
import { recentCartChanges } from './recent-cart-changes.ts';
import {
  addToLines,
  deleteOwnedCart,
  findCart,
  findMealPlanById,
  findOrCreateLockedCart,
  listLineDetails,
  listLines,
  previousPicksOnMenu,
  replaceLines,
  createCartWithLine,
  readCartForChange,
  touchCart,
  writeCartLineIfUnchanged,
  updateCartChoice,
  type CartContents,
  type CartKey,
  type CartLineDetail,
  type CartOwner,
  type CartRow,
} from './cart.repository.ts';

/** A guest's cart follows their session; a signed-in customer's cart follows them. */
function cartOwner(ctx: ServiceContext): CartOwner {
  return ctx.user
    ? { kind: 'user', userId: ctx.user.id }
    : { kind: 'guest', visitorKey: ctx.visitorKey };
}

function cartKey(ctx: ServiceContext, week: string): CartKey {
  return { owner: cartOwner(ctx), channelId: ctx.channel.id, week };
}

/** The week asked for (a real date: the `Week` schema), or the current ordering week. */
async function readableWeek(ctx: ServiceContext, week: string | undefined): Promise<string> {
  if (week !== undefined) return week;
  const [current] = await upcomingWeeks(ctx);
  if (!current) throw new NotFound(catalogMessages.menuNotFound);
  return current.week;
}

/**
 * The week asked for (or the current ordering week) when it can be ordered now: published, its
 * deadline ahead, and within future_weeks_available (the catalogue's `orderable`). One query;
 * `upcoming` is what it read (every upcoming menu), for callers that need more of it.
 */
export async function orderableWeek(
  ctx: ServiceContext,
  week: string | undefined,
): Promise<{ week: string; menuId: number; deliveryDate: string; upcoming: UpcomingMenu[] }> {
  const upcoming = await upcomingMenus(ctx);
  return { ...orderableMenu(upcoming, week), upcoming };
}

/** Of the upcoming menus, the one for the week asked for (or the first) if it can be ordered. */
function orderableMenu(
  upcoming: readonly UpcomingMenu[],
  week: string | undefined,
): { week: string; menuId: number; deliveryDate: string } {
  const target = week ?? upcoming[0]?.menu.week;
  const open = upcoming.find((m) => m.menu.week === target);
  if (!target || !open?.orderable) throw new ValidationFailed(cartMessages.weekClosed);
  return { week: target, menuId: open.menu.id, deliveryDate: open.menu.deliveryDate };
}

async function planSizeOf(db: DbOrTx, mealPlanId: number | null): Promise<number | null> {
  if (mealPlanId === null) return null;
  return (await findMealPlanById(db, mealPlanId))?.mealsPerWeek ?? null;
}

/** The signed-in customer's previous picks on the week's menu; none for a guest. */
async function previousPicks(ctx: ServiceContext, week: string, menuId: number) {
  if (!ctx.user) return [];
  return previousPicksOnMenu(ctx.db, {
    userId: ctx.user.id,
    channelId: ctx.channel.id,
    week,
    menuId,
  });
}

/** The cart as the API shows it; `menuId` is the week's published menu when known. */
async function cartView(
  ctx: ServiceContext,
  week: string,
  cart: CartRow | undefined,
  menuId?: number,
): Promise<Cart> {
  const lines = cart ? await listLineDetails(ctx.db, cart.id) : [];
  const plan = cart?.mealPlanId ? await findMealPlanById(ctx.db, cart.mealPlanId) : undefined;
  const contents = cart && { checkoutAction: cart.checkoutAction, plan: plan ?? null, lines };
  return viewOf(ctx, week, contents, menuId);
}

/** The cart as the API shows it, from its contents already read. */
async function viewOf(
  ctx: ServiceContext,
  week: string,
  state: CartContents | undefined,
  menuId?: number,
): Promise<Cart> {
  let previousPicksAvailable = 0;
  if (ctx.user) {
    const menu = menuId ?? (await findPublishedMenu(ctx.db, ctx.channel.id, week))?.id;
    if (menu !== undefined) {
      previousPicksAvailable = mealCount(await previousPicks(ctx, week, menu));
    }
  }
  return toCart({
    week,
    plan: state?.plan ?? null,
    discountPercent: ctx.channel.config.subscription_discount,
    checkoutAction: state?.checkoutAction ?? null,
    lines: state?.lines ?? [],
    previousPicksAvailable,
  });
}

/** The visitor's cart for a week; an empty one (nothing stored) when they have none. */
export async function getCart(ctx: ServiceContext, week?: string): Promise<Cart> {
  const target = await readableWeek(ctx, week);
  return cartView(ctx, target, await findCart(ctx.db, cartKey(ctx, target)));
}

/**
 * How many times a cart change reads and decides again when another write to the same cart came
 * between its read and its write: each round lets at least one of the racing writers through.
 */
const CART_CHANGE_ATTEMPTS = 50;

/**
 * Sets a meal's absolute quantity (0 removes it), so a retried request changes nothing. The box
 * rule decides on the cart as one read found it (readCartForChange: the week's open menus, the
 * meal, the cart at its version), or as this process's last change of the cart left it
 * (RecentCartChanges), and the write goes through only if the cart is still at that version;
 * otherwise the change is read and decided again. So concurrent requests cannot overfill the box,
 * and the answer is the cart as this write left it.
 */
export async function setItem(ctx: ServiceContext, input: SetCartItemInput): Promise<Cart> {
  const owner = cartOwner(ctx);
  const recent = recentCartChanges(ctx.db);
  const known = `${ctx.channel.id}:${input.week ?? ''}:${owner.kind}:${owner.kind === 'user' ? owner.userId : owner.visitorKey}`;
  for (let attempt = 0; attempt < CART_CHANGE_ATTEMPTS; attempt += 1) {
    const now = ctx.clock.now();
    const recalled = attempt === 0 ? recent.recall(known, input.sku) : undefined;
    const answer =
      recalled ??
      (await readCartForChange(ctx.db, {
        owner,
        channelId: ctx.channel.id,
        week: input.week,
        sku: input.sku,
        now,
        menus: UPCOMING_WEEKS,
      }));
    if (!recalled) recent.remember(known, input.sku, answer);
    const { menus, week, meal, cart } = answer;
    const orderable = orderableMenu(withOrderable(ctx, menus), input.week);
    if (week !== orderable.week) {
      // The first open week has moved on since the read this process recalled.
      if (recalled) {
        recent.forget(known);
        continue;
      }
      // The statement read the cart of the week the rule names (the first open one by default).
      throw new Error(`cart read for ${week}, not ${orderable.week}`);
    }
    // A meal taken off the menu can still be removed from a cart that holds it.
    if (!meal || (input.quantity > 0 && !meal.onMenu)) {
      throw new ValidationFailed(cartMessages.notOnMenu);
    }
    const lines = cart?.lines ?? [];
    const fits = quantityFits({
      planSize: cart?.plan?.mealsPerWeek ?? null,
      count: mealCount(lines),
      current: lines.find((l) => l.menuItemId === meal.id)?.quantity ?? 0,
      quantity: input.quantity,
    });
    if (!fits) throw new Conflict(cartMessages.boxFull);

    const change = {
      menuItemId: meal.id,
      quantity: input.quantity,
      now,
      catalogVersion: answer.catalogVersion,
    };
    const after = {
      checkoutAction: cart?.checkoutAction ?? null,
      plan: cart?.plan ?? null,
      lines: withQuantity(lines, meal, input.quantity),
    };
    if (cart) {
      const written = await writeCartLineIfUnchanged(ctx.db, {
        cartId: cart.id,
        version: cart.version,
        ...change,
      });
      if (!written) {
        recent.forget(known);
        continue;
      }
      recent.written(known, { ...cart, ...after, version: cart.version + 1 });
    } else if (input.quantity > 0) {
      const id = await createCartWithLine(ctx.db, cartKey(ctx, week), ctx.visitorKey, change);
      if (id === null) {
        recent.forget(known);
        continue;
      }
      recent.written(known, { id, version: 0, ...after });
    }
    // Nothing to remove from a cart there is none of: it shows as an empty one.
    return viewOf(ctx, week, after, orderable.menuId);
  }
  throw new Conflict(cartMessages.busy);
}

/** The lines after setting a meal's quantity (0 removes it), by sku as the cart lists them. */
function withQuantity<L extends CartLineDetail>(
  lines: readonly L[],
  meal: Omit<L, 'menuItemId' | 'quantity'> & { id: number },
  quantity: number,
): L[] {
  const { id, ...shown } = meal;
  const others = lines.filter((l) => l.menuItemId !== id);
  if (quantity === 0) return others;
  const line = { ...shown, menuItemId: id, quantity } as unknown as L;
  return [...others, line].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * Chooses the box size (or a la carte with null) and the checkout action. A plan smaller than
 * the meals already in the box is accepted and the meals are kept: the box then reports 0 meals
 * allowed and 0 needed, plus is refused, and the customer removes meals until it fits (checkout
 * must refuse a box over its plan size).
 */
export async function setPlan(ctx: ServiceContext, input: SetCartPlanInput): Promise<Cart> {
  const { week, menuId } = await orderableWeek(ctx, input.week);
  const plan =
    input.meal_plan_sku === null
      ? null
      : await findMealPlanByKey(ctx.db, ctx.channel.id, input.meal_plan_sku);
  if (plan === undefined) throw new ValidationFailed(cartMessages.planNotFound);
  // A plan without picking is filled by the store (its affiliate's selection, or the chef's).
  const chefPicks =
    plan && !plan.subscriptionPickingRequired
      ? storeFilledBox(
          await listMenuItems(ctx.db, menuId),
          plan.mealsPerWeek,
          plan.affiliateUserId === null
            ? undefined
            : (await affiliateSelectionFor(ctx.db, [plan.id], week)).get(plan.id),
        ).lines
      : null;
  const key = cartKey(ctx, week);
  await ctx.db.transaction(async (tx) => {
    const cart = await findOrCreateLockedCart(tx, key, ctx.visitorKey);
    await updateCartChoice(tx, cart.id, {
      mealPlanId: plan?.id ?? null,
      checkoutAction: input.checkout_action,
    });
    // Switching Subscribe & Save on or off keeps the box the chef (or the customer) filled.
    const refill =
      chefPicks && (cart.mealPlanId !== plan?.id || (await listLines(tx, cart.id)).length === 0);
    if (refill) await replaceLines(tx, cart.id, chefPicks);
  });
  return cartView(ctx, week, await findCart(ctx.db, key), menuId);
}

/**
 * Previous Picks: adds the signed-in customer's last picks that are on this week's menu to the
 * box, on top of what it holds, as far as the plan leaves room.
 */
export async function addPreviousPicks(
  ctx: ServiceContext,
  input: CartWeekInput,
): Promise<PreviousPicksResponse> {
  if (!ctx.user) throw new Unauthenticated(authMessages.unauthenticated);
  const { week, menuId } = await orderableWeek(ctx, input.week);
  const picks = await previousPicks(ctx, week, menuId);
  if (picks.length === 0) throw new ValidationFailed(cartMessages.noPreviousPicks);
  const key = cartKey(ctx, week);
  const added = await ctx.db.transaction(async (tx) => {
    const cart = await findOrCreateLockedCart(tx, key, ctx.visitorKey);
    const planSize = await planSizeOf(tx, cart.mealPlanId);
    const additions = fitAdditions(await listLines(tx, cart.id), picks, planSize);
    if (additions.length === 0 && planSize !== null) throw new Conflict(cartMessages.boxFull);
    await addToLines(tx, cart.id, additions);
    await touchCart(tx, cart.id);
    return mealCount(additions);
  });
  return { cart: await cartView(ctx, week, await findCart(ctx.db, key), menuId), added };
}

/** Empties the week's cart, plan and checkout action included (/clear-cart). */
export async function clearCart(ctx: ServiceContext, input: CartWeekInput): Promise<Cart> {
  const week = await readableWeek(ctx, input.week);
  await deleteOwnedCart(ctx.db, cartKey(ctx, week));
  return cartView(ctx, week, undefined);
}

/**
 * Fills the signed-in customer's box for a week with a subscription's plan and that week's
 * picks, marked `subscription_pick`, so the usual menu changes them (My Schedule's Pick My
 * Meals). The box replaces whatever the customer had in it for that week.
 */
export async function startSubscriptionPick(
  ctx: ServiceContext,
  week: string,
  box: { mealPlanId: number; lines: readonly LineQuantity[] },
): Promise<Cart> {
  const { menuId } = await orderableWeek(ctx, week);
  const key = cartKey(ctx, week);
  await ctx.db.transaction(async (tx) => {
    const cart = await findOrCreateLockedCart(tx, key, ctx.visitorKey);
    await updateCartChoice(tx, cart.id, {
      mealPlanId: box.mealPlanId,
      checkoutAction: 'subscription_pick',
    });
    await replaceLines(tx, cart.id, box.lines);
  });
  return cartView(ctx, week, await findCart(ctx.db, key), menuId);
}

/** The customer's box for a week when it holds a subscription's picks: its plan and lines. */
export async function subscriptionPickBox(
  ctx: ServiceContext,
  week: string,
): Promise<{ mealPlanId: number; lines: LineQuantity[] } | null> {
  const cart = await findCart(ctx.db, cartKey(ctx, week));
  if (cart?.checkoutAction !== 'subscription_pick' || cart.mealPlanId === null) return null;
  return { mealPlanId: cart.mealPlanId, lines: await listLines(ctx.db, cart.id) };
}

/** Empties the customer's box for a week once its picks are saved, in the caller's transaction. */
export async function emptyBox(ctx: ServiceContext, db: DbOrTx, week: string): Promise<void> {
  await deleteOwnedCart(db, cartKey(ctx, week));
}
