// Staff's weekly operations: per week, the unattended queue (subscribers of picking plans who have
// not picked, with the preselection run and its progress) and the subscription orders' status
// (every state, the charges, a declined payment retried).
export { WeeksOverview } from './components/weeks-overview';
export { UnattendedQueueWeek } from './components/unattended-week';
export { OrderStatusWeek } from './components/order-status-week';
