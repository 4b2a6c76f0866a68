import * as z from 'zod/mini';

export const permissions = [
  'view-admin',
  'manage-orders',
  'manage-menus',
  'manage-customers',
  'manage-users',
  'manage-discounts',
  'manage-gift-cards',
  'view-reports',
  'affiliate',
] as const;
export const Permission = z.enum(permissions);
export type Permission = z.infer<typeof Permission>;

const text = z.nullable(z.string());

/** The user as the app sees it, spec §3 (never the card number or CVC). */
export const CurrentUser = z.object({
  id: z.int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  zip_code: text,
  dayphone: text,
  delivery_instructions: text,
  /** Cents. */
  gift_card_balance: z.int(),
  masked_card_number: text,
  card_exp_date: text,
  cc_expiring: z.nullable(z.enum(['expired', 'expiring'])),
  payment_first_name: text,
  payment_last_name: text,
  payment_company: text,
  payment_address: text,
  payment_address_2: text,
  payment_city: text,
  payment_state: text,
  payment_zip_code: text,
  permissions: z.array(Permission),
  /** The attribute tags the customer never wants in a box the store fills (preferences.ts). */
  excluded_tags: z.array(z.string()),
  authenticated: z.literal(true),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
