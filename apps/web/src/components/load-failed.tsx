import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A screen whose data could not be loaded: what failed, and a way to try again. */
export function LoadFailed({
  title,
  hint = 'Please check your connection and try again.',
  onRetry,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {hint}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Container>
  );
}
