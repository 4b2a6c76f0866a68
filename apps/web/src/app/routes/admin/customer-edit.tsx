import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { CustomerPage } from '../../../features/admin-users';

/** `/admin/customer/edit/:user_id`: a customer's record and what staff do on their behalf. */
export default function Screen() {
  const { user_id: userId = '' } = useParams();
  if (!/^\d+$/.test(userId)) return <Alert severity="error">There is no such customer.</Alert>;
  return <CustomerPage key={userId} customerId={Number(userId)} />;
}
