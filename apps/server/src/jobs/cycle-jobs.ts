import type { PgBoss } from 'pg-boss';
import type { CycleRunKind } from '@mealbox/contracts';
import type { Env } from '../env.ts';
import { lastFinishedRun } from '../modules/weekly-cycle/cycle-runs.repository.ts';
import { runsDue } from '../modules/weekly-cycle/cycle-timing.ts';
import {
  runBatch,
  type BatchDispatcher,
  type BatchJob,
  type CycleRunner,
} from '../modules/weekly-cycle/run-cycle.ts';
import { listCycleMenus, retriesDue } from '../modules/weekly-cycle/weekly-cycle.repository.ts';

export const CYCLE_TICK = 'cycle-tick';
export const CYCLE_BATCH = 'cycle-batch';

const DAY = 86_400_000;

/**
 * A run's batches as jobs: any process's worker takes the next one. On PostgreSQL the insert's
 * NOTIFY wakes every process's batch workers; `wake` wakes this process's own, which is all there
 * is on the embedded database (one process, no LISTEN).
 */
export class JobQueueDispatcher implements BatchDispatcher {
  constructor(
    private readonly boss: PgBoss,
    private readonly wake: () => void,
  ) {}

  async dispatch(batches: readonly BatchJob[]): Promise<void> {
    if (batches.length === 0) return;
    await this.boss.insert(
      CYCLE_BATCH,
      batches.map((data) => ({ data: { ...data } })),
    );
    this.wake();
  }
}

/**
 * How often an idle batch worker looks for work: on the embedded database (and on PostgreSQL
 * while its listener is down), and on PostgreSQL as the backstop of its NOTIFY. Work arrives by a
 * wake-up, not by these polls; they pick up what nothing announces (a failed batch's retry, an
 * expired one taken again). Each poll is a query: at pg-boss's shortest (0.5 s) the two workers
 * made four a second, idle (docs/operations.md has the store's idle CPU before and after).
 */
const BATCH_POLL_SECONDS = 2;
const BATCH_NOTIFY_POLL_SECONDS = 5;
/** Batches worked at once per process. */
const BATCH_WORKERS = 2;

/**
 * The weekly cycle on the job queue: every minute (by the store's clock, which tests and demos
 * may move), each published week's due runs start, once, whichever process ticks first; their
 * batches are jobs every process works on, two at a time per process. A batch job that was
 * cut short (a crash) is taken again after it expires (CYCLE_BATCH_EXPIRE_SECONDS), and a run
 * whose batches stopped ending (CYCLE_STALLED_AFTER_SECONDS) has them handed out again: every
 * step is safe to repeat. Each process logs the batches it works, so a run's share per process
 * is in the logs.
 */
export async function startCycleJobs(
  boss: PgBoss,
  runner: CycleRunner,
  env: Pick<Env, 'STORE_TIMEZONE' | 'CYCLE_BATCH_EXPIRE_SECONDS' | 'CYCLE_STALLED_AFTER_SECONDS'>,
): Promise<void> {
  const { log } = runner.services;
  const batchQueue = {
    // Inserting batches NOTIFYs the queue (on PostgreSQL, whose listener wakes every process).
    notify: true,
    expireInSeconds: env.CYCLE_BATCH_EXPIRE_SECONDS,
    retryLimit: 5,
    retryDelay: 5,
  };
  await boss.createQueue(CYCLE_TICK);
  await boss.createQueue(CYCLE_BATCH, batchQueue);
  // A queue an earlier start made keeps its settings: this start's configuration replaces them.
  await boss.updateQueue(CYCLE_BATCH, batchQueue);
  // Each worker asks for its next batch as soon as it ends one, so a run of 400 batches goes
  // through the queue as fast as its batches' own work, and waits for its poll only once the
  // queue is empty. One registration per worker: pg-boss wakes workers by id.
  const workerIds: string[] = [];
  const wake = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };
  for (let i = 0; i < BATCH_WORKERS; i += 1) {
    workerIds.push(
      await boss.work<BatchJob>(
        CYCLE_BATCH,
        {
          pollingIntervalSeconds: BATCH_POLL_SECONDS,
          notifyPollingIntervalSeconds: BATCH_NOTIFY_POLL_SECONDS,
        },
        async ([job]) => {
          if (!job) return;
          const { runId: run, batch } = job.data;
          log.info({ run, batch, retry: job.retryCount }, 'working a batch of the weekly cycle');
          const recorded = await runBatch(runner.services, job.data);
          log.info({ run, batch, recorded }, 'a batch of the weekly cycle ended');
          wake();
        },
      ),
    );
  }
  await boss.work(CYCLE_TICK, async () => {
    await startDueRuns(runner);
    // A run whose batches stopped ending for longer than a batch job may take is picked up.
    await runner.resumeStalled(env.CYCLE_STALLED_AFTER_SECONDS * 1000);
  });
  await boss.schedule(CYCLE_TICK, '* * * * *', null, { tz: env.STORE_TIMEZONE });
  runner.dispatcher = new JobQueueDispatcher(boss, wake);
}

/**
 * Starts every run due now that has not run yet: the reminder, preselection, lock and unpaid
 * cancellation of each published week once; the retries whenever a declined week's next try
 * has come; the card-expiry notices once a day per channel.
 */
export async function startDueRuns(runner: CycleRunner): Promise<CycleRunKind[]> {
  const { db, clock, env } = runner.services;
  const now = clock.now();
  const started: CycleRunKind[] = [];
  const start = async (kind: CycleRunKind, channelId: number, week: string) => {
    const { started: isNew } = await runner.start({ kind, channelId, week, startedBy: 'schedule' });
    if (isNew) started.push(kind);
  };
  const menus = await listCycleMenus(
    db,
    new Date(now.getTime() - 10 * DAY),
    new Date(now.getTime() + 4 * DAY),
  );
  const expiryChecked = new Set<number>();
  for (const menu of menus) {
    const week = {
      week: menu.week,
      pickingDeadline: menu.picking_deadline,
      deliveryDate: menu.delivery_date,
    };
    for (const kind of runsDue(week, now, env.STORE_TIMEZONE)) {
      if ((await lastFinishedRun(db, kind, menu.channel_id, menu.week)) === null) {
        await start(kind, menu.channel_id, menu.week);
      }
    }
    if (await retriesDue(db, menu.channel_id, menu.week, now)) {
      await start('retry', menu.channel_id, menu.week);
    }
    if (!expiryChecked.has(menu.channel_id) && now < menu.picking_deadline) {
      expiryChecked.add(menu.channel_id);
      const last = await lastFinishedRun(db, 'card-expiry', menu.channel_id, menu.week);
      if (last === null || now.getTime() - last.getTime() >= DAY) {
        await start('card-expiry', menu.channel_id, menu.week);
      }
    }
  }
  return started;
}
