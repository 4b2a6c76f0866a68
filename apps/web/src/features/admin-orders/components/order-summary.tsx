import { TableFrame } from '../../admin';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatPrice,
  orderKindLabels,
  orderStatusLabels,
  refundDestinationLabels,
  type AdminOrderView,
} from '@mealbox/contracts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One column on a phone, two from a tablet on; a column never grows past its share. */
const twoColumns = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' };

/**
 * A table that scrolls sideways in its frame on a narrow screen (focusable, so by keyboard too)
 * instead of widening the page.
 */
/** A titled block of an order's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: 0.5,
        columnGap: 2,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          {/* An order key or an email is one long word: it wraps instead of widening a phone's page. */}
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The order's facts, lines and prices. */
export function OrderSummary({ order }: { order: AdminOrderView }) {
  const p = order.prices;
  const priceRows: Array<[string, ReactNode]> = [
    ['Subtotal', formatPrice(p.subtotal)],
    ...(p.subscription_discount > 0
      ? [['Subscribe & Save', `−${formatPrice(p.subscription_discount)}`] as [string, ReactNode]]
      : []),
    ...(p.discount > 0
      ? [
          [
            `Discount${p.discount_code ? ` (${p.discount_code})` : ''}`,
            `−${formatPrice(p.discount)}`,
          ] as [string, ReactNode],
        ]
      : []),
    ['Total', <strong key="t">{formatPrice(p.total)}</strong>],
    ['Gift card', formatPrice(p.gift_card)],
    ['Card charge', formatPrice(p.card)],
    ['Refunded', `${formatPrice(p.refunded)} (to the card ${formatPrice(p.card_refunded)})`],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: twoColumns }}>
      <Section title="Order">
        <Facts
          rows={[
            ['Status', orderStatusLabels[order.status]],
            ['Kind', orderKindLabels[order.kind]],
            [
              'Customer',
              <Link key="c" component={RouterLink} to={`/admin/customer/edit/${order.customer.id}`}>
                {order.customer.name} ({order.customer.email})
              </Link>,
            ],
            ['Channel', order.channel.name],
            ['Week', order.week],
            ['Delivery', order.delivery_date],
            ['Plan', order.plan ? order.plan.name : 'À la carte'],
            [
              'Subscription',
              order.subscription
                ? `#${order.subscription.id}${order.subscription.week_state ? `, week ${order.subscription.week_state}` : ''}`
                : '—',
            ],
            ['Order key', order.customer_order_key],
            ['Created', when(order.created_at)],
          ]}
        />
      </Section>
      <Section title="Prices">
        <Facts rows={priceRows} />
      </Section>
      <Section title="Meals">
        <TableFrame label="Meals">
          <Table size="small" aria-label="Meals">
            <TableHead>
              <TableRow>
                <TableCell>Meal</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Unit price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((l) => (
                <TableRow key={l.sku}>
                  <TableCell>{l.name}</TableCell>
                  <TableCell align="right">{l.quantity}</TableCell>
                  <TableCell align="right">{formatPrice(l.unit_price)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      </Section>
      <Section title="Shipping address">
        <Facts
          rows={[
            ['Name', `${order.shipping['first_name'] ?? ''} ${order.shipping['last_name'] ?? ''}`],
            ['Company', order.shipping['company'] ?? '—'],
            [
              'Address',
              [order.shipping['address_1'], order.shipping['address_2']].filter(Boolean).join(', '),
            ],
            [
              'City',
              `${order.shipping['city'] ?? ''}, ${order.shipping['state'] ?? ''} ${order.shipping['zip_code'] ?? ''}`,
            ],
            ['Phone', order.shipping['dayphone'] ?? '—'],
            ['Instructions', order.shipping['delivery_instructions'] ?? '—'],
          ]}
        />
      </Section>
    </Box>
  );
}

/** The charges and refunds of an order. */
export function OrderMoney({ order }: { order: AdminOrderView }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: twoColumns }}>
      <Section title="Payments">
        {order.payments.length === 0 ? (
          <Typography color="text.secondary">No card payment.</Typography>
        ) : (
          <TableFrame label="Payments">
            <Table size="small" aria-label="Payments">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Reference</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{when(p.created_at)}</TableCell>
                    <TableCell align="right">{formatPrice(p.amount)}</TableCell>
                    <TableCell>
                      {p.failure_message ? `${p.status}: ${p.failure_message}` : p.status}
                    </TableCell>
                    <TableCell>{p.reference ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )}
      </Section>
      <Section title="Refunds">
        {order.refunds.length === 0 ? (
          <Typography color="text.secondary">No refunds.</Typography>
        ) : (
          <TableFrame label="Refunds">
            <Table size="small" aria-label="Refunds">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Where</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Reason</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.refunds.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{when(r.created_at)}</TableCell>
                    <TableCell align="right">{formatPrice(r.amount)}</TableCell>
                    <TableCell>{refundDestinationLabels[r.destination]}</TableCell>
                    <TableCell>
                      {r.failure_message ? `${r.status}: ${r.failure_message}` : r.status}
                    </TableCell>
                    <TableCell>
                      {r.reason}
                      {r.by ? ` (${r.by})` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
        )}
      </Section>
    </Box>
  );
}
