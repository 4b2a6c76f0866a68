import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { affiliateMessages } from '@mealbox/contracts';

/** What a signed-in customer without the affiliate permission sees on the affiliate pages. */
export function ForPartners({ title }: { title: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{affiliateMessages.notAffiliate}</Typography>
      <Button component={RouterLink} to="/account-settings" variant="contained">
        Go to My Account
      </Button>
    </Container>
  );
}
