import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RestaurantIcon } from '../../components/meals/icons';

/**
 * An unknown meal or plan in a /meals, /product or /landing link (product decisions: "unknown →
 * a friendly not-found screen"): say so kindly and offer the menus instead of a dead end.
 */
export function ProductNotFound({ kind = 'meal' }: { kind?: 'meal' | 'product' }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 44,
          bgcolor: '#F1F0EA',
          color: 'primary.main',
        }}
      >
        <RestaurantIcon />
      </Box>
      <Typography variant="h1" gutterBottom>
        {kind === 'meal' ? 'We couldn’t find that meal' : 'We couldn’t find that'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The link may be old or mistyped, or the dish has left the menu for now. There is plenty more
        cooking this week.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/meals" variant="contained" size="large">
          See this week’s menu
        </Button>
        <Button component={RouterLink} to="/pages/our-menus" variant="outlined" size="large">
          Explore upcoming menus
        </Button>
      </Box>
    </Container>
  );
}
