import { Link as RouterLink } from 'react-router';
import { DASHBOARD_WEEKS } from '@mealbox/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/http';
import {
  AdminToolbar,
  dateText,
  shiftWeek,
  useCan,
  weekOf,
  ChannelFilter,
  useSearchUpdate,
} from '../../admin';
import { ViewReportsNeeded, reportRangeQuery } from '../../admin-reports';
import { useDashboard } from '../api/get-dashboard';
import { DASHBOARD_FIGURES } from '../figures';
import { DashboardCharts } from './dashboard-charts';
import { DashboardWeeksTable } from './dashboard-weeks-table';
import { FigureTile } from './figure-tile';

function DashboardView() {
  const [search, update] = useSearchUpdate();
  const asked = weekOf(search.get('week'));
  const channel = /^\d+$/.test(search.get('channel') ?? '') ? (search.get('channel') ?? '') : '';
  const query = new URLSearchParams({
    ...(asked ? { week: asked } : {}),
    ...(channel ? { channel } : {}),
  }).toString();
  const dashboard = useDashboard(query);
  const data = dashboard.data;
  const week = asked ?? data?.week ?? '';
  // From the week chosen, not the answer on screen: while another week loads, the last one shows.
  const reportsQuery = week
    ? reportRangeQuery({ from: shiftWeek(week, 1 - DASHBOARD_WEEKS), to: week, channel })
    : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <AdminToolbar
        action={
          data && (
            <Button component={RouterLink} to={`/admin/reports?${reportsQuery}`} variant="outlined">
              Open the reports
            </Button>
          )
        }
      >
        <Button
          variant="text"
          disabled={!week}
          onClick={() => update({ week: shiftWeek(week, -1) })}
        >
          Previous week
        </Button>
        <TextField
          size="small"
          type="date"
          fullWidth={false}
          label="Week (Monday)"
          value={week}
          onChange={(event) => {
            const chosen = weekOf(event.target.value);
            if (chosen) update({ week: chosen });
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="text"
          disabled={!week}
          onClick={() => update({ week: shiftWeek(week, 1) })}
        >
          Next week
        </Button>
        <ChannelFilter
          value={channel}
          allLabel="All channels"
          onChange={(value) => update({ channel: value })}
        />
      </AdminToolbar>
      {dashboard.isFetching && <LinearProgress aria-label="Loading the dashboard" />}
      {dashboard.isError && !data && (
        <Alert severity="error">
          {errorMessage(
            dashboard.error,
            'The dashboard could not be loaded. Try again in a moment.',
          )}
        </Alert>
      )}
      {data && (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            Delivery week of {dateText(data.week)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
            }}
          >
            {DASHBOARD_FIGURES.map((f) => (
              <FigureTile
                key={f.key}
                label={f.label}
                current={data.current[f.key]}
                previous={data.previous[f.key]}
                format={f.format}
                higherIsBetter={f.higherIsBetter}
                link={f.link?.({ week: data.week, reportsQuery })}
              />
            ))}
          </Box>
          <DashboardCharts weeks={data.weeks} />
          <DashboardWeeksTable weeks={data.weeks} />
        </>
      )}
    </Box>
  );
}

/**
 * `/admin/dashboard`: the week's orders, meals, revenue, active subscriptions, skips, unattended
 * and failed payments, each against last week's, and the recent weeks drawn. Staff without
 * view-reports (the money figures) are told so.
 */
export function DashboardPage() {
  return useCan('view-reports') ? <DashboardView /> : <ViewReportsNeeded page="dashboard" />;
}
