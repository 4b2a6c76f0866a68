import { fallbackErrors, type UpdatePasswordInput } from '@mealbox/contracts';
import { useAccountUpdate } from './update-account';

/** POST /api/user/updatePassword (spec §7: 'password, new_password, new_password_confirm'). */
export const useUpdatePassword = () =>
  useAccountUpdate<UpdatePasswordInput>('/api/user/updatePassword', {
    fallback: fallbackErrors.password,
  });
