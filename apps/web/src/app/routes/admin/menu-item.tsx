import { useParams } from 'react-router';
import { MenuItemEditor } from '../../../features/admin-menus';

/** `/admin/menuItems/view/:menuItemId`: a meal's every field; `new` makes one. */
export default function Screen() {
  const { menuItemId = '' } = useParams();
  return <MenuItemEditor key={menuItemId} menuItemId={menuItemId} />;
}
