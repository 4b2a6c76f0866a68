import { useFormContext } from 'react-hook-form';
import { ShippingAddressFields } from '../../components/forms/address-fields';
import { applyPlaceToUserData, type AddressComponent } from './address-components';
import type { CheckoutFormValues } from './checkout-form';
import { CheckoutSection } from './checkout-section';
import { useAddressAutocomplete } from './use-address-autocomplete';

/** Where the box goes (spec §5 shipping rules), with delivery instructions for the driver. */
export function ShippingSection({ step }: { step: number }) {
  const { control, getValues, setValue } = useFormContext<CheckoutFormValues>();
  const autocomplete = useAddressAutocomplete((components: AddressComponent[]) => {
    const next = applyPlaceToUserData(getValues('shipping'), components, {
      street: 'address_1',
      city: 'city',
      state: 'state',
      zip: 'zip_code',
    });
    setValue('shipping', next, { shouldDirty: true });
  });
  return (
    <CheckoutSection step={step} title="Shipping address">
      <ShippingAddressFields
        control={control}
        prefix="shipping."
        addressInputProps={autocomplete}
      />
    </CheckoutSection>
  );
}
