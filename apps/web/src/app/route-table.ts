import type { CurrentUser } from '@mealbox/contracts';

/**
 * The app's one route table (spec §2): the web router (router.tsx) is built from it, and the
 * server reads it, flattened with the admin area's pages (flat-routes.ts), for the code a page
 * lists, the data a menu page carries and the admin area it does not render. No React here: the
 * server imports it.
 */

export type Access = 'guest' | 'logged-in' | 'view-admin';

/** Where the navigation guard sends those who may not open a route. */
export const LOGIN_PATH = '/login';

/** Spec §2 navigation guard: who may open a route; everyone else goes to /login. */
export function isAllowed(access: Access, user: CurrentUser | null): boolean {
  if (access === 'guest') return true;
  if (!user) return false;
  return access === 'logged-in' || user.permissions.includes('view-admin');
}

/**
 * Spec §2: the previous route's query string is carried over when the new route has none.
 * Returns where to go instead, or null to go on as asked.
 */
export function carryQueryString(
  previous: { pathname: string; search: string } | null,
  next: { pathname: string; search: string },
): string | null {
  if (!previous || next.search || !previous.search) return null;
  if (previous.pathname === next.pathname) return null;
  return `${next.pathname}${previous.search}`;
}

/**
 * Each screen's lazy module, by its path in the web app: its key in the build's manifest (the
 * router loads them by name; only the server reads the paths).
 */
export const screens = {
  login: 'src/app/routes/login.tsx',
  passwordResetForm: 'src/app/routes/password-reset-form.tsx',
  passwordReset: 'src/app/routes/password-reset.tsx',
  register: 'src/app/routes/register.tsx',
  ourMenus: 'src/app/routes/our-menus.tsx',
  productLoading: 'src/app/routes/product-loading.tsx',
  confirmation: 'src/app/routes/confirmation.tsx',
  preselectionConfirmation: 'src/app/routes/preselection-confirmation.tsx',
  clearCart: 'src/app/routes/clear-cart.tsx',
  faq: 'src/app/routes/faq.tsx',
  privacyPolicy: 'src/app/routes/privacy-policy.tsx',
  termsOfService: 'src/app/routes/terms-of-service.tsx',
  logout: 'src/app/routes/logout.tsx',
  accountSettings: 'src/app/routes/account-settings.tsx',
  cancelSubscription: 'src/app/routes/cancel-subscription.tsx',
  mySchedule: 'src/app/routes/my-schedule.tsx',
  affiliateMenu: 'src/app/routes/affiliate-menu.tsx',
  notFound: 'src/app/routes/not-found.tsx',
  // Admin code is its own lazy chunks: customers never download it.
  adminLayout: 'src/app/routes/admin/admin-layout.tsx',
} as const;
export type Screen = keyof typeof screens;

/** The flows the product-loading screen opens, each its own lazy module. */
/**
 * The layout's own lazy modules that every page draws as soon as it runs (the header's cart
 * chrome: its toaster and phone bar). Listed with each route's screen, so their code is fetched
 * with the screen's and has arrived before the page is hydrated: arriving after, it held up the
 * first render that follows hydration, which React then drew again while waiting (long tasks).
 */
export const layoutModules = ['src/features/cart/components/cart-chrome.tsx'] as const;

export const flows = {
  wizard: 'src/features/wizard/wizard-page.tsx',
  meals: 'src/app/routes/meals.tsx',
  checkout: 'src/features/checkout/checkout-page.tsx',
} as const;
export type Flow = keyof typeof flows;

