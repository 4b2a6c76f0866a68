// Staff's menus and meals: the weeks, a week's editor (meals in order, the chef's selection,
// dates, publishing), the meals list and a meal's page with its picture.
export { MenusList } from './components/menus-list';
export { MenuEditor } from './components/menu-editor';
export { MenuItemsList } from './components/menu-items-list';
export { MenuItemEditor } from './components/menu-item-editor';
