import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { OrderAddressInput, type AdminOrderView } from '@mealbox/contracts';
import { ShippingAddressFields } from '../../../components/forms/address-fields';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { errorMessage } from '../../../lib/http';
import { AuditTrailPanel } from '../../admin';
import { useChangeOrderAddress, useChangeOrderItems, useChargeOrder } from '../api/change-order';
import { useAdminOrder } from '../api/get-order';
import { useNewOrderOptions } from '../api/get-new-order-options';
import { CancelForm } from './cancel-form';
import { itemsOf, MealPicker, type Picks } from './meal-picker';
import { OrderMoney, OrderSummary, Section } from './order-summary';
import { RefundForm } from './refund-form';

const text = (value: string | null | undefined) => value ?? '';

function AddressForm({ order }: { order: AdminOrderView }) {
  const change = useChangeOrderAddress(order.id);
  const s = order.shipping;
  const { control, banner, submit } = useStoreForm(OrderAddressInput, {
    shipping: {
      first_name: text(s['first_name']),
      last_name: text(s['last_name']),
      company: text(s['company']),
      address_1: text(s['address_1']),
      address_2: text(s['address_2']),
      city: text(s['city']),
      state: text(s['state']),
      zip_code: text(s['zip_code']),
      dayphone: text(s['dayphone']),
      delivery_instructions: text(s['delivery_instructions']),
    },
  });
  const [saved, setSaved] = useState(false);
  const onSubmit = submit(async (values) => {
    setSaved(false);
    await change.mutateAsync(values);
    setSaved(true);
  });
  return (
    <Section title="Shipping address">
      <StoreForm onSubmit={onSubmit} banner={banner}>
        {saved && <Alert severity="success">The address is saved.</Alert>}
        <ShippingAddressFields control={control} prefix="shipping." />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Save address
          </Button>
        </Box>
      </StoreForm>
    </Section>
  );
}

function ItemsForm({ order }: { order: AdminOrderView }) {
  const options = useNewOrderOptions(order.week, order.channel.id, null);
  const change = useChangeOrderItems(order.id);
  const [picks, setPicks] = useState<Picks>(() =>
    Object.fromEntries(order.lines.map((l) => [l.sku, l.quantity])),
  );
  const [planSku, setPlanSku] = useState<string | null>(order.plan?.sku ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!options.data) return <LinearProgress aria-label="Loading the menu" />;
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await change.mutateAsync({ items: itemsOf(picks), meal_plan_sku: planSku });
    } catch (error) {
      setProblem(errorMessage(error, 'The meals could not be changed. Try again.'));
    }
  };
  return (
    <Section title="Meals (not yet charged)">
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 1.5 }}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <MealPicker
          options={options.data}
          picks={picks}
          onPicks={setPicks}
          planSku={planSku}
          onPlan={setPlanSku}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Save meals and reprice
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

function ChargeAction({ order }: { order: AdminOrderView }) {
  const charge = useChargeOrder(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Section title="Charge">
      {problem && <Alert severity="error">{problem}</Alert>}
      <Button
        variant="contained"
        disabled={charge.isPending}
        onClick={() => {
          setProblem(null);
          charge.mutate(undefined, {
            onError: (error) => setProblem(errorMessage(error, 'The charge failed. Try again.')),
          });
        }}
      >
        Charge the card now
      </Button>
    </Section>
  );
}

/** `/admin/order/edit/:orderId`: the address, the meals, the status, refunds. */
export function OrderEditor({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  if (order.isPending) return <LinearProgress aria-label="Loading the order" />;
  if (order.isError) return <Alert severity="error">The order could not be loaded.</Alert>;
  const o = order.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={`/admin/order/view/${orderId}`}>
          View order
        </Button>
      </Box>
      <OrderSummary order={o} />
      <RefundForm order={o} />
      {o.can.charge && <ChargeAction order={o} />}
      {o.can.edit_items && <ItemsForm order={o} />}
      {o.can.edit_address && <AddressForm order={o} />}
      <CancelForm order={o} />
      <OrderMoney order={o} />
      <AuditTrailPanel subject={{ entity: 'order', entityId: orderId }} />
    </Box>
  );
}
