import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import { PasswordResetInput } from '@mealbox/contracts';
import { EmailField, StoreForm } from '../../components/forms/store-form';
import { NewPasswordFields } from '../../components/forms/new-password-fields';
import { SubmitButton } from '../../components/forms/submit-button';
import { useStoreForm } from '../../components/forms/use-store-form';
import { FormPage } from '../../components/layout/page-section';
import { useResetPassword } from '../../features/accounts/api/reset-password';

/** The route passes its token as a prop (spec §2). */
export function PasswordResetScreen({ token, email }: { token: string; email: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const { control, banner, submit } = useStoreForm(
    PasswordResetInput,
    { token, email, password: '', password_confirm: '' },
    // The token has no input: its error (an invalid or used link) shows in the banner.
    ['email', 'password', 'password_confirm'],
  );
  const onSubmit = submit(async (values) => {
    await reset.mutateAsync(values);
    await navigate('/', { state: { flash: 'Your password has been reset.' } });
  });
  return (
    <FormPage title="Choose a new password">
      <StoreForm
        onSubmit={onSubmit}
        banner={
          banner && (
            <>
              {banner}{' '}
              <Link component={RouterLink} to="/password/resetform">
                Request a new link
              </Link>
            </>
          )
        }
      >
        <EmailField control={control} />
        <NewPasswordFields control={control} label="New Password" />
        <SubmitButton pending={reset.isPending}>Reset password</SubmitButton>
      </StoreForm>
    </FormPage>
  );
}

export default function PasswordResetRoute() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return <PasswordResetScreen token={token} email={search.get('email') ?? ''} />;
}
