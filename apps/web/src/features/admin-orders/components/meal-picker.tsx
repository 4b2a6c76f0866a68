import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatPrice, mealPriceInBox, type NewOrderOptions } from '@mealbox/contracts';
import { AdminFilter } from '../../admin';

export type Picks = Record<string, number>;

/** The week's menu with a quantity per meal, and the plan whose price per meal they cost. */
export function MealPicker({
  options,
  picks,
  onPicks,
  planSku,
  onPlan,
}: {
  options: NewOrderOptions;
  picks: Picks;
  onPicks: (picks: Picks) => void;
  planSku: string | null;
  onPlan: (sku: string | null) => void;
}) {
  const plan = options.plans.find((p) => p.sku === planSku) ?? null;
  const items = options.menu?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <AdminFilter
        label="Priced as"
        value={planSku ?? ''}
        allLabel="À la carte"
        options={options.plans.map((p) => ({
          value: p.sku,
          label: `${p.name} (${p.meals_per_week} meals, ${formatPrice(p.price_per_meal)} each)`,
        }))}
        onChange={(v) => onPlan(v || null)}
      />
      <Box
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      >
        {items.map((item) => (
          <TextField
            key={item.sku}
            size="small"
            type="number"
            label={`${item.name} (${formatPrice(mealPriceInBox(item, plan))})`}
            value={picks[item.sku] ?? 0}
            onChange={(e) =>
              onPicks({
                ...picks,
                [item.sku]: Math.max(0, Math.min(50, Number(e.target.value) || 0)),
              })
            }
            slotProps={{ htmlInput: { min: 0, max: 50 }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The picks as an order's items. */
export const itemsOf = (picks: Picks) =>
  Object.entries(picks)
    .filter(([, quantity]) => quantity > 0)
    .map(([sku, quantity]) => ({ sku, quantity }));
