import AdminPage from './admin-page';

/** Built by its own change; until then the page says so. */
export default function Screen() {
  return <AdminPage />;
}
