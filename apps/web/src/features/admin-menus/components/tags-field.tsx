import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import type { MenuItemInput } from '@mealbox/contracts';

/** The meal's attribute tags (the menu's filters): one checkbox per tag the store knows. */
export function TagsField({
  control,
  tags,
}: {
  control: Control<MenuItemInput>;
  tags: readonly string[];
}) {
  return (
    <Controller
      control={control}
      name="attribute_tags"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const shown = [...new Set([...tags, ...field.value])];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">Attribute tags</FormLabel>
            <FormGroup row>
              {shown.map((tag) => (
                <FormControlLabel
                  key={tag}
                  label={tag}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(tag)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, tag]
                            : field.value.filter((t) => t !== tag),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
