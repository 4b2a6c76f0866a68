import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LabelledField } from '../../../components/forms/labelled-field';

/** A labelled calendar date (the browser's own picker) whose form value is `YYYY-MM-DD` or null. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
}) {
  return (
    <LabelledField control={control} name={name} label={label} helperText={helperText} shrinkLabel>
      {({ field, id, describedBy }) => (
        <OutlinedInput
          id={id}
          label={label}
          notched
          type="date"
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          inputProps={{ 'aria-describedby': describedBy }}
          onChange={(event) => field.onChange(event.target.value || null)}
          onBlur={field.onBlur}
        />
      )}
    </LabelledField>
  );
}
