import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { isRealDate } from '@mealbox/contracts/week';
import { OrderStatusWeek } from '../../../features/admin-weekly-operations';

/** `/admin/subscriptionOrderStatusDetailAdmin/:week`: the week's subscribers by state, and retries. */
export default function Screen() {
  const { week = '' } = useParams();
  if (!isRealDate(week)) return <Alert severity="error">There is no such week.</Alert>;
  return <OrderStatusWeek key={week} week={week} />;
}
