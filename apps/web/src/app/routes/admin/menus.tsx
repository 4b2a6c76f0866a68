import { MenusList } from '../../../features/admin-menus';

/** `/admin/menu`: every channel's weeks, draft or published, and a new week. */
export default function Screen() {
  return <MenusList />;
}
