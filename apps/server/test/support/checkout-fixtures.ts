/** A checkout's shipping address, as the form sends it. */
export const shipping = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: '1 Navy Yard',
  city: 'Brooklyn',
  state: 'NY',
  zip_code: '11205',
  dayphone: '718-555-0199',
  delivery_instructions: 'Leave with the doorman',
};

/** A new card at checkout (the sandbox's 4242… pays; 4000000000000002 is declined). */
export const card = (number = '4242424242424242') => ({
  payment_first_name: 'Grace',
  payment_last_name: 'Hopper',
  payment_address: '1 Navy Yard',
  payment_city: 'Brooklyn',
  payment_state: 'NY',
  payment_zip_code: '11205',
  cc_num: number,
  cc_exp_month: '09',
  cc_exp_year: '2031',
  cc_cvv: '737',
});
