import { useFormContext } from 'react-hook-form';
import { FieldPair } from '../../components/forms/field-pair';
import { FormTextField } from '../../components/forms/form-text-field';
import { PhoneField } from '../../components/forms/phone-field';
import { SelectField } from '../../components/forms/select-field';
import { applyPlaceToUserData, type AddressComponent } from './address-components';
import { US_STATES } from './card-and-address-options';
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
      <FieldPair>
        <FormTextField
          control={control}
          name="shipping.first_name"
          label="First Name"
          autoComplete="shipping given-name"
        />
        <FormTextField
          control={control}
          name="shipping.last_name"
          label="Last Name"
          autoComplete="shipping family-name"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name="shipping.company"
        label="Company (optional)"
        autoComplete="shipping organization"
      />
      <FormTextField
        control={control}
        name="shipping.address_1"
        label="Address"
        autoComplete="shipping address-line1"
        inputProps={autocomplete}
      />
      <FormTextField
        control={control}
        name="shipping.address_2"
        label="Apartment, suite, etc. (optional)"
        autoComplete="shipping address-line2"
      />
      <FieldPair>
        <FormTextField
          control={control}
          name="shipping.city"
          label="City"
          autoComplete="shipping address-level2"
        />
        <SelectField
          control={control}
          name="shipping.state"
          label="State"
          options={US_STATES}
          autoComplete="shipping address-level1"
        />
      </FieldPair>
      <FieldPair>
        <FormTextField
          control={control}
          name="shipping.zip_code"
          label="Zip Code"
          autoComplete="shipping postal-code"
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
        />
        <PhoneField control={control} name="shipping.dayphone" />
      </FieldPair>
      <FormTextField
        control={control}
        name="shipping.delivery_instructions"
        label="Delivery instructions (optional)"
        multiline
        minRows={2}
        helperText="Where should we leave your box? Gate codes, a side door…"
      />
    </CheckoutSection>
  );
}
