import type { FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import { CARD_MONTHS, cardYears } from './card-and-address-options';
import { fieldNamer, type FieldSetProps } from './address-fields';
import { FormTextField } from './form-text-field';
import { SelectField } from './select-field';

const years = cardYears();

/** A card's number, expiry and CVC (spec §5 payment rules); they only ever reach the gateway. */
export function CardFields<T extends FieldValues>({ control, prefix = '' }: FieldSetProps<T>) {
  const name = fieldNamer<T>(prefix);
  return (
    <>
      <FormTextField
        control={control}
        name={name('cc_num')}
        label="Card Number"
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric', maxLength: 19 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr 1fr' }}>
        <SelectField
          control={control}
          name={name('cc_exp_month')}
          label="Month"
          options={CARD_MONTHS}
          autoComplete="cc-exp-month"
        />
        <SelectField
          control={control}
          name={name('cc_exp_year')}
          label="Year"
          options={years}
          autoComplete="cc-exp-year"
        />
        <FormTextField
          control={control}
          name={name('cc_cvv')}
          label="CVC"
          autoComplete="cc-csc"
          inputProps={{ inputMode: 'numeric', maxLength: 4 }}
        />
      </Box>
    </>
  );
}
