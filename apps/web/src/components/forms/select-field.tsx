import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LabelledField } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select wired to react-hook-form: the phone's own picker, and far lighter than
 * the menu-based Select.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  autoComplete,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  autoComplete?: string;
}) {
  return (
    <LabelledField control={control} name={name} label={label} shrinkLabel>
      {({ field, id, describedBy }) => (
        <NativeSelect
          input={<OutlinedInput label={label} notched />}
          inputProps={{ id, name: field.name, autoComplete, 'aria-describedby': describedBy }}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          <option value="">Choose…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledField>
  );
}
