import { useQuery } from '@tanstack/react-query';
import type { Product } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { MENU_STALE_MS, catalogKeys, retryUnlessNotFound } from './catalog-keys';

/** A meal plan or a meal by sku or short name (case-insensitive); disabled without a key. */
export function useProduct(key: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.product(key ?? ''),
    queryFn: () => api.get<Product>(`/api/products/${encodeURIComponent(key ?? '')}`),
    enabled: Boolean(key),
    staleTime: MENU_STALE_MS,
    retry: retryUnlessNotFound,
  });
}
