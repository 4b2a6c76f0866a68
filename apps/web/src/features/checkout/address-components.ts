/** One entry of a maps place's `address_components`. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

export interface ParsedAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Which user-data fields receive each part; the caller names them (spec §1). */
export interface AddressFieldNames {
  street: string;
  city: string;
  state: string;
  zip: string;
}

const part = (
  components: readonly AddressComponent[],
  type: string,
  use: 'long_name' | 'short_name',
) => components.find((c) => c.types.includes(type))?.[use] ?? '';

/**
 * Spec §1: street address = street number and route joined with a space, city = locality,
 * state = administrative area level 1 (short name), and the postal code.
 */
export function parseAddressComponents(components: readonly AddressComponent[]): ParsedAddress {
  return {
    street: [
      part(components, 'street_number', 'short_name'),
      part(components, 'route', 'short_name'),
    ]
      .filter(Boolean)
      .join(' '),
    city: part(components, 'locality', 'short_name'),
    state: part(components, 'administrative_area_level_1', 'short_name'),
    zip: part(components, 'postal_code', 'short_name'),
  };
}

/** The parsed place written into the caller's field names, leaving other fields as they are. */
export function applyPlaceToUserData<T extends Record<string, unknown>>(
  userData: T,
  components: readonly AddressComponent[],
  fields: AddressFieldNames,
): T {
  const parsed = parseAddressComponents(components);
  return {
    ...userData,
    [fields.street]: parsed.street,
    [fields.city]: parsed.city,
    [fields.state]: parsed.state,
    [fields.zip]: parsed.zip,
  };
}
