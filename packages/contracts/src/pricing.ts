/**
 * The price of an order (product decisions, "Cart and checkout"), in integer cents:
 * items × unit price → minus Subscribe & Save (subscription orders only) → minus one discount
 * code (percent or fixed, never below 0) → the gift card balance pays first, the card the rest.
 * One function for the server's charge and the web's order summary.
 */
export interface PriceLine {
  unitPrice: number;
  quantity: number;
}

export interface DiscountTerms {
  kind: 'percent' | 'fixed';
  /** Percent (0-100) or cents. */
  amount: number;
}

export interface PriceInput {
  lines: readonly PriceLine[];
  /** Subscribe & Save percent; 0 for one-time orders. */
  subscriptionDiscountPercent: number;
  discount: DiscountTerms | null;
  /** What the customer's gift card balance can pay, in cents. */
  giftCardBalance: number;
}

export interface PriceBreakdown {
  subtotal: number;
  subscriptionDiscount: number;
  discount: number;
  /** What the order costs after discounts. */
  total: number;
  /** Paid from the gift card balance. */
  giftCard: number;
  /** Charged to the payment card. */
  card: number;
}

const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** A share of an amount in whole cents, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

export function priceOrder(input: PriceInput): PriceBreakdown {
  for (const line of input.lines) {
    if (!isCents(line.unitPrice) || !isCents(line.quantity)) {
      throw new RangeError('Prices and quantities are whole, non-negative numbers.');
    }
  }
  if (!isCents(input.giftCardBalance)) throw new RangeError('A gift card balance is whole cents.');
  const percentOk = (p: number) => Number.isInteger(p) && p >= 0 && p <= 100;
  if (!percentOk(input.subscriptionDiscountPercent)) {
    throw new RangeError('Subscribe & Save is a whole percent from 0 to 100.');
  }
  if (input.discount) {
    const { kind, amount } = input.discount;
    if (kind === 'percent' ? !percentOk(amount) : !isCents(amount)) {
      throw new RangeError('A discount is a whole percent from 0 to 100 or whole cents.');
    }
  }

  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const subscriptionDiscount = percentOf(subtotal, input.subscriptionDiscountPercent);
  const afterSubscription = subtotal - subscriptionDiscount;
  const discount = !input.discount
    ? 0
    : Math.min(
        afterSubscription,
        input.discount.kind === 'percent'
          ? percentOf(afterSubscription, input.discount.amount)
          : input.discount.amount,
      );
  const total = afterSubscription - discount;
  const giftCard = Math.min(input.giftCardBalance, total);
  return { subtotal, subscriptionDiscount, discount, total, giftCard, card: total - giftCard };
}

/**
 * What one meal costs in a box (product decisions, "Unit price"): in a plan's box, the plan's
 * price per meal plus the meal's premium surcharge; à la carte, the meal's own price. Before
 * Subscribe & Save, which priceOrder takes off the whole box.
 */
export function unitPrice(
  meal: { priceCents: number; premiumSurchargeCents: number },
  plan: { pricePerMealCents: number } | null,
): number {
  return plan ? plan.pricePerMealCents + meal.premiumSurchargeCents : meal.priceCents;
}

/**
 * A unit price with Subscribe & Save taken off, as priceOrder takes it off a box of one: the
 * per-meal figure a plan quotes "with Subscribe & Save". A box's total is priceOrder's, which takes
 * the percent off the whole subtotal once, so n of these can differ from it by a cent or so.
 */
export function subscriptionUnitPrice(unitPriceCents: number, percent: number): number {
  return unitPriceCents - percentOf(unitPriceCents, percent);
}

/**
 * unitPrice for the API's shapes (a menu item and a meal plan as the contracts define them): what
 * one of this meal costs in the plan's box (null: à la carte), before Subscribe & Save.
 */
export function mealPriceInBox(
  meal: { price: number; premium_surcharge: number },
  plan: { price_per_meal: number } | null,
): number {
  return unitPrice(
    { priceCents: meal.price, premiumSurchargeCents: meal.premium_surcharge },
    plan && { pricePerMealCents: plan.price_per_meal },
  );
}

/**
 * What a plan's box of standard meals (no premium surcharge) costs for the week, exactly as
 * checkout charges it: per meal (the plan's price per meal), the box's total after Subscribe & Save
 * when subscribing (priceOrder's), and what Subscribe & Save takes off.
 */
export function planBoxPrice(
  plan: { price_per_meal: number; meals_per_week: number },
  subscriptionDiscountPercent: number,
): { perMeal: number; perBox: number; saving: number } {
  const price = priceOrder({
    lines: [{ unitPrice: plan.price_per_meal, quantity: plan.meals_per_week }],
    subscriptionDiscountPercent,
    discount: null,
    giftCardBalance: 0,
  });
  return { perMeal: plan.price_per_meal, perBox: price.total, saving: price.subscriptionDiscount };
}
