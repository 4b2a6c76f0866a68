import type { CurrentUser } from '@mealbox/contracts';

export type Access = 'guest' | 'logged-in' | 'view-admin';

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

/** Admin routes (spec §2), all view-admin; the page titles are ours. */
export const adminPages: Array<{ path: string; title: string }> = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'asdf', title: 'Operations Dashboard' },
  { path: 'customer/edit/:user_id', title: 'Edit Customer' },
  { path: 'user', title: 'Users' },
  { path: 'user/add', title: 'Add User' },
  { path: 'user/edit/:userId', title: 'Edit User' },
  { path: 'reports', title: 'Reports' },
  { path: 'unattendedQueueAdmin', title: 'Unattended Queue' },
  { path: 'unattendedQueueDetailAdmin/:week', title: 'Unattended Queue Week' },
  { path: 'subscriptionOrderStatusAdmin', title: 'Subscription Order Status' },
  { path: 'subscriptionOrderStatusDetailAdmin/:week', title: 'Subscription Order Status Week' },
  { path: 'menu', title: 'Menus' },
  { path: 'menu/edit/:menuWeek', title: 'Edit Menu' },
  { path: 'orders', title: 'Orders' },
  { path: 'order/view/:orderId', title: 'Order' },
  { path: 'order/edit/:orderId', title: 'Edit Order' },
  { path: 'order/add/:weekId', title: 'Add Order' },
  { path: 'discounts', title: 'Discounts' },
  { path: 'discounts/edit/:discountId', title: 'Edit Discount' },
  { path: 'giftCards', title: 'Gift Cards' },
  { path: 'giftCards/edit/:giftCardId', title: 'Edit Gift Card' },
  { path: 'menuItems', title: 'Menu Items' },
  { path: 'menuItems/view/:menuItemId', title: 'Menu Item' },
];
