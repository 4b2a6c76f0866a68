import { PASSWORD_MIN_LENGTH, UpdatePasswordInput } from '@mealbox/contracts';
import { FormTextField } from '../../../components/forms/form-text-field';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useUpdatePassword } from './api/update-password';
import { EditActions } from './edit-actions';
import { useAccountPage } from './account-page-store';

/** Password's edit mode: the current password, then the new one twice (spec §5). */
export default function PasswordForm() {
  const update = useUpdatePassword();
  const { control, submit } = useStoreForm(UpdatePasswordInput, {
    password: '',
    new_password: '',
    new_password_confirm: '',
  });
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(values);
    useAccountPage.getState().setEditing('password', false);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={null}>
      <FormTextField
        control={control}
        name="password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        control={control}
        label="New Password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        names={{ password: 'new_password', confirm: 'new_password_confirm' }}
      />
      <EditActions section="password" pending={update.isPending} />
    </StoreForm>
  );
}
