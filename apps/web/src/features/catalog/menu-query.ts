import type { MenuItem } from '@mealbox/contracts';

import { ATTRIBUTE_TAGS, type AttributeTag } from '@mealbox/contracts/attribute-tags';
import { isWeek } from '@mealbox/contracts/week';

export { ATTRIBUTE_TAGS, type AttributeTag };

export const MENU_SORTS = ['menu', 'calories', 'protein'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

export const SORT_LABELS: Record<MenuSort, string> = {
  menu: 'Menu order',
  calories: 'Calories: low to high',
  protein: 'Protein: high to low',
};

/** What a menu shows, all of it kept in the query string so a link reopens it as it was. */
export interface MenuQuery {
  /** Meals must have every one of these tags. */
  tags: AttributeTag[];
  sort: MenuSort;
  /** The search text as typed; matched against meal names. */
  q: string;
  /** The delivery week (ISO date of its Monday); null: the current ordering week. */
  week: string | null;
}

export const EMPTY_MENU_QUERY: MenuQuery = { tags: [], sort: 'menu', q: '', week: null };

const QUERY_KEYS = ['tag', 'sort', 'q', 'week'] as const;

/** The canonical tag for a name in any case, or undefined when it is not one of ours. */
export function canonicalTag(name: string): AttributeTag | undefined {
  const wanted = name.trim().toLowerCase();
  return ATTRIBUTE_TAGS.find((tag) => tag.toLowerCase() === wanted);
}

/** Reads ?tag=Keto&tag=Vegan&sort=protein&q=chicken&week=2026-11-30; unknown values are dropped. */
export function parseMenuQuery(params: URLSearchParams): MenuQuery {
  const tags: AttributeTag[] = [];
  for (const raw of params.getAll('tag')) {
    const tag = canonicalTag(raw);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  const sortParam = params.get('sort');
  const sort = MENU_SORTS.find((s) => s === sortParam) ?? 'menu';
  const weekParam = params.get('week');
  return {
    tags,
    sort,
    q: params.get('q') ?? '',
    week: isWeek(weekParam) ? weekParam : null,
  };
}

/**
 * The query string for `query`, keeping any other parameter of `base` (a campaign's utm_source,
 * a channel override) in place. Defaults are left out so the plain menu has a plain URL.
 */
export function menuQueryToParams(
  query: MenuQuery,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of QUERY_KEYS) params.delete(key);
  if (query.week) params.set('week', query.week);
  for (const tag of query.tags) params.append('tag', tag);
  if (query.sort !== 'menu') params.set('sort', query.sort);
  if (query.q) params.set('q', query.q);
  return params;
}

/** The tags with `tag` added or removed, in the order the filter chips show them. */
export function toggleTag(tags: readonly AttributeTag[], tag: AttributeTag): AttributeTag[] {
  const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
  return ATTRIBUTE_TAGS.filter((t) => next.includes(t));
}

/** True when the tags or the search narrow the menu (sorting alone hides nothing). */
export function isFiltered(query: MenuQuery): boolean {
  return query.tags.length > 0 || query.q.trim() !== '';
}

/** Lower case without accents, so "creme" finds "Crème". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of the search appears in the meal's name. */
export function matchesSearch(name: string, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(name);
  return words.every((word) => haystack.includes(word));
}

/** The meals that have every selected tag and match the search, in the chosen order. */
export function applyMenuQuery(
  items: readonly MenuItem[],
  query: Pick<MenuQuery, 'tags' | 'sort' | 'q'>,
): MenuItem[] {
  const wanted = query.tags.map((t) => t.toLowerCase());
  const shown = items.filter((item) => {
    const tags = item.details.attribute_tags.map((t) => t.toLowerCase());
    return wanted.every((t) => tags.includes(t)) && matchesSearch(item.details.name, query.q);
  });
  // Array.prototype.sort is stable: ties keep the menu's own order.
  if (query.sort === 'calories') shown.sort((a, b) => a.details.calories - b.details.calories);
  if (query.sort === 'protein') shown.sort((a, b) => b.details.protein - a.details.protein);
  return shown;
}

/** The meal a URL names by sku or short name, case-insensitively, if the menu has it. */
export function findMenuItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  const wanted = key.toLowerCase();
  return items.find(
    (item) => item.short_name.toLowerCase() === wanted || item.sku.toLowerCase() === wanted,
  );
}
