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

/** Whose address: the autofill section its fields belong to. */
type Section = 'shipping' | 'billing';

/** A person's first and last name, side by side. */
function NameFields<T extends FieldValues>({
  control,
  section,
  first,
  last,
}: {
  control: Control<T>;
  section: Section;
  first: FieldPath<T>;
  last: FieldPath<T>;
}) {
  return (
    <FieldPair>
      <FormTextField
        control={control}
        name={first}
        label="First Name"
        autoComplete={`${section} given-name`}
      />
      <FormTextField
        control={control}
        name={last}
        label="Last Name"
        autoComplete={`${section} family-name`}
      />
    </FieldPair>
  );
}

/** The street address, its second line, and the city beside the state. */
function StreetFields<T extends FieldValues>({
  control,
  section,
  label,
  names,
  line1InputProps,
}: {
  control: Control<T>;
  section: Section;
  label: string;
  names: Record<'line1' | 'line2' | 'city' | 'state', FieldPath<T>>;
  line1InputProps?: InputBaseComponentProps;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={names.line1}
        label={label}
        autoComplete={`${section} address-line1`}
        {...(line1InputProps ? { inputProps: line1InputProps } : {})}
      />
      <FormTextField
        control={control}
        name={names.line2}
        label="Apartment, suite, etc. (optional)"
        autoComplete={`${section} address-line2`}
      />
      <FieldPair>
        <FormTextField
          control={control}
          name={names.city}
          label="City"
          autoComplete={`${section} address-level2`}
        />
        <SelectField
          control={control}
          name={names.state}
          label="State"
          options={US_STATES}
          autoComplete={`${section} address-level1`}
        />
      </FieldPair>
    </>
  );
}

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
      <NameFields
        control={control}
        section="shipping"
        first={name('first_name')}
        last={name('last_name')}
      />
      <FormTextField
        control={control}
        name={name('company')}
        label="Company (optional)"
        autoComplete="shipping organization"
      />
      <StreetFields
        control={control}
        section="shipping"
        label="Address"
        names={{
          line1: name('address_1'),
          line2: name('address_2'),
          city: name('city'),
          state: name('state'),
        }}
        {...(addressInputProps ? { line1InputProps: addressInputProps } : {})}
      />
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
      <NameFields
        control={control}
        section="billing"
        first={name('payment_first_name')}
        last={name('payment_last_name')}
      />
      <StreetFields
        control={control}
        section="billing"
        label="Billing Address"
        names={{
          line1: name('payment_address'),
          line2: name('payment_address_2'),
          city: name('payment_city'),
          state: name('payment_state'),
        }}
      />
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
