import { ApiError } from '../../../lib/http';

/** Menus change when staff publish; a minute is fresh enough and saves refetching on every visit. */
export const MENU_STALE_MS = 60_000;

export const catalogKeys = {
  all: ['catalog'] as const,
  weeks: () => ['catalog', 'weeks'] as const,
  menu: (week: string) => ['catalog', 'menu', week] as const,
  product: (key: string) => ['catalog', 'product', key.toLowerCase()] as const,
  mealPlans: () => ['catalog', 'meal-plans'] as const,
};

/** A 404 will not change on a second try; anything else gets the client's one retry. */
export const retryUnlessNotFound = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
