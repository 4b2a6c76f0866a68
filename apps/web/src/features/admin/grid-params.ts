import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@mealbox/contracts';

/** A list's state as its page's URL keeps it: reload or share the link and it opens as left. */
export interface GridParams {
  page: number;
  pageSize: number;
  sort: string | null;
  order: 'asc' | 'desc';
  q: string;
  /** The list's own filters (week, status, channel…): empty values are left out. */
  filters: Record<string, string>;
}

const wholeNumber = (text: string | null) =>
  text !== null && /^\d+$/.test(text) ? Number(text) : null;

/** Reads a list's state from the URL's query; anything unreadable falls back to the default. */
export function readGridParams(
  search: URLSearchParams,
  filterNames: readonly string[],
): GridParams {
  const size = wholeNumber(search.get('page_size'));
  const order = search.get('order');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: wholeNumber(search.get('page')) ?? 0,
    pageSize:
      size !== null && (GRID_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : GRID_DEFAULT_PAGE_SIZE,
    sort: search.get('sort') || null,
    order: order === 'desc' ? 'desc' : 'asc',
    q: search.get('q') ?? '',
    filters,
  };
}

/**
 * The query string of a list's state: the URL's and the API's (contracts' `gridQuery`), with
 * defaults left out so a fresh list's URL stays clean.
 */
export function gridSearch(params: GridParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page > 0) search.set('page', String(params.page));
  if (params.pageSize !== GRID_DEFAULT_PAGE_SIZE) search.set('page_size', String(params.pageSize));
  if (params.sort) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.q.trim()) search.set('q', params.q.trim());
  for (const [name, value] of Object.entries(params.filters)) if (value) search.set(name, value);
  return search;
}
