import { UpdateEmailInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useUpdateEmail } from './api/update-email';
import { EditActions } from './edit-actions';
import { useAccountPage } from './account-page-store';

/** Customer Account Info's edit mode: the new email address, twice (spec §5 email change). */
export default function EmailForm() {
  const update = useUpdateEmail();
  const { control, submit } = useStoreForm(UpdateEmailInput, { email: '', email_confirm: '' });
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(values);
    useAccountPage.getState().setEditing('email', false);
  });
  // The request's outcome shows in the page's banners, so the form has none of its own.
  return (
    <StoreForm onSubmit={onSubmit} banner={null}>
      <EmailField control={control} label="New Email Address" />
      <EmailField control={control} name="email_confirm" label="Confirm New Email" />
      <EditActions section="email" pending={update.isPending} />
    </StoreForm>
  );
}
