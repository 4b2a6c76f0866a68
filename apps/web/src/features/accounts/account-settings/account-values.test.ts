import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@mealbox/contracts';
import { paymentInput, paymentValues, shippingInput, shippingValues } from './account-values';

const base = {
  first_name: 'Robin',
  last_name: 'Tester',
  company: null,
  address_1: '1 Test Street',
  address_2: null,
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11205',
  dayphone: '718-555-0199',
  delivery_instructions: null,
  payment_first_name: null,
  payment_last_name: null,
  payment_company: null,
  payment_address: null,
  payment_address_2: null,
  payment_city: null,
  payment_state: null,
  payment_zip_code: null,
} as CurrentUser;

describe('the account forms as they open', () => {
  it('start the shipping form from the address on file, empty where there is none', () => {
    expect(shippingValues(base)).toMatchObject({
      first_name: 'Robin',
      address_1: '1 Test Street',
      company: '',
      delivery_instructions: '',
    });
  });

  it('start the billing address from the shipping address while none is on file', () => {
    expect(paymentValues(base)).toMatchObject({
      payment_first_name: 'Robin',
      payment_address: '1 Test Street',
      payment_zip_code: '11205',
      cc_num: '',
      cc_cvv: '',
    });
  });

  it('start the billing address from its own once there is one', () => {
    const billed = {
      ...base,
      payment_first_name: 'Sam',
      payment_last_name: 'Payer',
      payment_address: '9 Card Road',
      payment_city: 'Albany',
      payment_state: 'NY',
      payment_zip_code: '12207',
    };
    expect(paymentValues(billed)).toMatchObject({
      payment_first_name: 'Sam',
      payment_address: '9 Card Road',
      payment_address_2: '',
      payment_city: 'Albany',
    });
  });
});

describe('what the account forms send', () => {
  it('sends optional fields left empty as null', () => {
    const shipping = shippingInput({ ...shippingValues(base), address_2: '  ' });
    expect(shipping).toMatchObject({ company: null, address_2: null, delivery_instructions: null });
    const payment = paymentInput({ ...paymentValues(base), payment_address_2: 'Apt 2' });
    expect(payment).toMatchObject({ payment_company: null, payment_address_2: 'Apt 2' });
  });
});
