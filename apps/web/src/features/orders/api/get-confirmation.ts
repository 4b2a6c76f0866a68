import { isOrderKey, type OrderConfirmation } from '@mealbox/contracts';
import { ApiError, api } from '../../../lib/http';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

export const orderKeys = {
  confirmation: (urlKey: string) => ['orders', 'confirmation', urlKey] as const,
};

/**
 * Whether a confirmation page's key can name an order at all: without one, or with one no order
 * can have, the page is the not-found screen and asks the server nothing.
 */
export function canBeOrderKey(urlKey: string | undefined): urlKey is string {
  return urlKey !== undefined && isOrderKey(urlKey);
}

/** An order's confirmation by its url key; disabled unless it can be one, no retry on a 404. */
export function useOrderConfirmation(urlKey: string | undefined) {
  return useVisitorQuery({
    queryKey: orderKeys.confirmation(urlKey ?? ''),
    queryFn: () =>
      api.get<OrderConfirmation>(`/api/orders/${encodeURIComponent(urlKey ?? '')}/confirmation`),
    enabled: canBeOrderKey(urlKey),
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
