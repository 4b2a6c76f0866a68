import Typography from '@mui/material/Typography';

/** An admin page that another change builds (issue 14's dashboards and reports). */
export default function AdminPage() {
  return <Typography color="text.secondary">This page is not built yet.</Typography>;
}
