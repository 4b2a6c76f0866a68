import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { FieldPair } from '../../components/forms/field-pair';
import { FormTextField } from '../../components/forms/form-text-field';
import { SelectField } from '../../components/forms/select-field';
import { useSession } from '../accounts';
import { CARD_MONTHS, US_STATES, cardYears } from './card-and-address-options';
import type { CheckoutFormValues } from './checkout-form';
import { CheckoutSection } from './checkout-section';

const years = cardYears();

function CardFields() {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <>
      <FormTextField
        control={control}
        name="card.cc_num"
        label="Card Number"
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric', maxLength: 19 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr 1fr' }}>
        <SelectField
          control={control}
          name="card.cc_exp_month"
          label="Month"
          options={CARD_MONTHS}
          autoComplete="cc-exp-month"
        />
        <SelectField
          control={control}
          name="card.cc_exp_year"
          label="Year"
          options={years}
          autoComplete="cc-exp-year"
        />
        <FormTextField
          control={control}
          name="card.cc_cvv"
          label="CVC"
          autoComplete="cc-csc"
          inputProps={{ inputMode: 'numeric', maxLength: 4 }}
        />
      </Box>
    </>
  );
}

function BillingFields() {
  const { control } = useFormContext<CheckoutFormValues>();
  return (
    <>
      <FieldPair>
        <FormTextField
          control={control}
          name="billing.payment_first_name"
          label="First Name"
          autoComplete="billing given-name"
        />
        <FormTextField
          control={control}
          name="billing.payment_last_name"
          label="Last Name"
          autoComplete="billing family-name"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name="billing.payment_address"
        label="Billing Address"
        autoComplete="billing address-line1"
      />
      <FormTextField
        control={control}
        name="billing.payment_address_2"
        label="Apartment, suite, etc. (optional)"
        autoComplete="billing address-line2"
      />
      <FieldPair>
        <FormTextField
          control={control}
          name="billing.payment_city"
          label="City"
          autoComplete="billing address-level2"
        />
        <SelectField
          control={control}
          name="billing.payment_state"
          label="State"
          options={US_STATES}
          autoComplete="billing address-level1"
        />
      </FieldPair>
      <FormTextField
        control={control}
        name="billing.payment_zip_code"
        label="Zip Code"
        autoComplete="billing postal-code"
        inputProps={{ inputMode: 'numeric', maxLength: 5 }}
      />
    </>
  );
}

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
          <CardFields />
          <FormControlLabel
            control={
              <Checkbox
                checked={billingSame}
                onChange={(e) => setValue('billing_same', e.target.checked)}
              />
            }
            label="Billing address is the same as shipping"
          />
          {!billingSame && <BillingFields />}
        </>
      )}
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        Your card details go straight to our payment processor; we never store the card number or
        CVC.
      </Typography>
    </CheckoutSection>
  );
}
