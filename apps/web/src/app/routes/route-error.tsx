import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { reportError } from '../../lib/error-reporting';

/** Shown when a screen fails to load or render; the error is reported (spec §8). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => reportError(error), [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We have been told about it. Please reload the page to try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
