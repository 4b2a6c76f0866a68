import { preferenceMessages, type MealPreferencesInput } from '@mealbox/contracts';
import { useAccountUpdate } from './update-account';

/** POST /api/user/updateMealPreferences: the attribute tags never to send. */
export const useUpdateMealPreferences = () =>
  useAccountUpdate<MealPreferencesInput>('/api/user/updateMealPreferences', {
    fallback: preferenceMessages.fallback,
  });
