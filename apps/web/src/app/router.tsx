import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { useSession } from '../features/accounts/session-store';
import { adminPages, carryQueryString, isAllowed, type Access } from './route-table';
import { PageLoading } from '../components/page-loading';
import { ScreenReady } from './screen-ready';
import { ServerRedirectContext } from './server-redirect';

type Page = LazyExoticComponent<ComponentType>;

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
    if (!layout) document.title = title ?? channelName;
  }, [carried, allowed, location.pathname, location.search, title, channelName, layout]);
  if (carried) return <Navigate to={carried} replace state={location.state as unknown} />;
  if (!allowed) {
    if (serverRedirect) {
      serverRedirect.redirect(`/login${location.search}`);
      return null;
    }
    return (
      <Navigate
        to={`/login${location.search}`}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <>{children}</>;
}

function guarded(access: Access, Page: Page, title?: string, layout = false) {
  return (
    <RouteGuard access={access} layout={layout} {...(title ? { title } : {})}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        {/* The product-loading screen says so itself, once the flow it opens is drawn. */}
        {Page !== ProductLoading && <ScreenReady />}
      </Suspense>
    </RouteGuard>
  );
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const titled = (Component: ComponentType<{ title: string }>, title: string) =>
  function TitledPage() {
    return <Component title={title} />;
  };
const placeholderModule = () => import('./routes/placeholder');
const placeholder = (title: string) =>
  lazy(() => placeholderModule().then((m) => ({ default: titled(m.default, title) })));

const Login = page(() => import('./routes/login'));
const PasswordResetForm = page(() => import('./routes/password-reset-form'));
const PasswordReset = page(() => import('./routes/password-reset'));
const Register = page(() => import('./routes/register'));
const ProductLoading = page(() => import('./routes/product-loading'));
const OurMenus = page(() => import('./routes/our-menus'));
const Logout = page(() => import('./routes/logout'));
const NotFound = page(() => import('./routes/not-found'));
const Confirmation = page(() => import('./routes/confirmation'));
const ClearCart = page(() => import('./routes/clear-cart'));
const Faq = page(() => import('./routes/faq'));
const PrivacyPolicy = page(() => import('./routes/privacy-policy'));
const TermsOfService = page(() => import('./routes/terms-of-service'));
// Admin code is its own lazy chunk: customers never download it.
const AdminLayout = page(() => import('./routes/admin/admin-layout'));
const adminPageModule = () => import('./routes/admin/admin-page');

/** Every route of spec §2 with its access level; titles where the spec gives one (and ours). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* Guest routes */}
        <Route path="/login" element={guarded('guest', Login, 'Login')} />
        <Route
          path="/password/resetform"
          element={guarded('guest', PasswordResetForm, 'Reset Password Form')}
        />
        <Route
          path="/password/reset/:token"
          element={guarded('guest', PasswordReset, 'Reset Password')}
        />
        <Route path="/register" element={guarded('guest', Register, 'Create Account')} />
        <Route path="/pages/our-menus" element={guarded('guest', OurMenus, 'Our Menus')} />
        <Route path="/product/:sku_or_short_name" element={guarded('guest', ProductLoading)} />
        <Route path="/" element={guarded('guest', ProductLoading)} />
        <Route path="/landing/:sku_or_short_name" element={guarded('guest', ProductLoading)} />
        <Route path="/meals/:sku_or_short_name?" element={guarded('guest', ProductLoading)} />
        <Route path="/checkout" element={guarded('guest', ProductLoading, 'Checkout')} />
        <Route
          path="/confirmation/:url_key?"
          element={guarded('guest', Confirmation, 'Order Confirmation')}
        />
        <Route
          path="/preselection-confirmation/:url_key?"
          element={guarded('guest', placeholder('Confirm Your Meals'), 'Confirm Your Meals')}
        />
        <Route path="/clear-cart" element={guarded('guest', ClearCart)} />
        <Route
          path="/frequently-asked-questions"
          element={guarded('guest', Faq, 'Frequently Asked Questions')}
        />
        <Route path="/privacy-policy" element={guarded('guest', PrivacyPolicy, 'Privacy Policy')} />
        <Route
          path="/terms-of-service"
          element={guarded('guest', TermsOfService, 'Terms of Service')}
        />
        <Route path="/logout" element={guarded('guest', Logout)} />
        {/* Logged-in routes */}
        <Route
          path="/account-settings/:extra?"
          element={guarded('logged-in', placeholder('My Account'), 'My Account')}
        />
        <Route
          path="/pages/cancel-subscription"
          element={guarded('logged-in', placeholder('Cancel Subscription'), 'Cancel Subscription')}
        />
        <Route
          path="/my-schedule/:userId?"
          element={guarded('logged-in', placeholder('My Schedule'), 'My Schedule')}
        />
        <Route
          path="/AffiliateMenu"
          element={guarded('logged-in', placeholder('Affiliate Menus'), 'Affiliate Menus')}
        />
        <Route
          path="/AffiliateMenu/:week_id"
          element={guarded('logged-in', placeholder('Affiliate Menu'), 'Affiliate Menu')}
        />
        {/* Admin routes, all view-admin */}
        <Route path="/admin" element={guarded('view-admin', AdminLayout, undefined, true)}>
          <Route index element={<Navigate to="/admin/dashboard" replace />} />
          {adminPages.map((p) => (
            <Route
              key={p.path}
              path={p.path}
              element={guarded(
                'view-admin',
                lazy(() =>
                  adminPageModule().then((m) => ({ default: titled(m.default, p.title) })),
                ),
                p.title,
              )}
            />
          ))}
        </Route>
        <Route path="*" element={guarded('guest', NotFound, 'Page Not Found')} />
      </Route>
    </Routes>
  );
}
