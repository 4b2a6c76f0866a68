import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { errorMessage } from '../../../lib/http';

/**
 * A report while it loads (a bar; the figures of the last range stay in view) or when it could
 * not be read, then its content.
 */
export function ReportStatus({
  query,
  label,
  children,
}: {
  query: { isFetching: boolean; isError: boolean; error: unknown; data?: unknown };
  label: string;
  children: ReactNode;
}) {
  if (query.isError && !query.data) {
    return (
      <Alert severity="error">
        {errorMessage(query.error, `The ${label} could not be loaded. Try again in a moment.`)}
      </Alert>
    );
  }
  return (
    <>
      {query.isFetching && <LinearProgress aria-label={`Loading the ${label}`} />}
      {query.data !== undefined && children}
    </>
  );
}
