import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import { useSession } from '../accounts';
import type { AddressComponent } from './address-components';

let optionsSet = false;

/**
 * The address-autocomplete helper of spec §1: with a maps key configured, the first focus of the
 * address input loads the places library (its own chunk and script, never part of the page's
 * download) and attaches places autocomplete to it; choosing a place hands its address components
 * to `onPlace`. Without a key, or when the library cannot load, the field stays a plain input.
 */
export function useAddressAutocomplete(onPlace: (components: AddressComponent[]) => void) {
  const key = useSession((s) => s.mapsApiKey);
  const attached = useRef<HTMLInputElement | null>(null);
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  }, [onPlace]);

  const attach = useCallback(
    async (input: HTMLInputElement) => {
      if (!key || attached.current === input) return;
      attached.current = input;
      try {
        const { importLibrary, setOptions } = await import('@googlemaps/js-api-loader');
        if (!optionsSet) {
          setOptions({ key, v: 'weekly' });
          optionsSet = true;
        }
        const { Autocomplete } = await importLibrary('places');
        const autocomplete = new Autocomplete(input, {
          fields: ['address_components'],
          types: ['address'],
          componentRestrictions: { country: 'us' },
        });
        autocomplete.addListener('place_changed', () => {
          const components = autocomplete.getPlace().address_components;
          if (components) latest.current(components);
        });
      } catch (error) {
        attached.current = null;
        console.warn('Address suggestions are unavailable; the address fields still work.', error);
      }
    },
    [key],
  );

  return key ? { onFocus: (e: FocusEvent<HTMLInputElement>) => void attach(e.currentTarget) } : {};
}
