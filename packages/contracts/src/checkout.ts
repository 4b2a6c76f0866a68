import * as z from 'zod/mini';
import { Week } from './cart.ts';
import { required } from './validation/rules.ts';

/** Company, address 2, instructions: may be left out; required fields say '{Name} is required.'. */
const optional = (max = 100) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

export const ZIP_MESSAGES = {
  digits: 'Enter only numbers',
  length: 'Zipcode must be 5-digits',
} as const;

/** Zip required, numbers only, exactly 5 digits (spec §5). */
export const zipCode = (label = 'Zip Code') =>
  required(label, { max: 10 }).check(
    z.regex(/^\d*$/, ZIP_MESSAGES.digits),
    z.refine((v) => !/^\d*$/.test(v) || v.length === 5, ZIP_MESSAGES.length),
  );

export const PHONE_PATTERN = '###-###-####';

/** Shipping address (spec §5): names, address 1, city, state, zip and phone required. */
export const ShippingAddressInput = z.object({
  first_name: required('First Name'),
  last_name: required('Last Name'),
  company: optional(),
  address_1: required('Address'),
  address_2: optional(),
  city: required('City'),
  state: required('State', { max: 50 }),
  zip_code: zipCode(),
  dayphone: required('Phone', { max: 20 }).check(
    z.regex(/^\d{3}-\d{3}-\d{4}$/, `Please enter a phone number as ${PHONE_PATTERN}.`),
  ),
  delivery_instructions: optional(500),
});
export type ShippingAddressInput = z.infer<typeof ShippingAddressInput>;

export const CARD_NUMBER_MESSAGE = 'Please enter a valid credit card number';

/** Payment card and billing address (spec §5). The number and CVC only ever reach the gateway. */
export const PaymentMethodInput = z.object({
  payment_first_name: required('First Name'),
  payment_last_name: required('Last Name'),
  payment_company: optional(),
  payment_address: required('Address'),
  payment_address_2: optional(),
  payment_city: required('City'),
  payment_state: required('State', { max: 50 }),
  payment_zip_code: zipCode(),
  cc_num: z.string({ error: CARD_NUMBER_MESSAGE }).check(
    z.overwrite((v) => v.replace(/[\s-]/g, '')),
    z.regex(/^\d{13,16}$/, CARD_NUMBER_MESSAGE),
  ),
  cc_exp_month: required('Expiration Month', { max: 2 }).check(
    z.regex(/^(0[1-9]|1[0-2])$/, 'Choose a month from 01 to 12.'),
  ),
  cc_exp_year: required('Expiration Year', { max: 4 }).check(z.regex(/^\d{4}$/, 'Choose a year.')),
  cc_cvv: required('CVC', { max: 4 }).check(
    z.regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the card.'),
  ),
});
export type PaymentMethodInput = z.infer<typeof PaymentMethodInput>;

/** What a confirmation shows (/confirmation/:url_key and the confirmation email). */
export const OrderConfirmation = z.object({
  customer_order_key: z.string(),
  kind: z.enum(['subscription', 'one_time']),
  status: z.enum(['placed', 'paid', 'payment_failed', 'cancelled']),
  week: z.string(),
  week_formatted: z.string(),
  delivery_date: z.string(),
  delivery_date_formatted: z.string(),
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      image: z.string(),
      unit_price: z.int(),
      quantity: z.int(),
    }),
  ),
  price: z.object({
    subtotal: z.int(),
    subscription_discount: z.int(),
    discount: z.int(),
    discount_code: z.nullable(z.string()),
    total: z.int(),
    gift_card: z.int(),
    card: z.int(),
  }),
  shipping: z.object({
    name: z.string(),
    address: z.string(),
    city_state_zip: z.string(),
    delivery_instructions: z.nullable(z.string()),
  }),
  /** For subscribers: the next week to pick and its deadline. */
  next_week: z.nullable(
    z.object({
      week_formatted: z.string(),
      picking_deadline_formatted: z.string(),
      picking_required: z.boolean(),
    }),
  ),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

/**
 * Places the order for the visitor's box. The same idempotency key always answers with the same
 * order: a double click, a retry or a lost response never makes a second order or charge.
 */
export const PlaceOrderInput = z.object({
  week: z.optional(Week),
  idempotency_key: z.string().check(z.minLength(16), z.maxLength(100)),
  shipping: ShippingAddressInput,
  /** null: charge the card on file. */
  payment: z.nullable(PaymentMethodInput),
  discount_code: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

export const QuoteInput = z.object({
  week: z.optional(Week),
  discount_code: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
});
export type QuoteInput = z.infer<typeof QuoteInput>;

/** The order summary before the order is placed, priced exactly as checkout will charge it. */
export const OrderQuote = z.object({
  subtotal: z.int(),
  subscription_discount: z.int(),
  discount: z.int(),
  discount_code: z.nullable(z.string()),
  total: z.int(),
  gift_card: z.int(),
  card: z.int(),
});
export type OrderQuote = z.infer<typeof OrderQuote>;
