import type { FastifyRequest } from 'fastify';
import { isWeek } from '@mealbox/contracts';
import { flatRoutes, matchRoute } from '@mealbox/web/route-table';
import type { CatalogJson } from '../catalog/catalog-json.ts';

/** What the page carries for the screen it opens, so the app needs no request to show it. */
export interface PageData {
  /** JSON object from API path to that path's answer (the client seeds its queries with it). */
  json: string | null;
  /** The same answers as values (for the server's rendering), and what identifies them. */
  data: Record<string, unknown> | null;
  version: string;
  /** The first meal images, requested alongside the app's code. */
  preloadImages: string[];
  /** The meta tag listing the screen's code (screen-modules.ts). */
  screenModules?: string;
  /** The title of the route the page shows (the web's routeTitle), when it has one. */
  title?: string;
}

const none = (): PageData => ({ json: null, data: null, version: '', preloadImages: [] });
/** The web's routes (its route table): which carry the menu. */
const routes = flatRoutes();

/**
 * The menu screens (the route table's routes with a `menu`: /meals…, /pages/our-menus) get the
 * upcoming weeks and the menu they open on
 * inlined, from the same cache the API answers from, and a preload of the first meal image (its
 * largest element) unless filters reorder the menu. Anything else, or a failure, inlines nothing:
 * the app then asks the API as usual.
 */
export async function pageDataFor(
  request: FastifyRequest,
  url: URL,
  catalog: CatalogJson,
): Promise<PageData> {
  const menu = matchRoute(url.pathname, routes)?.menu;
  if (!menu) return none();
  const week = url.searchParams.get('week');
  const ownWeek = menu === 'week-in-query' && isWeek(week) ? week : null;
  try {
    const [weeks, menu] = await Promise.all([
      catalog.weeks(request.ctx),
      ownWeek ? catalog.menu(request.ctx, ownWeek) : catalog.currentMenu(request.ctx),
    ]);
    const menuPath = ownWeek ? `/api/menus/${ownWeek}` : '/api/menus/current';
    const reordered = ['tag', 'sort', 'q'].some((k) => url.searchParams.has(k));
    const first = menu.data.items[0]?.details.image;
    return {
      json: `{"/api/menus":${weeks.body},${JSON.stringify(menuPath)}:${menu.body}}`,
      data: { '/api/menus': weeks.data, [menuPath]: menu.data },
      version: `${weeks.etag}${menu.etag}`,
      preloadImages: first && !reordered ? [first] : [],
    };
  } catch {
    return none();
  }
}
