import Alert from '@mui/material/Alert';

/** What staff without view-reports read instead of a page of the store's money figures. */
export function ViewReportsNeeded({ page }: { page: string }) {
  return (
    <Alert severity="info">
      The {page} shows the store&apos;s sales and revenue, so it needs the view-reports permission.
      Ask an administrator to add it to your account.
    </Alert>
  );
}
