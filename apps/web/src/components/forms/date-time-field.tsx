import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LabelledField } from './labelled-field';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant (ISO text) as the browser's date-time input shows it, in the browser's time zone. */
export function localInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The browser's date-time input's text as an instant (ISO text), or null when empty. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** A labelled date and time (the browser's own picker) whose form value is ISO text or null. */
export function DateTimeField<T extends FieldValues>({
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
          type="datetime-local"
          name={field.name}
          inputRef={field.ref}
          value={localInputValue(field.value)}
          inputProps={{ 'aria-describedby': describedBy }}
          onChange={(event) => field.onChange(instantOf(event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    </LabelledField>
  );
}
