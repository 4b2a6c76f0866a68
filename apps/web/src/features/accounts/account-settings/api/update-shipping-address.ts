import { fallbackErrors, type ShippingAddressInput } from '@mealbox/contracts';
import { useAccountUpdate } from './update-account';

/** POST /api/user/updateShippingAddress (spec §7: 'shipping fields, phone, delivery instructions'). */
export const useUpdateShippingAddress = () =>
  useAccountUpdate<ShippingAddressInput>('/api/user/updateShippingAddress', {
    fallback: fallbackErrors.address,
  });
