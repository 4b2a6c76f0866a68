import { priceOrder, unitPrice, type PriceBreakdown } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import type { CartLineDetail } from '../cart/cart.repository.ts';
import type { DiscountRow } from '../discounts/discounts.repository.ts';
import { discountTerms, resolveDiscount } from '../discounts/discounts.service.ts';

/** What priceBox needs of a box: its lines, its plan (null: à la carte), Subscribe & Save or not. */
export interface BoxToPrice {
  lines: readonly CartLineDetail[];
  /** The cart's plan, whose price per meal each line costs (unitPrice); null: à la carte. */
  plan: { pricePerMealCents: number } | null;
  subscribe: boolean;
}

/**
 * The price of a box as checkout will charge it: each line at its unit price (unitPrice: the
 * plan's price per meal plus the meal's surcharge, or the meal's own price à la carte), Subscribe
 * & Save for a new subscription, the code (refused with a plain 422 when it does not apply), then
 * the customer's gift card balance. The quote and the order use this one function, so they cannot
 * disagree.
 */
export async function priceBox(
  ctx: ServiceContext,
  box: BoxToPrice,
  discountCode: string | null | undefined,
): Promise<{ price: PriceBreakdown; discount: DiscountRow | null }> {
  const subscriptionDiscountPercent = box.subscribe ? ctx.channel.config.subscription_discount : 0;
  const plan = box.plan ?? null;
  const lines = box.lines.map((l) => ({ unitPrice: unitPrice(l, plan), quantity: l.quantity }));
  const beforeCode = priceOrder({
    lines,
    subscriptionDiscountPercent,
    discount: null,
    giftCardBalance: 0,
  });
  const discount = discountCode
    ? await resolveDiscount(ctx.db, {
        code: discountCode,
        channelId: ctx.channel.id,
        userId: ctx.user?.id ?? null,
        subtotal: beforeCode.total,
        now: ctx.clock.now(),
      })
    : null;
  // The balance as the request's session lookup read it; checkout takes it from the card only if
  // it is still there (spendGiftCardBalance), so a balance spent meanwhile cannot be spent twice.
  const balance = ctx.user?.giftCardBalanceCents ?? 0;
  const price = priceOrder({
    lines,
    subscriptionDiscountPercent,
    discount: discount ? discountTerms(discount) : null,
    giftCardBalance: balance,
  });
  return { price, discount };
}
