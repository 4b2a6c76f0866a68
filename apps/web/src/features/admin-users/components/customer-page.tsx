import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice, type AdminCustomer, type CurrentUser } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { AuditTrailPanel, adminDate, useCan } from '../../admin';
import { useAdminCustomer } from '../api/get-customer';
import { useSendResetLink } from '../api/send-reset-link';
import { BalanceForm } from './balance-form';
import { CancelSubscriptionsButton } from './cancel-dialog';
import { CustomerSchedule } from './customer-schedule';
import { permissionsSummary } from './permission-labels';

const sectionTitle = { fontSize: '1.1rem', mb: 1.5 } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={sectionTitle}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, dense. */
function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const lines = (...parts: Array<string | null>) => parts.filter(Boolean).join(', ') || '—';

function ResetLinkButton({ customerId }: { customerId: number }) {
  const send = useSendResetLink(customerId);
  const [outcome, setOutcome] = useState<{ message: string; ok: boolean } | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button
          variant="outlined"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (answer) => setOutcome({ message: answer.message, ok: true }),
              onError: (error) =>
                setOutcome({
                  message: errorMessage(error, 'The link could not be sent.'),
                  ok: false,
                }),
            })
          }
        >
          Send password reset link
        </Button>
      </Box>
      {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
    </Box>
  );
}

function CardStatus({ user }: { user: CurrentUser }) {
  if (!user.masked_card_number) return <>No card on file</>;
  return (
    <>
      {user.masked_card_number} · expires {user.card_exp_date}{' '}
      {user.cc_expiring === 'expired' && <Chip size="small" color="error" label="Expired" />}
      {user.cc_expiring === 'expiring' && (
        <Chip size="small" color="warning" label="Expiring soon" />
      )}
    </>
  );
}

function Orders({ orders }: { orders: AdminCustomer['orders'] }) {
  if (orders.length === 0) return <Typography color="text.secondary">No orders yet.</Typography>;
  // A phone scrolls the table, not the page under the sticky header.
  return (
    <TableContainer>
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Week</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Placed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/order/view/${order.id}`}>
                  #{order.id}
                </Link>
              </TableCell>
              <TableCell>{order.week}</TableCell>
              <TableCell>{order.kind === 'one_time' ? 'One time' : 'Subscription'}</TableCell>
              <TableCell>{order.status.replace('_', ' ')}</TableCell>
              <TableCell align="right">{formatPrice(order.total)}</TableCell>
              <TableCell>{adminDate(order.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A customer's record: profile, addresses, payment status, gift card balance, subscriptions and
 * their weeks, orders; what staff with manage-customers do on their behalf; and the history of
 * everything done on their behalf.
 */
export function CustomerPage({ customerId }: { customerId: number }) {
  const customer = useAdminCustomer(customerId);
  const canManage = useCan('manage-customers');
  const canEditUsers = useCan('manage-users');
  if (customer.isPending) return <CircularProgress aria-label="Loading the customer" />;
  if (!customer.data) {
    return (
      <Alert severity="error">{customer.error?.message ?? 'There is no such customer.'}</Alert>
    );
  }
  const { user, schedule, orders, channel, created_at } = customer.data;
  const active = schedule.subscriptions.filter((s) => s.status === 'active');
  return (
    // minmax(0, …): a wide table scrolls in its section instead of widening the page.
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Section id="customer-profile" title="Profile">
        <Facts
          rows={[
            ['Name', user.name],
            ['Email', user.email],
            ['Phone', user.dayphone],
            ['Channel', channel],
            ['Customer since', adminDate(created_at)],
            ['Permissions', permissionsSummary(user.permissions)],
          ]}
        />
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {canEditUsers && (
            <Button component={RouterLink} to={`/admin/user/edit/${user.id}`} variant="outlined">
              Edit profile and permissions
            </Button>
          )}
          {canManage && <ResetLinkButton customerId={customerId} />}
        </Box>
      </Section>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Section id="customer-addresses" title="Addresses">
          <Facts
            rows={[
              [
                'Shipping',
                lines(
                  user.company,
                  user.address_1,
                  user.address_2,
                  user.city,
                  user.state,
                  user.zip_code,
                ),
              ],
              ['Delivery notes', user.delivery_instructions],
              [
                'Billing',
                lines(
                  [user.payment_first_name, user.payment_last_name].filter(Boolean).join(' ') ||
                    null,
                  user.payment_address,
                  user.payment_address_2,
                  user.payment_city,
                  user.payment_state,
                  user.payment_zip_code,
                ),
              ],
            ]}
          />
        </Section>
        <Section id="customer-payment" title="Payment">
          <Facts rows={[['Card', <CardStatus key="card" user={user} />]]} />
        </Section>
      </Box>

      <Section id="customer-balance" title="Gift card balance">
        <Typography sx={{ mb: 1.5 }}>
          Balance: <strong>{formatPrice(user.gift_card_balance)}</strong>
        </Typography>
        {canManage && <BalanceForm customerId={customerId} />}
      </Section>

      <Section id="customer-subscriptions" title="Subscriptions and schedule">
        {schedule.subscriptions.length === 0 ? (
          <Typography color="text.secondary">No subscriptions.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5 }}>
            {schedule.subscriptions.map((s) => (
              <li key={s.id}>
                #{s.id} {s.meal_plan.name}: {s.status}, since the week of {s.start_week}
              </li>
            ))}
          </Box>
        )}
        {canManage && active.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <CancelSubscriptionsButton customerId={customerId} />
          </Box>
        )}
        <CustomerSchedule customerId={customerId} schedule={schedule} canManage={canManage} />
      </Section>

      <Section id="customer-orders" title="Orders">
        <Orders orders={orders} />
      </Section>

      <AuditTrailPanel subject={{ customerId }} title="History of changes on their behalf" />
    </Box>
  );
}
