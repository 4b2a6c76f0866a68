import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CreateMenuInput, type AdminChannel } from '@mealbox/contracts';
import { ChoiceField } from '../../../components/forms/choice-field';
import { DateTimeField } from '../../../components/forms/date-time-field';
import { StoreForm } from '../../../components/forms/store-form';
import { useStoreForm } from '../../../components/forms/use-store-form';
import { useCreateMenu } from '../api/create-menu';
import { useMenuDefaults } from '../api/get-menu-defaults';
import { DateField } from './date-field';
import { adminDateTime, dayText } from '../../admin';
import { menuEditPath, nextMonday } from './menu-text';

/**
 * A new week for a channel: its Monday, and its dates when they differ from the store's (the
 * server's defaults are shown; left empty, they apply). Opens the new week in the editor.
 */
export function NewMenuForm({ channels }: { channels: readonly AdminChannel[] }) {
  const create = useCreateMenu();
  const navigate = useNavigate();
  const { control, banner, submit } = useStoreForm(CreateMenuInput, {
    channel_id: channels[0]?.id ?? 0,
    week: nextMonday(),
    delivery_date: null,
    picking_deadline: null,
  });
  const week = useWatch({ control, name: 'week' });
  const defaults = useMenuDefaults(week);
  const onSubmit = submit(async (values) => {
    const menu = await create.mutateAsync(values);
    await navigate(menuEditPath(menu.week, menu.channel_id));
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="new-week-title">
      <Typography id="new-week-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        New week
      </Typography>
      <StoreForm onSubmit={onSubmit} banner={banner}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(4, 1fr)' } }}>
          <ChoiceField
            control={control}
            name="channel_id"
            label="Channel"
            choices={channels.map((c) => ({ value: c.id, label: c.name }))}
          />
          <DateField control={control} name="week" label="Week (its Monday)" />
          <DateField
            control={control}
            name="delivery_date"
            label="Delivery date"
            helperText={
              defaults.data
                ? `Empty: ${dayText(defaults.data.delivery_date)}`
                : 'Empty: that Monday'
            }
          />
          <DateTimeField
            control={control}
            name="picking_deadline"
            label="Picking deadline"
            helperText={
              defaults.data
                ? `Empty: ${adminDateTime(defaults.data.picking_deadline)}`
                : 'Empty: the Wednesday before, 11:59 PM'
            }
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create week
          </Button>
        </Box>
      </StoreForm>
    </Paper>
  );
}
