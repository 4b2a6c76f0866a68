import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { FormTextField } from './form-text-field';

/** One column of fields with the request's error banner on top (ui.md: calm forms). */
export function StoreForm({
  onSubmit,
  banner,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  banner: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}
    >
      {banner && <Alert severity="error">{banner}</Alert>}
      {children}
    </Box>
  );
}

export function EmailField<T extends FieldValues>({
  control,
  name = 'email' as FieldPath<T>,
  label = 'Email Address',
}: {
  control: Control<T>;
  name?: FieldPath<T>;
  label?: string;
}) {
  return (
    <FormTextField control={control} name={name} label={label} type="email" autoComplete="email" />
  );
}
