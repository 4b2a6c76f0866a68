import { useQuery } from '@tanstack/react-query';
import type { MealPlan } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { MENU_STALE_MS, catalogKeys } from './catalog-keys';

export function useMealPlans() {
  return useQuery({
    queryKey: catalogKeys.mealPlans(),
    queryFn: () => api.get<{ meal_plans: MealPlan[] }>('/api/meal-plans').then((r) => r.meal_plans),
    staleTime: MENU_STALE_MS,
  });
}
