import { memo, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useDelayedInput } from './input-delay';
import { LabelledField } from './labelled-field';

/**
 * A labelled text field wired to react-hook-form. Built from the input parts rather than
 * TextField, which would pull Select, Menu and Modal into every form's download.
 *
 * Memoized: the field follows its own value and error (its Controller subscribes to them), and
 * redrawing it with its form does nothing but cost. react-hook-form redraws the form once as it
 * mounts (its `isReady`), in the same task: on a form the server drew, that redrew every field
 * in the task that hydrated it (a long task on a guest's checkout).
 */
export const FormTextField = memo(TextFieldOfForm) as typeof TextFieldOfForm;

function TextFieldOfForm<T extends FieldValues>({
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
        <DelayedInput
          {...inputProps}
          field={field}
          id={id}
          label={label}
          aria-describedby={describedBy}
        />
      )}
    </LabelledField>
  );
}

/** The input, handing its text to the form after the input delay (input-delay.ts). */
function DelayedInput<T extends FieldValues>({
  field,
  onKeyDown,
  ...inputProps
}: { field: ControllerRenderProps<T, FieldPath<T>> } & Omit<OutlinedInputProps, 'name'>) {
  const input = useDelayedInput<string>({
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  });
  return (
    <OutlinedInput
      {...inputProps}
      name={field.name}
      inputRef={field.ref}
      disabled={field.disabled ?? inputProps.disabled}
      value={input.value}
      onChange={(e) => input.onChange(e.target.value)}
      onBlur={input.onBlur}
      onKeyDown={(e) => {
        input.onKeyDown(e);
        onKeyDown?.(e);
      }}
    />
  );
}
