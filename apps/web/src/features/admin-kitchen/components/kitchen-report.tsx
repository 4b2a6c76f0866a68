import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KitchenReport } from '@mealbox/contracts';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/http';
import {
  AdminToolbar,
  adminDateTime,
  useAdminChannels,
  dateText,
  shiftWeek,
  weekOf,
  ChannelFilter,
  useSearchUpdate,
} from '../../admin';
import { useKitchenReport, type KitchenQuery } from '../api/get-kitchen-report';
import { MealsTable } from './meals-table';
import { NO_PRINT, PRINTED, PrintStyles } from './print-styles';

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 'es'}`;

/** The report's heading: whose week, its deadline and delivery, and whether it is final. */
function ReportHeading({ report, channelName }: { report: KitchenReport; channelName: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 600 }}>
        Week of {dateText(report.week)} · {channelName}{' '}
        <Chip
          component="span"
          size="small"
          variant="outlined"
          label={report.final ? 'Final' : 'Forecast'}
          color={report.final ? 'success' : 'warning'}
          sx={{
            ml: 1,
            verticalAlign: 'middle',
            ...(report.final ? {} : { color: '#8a4b00', borderColor: '#8a4b00' }),
          }}
        />
      </Typography>
      <Typography>
        Picking deadline {adminDateTime(report.deadline)}
        {report.delivery_date && <> · delivery from {dateText(report.delivery_date)}</>}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {report.final
          ? `The deadline has passed: the counts are the week's ${plural(report.boxes_confirmed, 'box')} ordered.`
          : `Confirmed: ${plural(report.boxes_confirmed, 'box')} ordered or picked. Forecast: ${plural(report.boxes_forecast, 'box')} still open, less the share of subscribers expected to skip, spread like the picks so far.`}
      </Typography>
    </Box>
  );
}

/**
 * `/admin/kitchen`: the kitchen's production report for a week and a channel (both kept in the
 * URL; the server's current ordering week until another is chosen), its regular meals and larger
 * portions in two tables, ready to print on A4.
 */
export function KitchenReportPage() {
  const [search, change] = useSearchUpdate();
  const query: KitchenQuery = {
    week: search.get('week') ?? '',
    channel: search.get('channel') ?? '',
  };
  const report = useKitchenReport(query);
  const channels = useAdminChannels();
  const data = report.data;
  const week = query.week || data?.week || '';
  const channelName = query.channel
    ? (channels.data?.channels.find((c) => String(c.id) === query.channel)?.name ?? 'Channel')
    : 'All channels';

  return (
    <Box className={PRINTED} sx={{ display: 'grid', gap: 2.5 }}>
      <PrintStyles />
      <Box className={NO_PRINT}>
        <AdminToolbar
          action={
            <Button variant="contained" onClick={() => window.print()} disabled={!data}>
              Print
            </Button>
          }
        >
          <TextField
            size="small"
            type="date"
            fullWidth={false}
            label="Delivery week (Monday)"
            value={week}
            onChange={(event) => {
              const chosen = weekOf(event.target.value);
              if (chosen) change({ week: chosen });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              disabled={!week}
              onClick={() => change({ week: shiftWeek(week, -1) })}
            >
              Previous week
            </Button>
            <Button
              variant="outlined"
              size="small"
              disabled={!week}
              onClick={() => change({ week: shiftWeek(week, 1) })}
            >
              Next week
            </Button>
          </Box>
          <ChannelFilter
            value={query.channel}
            allLabel="All channels"
            onChange={(channel) => change({ channel })}
          />
        </AdminToolbar>
      </Box>
      {report.isPending && <PageLoading label="Loading the kitchen report" />}
      {report.isError && (
        <Alert severity="warning" role="status">
          {errorMessage(report.error, 'The kitchen report could not be loaded.')}
        </Alert>
      )}
      {data && (
        <>
          <ReportHeading report={data} channelName={channelName} />
          <MealsTable
            id="kitchen-regular"
            title="Regular meals"
            meals={data.meals.filter((m) => !m.larger_portion)}
          />
          <MealsTable
            id="kitchen-larger"
            title="Larger portions"
            meals={data.meals.filter((m) => m.larger_portion)}
          />
        </>
      )}
    </Box>
  );
}
