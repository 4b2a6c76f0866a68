import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderSummary } from '@mealbox/contracts';
import { formatPrice } from '../../../components/meals/format';

const statusLabels: Record<string, string> = {
  placed: 'Placed',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** My Schedule's past orders, newest first as the server lists them. */
export function PastOrders({ orders }: { orders: OrderSummary[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 2 }}>
        Past Orders
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary">No past orders yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {orders.map((order) => (
            <Box
              component="li"
              key={order.customer_order_key}
              sx={{
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'rgba(0,0,0,0.08)',
                borderRadius: 3,
                p: 2,
              }}
            >
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
              >
                <Typography sx={{ fontWeight: 700 }}>Week of {order.week_formatted}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatPrice(order.total)}</Typography>
              </Box>
              <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>
                Delivery {order.delivery_date_formatted} ·{' '}
                {statusLabels[order.status] ?? order.status} · Order {order.customer_order_key}
              </Typography>
              <Typography sx={{ fontSize: 15, mt: 0.5 }}>
                {order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
