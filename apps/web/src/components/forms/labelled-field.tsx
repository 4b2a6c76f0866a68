import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';

export interface FieldParts<T extends FieldValues> {
  field: ControllerRenderProps<T, FieldPath<T>>;
  id: string;
  /** The id of the text under the field, when there is one. */
  describedBy: string | undefined;
}

/**
 * The frame every store form field shares: a label, the input, and under it the error in the
 * schema's words (or a hint). The input itself comes from `children`.
 */
export function LabelledField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  shrinkLabel,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  shrinkLabel?: boolean;
  children: (parts: FieldParts<T>) => ReactNode;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        const describedBy = message ? `${id}-help` : undefined;
        return (
          <FormControl fullWidth error={Boolean(fieldState.error)} variant="outlined">
            <InputLabel htmlFor={id} {...(shrinkLabel ? { shrink: true } : {})}>
              {label}
            </InputLabel>
            {children({ field, id, describedBy })}
            {message && <FormHelperText id={describedBy}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
