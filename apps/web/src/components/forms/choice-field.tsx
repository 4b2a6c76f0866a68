import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { LabelledField } from './labelled-field';

export interface Choice<V> {
  value: V;
  label: string;
}

/**
 * A labelled native select whose form value is one of `choices`' values (a number, null, a
 * word), not the option's text: every choice is listed, with no empty "Choose…" line.
 */
export function ChoiceField<T extends FieldValues, V extends string | number | null>({
  control,
  name,
  label,
  choices,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  choices: readonly Choice<V>[];
}) {
  return (
    <LabelledField control={control} name={name} label={label} shrinkLabel>
      {({ field, id, describedBy }) => {
        const index = choices.findIndex((c) => c.value === field.value);
        return (
          <NativeSelect
            input={<OutlinedInput label={label} notched />}
            inputProps={{ id, name: field.name, 'aria-describedby': describedBy }}
            value={index < 0 ? '' : String(index)}
            onChange={(e) => field.onChange(choices[Number(e.target.value)]?.value ?? null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {index < 0 && <option value="">Choose…</option>}
            {choices.map((c, i) => (
              <option key={i} value={String(i)}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        );
      }}
    </LabelledField>
  );
}
