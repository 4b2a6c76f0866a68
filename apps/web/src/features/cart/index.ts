// The cart feature's public file: what other features may use.
export { cartKeys, useCartQuery } from './api/get-cart';
export { useSetPlan } from './api/set-plan';
export { usePreviousPicks } from './api/add-previous-picks';
export { useMenuQuantityControl } from './use-menu-quantity-control';
export { useBoxPlan } from './use-box-plan';
export { CartSummary } from './components/cart-summary';
export { subscriptionOfQuery, useSubscriptionWeekBox } from './use-subscription-week-box';
export { SubscriptionPickIntro } from './components/subscription-pick-intro';
