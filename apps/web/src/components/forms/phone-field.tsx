import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput from '@mui/material/OutlinedInput';
import { PatternFormat } from 'react-number-format';
import { PHONE_PATTERN } from '@mealbox/contracts';
import { LabelledField } from './labelled-field';

/** A phone number typed into the spec's mask (###-###-####); the form holds the masked text. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label = 'Phone',
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
}) {
  return (
    <LabelledField control={control} name={name} label={label}>
      {({ field, id, describedBy }) => (
        <PatternFormat
          customInput={OutlinedInput}
          format={PHONE_PATTERN}
          mask="_"
          id={id}
          label={label}
          type="tel"
          autoComplete="tel-national"
          name={field.name}
          value={field.value ?? ''}
          // An untouched mask is an empty field, so 'Phone is required.' can say so.
          onValueChange={(v) => field.onChange(v.value === '' ? '' : v.formattedValue)}
          onBlur={field.onBlur}
          getInputRef={field.ref}
          aria-describedby={describedBy}
        />
      )}
    </LabelledField>
  );
}
