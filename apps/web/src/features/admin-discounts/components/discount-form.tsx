import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DiscountInput, type DiscountView } from '@mealbox/contracts';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { ChoiceField } from '../../../components/forms/choice-field';
import { DateTimeField } from '../../../components/forms/date-time-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { NumberField } from '../../../components/forms/number-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useAdminChannels } from '../../admin';
import { useSaveDiscount } from '../api/save-discount';

const fresh: DiscountInput = {
  code: '',
  description: '',
  kind: 'percent',
  amount: 10,
  starts_at: null,
  ends_at: null,
  min_subtotal_cents: 0,
  max_redemptions: null,
  once_per_customer: false,
  first_order_only: false,
  channel_id: null,
  active: true,
};

const termsOf = (d: DiscountView): DiscountInput => ({
  code: d.code,
  description: d.description,
  kind: d.kind,
  amount: d.amount,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  min_subtotal_cents: d.min_subtotal_cents,
  max_redemptions: d.max_redemptions,
  once_per_customer: d.once_per_customer,
  first_order_only: d.first_order_only,
  channel_id: d.channel_id,
  active: d.active,
});

const kinds = [
  { value: 'percent' as const, label: 'Percent off' },
  { value: 'fixed' as const, label: 'Fixed amount off' },
];

/**
 * Every term of a code (product.md): made new (no `discount`) or rewritten. The contract's schema
 * checks what it can on submit; the server adds uniqueness and the cap against the redemptions
 * so far, each under its field.
 */
export function DiscountForm({
  discount,
  disabled,
  onCreated,
}: {
  discount: DiscountView | null;
  /** The user may read but not change codes. */
  disabled: boolean;
  onCreated: (id: number) => void;
}) {
  const save = useSaveDiscount(discount?.id ?? null);
  const channels = useAdminChannels();
  const [saved, setSaved] = useState<string | null>(null);
  const { control, banner, submit } = useStoreForm(
    DiscountInput,
    discount ? termsOf(discount) : fresh,
  );
  const kind = useWatch({ control, name: 'kind' });
  const onSubmit = submit(async (values) => {
    setSaved(null);
    const answer = await save.mutateAsync(values);
    if (discount) setSaved(answer.message);
    else onCreated(answer.discount.id);
  });
  const channelChoices = [
    { value: null, label: 'Every channel' },
    ...(channels.data?.channels ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <StoreForm onSubmit={onSubmit} banner={banner}>
        {saved && <Alert severity="success">{saved}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="code"
            label="Code"
            helperText="Customers type it in any case; it is kept in capitals."
          />
          <FormTextField control={control} name="description" label="Description" />
          <ChoiceField control={control} name="kind" label="Kind" choices={kinds} />
          <NumberField
            control={control}
            name="amount"
            label={kind === 'fixed' ? 'Amount off' : 'Percent off (1–100)'}
            money={kind === 'fixed'}
          />
          <DateTimeField
            control={control}
            name="starts_at"
            label="Starts"
            helperText="Empty: usable at once."
          />
          <DateTimeField control={control} name="ends_at" label="Ends" helperText="Empty: never." />
          <NumberField
            control={control}
            name="min_subtotal_cents"
            label="Minimum subtotal"
            money
            helperText="After Subscribe & Save; $0.00 for none."
          />
          <NumberField
            control={control}
            name="max_redemptions"
            label="Total redemption cap"
            helperText={
              discount
                ? `Empty: no cap. Used ${discount.redemptions_count} times so far.`
                : 'Empty: no cap.'
            }
          />
          <ChoiceField
            control={control}
            name="channel_id"
            label="Channel"
            choices={channelChoices}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <CheckboxField control={control} name="once_per_customer" label="Once per customer" />
          <CheckboxField control={control} name="first_order_only" label="First order only" />
          <CheckboxField control={control} name="active" label="Active" />
        </Box>
        {!disabled && (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {discount ? 'Save discount' : 'Create discount'}
            </Button>
          </Box>
        )}
      </StoreForm>
    </Box>
  );
}
