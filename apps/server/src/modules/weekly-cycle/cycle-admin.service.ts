import {
  cycleRunMessages,
  type CycleRunView,
  type CycleStepResult,
  type StartCycleRunInput,
} from '@mealbox/contracts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { formatDeadline, formatWeek } from '../../lib/weeks.ts';
import { signedIn } from '../accounts/signed-in.ts';
import type { ServiceContext } from '../service-context.ts';
import { cycleContext } from './cycle-context.ts';
import { findRun, listRunsOfWeek, type CycleRun } from './cycle-runs.repository.ts';
import { deliveryCutoff } from './cycle-timing.ts';
import { retryWeek } from './retry-week.ts';
import { steps, type CycleRunner } from './run-cycle.ts';
import { loadWeekBatch } from './week-box.ts';
import { findCycleMenu, readSubscriptionBatch, type CycleMenu } from './weekly-cycle.repository.ts';

/**
 * POST /api/admin/cycle/runs: staff start a run of the weekly cycle for a channel's week by hand
 * (manage-orders), or one subscription's step of it at once (a retry of one declined payment is
 * made at once, not when its next try is due). The lock waits for the deadline and
 * the cancellation of unpaid boxes for the delivery day, as the schedule does: customers may
 * change their week until its deadline.
 */
export async function startCycleRun(
  ctx: ServiceContext,
  runner: CycleRunner,
  input: StartCycleRunInput,
): Promise<{ run: CycleRunView } | { step: CycleStepResult }> {
  const staff = signedIn(ctx);
  const channel = input.channel
    ? (await runner.services.channels.all()).find((c) => c.slug === input.channel)
    : ctx.channel;
  if (!channel) throw new NotFound(cycleRunMessages.channelNotFound);
  const menu = await findCycleMenu(ctx.db, channel.id, input.week);
  if (!menu) {
    throw new NotFound(`There is no published menu for the week of ${formatWeek(input.week)}.`);
  }
  assertDue(ctx, input.kind, menu);

  if (input.subscription_id !== undefined) {
    const [subscription] = await readSubscriptionBatch(ctx.db, {
      channelId: channel.id,
      week: input.week,
      afterId: input.subscription_id - 1,
      untilId: input.subscription_id,
    });
    if (!subscription) throw new NotFound(cycleRunMessages.subscriptionNotFound);
    const batch = await loadWeekBatch(ctx.db, menu, [subscription]);
    const context = cycleContext(runner.services, channel);
    // Staff retrying one customer's declined payment mean now, not at the next scheduled try.
    const outcome =
      input.kind === 'retry'
        ? await retryWeek(context, subscription, batch, { now: true, sleep: runner.services.sleep })
        : await steps[input.kind](context, subscription, batch, runner.services);
    const [after] = await readSubscriptionBatch(ctx.db, {
      channelId: channel.id,
      week: input.week,
      afterId: subscription.subscription_id - 1,
      untilId: subscription.subscription_id,
    });
    return {
      step: {
        subscription_id: subscription.subscription_id,
        kind: input.kind,
        week: input.week,
        outcome,
        state: after?.week_state ?? null,
      },
    };
  }

  const { run, started } = await runner.start({
    kind: input.kind,
    channelId: channel.id,
    week: input.week,
    startedBy: `user:${staff.id}`,
  });
  if (!started) {
    throw new Conflict(cycleRunMessages.alreadyRunning(input.kind, formatWeek(input.week)));
  }
  return { run: toView(run) };
}

function assertDue(ctx: ServiceContext, kind: StartCycleRunInput['kind'], menu: CycleMenu): void {
  const now = ctx.clock.now();
  const tz = ctx.env.STORE_TIMEZONE;
  if (kind === 'lock' && now < menu.picking_deadline) {
    throw new Conflict(
      cycleRunMessages.lockBeforeDeadline(formatDeadline(menu.picking_deadline, tz)),
    );
  }
  const cutoff = deliveryCutoff(menu.delivery_date, tz);
  if (kind === 'cancel-unpaid' && now < cutoff) {
    throw new Conflict(cycleRunMessages.cancelBeforeDelivery(formatDeadline(cutoff, tz)));
  }
}

/** GET /api/admin/cycle/runs/:id: a run's progress (view-admin). */
export async function cycleRun(ctx: ServiceContext, id: number): Promise<CycleRunView> {
  const run = await findRun(ctx.db, id);
  if (!run) throw new NotFound(cycleRunMessages.runNotFound);
  return toView(run);
}

/** GET /api/admin/cycle/runs?week=: the week's runs, newest first (view-admin). */
export async function cycleRunsOfWeek(ctx: ServiceContext, week: string): Promise<CycleRunView[]> {
  return (await listRunsOfWeek(ctx.db, week)).map(toView);
}

function toView(run: CycleRun): CycleRunView {
  return {
    ...run,
    started_at: run.started_at.toISOString(),
    finished_at: run.finished_at?.toISOString() ?? null,
  };
}
