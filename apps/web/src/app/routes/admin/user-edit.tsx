import { useParams } from 'react-router';
import { UserEditor } from '../../../features/admin-users';

/** `/admin/user/add` and `/admin/user/edit/:userId`: a user's profile and permissions. */
export default function Screen() {
  const { userId } = useParams();
  return <UserEditor key={userId ?? 'new'} userId={userId} />;
}
