import type { CycleRunKind } from '@mealbox/contracts';
import { NotFound } from '../../lib/errors.ts';
import { formatWeek } from '../../lib/weeks.ts';
import { noticeExpiringCard } from './card-expiry.ts';
import { channelById, cycleContext, type CycleServices } from './cycle-context.ts';
import {
  failRun,
  findRun,
  listStalledRuns,
  planRun,
  recordBatch,
  startRunOnce,
  unfinishedBatches,
  type CycleRun,
} from './cycle-runs.repository.ts';
import { mapAtMost } from '../../lib/map-at-most.ts';
import { lockWeek, lockWeeks, type WeekOutcome } from './lock-week.ts';
import { preselectWeek, preselectWeeks, remindWeek } from './preselect-week.ts';
import { cancelUnpaidWeek, retryWeek } from './retry-week.ts';
import { loadWeekBatch } from './week-box.ts';
import {
  findCycleMenu,
  readSubscriptionBatch,
  subscriptionBatches,
  weekPopularity,
  type CycleSubscription,
} from './weekly-cycle.repository.ts';

/** Subscriptions per batch: one job's share, read and decided together. */
export const BATCH_SIZE = 250;
/**
 * Batches a run in this process works on at once: while one waits on the database, another's
 * rows are built, and the database works on two statements at once (as the job queue's two).
 */
const BATCHES_AT_ONCE = 2;
/** Subscription weeks of a batch worked on at once (each mostly waits on the database). */
const WEEKS_AT_ONCE = 32;

export interface RunRequest {
  kind: CycleRunKind;
  channelId: number;
  week: string;
  /** `schedule`, `command`, or `user:<id>`. */
  startedBy: string;
}

export interface BatchJob {
  runId: number;
  batch: number;
  afterId: number;
  untilId: number;
}

/**
 * Starts a run of the weekly cycle and splits it into batches (the jobs any process may take).
 * A run of the same kind already running for the channel's week is the answer instead. Refuses
 * a week the channel has not published.
 */
export async function startRun(
  services: CycleServices,
  request: RunRequest,
): Promise<{ run: CycleRun; started: boolean; batches: BatchJob[] }> {
  const menu = await findCycleMenu(services.db, request.channelId, request.week);
  if (!menu) {
    throw new NotFound(`There is no published menu for the week of ${formatWeek(request.week)}.`);
  }
  const at = services.clock.now();
  const { run, started } = await startRunOnce(services.db, { ...request, at });
  if (!started) return { run, started, batches: [] };
  try {
    const { total, bounds } = await subscriptionBatches(
      services.db,
      request.channelId,
      request.week,
      BATCH_SIZE,
    );
    const batches = bounds.map((b, batch) => ({ batch, ...b }));
    await planRun(services.db, run.id, { total, batches, at });
    const planned = (await findRun(services.db, run.id)) ?? run;
    return { run: planned, started, batches: batches.map((b) => ({ runId: run.id, ...b })) };
  } catch (error) {
    await failRun(services.db, run.id, String(error), services.clock.now());
    throw error;
  }
}

/** The step of each kind of run, for one subscription week. */
export const steps: Record<
  CycleRunKind,
  (
    ctx: ReturnType<typeof cycleContext>,
    s: CycleSubscription,
    batch: Awaited<ReturnType<typeof loadWeekBatch>>,
    services: CycleServices,
  ) => Promise<WeekOutcome>
> = {
  remind: (ctx, s, batch) => remindWeek(ctx, s, batch),
  preselect: (ctx, s, batch) => preselectWeek(ctx, s, batch),
  lock: (ctx, s, batch, services) => lockWeek(ctx, s, batch, services.sleep),
  retry: (ctx, s, batch, services) => retryWeek(ctx, s, batch, { sleep: services.sleep }),
  'cancel-unpaid': (ctx, s, batch) => cancelUnpaidWeek(ctx, s, batch),
  'card-expiry': (ctx, s) => noticeExpiringCard(ctx, s),
};

/** Kinds whose batch is written in one statement rather than week by week. */
const batchSteps: Partial<
  Record<
    CycleRunKind,
    (
      ctx: ReturnType<typeof cycleContext>,
      subscriptions: readonly CycleSubscription[],
      batch: Awaited<ReturnType<typeof loadWeekBatch>>,
      services: CycleServices,
    ) => Promise<WeekOutcome[]>
  >
> = {
  preselect: (ctx, subscriptions, batch) => preselectWeeks(ctx, subscriptions, batch),
  lock: (ctx, subscriptions, batch, services) =>
    lockWeeks(ctx, subscriptions, batch, services.sleep),
};

/**
 * One batch of a run: its subscriptions read together, each week taken through the run's step,
 * what they did recorded once. Safe to run again (a job retried after a crash): every step is.
 * True when this call recorded the batch (false: the run or the batch had ended already).
 */
