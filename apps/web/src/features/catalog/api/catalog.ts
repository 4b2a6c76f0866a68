import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MealPlan, Menu, MenuWeek, Product } from '@mealbox/contracts';
import { ApiError, api } from '../../../lib/http';

/** Menus change when staff publish; a minute is fresh enough and saves refetching on every visit. */
const MENU_STALE_MS = 60_000;

export const catalogKeys = {
  all: ['catalog'] as const,
  weeks: () => ['catalog', 'weeks'] as const,
  menu: (week: string) => ['catalog', 'menu', week] as const,
  product: (key: string) => ['catalog', 'product', key.toLowerCase()] as const,
  mealPlans: () => ['catalog', 'meal-plans'] as const,
};

/** A 404 will not change on a second try; anything else gets the client's one retry. */
const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Upcoming published weeks, earliest first; the first is the current ordering week. */
export function useUpcomingWeeks() {
  return useQuery({
    queryKey: catalogKeys.weeks(),
    queryFn: () => api.get<{ weeks: MenuWeek[] }>('/api/menus').then((r) => r.weeks),
    staleTime: MENU_STALE_MS,
  });
}

/** A week's menu by the ISO date of its Monday, or 'current' for the current ordering week's. */
export function useMenu(week: string) {
  return useQuery({
    queryKey: catalogKeys.menu(week),
    queryFn: () => api.get<Menu>(`/api/menus/${encodeURIComponent(week)}`),
    staleTime: MENU_STALE_MS,
    retry: retryUnlessNotFound,
  });
}

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

export function useMealPlans() {
  return useQuery({
    queryKey: catalogKeys.mealPlans(),
    queryFn: () => api.get<{ meal_plans: MealPlan[] }>('/api/meal-plans').then((r) => r.meal_plans),
    staleTime: MENU_STALE_MS,
  });
}

/**
 * Seeds the catalogue queries with the answers the page inlined for its screen (the server's
 * web-app/page-data.ts), keyed by API path, so the menu shows without a round trip.
 */
export function seedCatalogQueries(client: QueryClient, data: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(data)) {
    if (path === '/api/menus') {
      client.setQueryData(catalogKeys.weeks(), (body as { weeks: MenuWeek[] }).weeks);
    } else if (path.startsWith('/api/menus/')) {
      const menu = body as Menu;
      client.setQueryData(catalogKeys.menu(path.slice('/api/menus/'.length)), menu);
      // The current week is also asked for by its date (the week columns of /pages/our-menus).
      client.setQueryData(catalogKeys.menu(menu.week), menu);
    }
  }
}
