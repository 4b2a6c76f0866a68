import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../service-context.ts';
import { fitAdditions, mergedChoice } from '@mealbox/contracts';
import {
  addToLines,
  assignCartToUser,
  deleteCart,
  findCart,
  findMealPlanById,
  listLines,
  listLockedGuestCarts,
  updateCartChoice,
  type CartKey,
  type CartRow,
} from './cart.repository.ts';

/**
 * At sign-in the guest's carts on this channel follow the customer (product decisions, "Cart and
 * checkout"), in one transaction. `visitorKey` is the guest session's key, from before the
 * session rotates. For each week: a customer without a cart for it gets the guest cart as it
 * is; otherwise the guest's meals are added to the customer's cart (quantities summed, capped so
 * the plan is not overfilled), the customer's plan is kept unless they had none, and the guest
 * cart is deleted.
 */
export async function adoptVisitorCarts(
  ctx: ServiceContext,
  visitorKey: string,
  userId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const guestCarts = await listLockedGuestCarts(tx, visitorKey, ctx.channel.id);
    for (const guest of guestCarts) {
      const key: CartKey = {
        owner: { kind: 'user', userId },
        channelId: guest.channelId,
        week: guest.week,
      };
      let own = await findCart(tx, key, { lock: true });
      if (!own) {
        if (await assignCartToUser(tx, guest.id, userId)) continue;
        // The customer's other session made a cart for this week a moment ago: merge into it.
        own = await findCart(tx, key, { lock: true });
        if (!own) throw new Error(`no cart of user ${userId} for ${guest.week} after a conflict`);
      }
      await mergeInto(tx, own, guest);
    }
  });
}

async function mergeInto(tx: DbOrTx, own: CartRow, guest: CartRow): Promise<void> {
  const choice = mergedChoice(own, guest);
  const plan =
    choice.mealPlanId === null ? undefined : await findMealPlanById(tx, choice.mealPlanId);
  const additions = fitAdditions(
    await listLines(tx, own.id),
    await listLines(tx, guest.id),
    plan?.mealsPerWeek ?? null,
  );
  await addToLines(tx, own.id, additions);
  await updateCartChoice(tx, own.id, choice);
  await deleteCart(tx, guest.id);
}
