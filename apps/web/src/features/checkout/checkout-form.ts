import * as z from 'zod/mini';
import {
  PaymentMethodInput,
  ShippingAddressInput,
  type CurrentUser,
  type PlaceOrderInput,
} from '@mealbox/contracts';

export const CardFields = z.pick(PaymentMethodInput, {
  cc_num: true,
  cc_exp_month: true,
  cc_exp_year: true,
  cc_cvv: true,
});
export const BillingFields = z.omit(PaymentMethodInput, {
  cc_num: true,
  cc_exp_month: true,
  cc_exp_year: true,
  cc_cvv: true,
});

type Strings<T> = { [K in keyof T]-?: string };
export type ShippingValues = Strings<z.infer<typeof ShippingAddressInput>>;
export type CardValues = Strings<z.infer<typeof CardFields>>;
export type BillingValues = Strings<z.infer<typeof BillingFields>>;

/** The checkout form: what the customer types, before it becomes a PlaceOrderInput. */
export interface CheckoutFormValues {
  shipping: ShippingValues;
  /** Charge the card on file instead of entering one. */
  use_saved_card: boolean;
  /** The billing address is the shipping address. */
  billing_same: boolean;
  card: CardValues;
  billing: BillingValues;
}

const anything = z.unknown();

/**
 * The rules the form is checked against on submit (spec §5): the shipping address always; the
 * card unless the card on file pays; the billing address only when it differs from shipping.
 */
export function checkoutFormSchema(
  values: Pick<CheckoutFormValues, 'use_saved_card' | 'billing_same'>,
) {
  return z.object({
    shipping: ShippingAddressInput,
    use_saved_card: z.boolean(),
    billing_same: z.boolean(),
    card: values.use_saved_card ? anything : CardFields,
    billing: values.use_saved_card || values.billing_same ? anything : BillingFields,
  });
}

const blank = (v: string | null | undefined) => v ?? '';

/** The form filled from what the account already holds (a returning customer types nothing). */
export function checkoutDefaults(user: CurrentUser | null): CheckoutFormValues {
  return {
    shipping: {
      first_name: blank(user?.first_name),
      last_name: blank(user?.last_name),
      company: blank(user?.company),
      address_1: blank(user?.address_1),
      address_2: blank(user?.address_2),
      city: blank(user?.city),
      state: blank(user?.state),
      zip_code: blank(user?.zip_code),
      dayphone: blank(user?.dayphone),
      delivery_instructions: blank(user?.delivery_instructions),
    },
    use_saved_card: Boolean(user?.masked_card_number),
    billing_same: true,
    card: { cc_num: '', cc_exp_month: '', cc_exp_year: '', cc_cvv: '' },
    billing: {
      payment_first_name: blank(user?.payment_first_name),
      payment_last_name: blank(user?.payment_last_name),
      payment_company: blank(user?.payment_company),
      payment_address: blank(user?.payment_address),
      payment_address_2: blank(user?.payment_address_2),
      payment_city: blank(user?.payment_city),
      payment_state: blank(user?.payment_state),
      payment_zip_code: blank(user?.payment_zip_code),
    },
  };
}

/** Optional fields left empty are sent as null rather than as empty strings. */
const orNull = (v: string) => (v.trim() === '' ? null : v);

export function billingFromShipping(s: ShippingValues): BillingValues {
  return {
    payment_first_name: s.first_name,
    payment_last_name: s.last_name,
    payment_company: s.company,
    payment_address: s.address_1,
    payment_address_2: s.address_2,
    payment_city: s.city,
    payment_state: s.state,
    payment_zip_code: s.zip_code,
  };
}

/** The request that places the order for the checked form values. */
export function placeOrderInput(
  values: CheckoutFormValues,
  options: { idempotencyKey: string; discountCode: string | null; week?: string | undefined },
): PlaceOrderInput {
  const s = values.shipping;
  const billing = values.billing_same ? billingFromShipping(s) : values.billing;
  return {
    ...(options.week ? { week: options.week } : {}),
    idempotency_key: options.idempotencyKey,
    discount_code: options.discountCode,
    shipping: {
      ...s,
      company: orNull(s.company),
      address_2: orNull(s.address_2),
      delivery_instructions: orNull(s.delivery_instructions),
    },
    payment: values.use_saved_card
      ? null
      : {
          ...billing,
          payment_company: orNull(billing.payment_company),
          payment_address_2: orNull(billing.payment_address_2),
          ...values.card,
        },
  };
}

/** Where a server error about the order request belongs in this form. */
export function formFieldFor(serverField: string): string {
  const payment = /^payment\.(.+)$/.exec(serverField);
  if (!payment) return serverField;
  const name = payment[1] ?? '';
  return name.startsWith('cc_') ? `card.${name}` : `billing.${name}`;
}

/** Every field of the form, by its path, for placing server errors under them. */
export const CHECKOUT_FIELDS: readonly string[] = Object.entries(checkoutDefaults(null)).flatMap(
  ([group, value]: [string, unknown]) =>
    value !== null && typeof value === 'object'
      ? Object.keys(value).map((name) => `${group}.${name}`)
      : [group],
);
