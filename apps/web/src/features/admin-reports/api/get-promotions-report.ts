import type { PromotionsReport } from '@mealbox/contracts';
import { useReport } from './report-query';

/** GET /api/admin/reports/promotions: discount codes used and gift cards by week. */
export const usePromotionsReport = (query: string, enabled = true) =>
  useReport<PromotionsReport>('promotions', query, enabled);
