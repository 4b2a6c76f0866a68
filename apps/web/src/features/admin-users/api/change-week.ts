import type { AdminWeekInput, WeekChanged } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { useAdminMutation } from '../../admin';

/** Skips or unskips one of the customer's weeks on their behalf. */
export function useChangeWeek(customerId: number) {
  return useAdminMutation<WeekChanged, AdminWeekInput & { change: 'skip' | 'unskip' }>({
    mutationFn: ({ change, ...week }) =>
      api.post<WeekChanged>(`/api/admin/customers/${customerId}/${change}-week`, week),
  });
}
