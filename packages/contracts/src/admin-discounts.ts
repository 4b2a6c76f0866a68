import * as z from 'zod/mini';
import { gridPage, gridQuery } from './admin.ts';
import { formatPrice } from './money.ts';
import { required } from './validation/rules.ts';

// Staff's discount codes (product.md "Cart and checkout": percent or fixed, optional dates,
// minimum subtotal, total cap, once per customer, first order only, channel limit). Checkout's
// own checks of a code live in the server's discounts service; these are the rules of a code's
// terms as staff write them.

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const DiscountKind = z.enum(DISCOUNT_KINDS);
export type DiscountKind = z.infer<typeof DiscountKind>;

/** The edit page's id for a code not made yet: `/admin/discounts/edit/new`. */
export const NEW_DISCOUNT_ID = 'new';

export const discountAdminMessages = {
  code: 'A code has 3 to 32 letters, digits, dashes or underscores.',
  codeTaken: 'Another discount already has this code.',
  percent: 'A percent discount is a whole number from 1 to 100.',
  fixed: 'A fixed discount is more than $0.00.',
  endBeforeStart: 'The end must be after the start.',
  date: 'Enter a valid date and time.',
  minimum: 'The minimum subtotal is $0.00 or more.',
  cap: 'The cap is at least 1 redemption (leave it empty for no cap).',
  capBelowUse: (used: number) =>
    `The cap cannot be below the ${used} redemption${used === 1 ? '' : 's'} so far.`,
  channel: 'Choose one of the channels, or every channel.',
  notFound: 'There is no such discount.',
  created: 'Discount created.',
  saved: 'Discount saved.',
} as const;

/** What a code looks like (stored in upper case: codes are unique whatever their case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** The largest fixed discount or minimum subtotal staff may type: $100,000. */
const MAX_CENTS = 10_000_000;

const cents = (message: string) =>
  z.int({ error: message }).check(z.minimum(0, message), z.maximum(MAX_CENTS, message));

const moment = z.nullable(
  z
    .string({ error: discountAdminMessages.date })
    .check(z.refine((v) => !Number.isNaN(Date.parse(v)), discountAdminMessages.date)),
);

/**
 * A code's terms as staff write them: the body of POST /api/admin/discounts and PUT
 * /api/admin/discounts/:id, and the edit form's schema. `amount` is a percent (1-100) for a
 * percent code and cents for a fixed one. The cap against the redemptions so far is the server's
 * check (it needs the count under the row's lock).
 */
export const DiscountInput = z
  .object({
    code: z.pipe(
      required('Code', { max: 32 }),
      z.string().check(z.regex(DISCOUNT_CODE_PATTERN, discountAdminMessages.code)),
    ),
    description: z.string().check(z.trim(), z.maxLength(200)),
    kind: DiscountKind,
    amount: z.int({ error: 'Amount must be a number.' }),
    starts_at: moment,
    ends_at: moment,
    min_subtotal_cents: cents(discountAdminMessages.minimum),
    max_redemptions: z.nullable(
      z
        .int({ error: discountAdminMessages.cap })
        .check(z.minimum(1, discountAdminMessages.cap), z.maximum(1_000_000_000)),
    ),
    once_per_customer: z.boolean(),
    first_order_only: z.boolean(),
    channel_id: z.nullable(z.int().check(z.positive())),
    active: z.boolean(),
  })
  .check(
    z.refine((v) => v.kind !== 'percent' || (v.amount >= 1 && v.amount <= 100), {
      path: ['amount'],
      message: discountAdminMessages.percent,
    }),
    z.refine((v) => v.kind !== 'fixed' || (v.amount > 0 && v.amount <= MAX_CENTS), {
      path: ['amount'],
      message: discountAdminMessages.fixed,
    }),
    z.refine(
      (v) =>
        !v.starts_at ||
        !v.ends_at ||
        Number.isNaN(Date.parse(v.starts_at)) ||
        Date.parse(v.ends_at) > Date.parse(v.starts_at),
      { path: ['ends_at'], message: discountAdminMessages.endBeforeStart },
    ),
  );
export type DiscountInput = z.infer<typeof DiscountInput>;

/** Whether a code can be used now, by its flag and dates (the list's filter and column). */
export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export const DiscountState = z.enum(DISCOUNT_STATES);
export type DiscountState = z.infer<typeof DiscountState>;

export const DiscountView = z.object({
  id: z.int(),
  code: z.string(),
  description: z.string(),
  kind: DiscountKind,
  amount: z.int(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  min_subtotal_cents: z.int(),
  max_redemptions: z.nullable(z.int()),
  redemptions_count: z.int(),
  once_per_customer: z.boolean(),
  first_order_only: z.boolean(),
  channel_id: z.nullable(z.int()),
  /** The channel it is limited to; null: every channel. */
  channel_name: z.nullable(z.string()),
  active: z.boolean(),
  state: DiscountState,
  created_at: z.string(),
});
export type DiscountView = z.infer<typeof DiscountView>;

/** A code with its use so far (the edit page). */
export const DiscountDetail = z.object({
  discount: DiscountView,
  /** What the orders that used it were given off, together (cents). */
  total_discounted_cents: z.int(),
});
export type DiscountDetail = z.infer<typeof DiscountDetail>;

export const DiscountSaved = z.object({ message: z.string(), discount: DiscountView });
export type DiscountSaved = z.infer<typeof DiscountSaved>;

export const DiscountListQuery = gridQuery(['code', 'created', 'redemptions'], {
  state: z.optional(DiscountState),
  kind: z.optional(DiscountKind),
  /** A channel's id: the codes limited to it; `any`: the codes of every channel. */
  channel: z.optional(z.union([z.literal('any'), z.string().check(z.regex(/^\d{1,9}$/))])),
});
export type DiscountListQuery = z.infer<typeof DiscountListQuery>;

export const DiscountList = gridPage(DiscountView);
export type DiscountList = z.infer<typeof DiscountList>;

/** An order that used a code (newest first). */
export const DiscountUseView = z.object({
  order_id: z.int(),
  order_key: z.string(),
  customer_id: z.int(),
  customer_name: z.string(),
  customer_email: z.string(),
  week: z.string(),
  status: z.string(),
  discount_cents: z.int(),
  total_cents: z.int(),
  redeemed_at: z.string(),
});
export type DiscountUseView = z.infer<typeof DiscountUseView>;

export const DiscountUsesQuery = gridQuery(['redeemed'], {});
export type DiscountUsesQuery = z.infer<typeof DiscountUsesQuery>;

export const DiscountUses = gridPage(DiscountUseView);
export type DiscountUses = z.infer<typeof DiscountUses>;

/** "10%" or "$5.00": a code's amount as staff read it. */
export const discountAmountText = (kind: DiscountKind, amount: number) =>
  kind === 'percent' ? `${amount}%` : formatPrice(amount);
