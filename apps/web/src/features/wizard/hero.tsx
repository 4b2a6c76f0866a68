import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '../accounts';

/** The banner over the plan step on the home page and landing pages. */
export function Hero({ title }: { title?: string | undefined }) {
  const channel = useSession((s) => s.channel);
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '3rem' }, maxWidth: 760 }}>
          {title ?? 'Chef-prepared meals, delivered every week'}
        </Typography>
        {channel.subscription_discount > 0 && (
          <Typography sx={{ mt: 1.5, fontSize: { xs: 16, md: 18 } }}>
            Subscribe &amp; Save {channel.subscription_discount}% on every box with {channel.name}.
          </Typography>
        )}
        <Button
          component={RouterLink}
          to="/pages/our-menus"
          variant="contained"
          sx={{
            mt: { xs: 2.5, md: 4 },
            bgcolor: '#fff',
            color: 'primary.main',
            '&:hover': { bgcolor: '#f1f1f1' },
          }}
        >
          See our menus
        </Button>
      </Container>
    </Box>
  );
}
