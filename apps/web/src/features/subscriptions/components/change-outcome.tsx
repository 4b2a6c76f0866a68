import Typography from '@mui/material/Typography';

/**
 * The answer to a change (a skip, an unskip, a vacation): announced politely when it worked,
 * at once when it did not.
 */
export function ChangeOutcome({
  pending,
  success,
  error,
}: {
  pending: boolean;
  success: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
      <Typography role="status" sx={{ mt: 1.5, color: 'success.dark', fontWeight: 600 }}>
        {pending ? '' : (success ?? '')}
      </Typography>
      {error && (
        <Typography role="alert" sx={{ mt: 1.5, color: 'error.main', fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </>
  );
}
