import { useParams } from 'react-router';
import { canBeOrderKey, useOrderConfirmation } from '../../features/orders/api/get-confirmation';
import {
  OrderConfirmationView,
  OrderNotFound,
} from '../../features/orders/order-confirmation-view';
import { ApiError } from '../../lib/http';
import { LoadFailed } from '../../components/load-failed';
import { PageLoading } from '../../components/page-loading';

export default function ConfirmationRoute() {
  const { url_key: urlKey } = useParams();
  const query = useOrderConfirmation(urlKey);
  if (!canBeOrderKey(urlKey)) return <OrderNotFound />;
  if (query.isPending) {
    return <PageLoading />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <OrderNotFound />;
    return <LoadFailed title="We couldn’t load your order" onRetry={() => void query.refetch()} />;
  }
  return <OrderConfirmationView order={query.data} />;
}
