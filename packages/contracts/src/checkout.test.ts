import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PaymentMethodInput, ShippingAddressInput } from './checkout.ts';

const errorsOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

const shipping = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '12 Analytical Way',
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11201',
  dayphone: '718-555-0100',
};

const payment = {
  payment_first_name: 'Ada',
  payment_last_name: 'Lovelace',
  payment_address: '12 Analytical Way',
  payment_city: 'Brooklyn',
  payment_state: 'NY',
  payment_zip_code: '11201',
  cc_num: '4242 4242 4242 4242',
  cc_exp_month: '08',
  cc_exp_year: '2030',
  cc_cvv: '123',
};

describe('shipping address rules (spec §5)', () => {
  it('accepts a complete address with company and address 2 left out', () => {
    expect(errorsOf(ShippingAddressInput, shipping)).toEqual({});
  });

  it('requires names, address, city, state, zip and phone', () => {
    const errors = errorsOf(ShippingAddressInput, {});
    expect(Object.keys(errors).sort()).toEqual(
      ['address_1', 'city', 'dayphone', 'first_name', 'last_name', 'state', 'zip_code'].sort(),
    );
    expect(errors.first_name).toEqual(['First Name is required.']);
  });

  it('says "Enter only numbers" for letters and "Zipcode must be 5-digits" for a short zip', () => {
    expect(errorsOf(ShippingAddressInput, { ...shipping, zip_code: '11a01' }).zip_code).toEqual([
      'Enter only numbers',
    ]);
    expect(errorsOf(ShippingAddressInput, { ...shipping, zip_code: '1120' }).zip_code).toEqual([
      'Zipcode must be 5-digits',
    ]);
    expect(errorsOf(ShippingAddressInput, { ...shipping, zip_code: '112011' }).zip_code).toEqual([
      'Zipcode must be 5-digits',
    ]);
  });

  it('wants the phone as ###-###-####', () => {
    expect(
      errorsOf(ShippingAddressInput, { ...shipping, dayphone: '7185550100' }).dayphone,
    ).toEqual(['Please enter a phone number as ###-###-####.']);
  });
});

describe('payment card rules (spec §5)', () => {
  it('accepts a complete card and billing address, spaces in the number dropped', () => {
    const parsed = z.parse(PaymentMethodInput, payment);
    expect(parsed.cc_num).toBe('4242424242424242');
  });

  it.each(['424242424242', '42424242424242424', '4242x42424242424', ''])(
    'refuses the card number "%s" with the spec message',
    (cc_num) => {
      expect(errorsOf(PaymentMethodInput, { ...payment, cc_num }).cc_num).toEqual([
        'Please enter a valid credit card number',
      ]);
    },
  );

  it('wants a month from 01 to 12, a year and a CVC', () => {
    const errors = errorsOf(PaymentMethodInput, {
      ...payment,
      cc_exp_month: '13',
      cc_exp_year: '',
      cc_cvv: '',
    });
    expect(errors.cc_exp_month).toEqual(['Choose a month from 01 to 12.']);
    expect(errors.cc_exp_year?.[0]).toBe('Expiration Year is required.');
    expect(errors.cc_cvv?.[0]).toBe('CVC is required.');
  });
});
