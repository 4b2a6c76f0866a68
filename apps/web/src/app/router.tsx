import { Suspense, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  useLocation,
  useRoutes,
} from 'react-router';
import { AppLayout } from './layout/app-layout';
import { useSession } from '../features/accounts/session-store';
import {
  carryQueryString,
  documentTitle,
  isAllowed,
  LOGIN_PATH,
  routeTable,
  type Access,
  type Flow,
  type RouteEntry,
  type Screen,
} from './route-table';
import { PageLoading } from '../components/page-loading';
import { ScreenReady } from './screen-ready';
import { ServerRedirectContext } from './server-redirect';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';
import { flowScreens } from './flow-screens';

/** Where the app was before this navigation, for the query string carry-over (spec §2). */
let previousLocation: { pathname: string; search: string } | null = null;

/**
 * The navigation guard of spec §2: the title from the route, /login for those who may not enter,
 * and the previous query string carried over when the new route has none.
 */
function RouteGuard({
  access,
  title,
  layout = false,
  children,
}: {
  access: Access;
  title?: string;
  /** A layout route leaves the title to the route nested in it (whose effect runs first). */
  layout?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  const user = useSession((s) => s.user);
  const channelName = useSession((s) => s.channel.name);
  const carried = carryQueryString(previousLocation, location);
  const serverRedirect = useContext(ServerRedirectContext);
  const allowed = isAllowed(access, user);
  useEffect(() => {
    if (carried || !allowed) return;
    previousLocation = { pathname: location.pathname, search: location.search };
    if (!layout) document.title = documentTitle(title, channelName);
  }, [carried, allowed, location.pathname, location.search, title, channelName, layout]);
  if (carried) return <Navigate to={carried} replace state={location.state as unknown} />;
  if (!allowed) {
    if (serverRedirect) {
      serverRedirect.redirect(`${LOGIN_PATH}${location.search}`);
      return null;
    }
    return (
      <Navigate
        to={`${LOGIN_PATH}${location.search}`}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <>{children}</>;
}

/** What a screen is given: its title (the admin pages show it) and its flow. */
export interface ScreenProps {
  title: string;
  flow?: Flow;
}

// One lazy component per screen module of the route table (a key missing here fails the type).
const load: Record<Screen, () => Promise<{ default: ComponentType<ScreenProps> }>> = {
  login: () => import('./routes/login'),
  passwordResetForm: () => import('./routes/password-reset-form'),
  passwordReset: () => import('./routes/password-reset'),
  register: () => import('./routes/register'),
  ourMenus: () => import('./routes/our-menus'),
  productLoading: () => import('./routes/product-loading'),
  confirmation: () => import('./routes/confirmation'),
  preselectionConfirmation: () => import('./routes/preselection-confirmation'),
  clearCart: () => import('./routes/clear-cart'),
  faq: () => import('./routes/faq'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  termsOfService: () => import('./routes/terms-of-service'),
  logout: () => import('./routes/logout'),
  accountSettings: () => import('./routes/account-settings'),
  cancelSubscription: () => import('./routes/cancel-subscription'),
  mySchedule: () => import('./routes/my-schedule'),
  affiliateMenu: () => import('./routes/affiliate-menu'),
  notFound: () => import('./routes/not-found'),
  // Admin code is its own lazy chunks: customers never download it.
  adminLayout: () => import('./routes/admin/admin-layout'),
};
const pages = new Map<Screen, PreloadableLazy<ComponentType<ScreenProps>>>();
const pageOf = (screen: Screen) => {
  let page = pages.get(screen);
  if (!page) pages.set(screen, (page = preloadableLazy(load[screen])));
  return page;
};

function guarded(entry: RouteEntry, layout = false) {
  const Page = pageOf(entry.screen);
  return (
    // Keyed by route: two routes of one screen module are two screens.
    <RouteGuard
      key={entry.path}
      access={entry.access}
      layout={layout}
      {...(entry.title ? { title: entry.title } : {})}
    >
      <Suspense fallback={<PageLoading />}>
        <Page title={entry.title ?? ''} {...(entry.flow ? { flow: entry.flow } : {})} />
        {/* The product-loading screen says so itself, once the flow it opens is drawn. */}
        {entry.screen !== 'productLoading' && <ScreenReady />}
      </Suspense>
    </RouteGuard>
  );
}

function routeOf(entry: RouteEntry) {
  // The area's layout routes its own pages (admin-pages.ts, in the area's chunk).
  if (entry.area) {
    return (
      <Route
        key={entry.path}
        path={`${entry.path}/*`}
        element={guarded(entry, true)}
        handle={entry}
      />
    );
  }
  if (!entry.children) {
    return <Route key={entry.path} path={entry.path} element={guarded(entry)} handle={entry} />;
  }
  return (
    <Route key={entry.path} path={entry.path} element={guarded(entry, true)} handle={entry}>
      {entry.index && <Route index element={<Navigate to={entry.index} replace />} />}
      {entry.children.map(routeOf)}
    </Route>
  );
}

/** Every route of the route table (route-table.ts) with its access level and title. */
const appRoutes = createRoutesFromElements(
  <Route element={<AppLayout />}>{routeTable.map(routeOf)}</Route>,
);

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads the code of the screens the router opens at `pathname` (a layout's, its page's and the
 * flow a product-loading page opens), so the page hydrates, or first renders, without waiting for
 * them (see preloadableLazy).
 */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const entries = (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as RouteEntry] : [],
  );
  return Promise.all(
    entries.flatMap((entry) => [
      pageOf(entry.screen).preload(),
      // The product-loading screen opens its route's flow (the wizard when none is named).
      ...(entry.screen === 'productLoading' ? [flowScreens[entry.flow ?? 'wizard'].preload()] : []),
    ]),
  );
}
