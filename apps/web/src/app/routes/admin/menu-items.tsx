import { MenuItemsList } from '../../../features/admin-menus';

/** `/admin/menuItems`: every meal, searched and filtered. */
export default function Screen() {
  return <MenuItemsList />;
}
