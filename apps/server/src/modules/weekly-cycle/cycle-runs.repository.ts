import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { CycleRunView, type CycleRunKind } from '@mealbox/contracts';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';
import { Instant } from './weekly-cycle.repository.ts';

/** A run as the API shows it, its times as instants. */
const CycleRun = z.extend(CycleRunView, { started_at: Instant, finished_at: z.nullable(Instant) });
export type CycleRun = z.infer<typeof CycleRun>;

/** A run with its progress: the sums of the batches that reported. */
const runJson = sql`json_build_object(
    'id', r.id, 'kind', r.kind, 'channel_id', r.channel_id, 'week', r.week, 'status', r.status,
    'started_by', r.started_by, 'total', r.total, 'batches', r.batches,
    'batches_done', r.batches_done,
    'done', (SELECT COALESCE(sum(done), 0) FROM cycle_run_batches b WHERE b.run_id = r.id),
    'failed', (SELECT COALESCE(sum(failed), 0) FROM cycle_run_batches b WHERE b.run_id = r.id),
    'skipped', (SELECT COALESCE(sum(skipped), 0) FROM cycle_run_batches b WHERE b.run_id = r.id),
    'error', r.error, 'started_at', r.started_at, 'finished_at', r.finished_at)`;

export async function findRun(db: DbOrTx, id: number): Promise<CycleRun | undefined> {
  const row = await queryBuiltJson<unknown>(
    db,
    sql`SELECT ${runJson} FROM cycle_runs r WHERE r.id = ${id}::integer`,
  );
  return row === undefined || row === null ? undefined : CycleRun.parse(row);
}

/** The runs of a week (every channel), newest first. */
export async function listRunsOfWeek(db: DbOrTx, week: string): Promise<CycleRun[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(${runJson} ORDER BY r.id DESC), '[]'::json)
          FROM cycle_runs r WHERE r.week = ${week}::date`,
  );
  return z.array(CycleRun).parse(rows ?? []);
}

/**
 * The runs staff watch: every run still running, then the newest others, `limit` in all. Running
 * runs are found through the partial index of running runs, the newest through the primary key.
 */
export async function listRecentRuns(db: DbOrTx, limit = 20): Promise<CycleRun[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(${runJson} ORDER BY r.status = 'running' DESC, r.id DESC), '[]'::json)
          FROM (SELECT * FROM cycle_runs
                 WHERE id IN (SELECT id FROM cycle_runs WHERE status = 'running'
                              UNION SELECT id FROM (SELECT id FROM cycle_runs
                                                     ORDER BY id DESC LIMIT ${limit}::integer) newest)
                 ORDER BY status = 'running' DESC, id DESC LIMIT ${limit}::integer) r`,
  );
  return z.array(CycleRun).parse(rows ?? []);
}

/**
 * Starts a run unless one of its kind is running for the channel's week: then that one is the
 * answer (`started` false), whichever process or person started it.
 */
export async function startRunOnce(
  db: DbOrTx,
  run: { kind: CycleRunKind; channelId: number; week: string; startedBy: string; at: Date },
): Promise<{ run: CycleRun; started: boolean }> {
  const answer = await queryBuiltJson<{ id: number; started: boolean }>(
    db,
    sql`WITH started AS (
          INSERT INTO cycle_runs (kind, channel_id, week, started_by, started_at)
          VALUES (${run.kind}, ${run.channelId}::integer, ${run.week}::date, ${run.startedBy},
                  ${run.at.toISOString()}::timestamptz)
          ON CONFLICT (kind, channel_id, week) WHERE status = 'running' DO NOTHING
          RETURNING id
        )
        SELECT json_build_object('id', id, 'started', true) FROM started
        UNION ALL
        SELECT json_build_object('id', id, 'started', false) FROM cycle_runs
         WHERE kind = ${run.kind} AND channel_id = ${run.channelId}::integer
           AND week = ${run.week}::date AND status = 'running'
           AND NOT EXISTS (SELECT 1 FROM started)`,
  );
  if (!answer) throw new Error('a run was neither started nor found running');
  const found = await findRun(db, answer.id);
  if (!found) throw new Error(`run ${answer.id} vanished`);
  return { run: found, started: answer.started };
}

/** A batch of a run: its number and the subscription ids it covers, (afterId, untilId]. */
export interface PlannedBatch {
  batch: number;
  afterId: number;
  untilId: number;
}

/**
 * Records how the run was split, with a row per batch, in one statement; a run of no batch is
 * over at once.
 */
