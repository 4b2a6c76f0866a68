import * as z from 'zod/mini';
import { gridPage, gridQuery } from './admin.ts';
import { formatPrice } from './money.ts';
import { required } from './validation/rules.ts';

// Staff's gift cards: made one at a time or in batches (their codes answered once), disabled or
// enabled again with a reason, and the money the store still owes on them.

/** The edit page's id for making cards: `/admin/giftCards/edit/new`. */
export const NEW_GIFT_CARD_ID = 'new';

/** The most cards one request makes (the page makes a larger batch in several). */
export const GIFT_CARD_BATCH_MAX = 1000;
/** The most cards one request disables (the page disables a larger selection in several). */
export const GIFT_CARD_DISABLE_MAX = 100;
/** The most a card may be worth: $1,000. */
export const GIFT_CARD_MAX_CENTS = 100_000;

export const giftCardAdminMessages = {
  count: `Make 1 to ${GIFT_CARD_BATCH_MAX} cards at once.`,
  amount: `A card is worth more than $0.00 and at most ${formatPrice(GIFT_CARD_MAX_CENTS)}.`,
  batch: 'A batch name has 1 to 40 letters, digits or dashes.',
  notFound: 'There is no such gift card.',
  redeemedCannotBeDisabled:
    "This gift card was already redeemed: its money is in the customer's balance, so it cannot be disabled.",
  alreadyDisabled: 'This gift card is already disabled.',
  notDisabled: 'This gift card is not disabled.',
  disableCount: `Choose 1 to ${GIFT_CARD_DISABLE_MAX} gift cards to disable at once.`,
  disabled: 'Gift card disabled.',
  enabled: 'Gift card enabled again.',
} as const;

export const GIFT_CARD_STATUSES = ['unredeemed', 'redeemed', 'disabled'] as const;
export const GiftCardStatus = z.enum(GIFT_CARD_STATUSES);
export type GiftCardStatus = z.infer<typeof GiftCardStatus>;

const BATCH_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The create form: how many cards, what each is worth (cents), a note for staff. */
export const GiftCardBatchInput = z.object({
  count: z
    .int({ error: giftCardAdminMessages.count })
    .check(
      z.minimum(1, giftCardAdminMessages.count),
      z.maximum(GIFT_CARD_BATCH_MAX, giftCardAdminMessages.count),
    ),
  amount_cents: z
    .int({ error: giftCardAdminMessages.amount })
    .check(
      z.minimum(1, giftCardAdminMessages.amount),
      z.maximum(GIFT_CARD_MAX_CENTS, giftCardAdminMessages.amount),
    ),
  note: z.string().check(z.trim(), z.maxLength(200)),
});
export type GiftCardBatchInput = z.infer<typeof GiftCardBatchInput>;

/**
 * POST /api/admin/gift-cards: the form's values, plus the batch the cards join when the page
 * makes a large batch in several requests (none: the server names a new batch).
 */
export const CreateGiftCardsInput = z.extend(GiftCardBatchInput, {
  batch: z.optional(z.string().check(z.regex(BATCH_PATTERN, giftCardAdminMessages.batch))),
});
export type CreateGiftCardsInput = z.infer<typeof CreateGiftCardsInput>;

/** The cards just made, with their full codes: the only answer that ever carries them. */
export const GiftCardsCreated = z.object({
  batch: z.string(),
  amount_cents: z.int(),
  cards: z.array(z.object({ id: z.int(), code: z.string() })),
});
export type GiftCardsCreated = z.infer<typeof GiftCardsCreated>;

const person = z.nullable(z.object({ id: z.int(), name: z.string(), email: z.string() }));

/** A card as staff see it after it was made: only its code's last four characters. */
export const GiftCardView = z.object({
  id: z.int(),
  code_last4: z.string(),
  amount_cents: z.int(),
  status: GiftCardStatus,
  redeemed_by: person,
  redeemed_at: z.nullable(z.string()),
  disabled_at: z.nullable(z.string()),
  batch: z.nullable(z.string()),
  note: z.nullable(z.string()),
  created_by: person,
  created_at: z.string(),
});
export type GiftCardView = z.infer<typeof GiftCardView>;

/** A card's page: the card, and its redeemer's balance now (where its money went). */
export const GiftCardDetail = z.object({
  card: GiftCardView,
  redeemer_balance_cents: z.nullable(z.int()),
});
export type GiftCardDetail = z.infer<typeof GiftCardDetail>;

/** Disabling or enabling a card again says why (kept in its audit trail). */
export const GiftCardToggleInput = z.object({ reason: required('Reason', { max: 500 }) });
export type GiftCardToggleInput = z.infer<typeof GiftCardToggleInput>;

export const GiftCardToggled = z.object({ message: z.string(), card: GiftCardView });
export type GiftCardToggled = z.infer<typeof GiftCardToggled>;

/** POST /api/admin/gift-cards/disable: cards chosen on the list, disabled together for a reason. */
export const GiftCardsDisableInput = z.extend(GiftCardToggleInput, {
  ids: z
    .array(z.int().check(z.positive()))
    .check(
      z.minLength(1, giftCardAdminMessages.disableCount),
      z.maxLength(GIFT_CARD_DISABLE_MAX, giftCardAdminMessages.disableCount),
    ),
});
export type GiftCardsDisableInput = z.infer<typeof GiftCardsDisableInput>;

/**
 * Which of the chosen cards this request disabled, and which it left as they were (redeemed,
 * already disabled, or no such card): asking again disables nothing twice.
 */
export const GiftCardsDisabled = z.object({
  disabled: z.array(z.int()),
  unchanged: z.array(z.int()),
});
export type GiftCardsDisabled = z.infer<typeof GiftCardsDisabled>;

export const GiftCardListQuery = gridQuery(['created', 'amount', 'redeemed'], {
  status: z.optional(GiftCardStatus),
  batch: z.optional(z.string().check(z.regex(BATCH_PATTERN, giftCardAdminMessages.batch))),
});
export type GiftCardListQuery = z.infer<typeof GiftCardListQuery>;

export const GiftCardList = gridPage(GiftCardView);
export type GiftCardList = z.infer<typeof GiftCardList>;

/**
 * What the store owes on gift cards: the cards nobody has redeemed and staff have not disabled
 * (a customer may still claim them), plus every customer's balance (claimed, not spent yet).
 */
export const GiftCardLiability = z.object({
  unredeemed_cents: z.int(),
  unredeemed_count: z.int(),
  balances_cents: z.int(),
  customers_with_balance: z.int(),
  total_cents: z.int(),
});
export type GiftCardLiability = z.infer<typeof GiftCardLiability>;

/** How a code is shown once made: its last four characters only. */
export const maskedGiftCardCode = (last4: string) => `•••• •••• •••• ${last4}`;
