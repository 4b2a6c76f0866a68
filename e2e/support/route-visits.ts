import { flatRoutes, type FlatRoute } from '@mealbox/web/flat-routes';
import { LOGIN_PATH } from '@mealbox/web/route-table';

/** Who visits a page: the access levels of the route table, and the partner of the affiliate pages. */
export type Role = 'guest' | 'customer' | 'affiliate' | 'admin';

/** One page to open: a route of the table, as a pattern, and who opens it. */
export interface Visit {
  role: Role;
  /** The route's pattern as written, an optional parameter filled or left out. */
  pattern: string;
  /** The route's own pattern in the table (flat-routes.ts). */
  route: string;
  /** Where the app is expected to end up instead (the guard's login page). */
  redirectsTo?: string;
}

const byAccess: Record<FlatRoute['access'], Role> = {
  guest: 'guest',
  'logged-in': 'customer',
  'view-admin': 'admin',
};

/**
 * The pages meant for someone else than their access level's usual visitor: the affiliate pages
 * are a partner's (any other customer is told so), and another customer's schedule is for staff.
 */
const meantFor: Record<string, Role> = {
  '/AffiliateMenu': 'affiliate',
  '/AffiliateMenu/:week_id': 'affiliate',
  '/my-schedule/:userId': 'admin',
};

/** Who may not open a route of each access level: they are sent to log in. */
const turnedAway: Record<FlatRoute['access'], Role[]> = {
  guest: [],
  'logged-in': ['guest'],
  'view-admin': ['guest', 'customer'],
};

/** A route's patterns: an optional parameter (`:name?`) gives two, without and with it. */
function variants(path: string): string[] {
  const optional = path.match(/\/:[^/]+\?$/);
  if (!optional) return [path];
  return [path.slice(0, optional.index) || '/', path.slice(0, -1)];
}

/**
 * Every page of the route table (flat-routes.ts: the storefront's routes and the admin area's
 * pages), each opened by the role it is meant for, and for each access level above guest its first
 * route opened by those it turns away. A route added to the table is in this list at once.
 */
export function routeVisits(routes: FlatRoute[] = flatRoutes()): Visit[] {
  const visits: Visit[] = [];
  for (const route of routes) {
    for (const pattern of variants(route.path)) {
      visits.push({
        role: meantFor[pattern] ?? byAccess[route.access],
        pattern,
        route: route.path,
      });
    }
  }
  for (const access of ['logged-in', 'view-admin'] as const) {
    const first = routes.find((r) => r.access === access);
    if (!first) continue;
    const [pattern] = variants(first.path);
    for (const role of turnedAway[access])
      visits.push({ role, pattern: pattern!, route: first.path, redirectsTo: LOGIN_PATH });
  }
  return visits;
}

/** The parameters a pattern names (`:name`), and `*` for a catch-all route. */
export function parametersOf(pattern: string): string[] {
  const names = [...pattern.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  return pattern.endsWith('*') ? [...names, '*'] : names;
}

/**
 * The path of a pattern with each parameter given its value: the route's own value first, else the
 * parameter's. A parameter with neither fails, naming what to add.
 */
export function pathOf(
  visit: Visit,
  values: { byRoute: Record<string, Record<string, string>>; byParameter: Record<string, string> },
): string {
  const own = values.byRoute[visit.route] ?? {};
  let path = visit.pattern;
  for (const name of parametersOf(visit.pattern)) {
    const value = own[name] ?? values.byParameter[name];
    if (value === undefined)
      throw new Error(
        `No demo value for the parameter ${name} of ${visit.route}: give it one in e2e/tests/a11y.spec.ts.`,
      );
    path = name === '*' ? path.replace(/\*$/, value) : path.replace(`:${name}`, value);
  }
  return path.startsWith('/') ? path : `/${path}`;
}

/** Splits a list into runs of at most `size`, in order. */
export function inGroupsOf<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
