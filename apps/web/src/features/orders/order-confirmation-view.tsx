import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { nextStepsText, type OrderConfirmation } from '@mealbox/contracts';
import { PriceBreakdown } from '../../components/price-breakdown';

const cardSx = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(0,0,0,0.08)',
  borderRadius: 3,
  p: { xs: 2, sm: 3 },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={cardSx}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The thank-you page of a placed order: items, the whole price breakdown, shipping, next steps. */
export function OrderConfirmationView({ order }: { order: OrderConfirmation }) {
  const next = nextStepsText(order);
  const ship = order.shipping;
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        Thank you! Your order is confirmed
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="delivery-date">
        Your meals arrive on <strong>{order.delivery_date_formatted}</strong>.
        {order.status === 'payment_failed'
          ? ' We could not charge your card; please update your payment method.'
          : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {next && (
          <Section title="What happens next">
            <Typography>{next}</Typography>
            {order.next_week?.picking_required && (
              <Button component={RouterLink} to="/my-schedule" variant="contained" sx={{ mt: 2 }}>
                Go to My Schedule
              </Button>
            )}
          </Section>
        )}
        <Section title={`Your meals (${count})`}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {order.items.map((item) => (
              <Box
                component="li"
                key={item.sku}
                sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
                data-testid="confirmation-item"
              >
                <Box
                  component="img"
                  src={item.image}
                  alt=""
                  loading="lazy"
                  sx={{
                    width: 72,
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 2,
                    flexShrink: 0,
                    bgcolor: 'grey.100',
                  }}
                />
                <Typography sx={{ flex: 1, minWidth: 0 }}>{item.name}</Typography>
                <Typography sx={{ fontWeight: 600 }} aria-label={`Quantity ${item.quantity}`}>
                  × {item.quantity}
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
        <Section title="Order summary">
          <PriceBreakdown price={order.price} />
        </Section>
        <Section title="Shipping to">
          <Typography>{ship.name}</Typography>
          <Typography>{ship.address}</Typography>
          <Typography>{ship.city_state_zip}</Typography>
          {ship.delivery_instructions && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Delivery instructions: {ship.delivery_instructions}
            </Typography>
          )}
        </Section>
      </Box>
      <Button component={RouterLink} to="/meals" variant="outlined" sx={{ mt: 3 }}>
        Browse the menu
      </Button>
    </Container>
  );
}

/** No url key, or one we do not know. */
export function OrderNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        We couldn’t find that order
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The confirmation link may be old or mistyped. Your order emails have the right link.
      </Typography>
      <Button component={RouterLink} to="/meals" variant="contained">
        Browse the menu
      </Button>
    </Container>
  );
}
