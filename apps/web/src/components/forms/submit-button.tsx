import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

/** A form's full-width primary button, disabled and saying so while its request runs. */
export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean;
  children: ReactNode;
  pendingText?: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending}>
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}
