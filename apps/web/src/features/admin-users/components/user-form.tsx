import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { AdminUserCreateInput, AdminUserUpdateInput, type AdminUser } from '@mealbox/contracts';
import { FormTextField } from '../../../components/forms/form-text-field';
import { EmailField, StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useSaveUser } from '../api/save-user';
import { PermissionsField } from './permissions-field';

const fresh: AdminUserCreateInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  send_reset_link: false,
  permissions: [],
};

const profileOf = (user: AdminUser): AdminUserUpdateInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  password: '',
  permissions: user.permissions,
});

const pair = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

/** A new user: profile, a password or a reset link mailed to them, permissions. */
export function NewUserForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (id: number) => void;
}) {
  const save = useSaveUser(null);
  const { control, banner, submit } = useStoreForm(AdminUserCreateInput, fresh);
  const onSubmit = submit(async (values) => {
    const answer = await save.mutateAsync(values);
    onCreated(answer.user.id);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={banner}>
      <Box sx={pair}>
        <FormTextField control={control} name="first_name" label="First Name" />
        <FormTextField control={control} name="last_name" label="Last Name" />
      </Box>
      <EmailField control={control} />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="Or leave it empty and send a password reset link."
      />
      <Controller
        control={control}
        name="send_reset_link"
        render={({ field }) => (
          <FormControlLabel
            label="Send a password reset link"
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <PermissionsField control={control} name="permissions" disabled={disabled} />
      <Box>
        <Button type="submit" variant="contained" disabled={disabled || save.isPending}>
          {save.isPending ? 'Creating…' : 'Create user'}
        </Button>
      </Box>
    </StoreForm>
  );
}

/** A user's profile and permissions (a new password only when one is typed). */
export function EditUserForm({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const save = useSaveUser(user.id);
  const [saved, setSaved] = useState<string | null>(null);
  const { control, banner, submit } = useStoreForm(AdminUserUpdateInput, profileOf(user));
  const onSubmit = submit(async (values) => {
    setSaved(null);
    const answer = await save.mutateAsync(values);
    setSaved(answer.message);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={banner}>
      {saved && <Alert severity="success">{saved}</Alert>}
      <Box sx={pair}>
        <FormTextField control={control} name="first_name" label="First Name" />
        <FormTextField control={control} name="last_name" label="Last Name" />
      </Box>
      <EmailField control={control} />
      <FormTextField
        control={control}
        name="password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        helperText="Leave it empty to keep the current password."
      />
      <PermissionsField control={control} name="permissions" disabled={disabled} />
      <Box>
        <Button type="submit" variant="contained" disabled={disabled || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save user'}
        </Button>
      </Box>
    </StoreForm>
  );
}
