import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { isRealDate } from '@mealbox/contracts/week';
import { UnattendedQueueWeek } from '../../../features/admin-weekly-operations';

/** `/admin/unattendedQueueDetailAdmin/:week`: the week's unattended subscribers and its preselection. */
export default function Screen() {
  const { week = '' } = useParams();
  if (!isRealDate(week)) return <Alert severity="error">There is no such week.</Alert>;
  return <UnattendedQueueWeek key={week} week={week} />;
}
