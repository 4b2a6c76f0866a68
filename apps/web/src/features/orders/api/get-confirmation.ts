import type { OrderConfirmation } from '@mealbox/contracts';
import { ApiError, api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export const orderKeys = {
  confirmation: (urlKey: string) => ['orders', 'confirmation', urlKey] as const,
};

/** An order's confirmation by its url key; disabled without a key, no retry on a 404. */
export function useOrderConfirmation(urlKey: string | undefined) {
  return useVisitorQuery({
    queryKey: orderKeys.confirmation(urlKey ?? ''),
    queryFn: () =>
      api.get<OrderConfirmation>(`/api/orders/${encodeURIComponent(urlKey ?? '')}/confirmation`),
    enabled: Boolean(urlKey),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
