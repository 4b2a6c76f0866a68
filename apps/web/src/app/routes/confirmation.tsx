import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useOrderConfirmation } from '../../features/orders/api';
import {
  OrderConfirmationView,
  OrderNotFound,
} from '../../features/orders/order-confirmation-view';
import { ApiError } from '../../lib/http';
import { PageLoading } from '../../components/page-loading';

export default function ConfirmationRoute() {
  const { url_key: urlKey } = useParams();
  const query = useOrderConfirmation(urlKey);
  if (!urlKey) return <OrderNotFound />;
  if (query.isPending) {
    return <PageLoading />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <OrderNotFound />;
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          We couldn’t load your order
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Please check your connection and try again.
        </Typography>
        <Button variant="contained" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Container>
    );
  }
  return <OrderConfirmationView order={query.data} />;
}
