import { authMessages, fallbackErrors, formatPrice } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { Unauthenticated, ValidationFailed } from '../../lib/errors.ts';
import { track } from '../analytics/analytics.service.ts';
import { isWellFormedGiftCardCode, normalizeGiftCardCode } from './gift-card-codes.ts';
import { addToGiftCardBalance, claimGiftCard, findGiftCard } from './gift-cards.repository.ts';

export const giftCardMessages = {
  alreadyUsed: 'This gift card has already been used.',
  disabled: 'This gift card has been disabled. Please contact us if you think this is a mistake.',
  applied: (amount: string, balance: string) =>
    `Gift card applied: ${amount} added. Your gift card balance is now ${balance}.`,
} as const;

/**
 * Moves a gift card's whole amount to the customer's balance and marks it redeemed (product
 * decisions, "Gift cards"). A second apply of the same code fails with 422 and a message.
 */
export async function applyGiftCard(
  ctx: ServiceContext,
  rawCode: string,
): Promise<{ message: string; gift_card_balance: number }> {
  const user = ctx.user;
  if (!user) throw new Unauthenticated(authMessages.unauthenticated);
  const code = normalizeGiftCardCode(rawCode);
  const invalid = (message: string) => new ValidationFailed(message, { code: [message] });
  if (!isWellFormedGiftCardCode(code)) throw invalid(fallbackErrors.giftCard);

  const result = await ctx.db.transaction(async (tx) => {
    const claimed = await claimGiftCard(tx, code, user.id, ctx.clock.now());
    if (!claimed) return null;
    const balance = await addToGiftCardBalance(tx, user.id, claimed.amountCents);
    return { amount: claimed.amountCents, balance };
  });
  if (!result) {
    const existing = await findGiftCard(ctx.db, code);
    // A card staff disabled is refused here, its one home (the claim takes only enabled cards).
    if (!existing) throw invalid(fallbackErrors.giftCard);
    throw invalid(existing.disabledAt ? giftCardMessages.disabled : giftCardMessages.alreadyUsed);
  }
  await track(ctx, 'gift_card_applied', { amount: result.amount });
  return {
    message: giftCardMessages.applied(formatPrice(result.amount), formatPrice(result.balance)),
    gift_card_balance: result.balance,
  };
}
