import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPrice, type AdminMenuItemRow } from '@mealbox/contracts';
import { AdminSearch, useAdminList } from '../../admin';

/** Active meals found by name or sku, each added to the week with one press. */
export function MealPicker({
  onAdd,
  chosen,
}: {
  onAdd: (item: AdminMenuItemRow) => void;
  chosen: ReadonlySet<number>;
}) {
  const [q, setQ] = useState('');
  const query = new URLSearchParams({ active: 'true', page_size: '10', sort: 'name' });
  if (q) query.set('q', q);
  const found = useAdminList<AdminMenuItemRow>('/api/admin/menu-items', query.toString());
  const rows = found.data?.rows ?? [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      component="section"
      aria-labelledby="add-meals"
    >
      <Typography id="add-meals" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        Add meals
      </Typography>
      <AdminSearch label="Search active meals by name or SKU" value={q} onSearch={setQ} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1.5,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
        }}
      >
        {rows.map((item) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="span" noWrap sx={{ display: 'block' }}>
                {item.name}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {item.sku} · {formatPrice(item.price)}
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              disabled={chosen.has(item.id)}
              onClick={() => onAdd(item)}
              aria-label={chosen.has(item.id) ? `${item.name} is on the week` : `Add ${item.name}`}
            >
              {chosen.has(item.id) ? 'Added' : 'Add'}
            </Button>
          </Box>
        ))}
        {found.isSuccess && rows.length === 0 && (
          <Typography component="li" color="text.secondary">
            No active meal matches.
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
