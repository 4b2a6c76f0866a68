import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminScreen } from '../../admin-pages';

// One lazy component per admin page module (a key missing here fails the type): each page is its
// own chunk, fetched when it is opened (the server lists it in the page's modules, so a page
// opened from its URL arrives with the layout).
const load: Record<AdminScreen, () => Promise<{ default: ComponentType }>> = {
  placeholder: () => import('./admin-page'),
  orders: () => import('./orders'),
  orderView: () => import('./order-view'),
  orderEdit: () => import('./order-edit'),
  orderAdd: () => import('./order-add'),
  menus: () => import('./menus'),
  menuEdit: () => import('./menu-edit'),
  menuItems: () => import('./menu-items'),
  menuItem: () => import('./menu-item'),
  users: () => import('./users'),
  userEdit: () => import('./user-edit'),
  customerEdit: () => import('./customer-edit'),
  discounts: () => import('./discounts'),
  discountEdit: () => import('./discount-edit'),
  giftCards: () => import('./gift-cards'),
  giftCardEdit: () => import('./gift-card-edit'),
  dashboard: () => import('./dashboard'),
  operations: () => import('./operations'),
  reports: () => import('./reports'),
  kitchen: () => import('./kitchen'),
  unattendedQueue: () => import('./unattended-queue'),
  unattendedQueueWeek: () => import('./unattended-queue-week'),
  orderStatus: () => import('./order-status'),
  orderStatusWeek: () => import('./order-status-week'),
};

const pages = new Map<AdminScreen, LazyExoticComponent<ComponentType>>();

/** The lazy page of an admin screen, made once. */
export function adminScreen(screen: AdminScreen): LazyExoticComponent<ComponentType> {
  let page = pages.get(screen);
  if (!page) pages.set(screen, (page = lazy(load[screen])));
  return page;
}
