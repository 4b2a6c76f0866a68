import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@mealbox/contracts';
import {
  CHECKOUT_FIELDS,
  checkoutDefaults,
  formFieldFor,
  checkoutFormSchema,
  placeOrderInput,
  type CheckoutFormValues,
} from './checkout-form';

const filled = (): CheckoutFormValues => ({
  ...checkoutDefaults(null),
  shipping: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address_1: '12 Main St',
    address_2: '',
    city: 'Albany',
    state: 'NY',
    zip_code: '12207',
    dayphone: '518-555-0100',
    delivery_instructions: '',
  },
  card: { cc_num: '4242 4242 4242 4242', cc_exp_month: '04', cc_exp_year: '2030', cc_cvv: '123' },
});

function errorsOf(values: CheckoutFormValues): Record<string, string> {
  const result = checkoutFormSchema(values).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the checkout form rules', () => {
  it('accept a filled form whose billing address is the shipping address', () => {
    expect(errorsOf(filled())).toEqual({});
  });

  it("use the spec's messages for the shipping address and card", () => {
    const values = filled();
    values.shipping.zip_code = '12a';
    values.shipping.first_name = '';
    values.card.cc_num = '4242';
    expect(errorsOf(values)).toMatchObject({
      'shipping.zip_code': 'Enter only numbers',
      'shipping.first_name': 'First Name is required.',
      'card.cc_num': 'Please enter a valid credit card number',
    });
  });

  it('ask for no card when the card on file pays', () => {
    const values = { ...filled(), use_saved_card: true };
    values.card = { cc_num: '', cc_exp_month: '', cc_exp_year: '', cc_cvv: '' };
    expect(errorsOf(values)).toEqual({});
  });

  it('ask for the billing address only when it differs from shipping', () => {
    const values = { ...filled(), billing_same: false };
    expect(Object.keys(errorsOf(values))).toEqual(
      expect.arrayContaining(['billing.payment_first_name', 'billing.payment_zip_code']),
    );
  });
});

describe('the order request', () => {
  it('copies the shipping address as billing address and sends empty optional fields as null', () => {
    const input = placeOrderInput(filled(), { idempotencyKey: 'k'.repeat(36), discountCode: null });
    expect(input.shipping).toMatchObject({
      company: null,
      address_2: null,
      delivery_instructions: null,
    });
    expect(input.payment).toMatchObject({
      payment_first_name: 'Ada',
      payment_address: '12 Main St',
      payment_zip_code: '12207',
      payment_company: null,
      cc_num: '4242 4242 4242 4242',
    });
    expect(input).not.toHaveProperty('week');
  });

  it('sends no card when the card on file pays, and carries the week and the code', () => {
    const input = placeOrderInput(
      { ...filled(), use_saved_card: true },
      { idempotencyKey: 'key', discountCode: 'SAVE10', week: '2026-11-30' },
    );
    expect(input).toMatchObject({ payment: null, discount_code: 'SAVE10', week: '2026-11-30' });
  });
});

describe('the form for a returning customer', () => {
  it('starts from the saved address and the card on file', () => {
    const user = {
      first_name: 'Pat',
      last_name: 'Picky',
      address_1: '1 Elm St',
      city: 'Boston',
      state: 'MA',
      zip_code: '02110',
      dayphone: '617-555-0101',
      masked_card_number: '************4242',
    } as CurrentUser;
    const values = checkoutDefaults(user);
    expect(values.shipping).toMatchObject({ first_name: 'Pat', zip_code: '02110', company: '' });
    expect(values.use_saved_card).toBe(true);
    expect(checkoutDefaults(null).use_saved_card).toBe(false);
  });
});

describe('server errors', () => {
  it('land under the field they are about', () => {
    expect(formFieldFor('payment.cc_num')).toBe('card.cc_num');
    expect(formFieldFor('payment.payment_zip_code')).toBe('billing.payment_zip_code');
    expect(formFieldFor('shipping.dayphone')).toBe('shipping.dayphone');
    for (const field of ['card.cc_num', 'billing.payment_zip_code', 'shipping.dayphone']) {
      expect(CHECKOUT_FIELDS).toContain(field);
    }
  });
});
