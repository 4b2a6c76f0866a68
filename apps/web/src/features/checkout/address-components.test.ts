import { describe, expect, it } from 'vitest';
import {
  applyPlaceToUserData,
  parseAddressComponents,
  type AddressComponent,
} from './address-components';

const brooklyn: AddressComponent[] = [
  { long_name: '120', short_name: '120', types: ['street_number'] },
  { long_name: 'Market Street', short_name: 'Market St', types: ['route'] },
  { long_name: 'Brooklyn', short_name: 'Brooklyn', types: ['locality', 'political'] },
  {
    long_name: 'Kings County',
    short_name: 'Kings County',
    types: ['administrative_area_level_2', 'political'],
  },
  { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
  { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  { long_name: '11201', short_name: '11201', types: ['postal_code'] },
];

describe('address autocomplete parsing (spec §1)', () => {
  it('joins street number and route with a space and takes city, state short name and postal code', () => {
    expect(parseAddressComponents(brooklyn)).toEqual({
      street: '120 Market St',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
    });
  });

  it('copes with a place that has no street number', () => {
    const noNumber = brooklyn.filter((c) => !c.types.includes('street_number'));
    expect(parseAddressComponents(noNumber).street).toBe('Market St');
  });

  it('leaves parts the place lacks empty rather than inventing them', () => {
    expect(parseAddressComponents([])).toEqual({ street: '', city: '', state: '', zip: '' });
  });

  it("writes into the field names the caller chose, keeping the user's other data", () => {
    const user = {
      first_name: 'Ada',
      address_1: 'old',
      city: 'old',
      state: 'old',
      zip_code: 'old',
    };
    expect(
      applyPlaceToUserData(user, brooklyn, {
        street: 'address_1',
        city: 'city',
        state: 'state',
        zip: 'zip_code',
      }),
    ).toEqual({
      first_name: 'Ada',
      address_1: '120 Market St',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11201',
    });
  });
});