export async function runBatch(services: CycleServices, job: BatchJob): Promise<boolean> {
  const run = await findRun(services.db, job.runId);
  if (!run || run.status !== 'running') return false;
  const menu = await findCycleMenu(services.db, run.channel_id, run.week);
  if (!menu) {
    await failRun(services.db, run.id, 'the week is no longer published', services.clock.now());
    return false;
  }
  const channel = await channelById(services.channels, run.channel_id);
  const ctx = cycleContext(services, channel);
  const subscriptions = await readSubscriptionBatch(services.db, {
    channelId: run.channel_id,
    week: run.week,
    afterId: job.afterId,
    untilId: job.untilId,
  });
  const batch = await loadWeekBatch(services.db, menu, subscriptions, () =>
    popularityOfRun(services, run),
  );
  const counts = { done: 0, failed: 0, skipped: 0 };
  const together = batchSteps[run.kind];
  if (together) {
    for (const outcome of await together(ctx, subscriptions, batch, services)) {
      counts[outcome] += 1;
    }
    return recordBatch(services.db, run.id, job.batch, counts, services.clock.now());
  }
  const step = steps[run.kind];
  await mapAtMost(WEEKS_AT_ONCE, subscriptions, async (s) => {
    let outcome: WeekOutcome;
    try {
      outcome = await step(ctx, s, batch, services);
    } catch (error) {
      services.log.error(
        { err: error, run: run.id, subscription: s.subscription_id },
        'a subscription week failed in the weekly cycle',
      );
      outcome = 'failed';
    }
    counts[outcome] += 1;
  });
  return recordBatch(services.db, run.id, job.batch, counts, services.clock.now());
}

/**
 * The week's popularity as a run's first batch in this process read it: read for every batch, it
 * would scan all the week's picks and order lines again each time, so a run would grow with the
 * square of its subscriptions. What popularity ranks barely moves within one run.
 */
const popularityByRun = new Map<number, Promise<Map<number, number>>>();
function popularityOfRun(services: CycleServices, run: CycleRun) {
  let popularity = popularityByRun.get(run.id);
  if (!popularity) {
    if (popularityByRun.size >= 32) popularityByRun.clear();
    popularity = weekPopularity(services.db, run.channel_id, run.week);
    popularity.catch(() => popularityByRun.delete(run.id));
    popularityByRun.set(run.id, popularity);
  }
  return popularity;
}

/**
 * A run in this process from start to end (the command, tests): its batches two at a time,
 * `onProgress` after each. Answers the run as it ended.
 */
export async function runNow(
  services: CycleServices,
  request: RunRequest,
  onProgress?: (run: CycleRun) => void,
  options: { resume?: boolean } = {},
): Promise<CycleRun> {
  const { run, started, batches: planned } = await startRun(services, request);
  let batches = planned;
  if (!started) {
    // A run cut short (its process killed) stays running: resuming runs its unfinished batches.
    if (!options.resume) throw new RunAlreadyRunning(run);
    batches = (await unfinishedBatches(services.db, run.id)).map((b) => ({ runId: run.id, ...b }));
  }
  onProgress?.(run);
  await mapAtMost(BATCHES_AT_ONCE, batches, async (job) => {
    await runBatch(services, job);
    const now = await findRun(services.db, run.id);
    if (now) onProgress?.(now);
  });
  const ended = await findRun(services.db, run.id);
  if (!ended) throw new Error(`run ${run.id} vanished`);
  return ended;
}

/**
 * Where a run's batches go: the job queue once it is up (every process takes a share), or this
 * process itself, in the background, before that and in tests.
 */
export interface BatchDispatcher {
  dispatch(batches: readonly BatchJob[]): Promise<void>;
}

export class InProcessDispatcher implements BatchDispatcher {
  private working: Promise<void> = Promise.resolve();

  constructor(private readonly services: CycleServices) {}

  dispatch(batches: readonly BatchJob[]): Promise<void> {
    this.working = this.working.then(async () => {
      for (const job of batches) {
        try {
          await runBatch(this.services, job);
        } catch (error) {
          this.services.log.error({ err: error, run: job.runId }, 'a cycle batch failed');
        }
      }
    });
    return Promise.resolve();
  }

  /** Resolves once every batch handed over so far has run. */
  idle(): Promise<void> {
    return this.working;
  }
}

/** The weekly cycle as the app holds it: what it runs on, and where batches go now. */
export class CycleRunner {
  dispatcher: BatchDispatcher;

  constructor(readonly services: CycleServices) {
    this.dispatcher = new InProcessDispatcher(services);
  }

  /** Hands the unfinished batches of runs that stopped moving out again; how many runs. */
  async resumeStalled(olderThanMs: number): Promise<number> {
    const before = new Date(this.services.clock.now().getTime() - olderThanMs);
    const stalled = await listStalledRuns(this.services.db, before);
    for (const run of stalled) {
      const batches = await unfinishedBatches(this.services.db, run.id);
      await this.dispatcher.dispatch(batches.map((b) => ({ runId: run.id, ...b })));
    }
    return stalled.length;
  }

  /** Starts a run and hands its batches over; the run as it starts (or the one running). */
  async start(request: RunRequest): Promise<{ run: CycleRun; started: boolean }> {
    const { run, started, batches } = await startRun(this.services, request);
    if (started) await this.dispatcher.dispatch(batches);
    return { run, started };
  }
}

export class RunAlreadyRunning extends Error {
  constructor(readonly run: CycleRun) {
    super(
      `A ${run.kind} run for the week of ${formatWeek(run.week)} is already running (run ${run.id}).`,
    );
    this.name = 'RunAlreadyRunning';
  }
}
