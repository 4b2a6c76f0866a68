import { isValid, parseISO } from 'date-fns';
import {
  authMessages,
  cartMessages,
  formMessages,
  type Cart,
  type CartWeekInput,
  type PreviousPicksResponse,
  type SetCartItemInput,
  type SetCartPlanInput,
} from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { Conflict, NotFound, Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import {
  findMealPlanByKey,
  findPublishedMenu,
  listMenuItems,
} from '../catalog/catalog.repository.ts';
import { catalogMessages, upcomingWeeks } from '../catalog/catalog.service.ts';
import { chefsChoice, fitAdditions, mealCount, overfillsBox } from './box.ts';
import { toCart } from './cart-mappers.ts';
import {
  addToLines,
  deleteOwnedCart,
  findCart,
  findMealForMenu,
  findMealPlanById,
  findOrCreateLockedCart,
  listLineDetails,
  listLines,
  previousPicksOnMenu,
  replaceLines,
  setLineQuantity,
  touchCart,
  updateCartChoice,
  type CartKey,
  type CartRow,
} from './cart.repository.ts';

const weekNotValid = 'A week is the ISO date of its Monday.';

/** A guest's cart follows their session; a signed-in customer's cart follows them. */
function cartKey(ctx: ServiceContext, week: string): CartKey {
  return {
    owner: ctx.user
      ? { kind: 'user', userId: ctx.user.id }
      : { kind: 'guest', visitorKey: ctx.visitorKey },
    channelId: ctx.channel.id,
    week,
  };
}

/** The week asked for, or the current ordering week; any real date may be read or cleared. */
async function readableWeek(ctx: ServiceContext, week: string | undefined): Promise<string> {
  if (week !== undefined) {
    const date = parseISO(week);
    if (!isValid(date) || date.getFullYear() < 1) {
      throw new ValidationFailed(formMessages.notAllFieldsCorrect, { week: [weekNotValid] });
    }
    return week;
  }
  const [current] = await upcomingWeeks(ctx);
  if (!current) throw new NotFound(catalogMessages.menuNotFound);
  return current.week;
}

/**
 * The week asked for (or the current ordering week) when it can be ordered now: published, its
 * deadline ahead, and within future_weeks_available (the catalogue's `orderable`).
 */
export async function orderableWeek(
  ctx: ServiceContext,
  week: string | undefined,
): Promise<{ week: string; menuId: number; deliveryDate: string }> {
  const weeks = await upcomingWeeks(ctx);
  const target = week ?? weeks[0]?.week;
  const open = weeks.find((w) => w.week === target)?.orderable === true;
  const menu = target && open ? await findPublishedMenu(ctx.db, ctx.channel.id, target) : undefined;
  if (!target || !menu) throw new ValidationFailed(cartMessages.weekClosed);
  return { week: target, menuId: menu.id, deliveryDate: menu.deliveryDate };
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
  let previousPicksAvailable = 0;
  if (ctx.user) {
    const menu = menuId ?? (await findPublishedMenu(ctx.db, ctx.channel.id, week))?.id;
    if (menu !== undefined) {
      previousPicksAvailable = mealCount(await previousPicks(ctx, week, menu));
    }
  }
  return toCart({
    week,
    plan: plan ?? null,
    discountPercent: ctx.channel.config.subscription_discount,
    checkoutAction: cart?.checkoutAction ?? null,
    lines,
    previousPicksAvailable,
  });
}

/** The visitor's cart for a week; an empty one (nothing stored) when they have none. */
export async function getCart(ctx: ServiceContext, week?: string): Promise<Cart> {
  const target = await readableWeek(ctx, week);
  return cartView(ctx, target, await findCart(ctx.db, cartKey(ctx, target)));
}

/**
 * Sets a meal's absolute quantity (0 removes it), so a retried request changes nothing. The cart
 * row is locked for the check and the write: concurrent requests cannot overfill the box.
 */
export async function setItem(ctx: ServiceContext, input: SetCartItemInput): Promise<Cart> {
  const { week, menuId } = await orderableWeek(ctx, input.week);
  const meal = await findMealForMenu(ctx.db, menuId, input.sku);
  // A meal taken off the menu can still be removed from a cart that holds it.
  if (!meal || (input.quantity > 0 && !meal.onMenu)) {
    throw new ValidationFailed(cartMessages.notOnMenu);
  }
  const key = cartKey(ctx, week);
  await ctx.db.transaction(async (tx) => {
    const cart =
      input.quantity > 0
        ? await findOrCreateLockedCart(tx, key, ctx.visitorKey)
        : await findCart(tx, key, { lock: true });
    if (!cart) return;
    const lines = await listLines(tx, cart.id);
    const current = lines.find((l) => l.menuItemId === meal.id)?.quantity ?? 0;
    const planSize = await planSizeOf(tx, cart.mealPlanId);
    if (overfillsBox(mealCount(lines), current, input.quantity, planSize)) {
      throw new Conflict(cartMessages.boxFull);
    }
    await setLineQuantity(tx, cart.id, meal.id, input.quantity);
    await touchCart(tx, cart.id);
  });
  return cartView(ctx, week, await findCart(ctx.db, key), menuId);
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
  // A plan without picking is chef's choice: the chef fills the box, not the customer.
  const chefPicks =
    plan && !plan.subscriptionPickingRequired
      ? chefsChoice(await listMenuItems(ctx.db, menuId), plan.mealsPerWeek)
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