export interface RouteEntry {
  /** A React Router path pattern; children's are relative to their parent's. */
  path: string;
  access: Access;
  /** The page title where the spec gives one (and ours); otherwise the channel's name. */
  title?: string;
  screen: Screen;
  /** The flow the product-loading screen opens on this route. */
  flow?: Flow;
  /** The admin area: never rendered by the server. */
  admin?: boolean;
  /**
   * Its pages are routed inside its layout, which is its own chunk with their table
   * (admin-pages.ts), so the storefront's code never carries the admin's page list. The server
   * lists them as routes of their own (flatRoutes).
   */
  area?: 'admin';
  /** The page carries the menu (web-app/page-data.ts): the current week's, or ?week='s. */
  menu?: 'current' | 'week-in-query';
  /**
   * The page carries the signed-in customer's own answers that its first screen reads
   * (web-app/page-data.ts), and the server renders it for that customer alone, never kept nor
   * shared: 'account-status', what the account's status line reads (the current menu and their
   * subscriptions); 'schedule', their schedule (GET /api/user/schedule's answer), only when the
   * page is their own (no `:userId`, or theirs: staff viewing a customer's is drawn by the
   * browser). A guest, or a failure, gets nothing and the browser draws the page.
   */
  customerData?: 'account-status' | 'schedule';
  /**
   * The page carries a guest's own box (GET /api/cart's answer, for the week in ?week= or the
   * current one; web-app/page-data.ts), and the server renders it for that visitor alone, never
   * kept nor shared: 'cart', checkout's order summary. A signed-in customer's checkout (its
   * shipping and payment form) and a failure get nothing, and the browser draws the page.
   */
  visitorData?: 'cart';
  /** A layout route: its children render inside it, its index redirects to `index`. */
  children?: RouteEntry[];
  index?: string;
}

const guest = (
  path: string,
  screen: Screen,
  title?: string,
  more: Partial<RouteEntry> = {},
): RouteEntry => ({ path, access: 'guest', screen, ...(title ? { title } : {}), ...more });

/** Every route of spec §2 with its access level, in the router's order ('*' last). */
export const routeTable: RouteEntry[] = [
  // Guest routes
  guest('/login', 'login', 'Login'),
  guest('/password/resetform', 'passwordResetForm', 'Reset Password Form'),
  guest('/password/reset/:token', 'passwordReset', 'Reset Password'),
  guest('/register', 'register', 'Create Account'),
  guest('/pages/our-menus', 'ourMenus', 'Our Menus', { menu: 'current' }),
  guest('/product/:sku_or_short_name', 'productLoading', undefined, { flow: 'wizard' }),
  guest('/', 'productLoading', undefined, { flow: 'wizard' }),
  guest('/landing/:sku_or_short_name', 'productLoading', undefined, { flow: 'wizard' }),
  guest('/meals/:sku_or_short_name?', 'productLoading', undefined, {
    flow: 'meals',
    menu: 'week-in-query',
  }),
  guest('/checkout', 'productLoading', 'Checkout', { flow: 'checkout', visitorData: 'cart' }),
  guest('/confirmation/:url_key?', 'confirmation', 'Order Confirmation'),
  guest('/preselection-confirmation/:url_key?', 'preselectionConfirmation', 'Confirm Your Meals'),
  guest('/clear-cart', 'clearCart'),
  guest('/frequently-asked-questions', 'faq', 'Frequently Asked Questions'),
  guest('/privacy-policy', 'privacyPolicy', 'Privacy Policy'),
  guest('/terms-of-service', 'termsOfService', 'Terms of Service'),
  guest('/logout', 'logout'),
  // Logged-in routes
  {
    path: '/account-settings/:extra?',
    access: 'logged-in',
    screen: 'accountSettings',
    title: 'My Account',
    customerData: 'account-status',
  },
  {
    path: '/pages/cancel-subscription',
    access: 'logged-in',
    screen: 'cancelSubscription',
    title: 'Cancel Subscription',
  },
  {
    path: '/my-schedule/:userId?',
    access: 'logged-in',
    screen: 'mySchedule',
    title: 'My Schedule',
    customerData: 'schedule',
  },
  {
    path: '/AffiliateMenu',
    access: 'logged-in',
    screen: 'affiliateMenu',
    title: 'Affiliate Menus',
  },
  {
    path: '/AffiliateMenu/:week_id',
    access: 'logged-in',
    screen: 'affiliateMenu',
    title: 'Affiliate Menu',
  },
  // Admin routes, all view-admin (their pages: admin-pages.ts)
  {
    path: '/admin',
    access: 'view-admin',
    screen: 'adminLayout',
    admin: true,
    area: 'admin',
    index: '/admin/dashboard',
  },
  guest('*', 'notFound', 'Page Not Found'),
];

/**
 * Spec §2 'The page title is set from the route's title when present': the document's title, the
 * same in the browser (the router's guard) and in the page the server sends.
 */
export function documentTitle(title: string | undefined, channelName: string): string {
  return title ?? channelName;
}
