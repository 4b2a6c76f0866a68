import { ShippingAddressInput, type CurrentUser } from '@mealbox/contracts';
import { ShippingAddressFields } from '../../../components/forms/address-fields';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useUpdateShippingAddress } from './api/update-shipping-address';
import { EditActions } from './edit-actions';
import { useAccountPage } from './account-page-store';
import { shippingInput, shippingValues } from './account-values';

/** Shipping Address's edit mode (spec §5 shipping rules; the phone in its ###-###-#### mask). */
export default function ShippingForm({ user }: { user: CurrentUser }) {
  const update = useUpdateShippingAddress();
  const { control, submit } = useStoreForm(ShippingAddressInput, shippingValues(user));
  const onSubmit = submit(async (values) => {
    await update.mutateAsync(shippingInput(values));
    useAccountPage.getState().setEditing('shipping', false);
  });
  return (
    <StoreForm onSubmit={onSubmit} banner={null}>
      <ShippingAddressFields control={control} />
      <EditActions section="shipping" pending={update.isPending} />
    </StoreForm>
  );
}
