import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { LabelledField } from './labelled-field';

/**
 * A labelled text field wired to react-hook-form. Built from the input parts rather than
 * TextField, which would pull Select, Menu and Modal into every form's download.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...inputProps
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
} & Omit<OutlinedInputProps, 'name' | 'label'>) {
  return (
    <LabelledField control={control} name={name} label={label} helperText={helperText}>
      {({ field, id, describedBy }) => (
        <OutlinedInput
          {...inputProps}
          {...field}
          id={id}
          label={label}
          value={field.value ?? ''}
          aria-describedby={describedBy}
        />
      )}
    </LabelledField>
  );
}
