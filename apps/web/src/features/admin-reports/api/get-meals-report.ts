import type { MealPopularityReport } from '@mealbox/contracts';
import { useReport } from './report-query';

/** GET /api/admin/reports/meals: the meals sold over the range, the most sold first. */
export const useMealsReport = (query: string, enabled = true) =>
  useReport<MealPopularityReport>('meals', query, enabled);
