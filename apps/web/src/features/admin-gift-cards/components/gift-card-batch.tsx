import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GIFT_CARD_BATCH_MAX, GiftCardBatchInput, formatPrice } from '@mealbox/contracts';
import { FormTextField } from '../../../components/forms/form-text-field';
import { NumberField } from '../../../components/forms/number-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useCreateGiftCards } from '../api/create-gift-cards';
import { giftCardsCsv, giftCardsCsvName } from '../csv';
import { makeBatch, type BatchProgress } from '../make-batch';

const sectionTitle = { fontSize: '1.1rem', mb: 1 } as const;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The codes just made: shown here once (never again), and downloadable as CSV. */
function MadeCodes({ made, amountCents }: { made: BatchProgress; amountCents: number }) {
  const batch = made.batch ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
      component="section"
      aria-labelledby="made-codes"
    >
      <Typography variant="h2" id="made-codes" sx={sectionTitle}>
        {made.cards.length} {made.cards.length === 1 ? 'card' : 'cards'} of{' '}
        {formatPrice(amountCents)} in batch {batch}
      </Typography>
      <Alert severity="warning">
        These codes are shown only this once: download or copy them before leaving this page.
        Afterwards only their last four characters are shown.
      </Alert>
      <Box>
        <Button
          variant="contained"
          onClick={() =>
            download(giftCardsCsvName(batch), giftCardsCsv(batch, amountCents, made.cards))
          }
        >
          Download CSV
        </Button>
      </Box>
      <Box
        component="ol"
        aria-label="Gift card codes"
        sx={{
          m: 0,
          pl: 4,
          maxHeight: 320,
          overflow: 'auto',
          fontFamily: 'monospace',
          columns: { sm: 2, md: 3 },
        }}
        tabIndex={0}
      >
        {made.cards.map((card) => (
          <li key={card.id}>{card.code}</li>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * Makes one card or a batch. A large batch is asked for in parts of a hundred from here, so the
 * progress bar follows the server's work and a failure keeps (and shows) what was made.
 */
export function GiftCardBatch() {
  const create = useCreateGiftCards();
  const [made, setMade] = useState<BatchProgress | null>(null);
  const [amountCents, setAmountCents] = useState(0);
  const [running, setRunning] = useState(false);
  const { control, banner, submit } = useStoreForm(GiftCardBatchInput, {
    count: 1,
    amount_cents: 2500,
    note: '',
  });
  const onSubmit = submit(async (values) => {
    setAmountCents(values.amount_cents);
    setMade({ batch: null, cards: [], total: values.count });
    setRunning(true);
    try {
      await makeBatch(values, (input) => create.mutateAsync(input), setMade);
    } finally {
      setRunning(false);
    }
  });
  const done = made !== null && !running && made.cards.length === made.total;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!done && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="make-cards">
          <Typography variant="h2" id="make-cards" sx={sectionTitle}>
            Create gift cards
          </Typography>
          <Box component="fieldset" disabled={running} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <StoreForm onSubmit={onSubmit} banner={banner}>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
                <NumberField
                  control={control}
                  name="count"
                  label="How many cards"
                  helperText={`1 for a single card, up to ${GIFT_CARD_BATCH_MAX.toLocaleString('en-US')}.`}
                />
                <NumberField control={control} name="amount_cents" label="Amount of each" money />
              </Box>
              <FormTextField control={control} name="note" label="Note for staff (optional)" />
              <Box>
                <Button type="submit" variant="contained" disabled={running}>
                  Create
                </Button>
              </Box>
            </StoreForm>
          </Box>
        </Paper>
      )}
      {made && running && (
        <Box>
          <Typography id="batch-progress">
            Made {made.cards.length} of {made.total}…
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(made.cards.length / made.total) * 100}
            aria-labelledby="batch-progress"
          />
        </Box>
      )}
      {made && made.cards.length > 0 && <MadeCodes made={made} amountCents={amountCents} />}
      {done && (
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button component={RouterLink} to={`/admin/giftCards?batch=${made.batch ?? ''}`}>
            See the batch in the list
          </Button>
        </Box>
      )}
    </Box>
  );
}
