import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SubscriberWeekMenu } from '@mealbox/contracts';
import { adminDateTime, dayText } from '../../admin';

/** The week a detail page is about, and each channel's deadline and delivery for it. */
export function WeekSummary({
  week,
  menus,
}: {
  week: string;
  menus: SubscriberWeekMenu[] | undefined;
}) {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        Week of {dayText(week)}
      </Typography>
      {menus?.length === 0 && (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          No store has a published menu for this week.
        </Typography>
      )}
      {menus?.map((m) => (
        <Typography key={m.channel_id} color="text.secondary" sx={{ fontSize: 14 }}>
          {m.channel_name}: picking deadline {adminDateTime(m.picking_deadline)}, delivery{' '}
          {dayText(m.delivery_date)}
        </Typography>
      ))}
    </Box>
  );
}
