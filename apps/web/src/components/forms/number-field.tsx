import { useState, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LabelledField } from './labelled-field';

/**
 * A labelled number field whose form value is a number (or null when empty): a count, a percent,
 * or, with `money`, cents typed as dollars ("12.50" is 1250). Text that is no number is NaN, which
 * the contract's schema refuses in its own words.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  money = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: ReactNode;
  money?: boolean;
}) {
  return (
    <LabelledField control={control} name={name} label={label} helperText={helperText}>
      {({ field, id, describedBy }) => (
        <NumberInput field={field} id={id} label={label} describedBy={describedBy} money={money} />
      )}
    </LabelledField>
  );
}

/** What the field shows for a form value: cents as dollars with `money`. */
export const numberFieldText = (value: unknown, money: boolean) =>
  typeof value !== 'number' || Number.isNaN(value)
    ? ''
    : money
      ? (value / 100).toFixed(2)
      : String(value);

/** The form value of what was typed: null when empty, NaN when no number. */
export const numberFieldValue = (text: string, money: boolean): number | null => {
  const trimmed = text.trim().replace(/[$,]/g, '');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return money && Number.isFinite(n) ? Math.round(n * 100) : n;
};

function NumberInput<T extends FieldValues>({
  field,
  id,
  label,
  describedBy,
  money,
}: {
  field: ControllerRenderProps<T, FieldPath<T>>;
  id: string;
  label: string;
  describedBy: string | undefined;
  money: boolean;
}) {
  const [text, setText] = useState(() => numberFieldText(field.value, money));
  // The value the text stands for: a value set from elsewhere (a reset) replaces the text.
  const [shown, setShown] = useState<unknown>(field.value);
  if (!Object.is(field.value, shown)) {
    setShown(field.value);
    setText(numberFieldText(field.value, money));
  }
  return (
    <OutlinedInput
      id={id}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={text}
      inputProps={{ inputMode: money ? 'decimal' : 'numeric', 'aria-describedby': describedBy }}
      {...(money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : {})}
      onChange={(event) => {
        const value = numberFieldValue(event.target.value, money);
        setText(event.target.value);
        setShown(value);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
    />
  );
}
