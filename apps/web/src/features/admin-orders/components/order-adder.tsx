import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPrice, type AddOrderInput, type ShippingAddressInput } from '@mealbox/contracts';
import { errorMessage } from '../../../lib/http';
import { useAddOrder, useQuoteOrder } from '../api/add-order';
import { useCustomerLookup } from '../api/find-customers';
import { useNewOrderOptions } from '../api/get-new-order-options';
import { itemsOf, MealPicker, type Picks } from './meal-picker';
import { newRequestKey } from './request-key';
import { Section } from './order-summary';
import { AdminFilter } from '../../admin';

function CustomerChooser({ onChoose }: { onChoose: (id: number) => void }) {
  const [text, setText] = useState('');
  const found = useCustomerLookup(text);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        size="small"
        type="search"
        label="Find the customer (name, email or id)"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ maxWidth: 420 }}
      />
      <Box component="ul" aria-label="Matching customers" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {(found.data?.customers ?? []).map((c) => (
          <li key={c.id}>
            <Button size="small" onClick={() => onChoose(c.id)}>
              {c.name} ({c.email}) #{c.id}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** `/admin/order/add/:weekId`: a one-time order for a customer's week, priced as checkout does. */
export function OrderAdder({ week }: { week: string }) {
  const navigate = useNavigate();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const options = useNewOrderOptions(week, channelId, customerId);
  const [picks, setPicks] = useState<Picks>({});
  const [planSku, setPlanSku] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [chargeNow, setChargeNow] = useState(true);
  const [key] = useState(newRequestKey);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuoteOrder();
  const add = useAddOrder();
  const data = options.data;
  if (!data) return <LinearProgress aria-label="Loading the week's menu" />;
  const customer = data.customer;
  const input = (): AddOrderInput | null =>
    customer && data.channel
      ? {
          customer_id: customer.id,
          channel_id: data.channel.id,
          week,
          items: itemsOf(picks),
          meal_plan_sku: planSku,
          discount_code: code.trim() || null,
          shipping: customer.shipping as unknown as ShippingAddressInput,
          charge_now: chargeNow,
          idempotency_key: key,
        }
      : null;
  const run = async (what: 'quote' | 'add') => {
    const body = input();
    if (!body) return;
    setProblem(null);
    try {
      if (what === 'quote') await quote.mutateAsync(body);
      else {
        const added = await add.mutateAsync(body);
        void navigate(`/admin/order/view/${added.order_id}`);
      }
    } catch (error) {
      setProblem(errorMessage(error, 'The order could not be made. Check the details.'));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Section title={`Customer and channel, week of ${week}`}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <AdminFilter
            label="Channel"
            value={data.channel ? String(data.channel.id) : ''}
            allLabel={null}
            options={data.channels.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(v) => setChannelId(Number(v))}
          />
          {customer ? (
            <Typography>
              {customer.name} ({customer.email}) — card on file: {customer.card ?? 'none'}, gift
              card balance {formatPrice(customer.gift_card_balance)}.{' '}
              <Button size="small" onClick={() => setCustomerId(null)}>
                Choose another
              </Button>
            </Typography>
          ) : (
            <CustomerChooser onChoose={setCustomerId} />
          )}
          {customer && (
            <Typography color="text.secondary">
              Ships to {customer.shipping['address_1'] ?? 'no address on file'},{' '}
              {customer.shipping['city'] ?? ''} {customer.shipping['zip_code'] ?? ''} (change it on
              the order once it is made).
            </Typography>
          )}
        </Box>
      </Section>
      <Section title="Meals">
        {data.menu ? (
          <MealPicker
            options={data}
            picks={picks}
            onPicks={setPicks}
            planSku={planSku}
            onPlan={setPlanSku}
          />
        ) : (
          <Alert severity="info">There is no published menu for this week on this channel.</Alert>
        )}
      </Section>
      <Section title="Price and charge">
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            size="small"
            label="Discount code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            sx={{ maxWidth: 260 }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={chargeNow} onChange={(e) => setChargeNow(e.target.checked)} />
            }
            label="Charge the card on file now (otherwise the order waits, placed, to be changed and charged)"
          />
          {quote.data && (
            <Typography>
              Subtotal {formatPrice(quote.data.subtotal)}, discount{' '}
              {formatPrice(quote.data.discount)}, total {formatPrice(quote.data.total)}: gift card{' '}
              {formatPrice(quote.data.gift_card)}, card {formatPrice(quote.data.card)}.
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="outlined"
              disabled={!customer || quote.isPending}
              onClick={() => void run('quote')}
            >
              Price it
            </Button>
            <Button
              variant="contained"
              disabled={!customer || add.isPending}
              onClick={() => void run('add')}
            >
              Place order
            </Button>
          </Box>
        </Box>
      </Section>
    </Box>
  );
}
