import type { CurrentUser, PaymentMethodInput, ShippingAddressInput } from '@mealbox/contracts';

type Strings<T> = { [K in keyof T]-?: string };
export type ShippingValues = Strings<ShippingAddressInput>;
export type PaymentValues = Strings<PaymentMethodInput>;

const blank = (v: string | null | undefined) => v ?? '';

/** Optional fields left empty are sent as null rather than as empty strings. */
export const orNull = (v: string | null | undefined) => (!v || v.trim() === '' ? null : v);

/** The shipping form as the account holds it. */
export function shippingValues(user: CurrentUser): ShippingValues {
  return {
    first_name: blank(user.first_name),
    last_name: blank(user.last_name),
    company: blank(user.company),
    address_1: blank(user.address_1),
    address_2: blank(user.address_2),
    city: blank(user.city),
    state: blank(user.state),
    zip_code: blank(user.zip_code),
    dayphone: blank(user.dayphone),
    delivery_instructions: blank(user.delivery_instructions),
  };
}

/**
 * The payment form: the billing address on file, or the shipping address while there is none
 * (most cards bill where the box goes). The card itself is always typed again.
 */
export function paymentValues(user: CurrentUser): PaymentValues {
  const billing = Boolean(user.payment_address);
  const pick = (own: string | null, shipping: string | null) => blank(billing ? own : shipping);
  return {
    payment_first_name: pick(user.payment_first_name, user.first_name),
    payment_last_name: pick(user.payment_last_name, user.last_name),
    payment_company: pick(user.payment_company, user.company),
    payment_address: pick(user.payment_address, user.address_1),
    payment_address_2: pick(user.payment_address_2, user.address_2),
    payment_city: pick(user.payment_city, user.city),
    payment_state: pick(user.payment_state, user.state),
    payment_zip_code: pick(user.payment_zip_code, user.zip_code),
    cc_num: '',
    cc_exp_month: '',
    cc_exp_year: '',
    cc_cvv: '',
  };
}

export function shippingInput(values: ShippingAddressInput): ShippingAddressInput {
  return {
    ...values,
    company: orNull(values.company),
    address_2: orNull(values.address_2),
    delivery_instructions: orNull(values.delivery_instructions),
  };
}

export function paymentInput(values: PaymentMethodInput): PaymentMethodInput {
  return {
    ...values,
    payment_company: orNull(values.payment_company),
    payment_address_2: orNull(values.payment_address_2),
  };
}
