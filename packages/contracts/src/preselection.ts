import * as z from 'zod/mini';
import { SUBSCRIPTION_WEEK_STATES } from './account-status.ts';
import { PICK_REASONS } from './weekly-cycle.ts';

// The preselection confirmation (/preselection-confirmation/:url_key, product.md "Subscriptions
// and the weekly cycle"): the meals the store chose for a customer who had not picked, each with
// its reason, confirmed as they are or changed in the usual picking screen until the deadline.
// The link in the mail is the only credential, so neither call asks the customer to log in.

/**
 * A preselection's key (`subscription_weeks.preselection_key`): unguessable, so no shorter than
 * 16 characters. Free of zod, so the page can tell a key that cannot be one without asking.
 */
export const PRESELECTION_KEY_LENGTH = { min: 16, max: 64 } as const;

/** Whether a text could be a preselection's key (whether one exists is the server's). */
export function isPreselectionKey(key: string): boolean {
  return (
    key.length >= PRESELECTION_KEY_LENGTH.min &&
    key.length <= PRESELECTION_KEY_LENGTH.max &&
    /^[\w-]+$/.test(key)
  );
}

const notFoundHint =
  'The link may be old or mistyped: your schedule shows every week and its meals.';

export const preselectionMessages = {
  notFound: `We could not find these meals. ${notFoundHint}`,
  /** Under the page's own heading, which says the first sentence. */
  notFoundHint,
  confirmed: (week: string) => `Your meals for the week of ${week} are confirmed.`,
  skipped: (week: string) =>
    `You skipped the week of ${week}, so there is nothing to confirm. Unskip it on your schedule to get these meals.`,
  notConfirmable: 'These meals can no longer be confirmed. Your schedule shows the week as it is.',
} as const;

/** A meal of the week's box and why it is there. */
export const PreselectedMeal = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.int(),
  reason: z.enum(PICK_REASONS),
  /** The reason as the customer reads it ("a favourite"). */
  reason_text: z.string(),
});
export type PreselectedMeal = z.infer<typeof PreselectedMeal>;

/** GET /api/preselection/:key: the week, its state and its meals. */
export const Preselection = z.object({
  subscription_id: z.int(),
  week: z.string(),
  week_formatted: z.string(),
  delivery_date_formatted: z.string(),
  picking_deadline_formatted: z.string(),
  /** By the store's clock. */
  deadline_passed: z.boolean(),
  state: z.enum(SUBSCRIPTION_WEEK_STATES),
  /** Before the deadline by the store's clock, and the meals still the customer's to change. */
  can_change: z.boolean(),
  meals: z.array(PreselectedMeal),
});
export type Preselection = z.infer<typeof Preselection>;

/** POST /api/preselection/:key/confirm: the same week, now `picked`. */
export const PreselectionConfirmed = z.object({
  message: z.string(),
  preselection: Preselection,
});
export type PreselectionConfirmed = z.infer<typeof PreselectionConfirmed>;
