import Box from '@mui/material/Box';
import { priceRows, type OrderConfirmation } from '@mealbox/contracts';

/** The whole price breakdown as a definition list: the checkout summary and the confirmation. */
export function PriceBreakdown({ price }: { price: OrderConfirmation['price'] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto' }}>
      {priceRows({ price }).map(([label, amount]) => {
        const strong = label === 'Total' || label === 'Charged to your card';
        return (
          <Box key={label} sx={{ display: 'contents' }} data-testid="price-row">
            <Box component="dt" sx={{ py: 0.5, fontWeight: strong ? 600 : 400 }}>
              {label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, py: 0.5, textAlign: 'right', fontWeight: strong ? 600 : 400 }}
            >
              {amount}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
