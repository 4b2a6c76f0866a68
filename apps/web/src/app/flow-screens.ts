import { preloadableLazy } from '../lib/preloadable-lazy';

/**
 * The flows the product-loading screen opens (route-table.ts's flows), each its own chunk: the
 * wizard does not download checkout, nor checkout the menu. Shared by that screen and the router,
 * which loads a page's flow before the page is hydrated (preloadScreensAt).
 */
export const flowScreens = {
  meals: preloadableLazy(() => import('./routes/meals')),
  checkout: preloadableLazy(() => import('../features/checkout/checkout-page')),
  wizard: preloadableLazy(() => import('../features/wizard/wizard-page')),
};
