// Staff's customers and staff: the list, a user's profile and permissions, a customer's record
// with what staff do on their behalf.
export { UsersList } from './components/users-list';
export { UserEditor } from './components/user-editor';
export { CustomerPage } from './components/customer-page';