export async function planRun(
  db: DbOrTx,
  runId: number,
  plan: { total: number; batches: readonly PlannedBatch[]; at: Date },
): Promise<void> {
  const count = plan.batches.length;
  await queryBuiltJson<unknown>(
    db,
    sql`WITH planned AS (
          UPDATE cycle_runs
             SET total = ${plan.total}::integer, batches = ${count}::integer,
                 status = CASE WHEN ${count}::integer = 0 THEN 'done' ELSE status END,
                 finished_at = CASE WHEN ${count}::integer = 0
                                    THEN ${plan.at.toISOString()}::timestamptz END
           WHERE id = ${runId}::integer AND batches IS NULL
          RETURNING id
        ), rows AS (
          INSERT INTO cycle_run_batches (run_id, batch, after_id, until_id)
          SELECT p.id, b.batch, b.after_id, b.until_id
            FROM planned p,
                 jsonb_to_recordset(${JSON.stringify(
                   plan.batches.map((b) => ({
                     batch: b.batch,
                     after_id: b.afterId,
                     until_id: b.untilId,
                   })),
                 )}::jsonb) AS b (batch integer, after_id integer, until_id integer)
        ) SELECT to_json(count(*)) FROM planned`,
  );
}

/** The batches of a run that have not ended: what resuming it after a crash runs. */
export async function unfinishedBatches(db: DbOrTx, runId: number): Promise<PlannedBatch[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(json_build_object('batch', batch, 'afterId', after_id,
              'untilId', until_id) ORDER BY batch), '[]'::json)
          FROM cycle_run_batches WHERE run_id = ${runId}::integer AND finished_at IS NULL`,
  );
  return z
    .array(z.object({ batch: z.int(), afterId: z.int(), untilId: z.int() }))
    .parse(rows ?? []);
}

/** The run of a kind running for a channel's week, if one is. */
export async function findRunningRun(
  db: DbOrTx,
  kind: CycleRunKind,
  channelId: number,
  week: string,
): Promise<CycleRun | undefined> {
  const row = await queryBuiltJson<unknown>(
    db,
    sql`SELECT ${runJson} FROM cycle_runs r
         WHERE r.kind = ${kind} AND r.channel_id = ${channelId}::integer
           AND r.week = ${week}::date AND r.status = 'running'`,
  );
  return row === undefined || row === null ? undefined : CycleRun.parse(row);
}

/**
 * What one batch did, once (a batch run again after a crash adds nothing); the batch that
 * completes the count ends the run. True when this call recorded the batch.
 */
export async function recordBatch(
  db: DbOrTx,
  runId: number,
  batch: number,
  counts: { done: number; failed: number; skipped: number },
  at: Date,
): Promise<boolean> {
  const recorded = await queryBuiltJson<boolean>(
    db,
    sql`WITH recorded AS (
          UPDATE cycle_run_batches
             SET done = ${counts.done}::integer, failed = ${counts.failed}::integer,
                 skipped = ${counts.skipped}::integer, finished_at = ${at.toISOString()}::timestamptz
           WHERE run_id = ${runId}::integer AND batch = ${batch}::integer AND finished_at IS NULL
          RETURNING run_id
        ), counted AS (
          UPDATE cycle_runs
             SET batches_done = batches_done + 1,
                 status = CASE WHEN batches_done + 1 >= batches AND status = 'running'
                               THEN 'done' ELSE status END,
                 finished_at = CASE WHEN batches_done + 1 >= batches AND status = 'running'
                                    THEN ${at.toISOString()}::timestamptz ELSE finished_at END
           WHERE id = ${runId}::integer AND EXISTS (SELECT 1 FROM recorded)
        )
        SELECT to_json(EXISTS (SELECT 1 FROM recorded))`,
  );
  return recorded === true;
}

/** A run that cannot go on (its week vanished, a fault while planning). */
export async function failRun(db: DbOrTx, runId: number, error: string, at: Date): Promise<void> {
  await queryBuiltJson<unknown>(
    db,
    sql`WITH failed AS (
          UPDATE cycle_runs SET status = 'failed', error = ${error},
                                finished_at = ${at.toISOString()}::timestamptz
           WHERE id = ${runId}::integer AND status = 'running'
          RETURNING id
        ) SELECT to_json(count(*)) FROM failed`,
  );
}

/** The last time a run of a kind finished for a channel's week, if it ever did. */
export async function lastFinishedRun(
  db: DbOrTx,
  kind: CycleRunKind,
  channelId: number,
  week: string,
): Promise<Date | null> {
  const at = await queryBuiltJson<string | null>(
    db,
    sql`SELECT to_json(max(finished_at)) FROM cycle_runs
         WHERE kind = ${kind} AND channel_id = ${channelId}::integer AND week = ${week}::date
           AND status = 'done'`,
  );
  return at ? new Date(at) : null;
}

/**
 * Runs still 'running' with no batch ended since `before` (by the store's clock): their process
 * stopped (a command killed mid-run) or their jobs were lost, so their unfinished batches are
 * handed out again.
 */
export async function listStalledRuns(db: DbOrTx, before: Date): Promise<CycleRun[]> {
  const rows = await queryBuiltJson<unknown>(
    db,
    sql`SELECT COALESCE(json_agg(${runJson} ORDER BY r.id), '[]'::json)
          FROM cycle_runs r
         WHERE r.status = 'running' AND r.batches IS NOT NULL
           AND GREATEST(r.started_at, (SELECT max(finished_at) FROM cycle_run_batches b
                                        WHERE b.run_id = r.id))
               < ${before.toISOString()}::timestamptz`,
  );
  return z.array(CycleRun).parse(rows ?? []);
}
