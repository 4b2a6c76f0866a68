import { OrdersList } from '../../../features/admin-orders';

/** `/admin/orders`: every order, searched and filtered. */
export default function Screen() {
  return <OrdersList />;
}
