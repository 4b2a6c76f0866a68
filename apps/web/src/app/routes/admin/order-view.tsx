import { useParams } from 'react-router';
import { OrderDetails } from '../../../features/admin-orders';

/** `/admin/order/view/:orderId` */
export default function Screen() {
  const id = Number(useParams()['orderId']);
  return <OrderDetails key={id} orderId={id} />;
}
