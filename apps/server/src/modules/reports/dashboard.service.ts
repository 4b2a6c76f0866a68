import {
  DASHBOARD_WEEKS,
  type Dashboard,
  type DashboardWeek,
  type ReportRangeQuery,
  type WeekQuery,
} from '@mealbox/contracts';
import { addWeeks, currentOrderingWeek } from '../../lib/weeks.ts';
import { upcomingMenus } from '../catalog/catalog.service.ts';
import type { ChannelDirectory } from '../channels/channels.service.ts';
import { channelById } from '../orders/orders-admin.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { salesReport, subscriptionGrowth, weekStatesReport } from './reports-admin.service.ts';

/**
 * The week the dashboard opens on: the current ordering week of the channel asked about (of the
 * store the request came to when every channel is), by the catalogue's rule. With no menu open,
 * the week whose default deadline is still ahead.
 */
async function dashboardWeek(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  channelId: number | undefined,
): Promise<string> {
  const channel =
    channelId === undefined
      ? ctx.channel
      : ((await channelById(channels, channelId)) ?? ctx.channel);
  const [current] = await upcomingMenus({ ...ctx, channel });
  return current?.menu.week ?? currentOrderingWeek(ctx.clock.now(), ctx.env.STORE_TIMEZONE);
}

/**
 * GET /api/admin/dashboard: the asked week and the DASHBOARD_WEEKS - 1 before it, each figure read
 * by the very function its report answers with (so a dashboard and a report never disagree): the
 * sales report's orders, meals and net, the subscriptions report's active at the week's end, and
 * the weekly operations' skipped, unattended and declined weeks. Three queries, at once.
 */
export async function dashboard(
  ctx: ServiceContext,
  channels: ChannelDirectory,
  query: WeekQuery,
): Promise<Dashboard> {
  const week = query.week ?? (await dashboardWeek(ctx, channels, query.channel));
  const range: ReportRangeQuery = {
    from: addWeeks(week, -(DASHBOARD_WEEKS - 1)),
    to: week,
    ...(query.channel === undefined ? {} : { channel: query.channel }),
  };
  const [sales, growth, states] = await Promise.all([
    salesReport(ctx, range),
    subscriptionGrowth(ctx, range),
    weekStatesReport(ctx, range),
  ]);
  // Each answers every week of the range, in order: the i-th of each is the same week.
  const weeks = sales.weeks.map((s, i): DashboardWeek => {
    const g = growth[i];
    const w = states.weeks[i];
    if (g?.week !== s.week || w?.week !== s.week) throw new Error('the reports’ weeks differ');
    return {
      week: s.week,
      orders: s.orders,
      meals: s.meals,
      revenue_cents: s.net_cents,
      active_subscriptions: g.active_at_end,
      skips: w.states.skipped,
      unattended: w.unattended,
      failed_payments: w.states.payment_failed,
    };
  });
  const current = weeks.at(-1);
  const previous = weeks.at(-2);
  if (!current || !previous) throw new Error('a dashboard has at least two weeks');
  return { week, current, previous, weeks };
}
