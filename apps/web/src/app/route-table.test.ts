import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { CurrentUser } from '@mealbox/contracts';
import { adminPages, adminScreens } from './admin-pages';
import { flatRoutes, matchRoute, routeParams, routeTitle } from './flat-routes';
import {
  carryQueryString,
  documentTitle,
  isAllowed,
  layoutModules,
  routeTable,
  screens,
  type RouteEntry,
} from './route-table';

const user = (permissions: string[]) => ({ permissions }) as unknown as CurrentUser;

describe('navigation guard', () => {
  it('lets everyone open guest routes', () => {
    expect(isAllowed('guest', null)).toBe(true);
  });

  it('sends visitors without a session away from logged-in routes', () => {
    expect(isAllowed('logged-in', null)).toBe(false);
    expect(isAllowed('logged-in', user([]))).toBe(true);
  });

  it('opens admin routes only with the view-admin permission', () => {
    expect(isAllowed('view-admin', user([]))).toBe(false);
    expect(isAllowed('view-admin', user(['manage-orders']))).toBe(false);
    expect(isAllowed('view-admin', user(['view-admin']))).toBe(true);
  });
});

describe('query string carry-over', () => {
  it('carries the previous query string to a new route that has none', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?utm=x' },
        { pathname: '/login', search: '' },
      ),
    ).toBe('/login?utm=x');
  });

  it('keeps a query string the new route brings, and does nothing on the first load', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?a=1' },
        { pathname: '/login', search: '?b=2' },
      ),
    ).toBeNull();
    expect(carryQueryString(null, { pathname: '/login', search: '' })).toBeNull();
    expect(
      carryQueryString({ pathname: '/', search: '' }, { pathname: '/login', search: '' }),
    ).toBeNull();
  });

  it('lets a page drop its own query string (clearing filters)', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?tag=Keto' },
        { pathname: '/meals', search: '' },
      ),
    ).toBeNull();
  });
});

describe('the route table as the server matches it', () => {
  const routes = flatRoutes();
  /** The router's own view of the table: React Router's matching, ids the full patterns. */
  const toRouteObject = (entry: RouteEntry, parent = ''): RouteObject => {
    const id = parent ? `${parent}/${entry.path}` : entry.path;
    return {
      id,
      path: entry.path,
      ...(entry.area === 'admin'
        ? {
            children: [
              ...(entry.index ? [{ id: `${id}#index`, index: true }] : []),
              ...adminPages.map((page) => ({ id: `${id}/${page.path}`, path: page.path })),
              { id: `${id}/*`, path: '*' },
            ],
          }
        : {}),
      ...(entry.children
        ? {
            children: [
              ...(entry.index ? [{ id: `${id}#index`, index: true }] : []),
              ...entry.children.map((child) => toRouteObject(child, id)),
            ],
          }
        : {}),
    };
  };
  const router = routeTable.map((entry) => toRouteObject(entry));
  const routerMatch = (pathname: string) => {
    const leaf = matchRoutes(router, pathname)?.at(-1)?.route.id;
    return leaf?.replace(/#index$/, '');
  };
  const samples = [
    ...routes.map((r) =>
      r.path === '*' ? '/no/such/page' : r.path.replace(/:[^/]+/g, 'x').replace(/\?/g, ''),
    ),
    '/MEALS',
    '/meals/',
    '/meals/keto-salmon',
    '/meals/a/b',
    '/product/',
    '/checkout/',
    '/admin',
    '/admin/unknown',
    '/admin/order/view/12',
    '/affiliatemenu/2026-01-05',
  ];

  it.each(samples)('opens the route React Router opens for %s', (pathname) => {
    expect(matchRoute(pathname, routes)?.path).toBe(routerMatch(pathname));
  });

  it.each([
    ...samples,
    '/my-schedule/12',
    '/my-schedule/%31%32',
    '/My-Schedule/12/',
    '/password/reset/a%20b',
  ])('reads the parameters React Router reads in %s', (pathname) => {
    const route = matchRoute(pathname, routes);
    if (!route) throw new Error(`no route for ${pathname}`);
    // A splat's rest ('*') is the router's own: no screen reads it.
    const { '*': _rest, ...params } = matchRoutes(router, pathname)?.at(-1)?.params ?? {};
    expect(routeParams(pathname, route)).toEqual(params);
  });

  it("lists each route's modules, the app layout's first, then a layout's, and marks the admin area", () => {
    const orders = matchRoute('/admin/orders', routes);
    expect(orders?.modules).toEqual([...layoutModules, screens.adminLayout, adminScreens.orders]);
    expect(orders?.admin).toBe(true);
    expect(matchRoute('/meals/x', routes)?.modules).toEqual([
      ...layoutModules,
      screens.productLoading,
      'src/app/routes/meals.tsx',
    ]);
    expect(matchRoute('/meals/x', routes)?.menu).toBe('week-in-query');
    expect(matchRoute('/pages/our-menus/', routes)?.menu).toBe('current');
    expect(matchRoute('/login', routes)?.menu).toBeNull();
    expect(matchRoute('/my-schedule/12', routes)?.customerData).toBe('schedule');
    expect(matchRoute('/account-settings', routes)?.customerData).toBe('account-status');
    expect(matchRoute('/pages/cancel-subscription', routes)?.customerData).toBeNull();
  });
});

describe('page titles (spec §2: from the route when it has one)', () => {
  const routes = flatRoutes();

  it("names a page by its route's title, else by the channel", () => {
    expect(documentTitle(routeTitle('/login', null, routes), 'Mealbox')).toBe('Login');
    expect(documentTitle(routeTitle('/pages/our-menus', null, routes), 'Mealbox')).toBe(
      'Our Menus',
    );
    expect(documentTitle(routeTitle('/', null, routes), 'FitFuel Kitchen')).toBe('FitFuel Kitchen');
    expect(documentTitle(routeTitle('/no/such/page', null, routes), 'Mealbox')).toBe(
      'Page Not Found',
    );
  });

  it("gives a route's parameters and a trailing slash the route's title", () => {
    expect(routeTitle('/confirmation/AbCdEfGhIjKlMnOpQrStUv', null, routes)).toBe(
      'Order Confirmation',
    );
    expect(routeTitle('/terms-of-service/', null, routes)).toBe('Terms of Service');
  });

  it('gives a page the guard sends to the login page the login title', () => {
    expect(routeTitle('/account-settings', null, routes)).toBe('Login');
    expect(routeTitle('/account-settings', user([]), routes)).toBe('My Account');
    expect(routeTitle('/admin/orders', user([]), routes)).toBe('Login');
    expect(routeTitle('/admin/orders', user(['view-admin']), routes)).toBe('Orders');
  });
});
