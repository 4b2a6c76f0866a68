import { UsersList } from '../../../features/admin-users';

/** `/admin/user`: customers and staff, searched and filtered. */
export default function Screen() {
  return <UsersList />;
}
