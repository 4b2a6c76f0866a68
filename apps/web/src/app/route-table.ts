import type { CurrentUser, Permission } from '@mealbox/contracts';

/**
 * The app's one route table (spec §2): the web router (router.tsx) is built from it, and the
 * server reads it (as `@mealbox/web/route-table`) for the code a page lists, the data a menu
 * page carries and the admin area it does not render. No React here: the server imports it.
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

/** An admin page (spec §2): all view-admin; the page titles are ours. */
export interface AdminPageEntry {
  path: string;
  title: string;
  screen: Screen;
  /** The list a detail page belongs to (its breadcrumbs): that page's path. */
  parent?: string;
  /** Shown in the admin drawer under this label, to users holding `permission`. */
  nav?: { label: string; permission: Permission };
}

const adminPage = (
  path: string,
  title: string,
  screen: Screen,
  more: Omit<AdminPageEntry, 'path' | 'title' | 'screen'> = {},
): AdminPageEntry => ({ path, title, screen, ...more });
const listed = (label: string, permission: Permission = 'view-admin') => ({
  nav: { label, permission },
});

export const adminPages: AdminPageEntry[] = [
  adminPage('dashboard', 'Dashboard', 'adminPage', listed('Dashboard')),
  adminPage('asdf', 'Operations Dashboard', 'adminPage', listed('Operations')),
  adminPage('orders', 'Orders', 'adminOrders', listed('Orders')),
  adminPage('order/view/:orderId', 'Order', 'adminOrderView', { parent: 'orders' }),
  adminPage('order/edit/:orderId', 'Edit Order', 'adminOrderEdit', { parent: 'orders' }),
  adminPage('order/add/:weekId', 'Add Order', 'adminOrderAdd', { parent: 'orders' }),
  adminPage('menu', 'Menus', 'adminMenus', listed('Menus')),
  adminPage('menu/edit/:menuWeek', 'Edit Menu', 'adminMenuEdit', { parent: 'menu' }),
  adminPage('menuItems', 'Menu Items', 'adminMenuItems', listed('Menu Items')),
  adminPage('menuItems/view/:menuItemId', 'Menu Item', 'adminMenuItem', { parent: 'menuItems' }),
  adminPage('user', 'Users', 'adminUsers', listed('Customers & Staff')),
  adminPage('user/add', 'Add User', 'adminUserEdit', { parent: 'user' }),
  adminPage('user/edit/:userId', 'Edit User', 'adminUserEdit', { parent: 'user' }),
  adminPage('customer/edit/:user_id', 'Edit Customer', 'adminCustomerEdit', { parent: 'user' }),
  adminPage('discounts', 'Discounts', 'adminDiscounts', listed('Discounts')),
  adminPage('discounts/edit/:discountId', 'Edit Discount', 'adminDiscountEdit', {
    parent: 'discounts',
  }),
  adminPage('giftCards', 'Gift Cards', 'adminGiftCards', listed('Gift Cards')),
  adminPage('giftCards/edit/:giftCardId', 'Edit Gift Card', 'adminGiftCardEdit', {
    parent: 'giftCards',
  }),
  adminPage('reports', 'Reports', 'adminPage', listed('Reports', 'view-reports')),
  adminPage('unattendedQueueAdmin', 'Unattended Queue', 'adminPage', listed('Unattended Queue')),
  adminPage('unattendedQueueDetailAdmin/:week', 'Unattended Queue Week', 'adminPage', {
    parent: 'unattendedQueueAdmin',
  }),
  adminPage(
    'subscriptionOrderStatusAdmin',
    'Subscription Order Status',
    'adminPage',
    listed('Subscription Orders'),
  ),
  adminPage(
    'subscriptionOrderStatusDetailAdmin/:week',
    'Subscription Order Status Week',
    'adminPage',
    { parent: 'subscriptionOrderStatusAdmin' },
  ),
];

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
  adminPage: 'src/app/routes/admin/admin-page.tsx',
  adminOrders: 'src/app/routes/admin/orders.tsx',
  adminOrderView: 'src/app/routes/admin/order-view.tsx',
  adminOrderEdit: 'src/app/routes/admin/order-edit.tsx',
  adminOrderAdd: 'src/app/routes/admin/order-add.tsx',
  adminMenus: 'src/app/routes/admin/menus.tsx',
  adminMenuEdit: 'src/app/routes/admin/menu-edit.tsx',
  adminMenuItems: 'src/app/routes/admin/menu-items.tsx',
  adminMenuItem: 'src/app/routes/admin/menu-item.tsx',
  adminUsers: 'src/app/routes/admin/users.tsx',
  adminUserEdit: 'src/app/routes/admin/user-edit.tsx',
  adminCustomerEdit: 'src/app/routes/admin/customer-edit.tsx',
  adminDiscounts: 'src/app/routes/admin/discounts.tsx',
  adminDiscountEdit: 'src/app/routes/admin/discount-edit.tsx',
  adminGiftCards: 'src/app/routes/admin/gift-cards.tsx',
  adminGiftCardEdit: 'src/app/routes/admin/gift-card-edit.tsx',
} as const;
export type Screen = keyof typeof screens;

/** The flows the product-loading screen opens, each its own lazy module. */
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
  /** The page carries the menu (web-app/page-data.ts): the current week's, or ?week='s. */
  menu?: 'current' | 'week-in-query';
  /**
   * The page carries what the account's status line reads for the signed-in customer (the
   * current menu and their subscriptions, web-app/page-data.ts), and the server renders it for
   * that customer alone, never kept nor shared.
   */
  customerData?: 'account-status';
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
  guest('/checkout', 'productLoading', 'Checkout', { flow: 'checkout' }),
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
  // Admin routes, all view-admin
  {
    path: '/admin',
    access: 'view-admin',
    screen: 'adminLayout',
    admin: true,
    index: '/admin/dashboard',
    children: adminPages.map(({ path, title, screen }) => ({
      path,
      title,
      access: 'view-admin',
      screen,
      admin: true,
    })),
  },
  guest('*', 'notFound', 'Page Not Found'),
];

/** A route as the server sees it: its full pattern and every lazy module it opens. */
export interface FlatRoute {
  path: string;
  access: Access;
  admin: boolean;
  menu: RouteEntry['menu'] | null;
  customerData: RouteEntry['customerData'] | null;
  /** The route's title, when it has one (see documentTitle). */
  title?: string;
  /** The modules the route loads (a layout's first), keys of the build's manifest. */
  modules: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** React Router's matching of a path pattern: case-insensitive, a trailing slash allowed. */
function patternOf(path: string): RegExp {
  if (path === '*') return /^/;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** The table flattened: a layout's index and children become routes of their own. */
export function flatRoutes(table: RouteEntry[] = routeTable): FlatRoute[] {
  const flat: FlatRoute[] = [];
  const add = (entry: RouteEntry, path: string, modules: string[]) => {
    const own = [...modules, screens[entry.screen], ...(entry.flow ? [flows[entry.flow]] : [])];
    if (entry.children) {
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
    ...(entry.title ? { title: entry.title } : {}),
    modules,
    pattern: patternOf(path),
  });
  for (const entry of table) add(entry, entry.path, []);
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
 * Spec §2 'The page title is set from the route's title when present': the document's title, the
 * same in the browser (the router's guard) and in the page the server sends.
 */
export function documentTitle(title: string | undefined, channelName: string): string {
  return title ?? channelName;
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
