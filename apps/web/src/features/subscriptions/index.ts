// The subscriptions feature's public file: what other features and screens may use.
export { subscriptionKeys } from './api/subscription-keys';
export { useUserSubscriptions } from './api/get-subscriptions';
export { seedSubscriptionQueries } from './api/seed-subscription-queries';
export { useUserOrders } from './api/get-user-orders';
export { useSchedule } from './api/get-schedule';
export { useAccountStore } from './account-store';
export { StatusLine } from './components/status-line';
export { PlanStatus } from './components/plan-status';
export { CancelFlow } from './components/cancel-flow';
export { ScheduleView } from './components/schedule-view';
export { pickMealsUrl } from './status-line-model';
