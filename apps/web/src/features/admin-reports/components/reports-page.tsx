import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminToolbar, useCan } from '../../admin';
import { rangeProblems } from '../report-range';
import { useReportRange } from '../use-report-range';
import { MealsSection } from './meals-section';
import { PromotionsSection } from './promotions-section';
import { ReportRangeFilter } from './report-range-filter';
import { SalesSection } from './sales-section';
import { SubscriptionsSection } from './subscriptions-section';
import { ViewReportsNeeded } from './view-reports-needed';

const SECTIONS = [
  { id: 'sales', label: 'Sales', Section: SalesSection },
  { id: 'meals', label: 'Meal popularity', Section: MealsSection },
  { id: 'subscriptions', label: 'Subscriptions', Section: SubscriptionsSection },
  { id: 'promotions', label: 'Promotions', Section: PromotionsSection },
] as const;

function Reports() {
  const { range, query, tab, update } = useReportRange();
  const problems = rangeProblems(range);
  const valid = Object.keys(problems).length === 0;
  const current = SECTIONS.find((s) => s.id === tab) ?? SECTIONS[0];
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <AdminToolbar>
        <ReportRangeFilter range={range} problems={problems} onChange={update} />
      </AdminToolbar>
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => update({ tab: id === SECTIONS[0].id ? '' : id })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Reports"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map((s) => (
          <Tab
            key={s.id}
            value={s.id}
            label={s.label}
            id={`report-tab-${s.id}`}
            aria-controls={`report-panel-${s.id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`report-panel-${current.id}`}
        aria-labelledby={`report-tab-${current.id}`}
        sx={{ display: 'grid', gap: 3, minWidth: 0 }}
      >
        <current.Section query={query} enabled={valid} />
      </Box>
    </Box>
  );
}

/**
 * `/admin/reports`: sales by week, meal popularity, subscription growth and churn, discount codes
 * and gift cards, for a range of weeks and a channel kept in the URL; each drawn, listed and
 * downloadable as CSV. Staff without view-reports are told why they see nothing.
 */
export function ReportsPage() {
  return useCan('view-reports') ? <Reports /> : <ViewReportsNeeded page="reports page" />;
}
