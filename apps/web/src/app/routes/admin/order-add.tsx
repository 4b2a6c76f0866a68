import { useParams } from 'react-router';
import { OrderAdder } from '../../../features/admin-orders';

/** `/admin/order/add/:weekId` (the week's Monday). */
export default function Screen() {
  const week = useParams()['weekId'] ?? '';
  return <OrderAdder key={week} week={week} />;
}
