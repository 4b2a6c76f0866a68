import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { permissions, type Permission } from '@mealbox/contracts';
import { permissionLabels } from './permission-labels';

/** The user's permissions: one checkbox each, in a labelled group, the server's refusal below. */
export function PermissionsField<T extends FieldValues>({
  control,
  name,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const held = (field.value ?? []) as Permission[];
        const toggle = (permission: Permission, on: boolean) =>
          field.onChange(on ? [...held, permission] : held.filter((p) => p !== permission));
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
            <FormLabel component="legend">Permissions</FormLabel>
            <FormGroup>
              {permissions.map((permission) => (
                <FormControlLabel
                  key={permission}
                  label={permissionLabels[permission]}
                  control={
                    <Checkbox
                      size="small"
                      name={`${field.name}.${permission}`}
                      checked={held.includes(permission)}
                      onChange={(event) => toggle(permission, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error?.message && (
              <FormHelperText>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
