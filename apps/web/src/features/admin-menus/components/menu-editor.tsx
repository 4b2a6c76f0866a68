import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useController } from 'react-hook-form';
import { arrayMove } from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  SaveMenuInput,
  type AdminMenu,
  type AdminMenuItemRow,
  type MenuStatus,
} from '@mealbox/contracts';
import { DateTimeField } from '../../../components/forms/date-time-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { errorMessage } from '../../../lib/http';
import { AuditTrailPanel, useCan, dayText } from '../../admin';
import { useAdminMenu } from '../api/get-menu';
import { useSaveMenu } from '../api/save-menu';
import { DateField } from './date-field';
import { MealPicker } from './meal-picker';
import { SortableMeals, SortableRow } from './sortable-meals';

/** What a row shows of its meal. */
interface MealShown {
  sku: string;
  name: string;
  image: string;
  active: boolean;
  ordered: number;
}

/** A channel's week: its meals, their order, the chef's selection, its dates and publishing. */
export function MenuEditor({ week, channelId }: { week: string; channelId: number | null }) {
  const menu = useAdminMenu(week, channelId);
  if (menu.isPending) return <LinearProgress aria-label="Loading the week" />;
  if (menu.isError) {
    return (
      <Alert severity="error">
        {errorMessage(menu.error, 'The week could not be loaded.')}{' '}
        <Link component={RouterLink} to="/admin/menu">
          Back to the weeks
        </Link>
      </Alert>
    );
  }
  return <WeekForm key={menu.data.id} menu={menu.data} channelId={channelId} />;
}

const formValues = (menu: AdminMenu): SaveMenuInput => ({
  entries: menu.entries.map((e) => ({
    menu_item_id: e.menu_item_id,
    chefs_choice: e.chefs_choice,
  })),
  delivery_date: menu.delivery_date,
  picking_deadline: menu.picking_deadline,
  status: menu.status,
});

function WeekForm({ menu, channelId }: { menu: AdminMenu; channelId: number | null }) {
  const canManage = useCan('manage-menus');
  const save = useSaveMenu(menu.week, channelId);
  const [saved, setSaved] = useState<string | null>(null);
  const [meals, setMeals] = useState(
    () => new Map<number, MealShown>(menu.entries.map((e) => [e.menu_item_id, e])),
  );
  const { control, banner, submit } = useStoreForm(SaveMenuInput, formValues(menu), [
    'delivery_date',
    'picking_deadline',
  ]);
  // The week's meals are one value of the form, replaced whole on each change: a meal is in a
  // week once, so its id keys its row. (react-hook-form's field arrays would put their code in the
  // forms' chunk every storefront form loads.)
  const { field: entries } = useController({ control, name: 'entries' });
  const rows = entries.value;
  const setRows = entries.onChange;
  const nameOf = (id: number) => meals.get(id)?.name ?? `Meal ${id}`;

  // Each button saves the week as it is, with its own status (Enter saves with the current one).
  const saveAs = (status: MenuStatus) =>
    submit(async (values) => {
      setSaved(null);
      const answer = await save.mutateAsync({ ...values, status });
      setMeals(new Map(answer.entries.map((e) => [e.menu_item_id, e])));
      setSaved(
        answer.status === menu.status
          ? 'The week has been saved.'
          : answer.status === 'published'
            ? 'The week is published: customers see it now.'
            : 'The week is a draft again: customers no longer see it.',
      );
    });
  const add = (item: AdminMenuItemRow) => {
    if (rows.some((r) => r.menu_item_id === item.id)) return;
    setMeals((m) => new Map(m).set(item.id, { ...item, ordered: 0 }));
    setRows([...rows, { menu_item_id: item.id, chefs_choice: false }]);
  };
  const chefs = rows.filter((r) => r.chefs_choice).length;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {menu.channel_name}: week of {dayText(menu.week)}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={menu.status === 'published' ? 'success' : 'default'}
          label={menu.status === 'published' ? 'Published' : 'Draft'}
        />
      </Box>
      <Box component="fieldset" disabled={!canManage} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <StoreForm onSubmit={saveAs(menu.status)} banner={banner}>
          {saved && <Alert severity="success">{saved}</Alert>}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              minWidth: 0,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
            }}
          >
            <DateField control={control} name="delivery_date" label="Delivery date" />
            <DateTimeField
              control={control}
              name="picking_deadline"
              label="Picking deadline"
              helperText="In your time zone."
            />
          </Box>
          <Paper
            variant="outlined"
            sx={{ p: 2, minWidth: 0 }}
            component="section"
            aria-labelledby="week-meals"
          >
            <Typography id="week-meals" variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              Meals ({rows.length}), chef&apos;s selection ({chefs})
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Customers see the meals in this order. Chef&apos;s-choice boxes take the chef&apos;s
              selection (all meals in order when none is marked). A meal customers ordered cannot
              leave the week.
            </Typography>
            {rows.length === 0 && <Typography>No meals yet: add some below.</Typography>}
            <SortableMeals
              ids={rows.map((r) => r.menu_item_id)}
              nameOf={(id) => nameOf(Number(id))}
              onMove={(from, to) => setRows(arrayMove(rows, from, to))}
            >
              {rows.map((row, index) => {
                const meal = meals.get(row.menu_item_id);
                const name = nameOf(row.menu_item_id);
                return (
                  <SortableRow
                    key={row.menu_item_id}
                    id={row.menu_item_id}
                    handleLabel={`Move ${name} (position ${index + 1})`}
                  >
                    <Typography component="span" sx={{ width: 24, textAlign: 'right' }}>
                      {index + 1}.
                    </Typography>
                    {meal?.image && (
                      <Box
                        component="img"
                        src={meal.image}
                        alt=""
                        sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
                      />
                    )}
                    <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
                      <Typography component="span" sx={{ display: 'block' }} noWrap>
                        {name}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary">
                        {meal?.sku}
                        {meal && !meal.active ? ' · inactive' : ''}
                        {meal && meal.ordered > 0 ? ` · ${meal.ordered} ordered` : ''}
                      </Typography>
                    </Box>
                    <FormControlLabel
                      label="Chef's selection"
                      control={
                        <Checkbox
                          size="small"
                          checked={row.chefs_choice}
                          onChange={(event) =>
                            setRows(
                              rows.map((r, i) =>
                                i === index ? { ...r, chefs_choice: event.target.checked } : r,
                              ),
                            )
                          }
                          slotProps={{ input: { 'aria-label': `Chef's selection: ${name}` } }}
                        />
                      }
                    />
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRows(rows.filter((_, i) => i !== index))}
                      disabled={(meal?.ordered ?? 0) > 0}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </Button>
                  </SortableRow>
                );
              })}
            </SortableMeals>
          </Paper>
          {canManage && (
            <MealPicker onAdd={add} chosen={new Set(rows.map((r) => r.menu_item_id))} />
          )}
          {canManage && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                Save
              </Button>
              {menu.status === 'draft' ? (
                <Button
                  variant="outlined"
                  color="success"
                  disabled={save.isPending}
                  onClick={(event) => void saveAs('published')(event)}
                >
                  Save and publish
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  disabled={save.isPending}
                  onClick={(event) => void saveAs('draft')(event)}
                >
                  Unpublish
                </Button>
              )}
            </Box>
          )}
        </StoreForm>
      </Box>
      <AuditTrailPanel subject={{ entity: 'menu', entityId: menu.id }} />
    </Box>
  );
}
