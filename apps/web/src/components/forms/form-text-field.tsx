import { useId, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/**
 * A labelled field wired to react-hook-form; its error shows under it in the schema's words.
 * Built from the input parts rather than TextField, which would pull Select, Menu and Modal into
 * every form's download.
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
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl fullWidth error={Boolean(fieldState.error)} variant="outlined">
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...inputProps}
              {...field}
              id={id}
              label={label}
              value={field.value ?? ''}
              aria-describedby={message ? `${id}-help` : undefined}
            />
            {message && <FormHelperText id={`${id}-help`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
