import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function NotFoundRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        We couldn’t find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The link may be old or mistyped. Our menus are a good place to start.
      </Typography>
      <Button component={RouterLink} to="/pages/our-menus" variant="contained">
        See our menus
      </Button>
    </Container>
  );
}
