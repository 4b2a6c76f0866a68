import { formatPrice, type DiscountTerms } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import {
  countOrdersOf,
  countRedemptionsBy,
  findDiscountByCode,
  recordRedemption,
  takeRedemption,
  type DiscountRow,
} from './discounts.repository.ts';

export const discountMessages = {
  invalid: 'This discount code is not valid.',
  notYet: 'This discount code is not active yet.',
  expired: 'This discount code has expired.',
  minimum: (cents: number) =>
    `This discount code needs an order of at least ${formatPrice(cents)}.`,
  exhausted: 'This discount code has reached its limit.',
  alreadyUsed: 'You have already used this discount code.',
  firstOrderOnly: 'This discount code is for first orders only.',
} as const;

const refuse = (message: string) => new ValidationFailed(message, { discount_code: [message] });

export interface DiscountCheck {
  code: string;
  channelId: number;
  /** null for a guest who has not signed in yet: per-customer rules are checked at checkout. */
  userId: number | null;
  /** Cents after Subscribe & Save: the amount a code's minimum applies to. */
  subtotal: number;
  now: Date;
}

/** A usable code, or a 422 saying plainly why not. The cap is checked again when redeeming. */
export async function resolveDiscount(db: DbOrTx, check: DiscountCheck): Promise<DiscountRow> {
  const row = await findDiscountByCode(db, check.code.trim());
  if (!row || !row.active || (row.channelId !== null && row.channelId !== check.channelId)) {
    throw refuse(discountMessages.invalid);
  }
  if (row.startsAt && row.startsAt > check.now) throw refuse(discountMessages.notYet);
  if (row.endsAt && row.endsAt <= check.now) throw refuse(discountMessages.expired);
  if (check.subtotal < row.minSubtotalCents)
    throw refuse(discountMessages.minimum(row.minSubtotalCents));
  if (row.maxRedemptions !== null && row.redemptionsCount >= row.maxRedemptions) {
    throw refuse(discountMessages.exhausted);
  }
  if (check.userId !== null) {
    const limit = await customerLimit(db, row, check.userId);
    if (limit) throw refuse(limit);
  }
  return row;
}

/**
 * Why the customer may not use the code (once per customer, first orders only), or null.
 * `orderId`: the order being made with it, which is no earlier order of theirs.
 */
async function customerLimit(
  db: DbOrTx,
  row: DiscountRow,
  userId: number,
  orderId?: number,
): Promise<string | null> {
  if (row.oncePerCustomer && (await countRedemptionsBy(db, row.id, userId)) > 0) {
    return discountMessages.alreadyUsed;
  }
  if (row.firstOrderOnly && (await countOrdersOf(db, userId, orderId)) > 0) {
    return discountMessages.firstOrderOnly;
  }
  return null;
}

export function discountTerms(row: DiscountRow): DiscountTerms {
  return { kind: row.kind, amount: row.amount };
}

/**
 * Redeems the code for an order inside the checkout's transaction. Under concurrent checkouts
 * the cap holds: the losers get 409 and their transaction (with its order) rolls back. So do the
 * limits per customer: taking the redemption locks the code's row until the transaction ends,
 * so one customer's orders using the code at once are checked one after the other, each seeing
 * those before it (422 with resolveDiscount's message, the order rolled back).
 */
export async function redeemDiscount(
  tx: DbOrTx,
  row: DiscountRow,
  userId: number,
  orderId: number,
): Promise<void> {
  if (!(await takeRedemption(tx, row.id))) {
    throw new Conflict(discountMessages.exhausted, { discount_code: [discountMessages.exhausted] });
  }
  const limit = await customerLimit(tx, row, userId, orderId);
  if (limit) throw refuse(limit);
  await recordRedemption(tx, { discountId: row.id, userId, orderId });
}
