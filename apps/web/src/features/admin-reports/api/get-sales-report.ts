import type { SalesByWeek } from '@mealbox/contracts';
import { useReport } from './report-query';

/** GET /api/admin/reports/sales: sales by delivery week. */
export const useSalesReport = (query: string, enabled = true) =>
  useReport<SalesByWeek>('sales', query, enabled);
