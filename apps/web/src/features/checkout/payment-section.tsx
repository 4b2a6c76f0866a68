import { useFormContext, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BillingAddressFields } from '../../components/forms/address-fields';
import { CardFields } from '../../components/forms/card-fields';
import { useSession } from '../accounts';
import type { CheckoutFormValues } from './checkout-form';
import { CheckoutSection } from './checkout-section';

/**
 * The card (spec §5 payment rules). The number and CVC go to the payment gateway with the order
 * and are never kept. A returning customer may pay with the card on file.
 */
export function PaymentSection({ step }: { step: number }) {
  const { control, setValue } = useFormContext<CheckoutFormValues>();
  const savedCard = useSession((s) => s.user?.masked_card_number ?? null);
  const useSaved = useWatch({ control, name: 'use_saved_card' });
  const billingSame = useWatch({ control, name: 'billing_same' });
  return (
    <CheckoutSection step={step} title="Payment">
      {savedCard && (
        <RadioGroup
          aria-label="Card to charge"
          value={useSaved ? 'saved' : 'new'}
          onChange={(e) => setValue('use_saved_card', e.target.value === 'saved')}
        >
          <FormControlLabel
            value="saved"
            control={<Radio />}
            label={`Card on file ending in ${savedCard.slice(-4)}`}
          />
          <FormControlLabel value="new" control={<Radio />} label="A new card" />
        </RadioGroup>
      )}
      {!useSaved && (
        <>
          <CardFields control={control} prefix="card." />
          <FormControlLabel
            control={
              <Checkbox
                checked={billingSame}
                onChange={(e) => setValue('billing_same', e.target.checked)}
              />
            }
            label="Billing address is the same as shipping"
          />
          {!billingSame && <BillingAddressFields control={control} prefix="billing." />}
        </>
      )}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        Your card details go straight to our payment processor; we never store the card number or
        CVC.
      </Typography>
    </CheckoutSection>
  );
}
