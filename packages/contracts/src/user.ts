import { z } from 'zod';

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

/** The user as the app sees it, spec §3 (never the card number or CVC). */
export const CurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  dayphone: z.string().nullable(),
  delivery_instructions: z.string().nullable(),
  gift_card_balance: z.number().int(),
  masked_card_number: z.string().nullable(),
  card_exp_date: z.string().nullable(),
  cc_expiring: z.enum(['expired', 'expiring']).nullable(),
  payment_first_name: z.string().nullable(),
  payment_last_name: z.string().nullable(),
  payment_company: z.string().nullable(),
  payment_address: z.string().nullable(),
  payment_address_2: z.string().nullable(),
  payment_city: z.string().nullable(),
  payment_state: z.string().nullable(),
  payment_zip_code: z.string().nullable(),
  permissions: z.array(Permission),
  authenticated: z.literal(true),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
