import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { AuditTrailPanel, useCan } from '../../admin';
import { useAdminOrder } from '../api/get-order';
import { OrderMoney, OrderSummary } from './order-summary';

/** `/admin/order/view/:orderId`: everything about the order, and its history. */
export function OrderDetails({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  const canManage = useCan('manage-orders');
  if (order.isPending) return <LinearProgress aria-label="Loading the order" />;
  if (order.isError) return <Alert severity="error">The order could not be loaded.</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {canManage && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`/admin/order/edit/${orderId}`} variant="contained">
            Edit or refund
          </Button>
        </Box>
      )}
      <OrderSummary order={order.data} />
      <OrderMoney order={order.data} />
      <AuditTrailPanel subject={{ entity: 'order', entityId: orderId }} />
    </Box>
  );
}
