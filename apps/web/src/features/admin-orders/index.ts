// Staff's orders: the list, one order (everything about it), its changes and refunds, and an
// order added for a customer's week.
export { OrdersList } from './components/orders-list';
export { OrderDetails } from './components/order-details';
export { OrderEditor } from './components/order-editor';
export { OrderAdder } from './components/order-adder';
