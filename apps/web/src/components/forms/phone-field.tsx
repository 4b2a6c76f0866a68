import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput from '@mui/material/OutlinedInput';
import { PatternFormat } from 'react-number-format';
import { PHONE_PATTERN } from '@mealbox/contracts';
import { useDelayedInput } from './input-delay';
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
        <MaskedInput field={field} id={id} label={label} describedBy={describedBy} />
      )}
    </LabelledField>
  );
}

/** The masked input, handing its text to the form after the input delay (input-delay.ts). */
function MaskedInput<T extends FieldValues>({
  field,
  id,
  label,
  describedBy,
}: {
  field: ControllerRenderProps<T, FieldPath<T>>;
  id: string;
  label: string;
  describedBy: string | undefined;
}) {
  const input = useDelayedInput<string>({
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  });
  return (
    <PatternFormat
      customInput={OutlinedInput}
      format={PHONE_PATTERN}
      mask="_"
      id={id}
      label={label}
      type="tel"
      autoComplete="tel-national"
      name={field.name}
      value={input.value}
      // An untouched mask is an empty field, so 'Phone is required.' can say so.
      onValueChange={(v) => input.onChange(v.value === '' ? '' : v.formattedValue)}
      onBlur={input.onBlur}
      onKeyDown={input.onKeyDown}
      getInputRef={field.ref}
      aria-describedby={describedBy}
    />
  );
}
