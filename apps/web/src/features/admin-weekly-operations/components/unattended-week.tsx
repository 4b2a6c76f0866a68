import { useState } from 'react';
import Box from '@mui/material/Box';
import type { CycleRunView, SubscriberWeekMenu, SubscriberWeekRow } from '@mealbox/contracts';
import {
  AdminGrid,
  AdminSearch,
  AdminToolbar,
  useCan,
  useGridParams,
  ChannelFilter,
} from '../../admin';
import { useSubscriberWeeks } from '../api/get-subscriber-weeks';
import { useWeekMenus } from '../api/get-week-menus';
import { RunPreselection } from './run-preselection';
import { RunProgress } from './run-progress';
import {
  emailColumn,
  nameColumn,
  planColumn,
  stateColumn,
  subscriptionColumn,
} from './subscriber-columns';
import { WeekRuns } from './week-runs';
import { WeekSummary } from './week-summary';

const FILTERS = ['channel'] as const;

const columns = [nameColumn, emailColumn, planColumn, stateColumn, subscriptionColumn];

/**
 * A week's unattended queue: the subscribers of picking plans who have not picked, searchable and
 * by channel; staff who run the week start its preselection here and watch it finish.
 */
export function UnattendedQueueWeek({ week }: { week: string }) {
  const grid = useGridParams(FILTERS);
  const { params, update, setFilter } = grid;
  const list = useSubscriberWeeks(week, grid.query, { state: 'unattended' });
  const menus = useWeekMenus(week);
  const canRun = useCan('manage-orders');
  const [started, setStarted] = useState<{ run: CycleRunView; channel: SubscriberWeekMenu }>();
  const channel = params.filters['channel'];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <WeekSummary week={week} menus={menus.data?.menus} />
      <AdminToolbar
        action={
          canRun && (
            <RunPreselection
              week={week}
              menus={menus.data?.menus ?? []}
              preferredChannel={channel ? Number(channel) : undefined}
              onStarted={(run, on) => setStarted({ run, channel: on })}
            />
          )
        }
      >
        <AdminSearch
          label="Search name or email"
          value={params.q}
          onSearch={(q) => update({ q })}
        />
        <ChannelFilter value={channel ?? ''} onChange={(v) => setFilter('channel', v)} />
      </AdminToolbar>
      {started && (
        <RunProgress
          key={started.run.id}
          started={started.run}
          channel={started.channel.channel_name}
        />
      )}
      <AdminGrid<SubscriberWeekRow>
        label="Unattended subscribers"
        columns={columns}
        list={list}
        grid={grid}
        getRowId={(row) => row.subscription_id}
      />
      <WeekRuns week={week} kinds={['remind', 'preselect']} title="Preselection runs this week" />
    </Box>
  );
}
