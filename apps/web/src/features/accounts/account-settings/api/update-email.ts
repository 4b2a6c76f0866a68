import { fallbackErrors, type UpdateEmailInput } from '@mealbox/contracts';
import { useAccountUpdate } from './update-account';

/** POST /api/user/updateEmail (spec §7: 'user object with email and email_confirm'). */
export const useUpdateEmail = () =>
  useAccountUpdate<UpdateEmailInput>('/api/user/updateEmail', { fallback: fallbackErrors.email });
