import { useParams } from 'react-router';
import { OrderEditor } from '../../../features/admin-orders';

/** `/admin/order/edit/:orderId` */
export default function Screen() {
  const id = Number(useParams()['orderId']);
  return <OrderEditor key={id} orderId={id} />;
}
