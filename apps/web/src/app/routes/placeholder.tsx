import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A screen whose issue has not landed: its title and an honest line, never invented data. */
export default function Placeholder({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This page is not built yet.</Typography>
    </Container>
  );
}
