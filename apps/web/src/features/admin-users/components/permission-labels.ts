import type { Permission } from '@mealbox/contracts';

/** What each permission lets a user do, as the user form's checkboxes say it. */
export const permissionLabels: Record<Permission, string> = {
  'view-admin': 'View the admin area (view-admin)',
  'manage-orders': 'Manage orders (manage-orders)',
  'manage-menus': 'Manage menus and menu items (manage-menus)',
  'manage-customers': "Act on customers' behalf (manage-customers)",
  'manage-users': 'Manage users and permissions (manage-users)',
  'manage-discounts': 'Manage discounts (manage-discounts)',
  'manage-gift-cards': 'Manage gift cards (manage-gift-cards)',
  'view-reports': 'View reports (view-reports)',
  affiliate: 'Affiliate partner (affiliate)',
};

/** The list's column: a customer holds none; staff's permissions by name. */
export const permissionsSummary = (held: readonly Permission[]) =>
  held.length === 0 ? 'Customer' : held.join(', ');
