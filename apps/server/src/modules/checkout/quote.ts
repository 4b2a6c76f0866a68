import type { OrderQuote, QuoteInput } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { upcomingWeeks } from '../catalog/catalog.service.ts';
import { findCartWithLines, type CartKey } from '../cart/cart.repository.ts';
import { priceBox } from './price-box.ts';

/** The visitor's box priced as checkout will charge it (a guest has no gift card balance). */
export async function quoteOrder(ctx: ServiceContext, input: QuoteInput): Promise<OrderQuote> {
  const week = input.week ?? (await upcomingWeeks(ctx))[0]?.week ?? '';
  const key: CartKey = {
    owner: ctx.user
      ? { kind: 'user', userId: ctx.user.id }
      : { kind: 'guest', visitorKey: ctx.visitorKey },
    channelId: ctx.channel.id,
    week,
  };
  // The cart, its plan (whose price per meal its lines cost) and its lines in one query.
  const found = await findCartWithLines(ctx.db, key);
  const lines = found?.lines ?? [];
  const plan = found?.plan ?? null;
  const subscribe = found?.cart.checkoutAction === 'new_subscription_order';
  const { price, discount } = await priceBox(ctx, { lines, plan, subscribe }, input.discount_code);
  return {
    subtotal: price.subtotal,
    subscription_discount: price.subscriptionDiscount,
    discount: price.discount,
    discount_code: discount?.code ?? null,
    total: price.total,
    gift_card: price.giftCard,
    card: price.card,
  };
}
