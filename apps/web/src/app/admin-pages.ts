import type { Permission } from '@mealbox/contracts';

// The admin area's pages (spec §2, all view-admin). Only the admin's own chunk (its layout routes
// them) and the server (route-table.ts's flatRoutes) read this: the storefront's code never
// carries it. No React here: the server imports it too.

/** Each admin page's lazy module, by its path in the web app (its key in the build's manifest). */
export const adminScreens = {
  placeholder: 'src/app/routes/admin/admin-page.tsx',
  orders: 'src/app/routes/admin/orders.tsx',
  orderView: 'src/app/routes/admin/order-view.tsx',
  orderEdit: 'src/app/routes/admin/order-edit.tsx',
  orderAdd: 'src/app/routes/admin/order-add.tsx',
  menus: 'src/app/routes/admin/menus.tsx',
  menuEdit: 'src/app/routes/admin/menu-edit.tsx',
  menuItems: 'src/app/routes/admin/menu-items.tsx',
  menuItem: 'src/app/routes/admin/menu-item.tsx',
  users: 'src/app/routes/admin/users.tsx',
  userEdit: 'src/app/routes/admin/user-edit.tsx',
  customerEdit: 'src/app/routes/admin/customer-edit.tsx',
  discounts: 'src/app/routes/admin/discounts.tsx',
  discountEdit: 'src/app/routes/admin/discount-edit.tsx',
  giftCards: 'src/app/routes/admin/gift-cards.tsx',
  giftCardEdit: 'src/app/routes/admin/gift-card-edit.tsx',
  dashboard: 'src/app/routes/admin/dashboard.tsx',
  operations: 'src/app/routes/admin/operations.tsx',
  reports: 'src/app/routes/admin/reports.tsx',
  kitchen: 'src/app/routes/admin/kitchen.tsx',
  unattendedQueue: 'src/app/routes/admin/unattended-queue.tsx',
  unattendedQueueWeek: 'src/app/routes/admin/unattended-queue-week.tsx',
  orderStatus: 'src/app/routes/admin/order-status.tsx',
  orderStatusWeek: 'src/app/routes/admin/order-status-week.tsx',
} as const;
export type AdminScreen = keyof typeof adminScreens;

/** An admin page (spec §2): all view-admin; the page titles are ours. */
export interface AdminPageEntry {
  path: string;
  title: string;
  screen: AdminScreen;
  /** The list a detail page belongs to (its breadcrumbs): that page's path. */
  parent?: string;
  /** Shown in the admin drawer under this label, to users holding `permission`. */
  nav?: { label: string; permission: Permission };
}

const adminPage = (
  path: string,
  title: string,
  screen: AdminScreen,
  more: Omit<AdminPageEntry, 'path' | 'title' | 'screen'> = {},
): AdminPageEntry => ({ path, title, screen, ...more });
const listed = (label: string, permission: Permission = 'view-admin') => ({
  nav: { label, permission },
});

export const adminPages: AdminPageEntry[] = [
  adminPage('dashboard', 'Dashboard', 'dashboard', listed('Dashboard', 'view-reports')),
  adminPage('asdf', 'Operations Dashboard', 'operations', listed('Operations')),
  adminPage('orders', 'Orders', 'orders', listed('Orders')),
  adminPage('order/view/:orderId', 'Order', 'orderView', { parent: 'orders' }),
  adminPage('order/edit/:orderId', 'Edit Order', 'orderEdit', { parent: 'orders' }),
  adminPage('order/add/:weekId', 'Add Order', 'orderAdd', { parent: 'orders' }),
  adminPage('menu', 'Menus', 'menus', listed('Menus')),
  adminPage('menu/edit/:menuWeek', 'Edit Menu', 'menuEdit', { parent: 'menu' }),
  adminPage('menuItems', 'Menu Items', 'menuItems', listed('Menu Items')),
  adminPage('menuItems/view/:menuItemId', 'Menu Item', 'menuItem', { parent: 'menuItems' }),
  adminPage('user', 'Users', 'users', listed('Customers & Staff')),
  adminPage('user/add', 'Add User', 'userEdit', { parent: 'user' }),
  adminPage('user/edit/:userId', 'Edit User', 'userEdit', { parent: 'user' }),
  adminPage('customer/edit/:user_id', 'Edit Customer', 'customerEdit', { parent: 'user' }),
  adminPage('discounts', 'Discounts', 'discounts', listed('Discounts')),
  adminPage('discounts/edit/:discountId', 'Edit Discount', 'discountEdit', {
    parent: 'discounts',
  }),
  adminPage('giftCards', 'Gift Cards', 'giftCards', listed('Gift Cards')),
  adminPage('giftCards/edit/:giftCardId', 'Edit Gift Card', 'giftCardEdit', {
    parent: 'giftCards',
  }),
  adminPage('reports', 'Reports', 'reports', listed('Reports', 'view-reports')),
  adminPage('kitchen', 'Kitchen Production', 'kitchen', listed('Kitchen', 'view-reports')),
  adminPage(
    'unattendedQueueAdmin',
    'Unattended Queue',
    'unattendedQueue',
    listed('Unattended Queue'),
  ),
  adminPage('unattendedQueueDetailAdmin/:week', 'Unattended Queue Week', 'unattendedQueueWeek', {
    parent: 'unattendedQueueAdmin',
  }),
  adminPage(
    'subscriptionOrderStatusAdmin',
    'Subscription Order Status',
    'orderStatus',
    listed('Subscription Orders'),
  ),
  adminPage(
    'subscriptionOrderStatusDetailAdmin/:week',
    'Subscription Order Status Week',
    'orderStatusWeek',
    { parent: 'subscriptionOrderStatusAdmin' },
  ),
];
