import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { US_STATES } from './card-and-address-options';
import { FieldPair } from './field-pair';
import { FormTextField } from './form-text-field';
import { PhoneField } from './phone-field';
import { SelectField } from './select-field';

/**
 * A field set's fields are the contract's names (ShippingAddressInput, PaymentMethodInput) under
 * `prefix` ('shipping.' in the checkout form, nothing in the account's own forms).
 */
export interface FieldSetProps<T extends FieldValues> {
  control: Control<T>;
  prefix?: string;
}

/** The field names of a set under its prefix. */
export const fieldNamer =
  <T extends FieldValues>(prefix: string) =>
  (name: string) =>
    `${prefix}${name}` as FieldPath<T>;

/** Where the box goes (spec §5 shipping rules), with delivery instructions for the driver. */
export function ShippingAddressFields<T extends FieldValues>({
  control,
  prefix = '',
  addressInputProps,
  instructionsHelp = 'Where should we leave your box? Gate codes, a side door…',
}: FieldSetProps<T> & {
  /** The address input's own props: the checkout's address autocomplete attaches there. */
  addressInputProps?: InputBaseComponentProps;
  instructionsHelp?: ReactNode;
}) {
  const name = fieldNamer<T>(prefix);
  return (
    <>
      <FieldPair>
        <FormTextField
          control={control}
          name={name('first_name')}
          label="First Name"
          autoComplete="shipping given-name"
        />
        <FormTextField
          control={control}
          name={name('last_name')}
          label="Last Name"
          autoComplete="shipping family-name"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name={name('company')}
        label="Company (optional)"
        autoComplete="shipping organization"
      />
      <FormTextField
        control={control}
        name={name('address_1')}
        label="Address"
        autoComplete="shipping address-line1"
        {...(addressInputProps ? { inputProps: addressInputProps } : {})}
      />
      <FormTextField
        control={control}
        name={name('address_2')}
        label="Apartment, suite, etc. (optional)"
        autoComplete="shipping address-line2"
      />
      <FieldPair>
        <FormTextField
          control={control}
          name={name('city')}
          label="City"
          autoComplete="shipping address-level2"
        />
        <SelectField
          control={control}
          name={name('state')}
          label="State"
          options={US_STATES}
          autoComplete="shipping address-level1"
        />
      </FieldPair>
      <FieldPair>
        <FormTextField
          control={control}
          name={name('zip_code')}
          label="Zip Code"
          autoComplete="shipping postal-code"
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
        />
        <PhoneField control={control} name={name('dayphone')} />
      </FieldPair>
      <FormTextField
        control={control}
        name={name('delivery_instructions')}
        label="Delivery instructions (optional)"
        multiline
        minRows={2}
        helperText={instructionsHelp}
      />
    </>
  );
}

/** The card's billing address (spec §5 payment rules). */
export function BillingAddressFields<T extends FieldValues>({
  control,
  prefix = '',
}: FieldSetProps<T>) {
  const name = fieldNamer<T>(prefix);
  return (
    <>
      <FieldPair>
        <FormTextField
          control={control}
          name={name('payment_first_name')}
          label="First Name"
          autoComplete="billing given-name"
        />
        <FormTextField
          control={control}
          name={name('payment_last_name')}
          label="Last Name"
          autoComplete="billing family-name"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name={name('payment_address')}
        label="Billing Address"
        autoComplete="billing address-line1"
      />
      <FormTextField
        control={control}
        name={name('payment_address_2')}
        label="Apartment, suite, etc. (optional)"
        autoComplete="billing address-line2"
      />
      <FieldPair>
        <FormTextField
          control={control}
          name={name('payment_city')}
          label="City"
          autoComplete="billing address-level2"
        />
        <SelectField
          control={control}
          name={name('payment_state')}
          label="State"
          options={US_STATES}
          autoComplete="billing address-level1"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name={name('payment_zip_code')}
        label="Zip Code"
        autoComplete="billing postal-code"
        inputProps={{ inputMode: 'numeric', maxLength: 5 }}
      />
    </>
  );
}
