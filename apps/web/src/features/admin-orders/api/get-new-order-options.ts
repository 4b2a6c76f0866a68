import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewOrderOptions } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from '../../admin';

/** The week's menu and plans on a channel, and the chosen customer's details. */
export function useNewOrderOptions(week: string, channel: number | null, customer: number | null) {
  const query = new URLSearchParams({ week });
  if (channel !== null) query.set('channel', String(channel));
  if (customer !== null) query.set('customer', String(customer));
  return useQuery({
    queryKey: [...adminKeys.all, 'new-order', query.toString()] as const,
    queryFn: () => api.get<NewOrderOptions>(`/api/admin/orders/new?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
