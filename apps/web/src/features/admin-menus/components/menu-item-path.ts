/** The address of the page that makes a new meal. */
export const NEW_MENU_ITEM = 'new';

export const menuItemPath = (id: number | typeof NEW_MENU_ITEM) => `/admin/menuItems/view/${id}`;
