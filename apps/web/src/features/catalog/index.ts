// The catalog feature's public file: what other features may use.
export { isNotFound } from './api/catalog-keys';
export { useMealPlans } from './api/get-meal-plans';
export { menuQueryOptions, useMenu } from './api/get-menu';
export { useProduct } from './api/get-product';
export { useUpcomingWeeks } from './api/get-weeks';
export { parseMenuQuery } from './menu-query';
export { MenuBrowser } from './menu-browser';
export { ProductNotFound } from './product-not-found';
