import type { CurrentUser } from '@mealbox/contracts';
import { adminPages, adminScreens } from './admin-pages';
import {
  flows,
  isAllowed,
  layoutModules,
  LOGIN_PATH,
  routeTable,
  screens,
  type Access,
  type RouteEntry,
} from './route-table';

// The routes as the server sees them (`@mealbox/web/flat-routes`): every page with its full
// pattern, title and modules, the admin area's pages included. The storefront's code never
// imports this file, so the admin's page list stays out of it.

/** A route as the server sees it: its full pattern and every lazy module it opens. */
export interface FlatRoute {
  path: string;
  access: Access;
  admin: boolean;
  menu: RouteEntry['menu'] | null;
  customerData: RouteEntry['customerData'] | null;
  visitorData: RouteEntry['visitorData'] | null;
  /** The route's title, when it has one (see documentTitle). */
  title?: string;
  /** The modules the route loads (a layout's first), keys of the build's manifest. */
  modules: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * React Router's matching of a path pattern: case-insensitive, a trailing slash allowed. Each
 * parameter is a named group (see routeParams).
 */
function patternOf(path: string): RegExp {
  if (path === '*') return /^/;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      const optional = segment.endsWith('?');
      const group = `/(?<${segment.slice(1, optional ? -1 : undefined)}>[^/]+)`;
      return optional ? `(?:${group})?` : group;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** Every path below an area's own (`/admin/…`), as its layout's `*` route matches them. */
const areaRest = (path: string) => new RegExp(`^${escapeRegExp(path)}/.+$`, 'i');

/** The table flattened: a layout's index and children become routes of their own. */
export function flatRoutes(table: RouteEntry[] = routeTable): FlatRoute[] {
  const flat: FlatRoute[] = [];
  const add = (entry: RouteEntry, path: string, modules: string[]) => {
    const own = [...modules, screens[entry.screen], ...(entry.flow ? [flows[entry.flow]] : [])];
    if (entry.area === 'admin') {
      flat.push(route(entry, path, own));
      const inArea = { access: entry.access, admin: true, screen: entry.screen };
      for (const page of adminPages) {
        flat.push(
          route({ ...inArea, path: page.path, title: page.title }, `${path}/${page.path}`, [
            ...own,
            adminScreens[page.screen],
          ]),
        );
      }
      // Any other path in the area: the layout says there is no such page.
      flat.push({ ...route({ ...inArea, path: '*' }, `${path}/*`, own), pattern: areaRest(path) });
    } else if (entry.children) {
      if (entry.index) flat.push(route(entry, path, own));
      for (const child of entry.children) add(child, `${path}/${child.path}`, own);
    } else {
      flat.push(route(entry, path, own));
    }
  };
  const route = (entry: RouteEntry, path: string, modules: string[]): FlatRoute => ({
    path,
    access: entry.access,
    admin: entry.admin ?? false,
    menu: entry.menu ?? null,
    customerData: entry.customerData ?? null,
    visitorData: entry.visitorData ?? null,
    ...(entry.title ? { title: entry.title } : {}),
    modules,
    pattern: patternOf(path),
  });
  for (const entry of table) add(entry, entry.path, [...layoutModules]);
  return flat;
}

/** The route a path opens, as the router matches it ('*' when no other does). */
export function matchRoute(pathname: string, routes: FlatRoute[]): FlatRoute | undefined {
  return (
    routes.find((r) => r.path !== '*' && r.pattern.test(pathname)) ??
    routes.find((r) => r.path === '*')
  );
}

/**
 * The parameters a path gives the route it opens, decoded as React Router decodes them (an
 * optional one it lacks is absent).
 */
export function routeParams(pathname: string, route: FlatRoute): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(route.pattern.exec(pathname)?.groups ?? {})) {
    if (value === undefined) continue;
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  }
  return params;
}

/**
 * The title of the route a path shows this visitor: its own, or the login page's for a visitor
 * the guard sends there.
 */
export function routeTitle(
  pathname: string,
  user: CurrentUser | null,
  routes: FlatRoute[],
): string | undefined {
  const route = matchRoute(pathname, routes);
  if (route && !isAllowed(route.access, user)) return matchRoute(LOGIN_PATH, routes)?.title;
  return route?.title;
}
