import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { isWeek, UserSubscriptions } from '@mealbox/contracts';
import { flatRoutes, matchRoute } from '@mealbox/web/flat-routes';
import type { CatalogJson } from '../catalog/catalog-json.ts';
import { subscriptionsOverview } from '../subscriptions/subscriptions.service.ts';

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
  /**
   * The data is the signed-in visitor's own (customerData routes): the page is rendered for this
   * request alone, never kept nor shared with another visitor.
   */
  own?: boolean;
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
  const route = matchRoute(url.pathname, routes);
  if (route?.customerData === 'account-status') return accountStatusData(request, catalog);
  const menu = route?.menu;
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

/**
 * The account page (a route with customerData 'account-status') of a signed-in customer gets what
 * its status line reads: the current menu (from the catalogue's cache, as the menu pages get it)
 * and GET /api/user/subscriptions's answer, from the service that route calls, encoded with the
 * route's contract so the inlined answer is the API's. A guest (the page sends them to log in)
 * gets nothing, and a failure inlines nothing: the app then asks the API as usual.
 */
async function accountStatusData(request: FastifyRequest, catalog: CatalogJson): Promise<PageData> {
  if (!request.user) return none();
  try {
    const [menu, overview] = await Promise.all([
      catalog.currentMenu(request.ctx),
      subscriptionsOverview(request.ctx),
    ]);
    const subscriptions = z.encode(UserSubscriptions, overview);
    return {
      json: `{"/api/menus/current":${menu.body},"/api/user/subscriptions":${JSON.stringify(subscriptions)}}`,
      data: { '/api/menus/current': menu.data, '/api/user/subscriptions': subscriptions },
      version: menu.etag,
      preloadImages: [],
      own: true,
    };
  } catch (error) {
    request.log.warn({ err: error }, 'account page data failed; the app asks the API');
    return none();
  }
}
