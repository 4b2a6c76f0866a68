import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ATTRIBUTE_TAGS } from '@mealbox/contracts/attribute-tags';
import { canonicalTags, MealPreferencesInput, type CurrentUser } from '@mealbox/contracts';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useUpdateMealPreferences } from './api/update-meal-preferences';
import { EditActions } from './edit-actions';
import { useAccountPage } from './account-page-store';
import { excludeTagLabel } from './account-views';

/** Meal Preferences' edit mode: a checkbox per attribute tag, checked for the tags excluded now. */
export default function MealPreferencesForm({ user }: { user: CurrentUser }) {
  const update = useUpdateMealPreferences();
  const errorId = useId();
  const { control, submit } = useStoreForm(MealPreferencesInput, {
    excluded_tags: user.excluded_tags,
  });
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(values);
    useAccountPage.getState().setEditing('preferences', false);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={null}>
      <Controller
        control={control}
        name="excluded_tags"
        render={({ field, fieldState }) => (
          <FormControl
            component="fieldset"
            error={Boolean(fieldState.error)}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <FormLabel component="legend" sx={{ mb: 1 }}>
              When we choose meals for you
            </FormLabel>
            <FormGroup>
              {ATTRIBUTE_TAGS.map((tag) => (
                <FormControlLabel
                  key={tag}
                  label={excludeTagLabel(tag)}
                  control={
                    <Checkbox
                      name={field.name}
                      value={tag}
                      checked={field.value.includes(tag)}
                      onBlur={field.onBlur}
                      onChange={(e) =>
                        field.onChange(
                          canonicalTags(
                            e.target.checked
                              ? [...field.value, tag]
                              : field.value.filter((t) => t !== tag),
                          ),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && (
              <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>
            )}
          </FormControl>
        )}
      />
      <EditActions section="preferences" pending={update.isPending} />
    </StoreForm>
  );
}
