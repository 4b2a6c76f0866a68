import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCartStore } from '../cart-store';
import { useSetQuantity } from '../api/set-quantity';
import {
  addDecision,
  clampQuantityInput,
  minusQuantity,
  plusDecision,
  type BoxFill,
} from '../cart-logic';
import { useToaster } from '../toaster-store';
import { MAX_QUANTITY_PER_MEAL } from '@mealbox/contracts';
import { MinusIcon, PlusIcon } from '../../../components/stepper-icons';

/** The box as it stands when a button is pressed. */
function boxFill(): BoxFill {
  const { cartCount, planSize } = useCartStore.getState();
  return { count: cartCount, planSize };
}

export interface QuantityControlProps {
  sku: string;
  name: string;
  /** The box's week; undefined for the current ordering week. */
  week?: string | undefined;
}

/** Inline plus/minus (spec §4): plus is blocked with 'Your box is full!', minus decrements. */
export function InlineQuantityControl({ sku, name, week }: QuantityControlProps) {
  const quantity = useCartStore((s) => s.quantities[sku] ?? 0);
  const setQuantity = useSetQuantity(week);
  const plus = () => {
    const decision = plusDecision(quantity, boxFill());
    if (decision.kind === 'blocked') useToaster.getState().show(decision.toast);
    else setQuantity.mutate({ sku, quantity: decision.quantity });
  };
  const minus = () => setQuantity.mutate({ sku, quantity: minusQuantity(quantity) });
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${name}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {quantity > 0 && (
        <>
          <IconButton
            size="small"
            aria-label={`Remove one ${name}`}
            onClick={minus}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <MinusIcon fontSize="small" />
          </IconButton>
          <Typography
            component="span"
            aria-label={`${quantity} in cart`}
            sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}
          >
            {quantity}
          </Typography>
        </>
      )}
      <IconButton
        size="small"
        color="primary"
        aria-label={`Add one ${name}`}
        onClick={plus}
        disabled={quantity >= MAX_QUANTITY_PER_MEAL}
        sx={{ border: 1, borderColor: 'primary.main' }}
      >
        <PlusIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The large add-to-cart control (spec §4): a free quantity (at least 1) and ADD; once in the box,
 * 'N In Cart' and Remove.
 */
export function LargeQuantityControl({ sku, name, week }: QuantityControlProps) {
  const inCart = useCartStore((s) => s.quantities[sku] ?? 0);
  const setQuantity = useSetQuantity(week);
  const [value, setValue] = useState('1');
  const inputId = useId();
  if (inCart > 0) {
    return (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {inCart} In Cart
        </Typography>
        <Button
          size="small"
          aria-label={`Remove ${name} from your cart`}
          onClick={() => setQuantity.mutate({ sku, quantity: 0 })}
        >
          Remove
        </Button>
      </Box>
    );
  }
  const add = () => {
    const quantity = clampQuantityInput(value);
    setValue(String(quantity));
    const decision = addDecision(inCart, quantity, boxFill());
    if (decision.kind === 'blocked') useToaster.getState().show(decision.toast);
    else setQuantity.mutate({ sku, quantity: decision.quantity });
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="input"
        id={inputId}
        type="number"
        min={1}
        max={MAX_QUANTITY_PER_MEAL}
        inputMode="numeric"
        aria-label={`Quantity of ${name}`}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
          setValue(e.target.value.replace(/[^\d]/g, ''))
        }
        onBlur={() => setValue(String(clampQuantityInput(value)))}
        sx={{
          width: 64,
          height: 36,
          px: 1,
          font: 'inherit',
          border: 1,
          borderColor: 'rgba(0,0,0,0.42)',
          borderRadius: 1,
        }}
      />
      <Button variant="contained" aria-label={`Add ${name} to your cart`} onClick={add}>
        ADD
      </Button>
    </Box>
  );
}

/** Spec §4: inline plus/minus when no future weeks can be ordered, else the large control. */
export function QuantityControl({
  futureWeeksAvailable,
  ...props
}: QuantityControlProps & { futureWeeksAvailable: number }) {
  return futureWeeksAvailable === 0 ? (
    <InlineQuantityControl {...props} />
  ) : (
    <LargeQuantityControl {...props} />
  );
}
