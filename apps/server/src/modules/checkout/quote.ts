import type { OrderQuote, QuoteInput } from '@mealbox/contracts';
import type { ServiceContext } from '../../lib/context.ts';
import { upcomingWeeks } from '../catalog/catalog.service.ts';
import { findCart, listLineDetails, type CartKey } from '../cart/cart.repository.ts';
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
  const cart = await findCart(ctx.db, key);
  const lines = cart ? await listLineDetails(ctx.db, cart.id) : [];
  const subscribe = cart?.checkoutAction === 'new_subscription_order';
  const { price, discount } = await priceBox(ctx, { lines, subscribe }, input.discount_code);
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
