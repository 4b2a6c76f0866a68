import AdminPage from './admin-page';

/** Built by issue 14 (in progress). */
export default function Screen() {
  return <AdminPage />;
}
