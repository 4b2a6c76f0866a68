import Typography from '@mui/material/Typography';
import { PaymentMethodInput, type CurrentUser } from '@mealbox/contracts';
import { BillingAddressFields } from '../../../components/forms/address-fields';
import { CardFields } from '../../../components/forms/card-fields';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useUpdatePaymentMethod } from './api/update-payment-method';
import { EditActions } from './edit-actions';
import { useAccountPage } from './account-page-store';
import { paymentInput, paymentValues } from './account-values';

/** Payment Method's edit mode: a new card and its billing address (spec §5 payment rules). */
export default function PaymentForm({ user }: { user: CurrentUser }) {
  const update = useUpdatePaymentMethod();
  const { control, submit } = useStoreForm(PaymentMethodInput, paymentValues(user));
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(paymentInput(values));
    useAccountPage.getState().setEditing('payment', false);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={null}>
      <CardFields control={control} />
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mt: 1 }}>
        Billing address
      </Typography>
      <BillingAddressFields control={control} />
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        Your card details go straight to our payment processor; we never store the card number or
        CVC.
      </Typography>
      <EditActions section="payment" pending={update.isPending} />
    </StoreForm>
  );
}
