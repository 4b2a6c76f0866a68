import {
  OUTBOX_STATUSES,
  operationsMessages,
  type CycleRunView,
  type OperationsOverview,
  type OutboxMail,
  type ResendMailAnswer,
} from '@mealbox/contracts';
import {
  countMailsByStatus,
  findMailSummary,
  latestFailedMails,
  requeueFailedMail,
  type OutboxMailSummary,
} from '../../integrations/email/outbox.repository.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { listRecentRuns, type CycleRun } from '../weekly-cycle/cycle-runs.repository.ts';
import { readQueueHealth } from './queue-health.repository.ts';

/** Runs the page shows: every running one, then the newest. */
export const RECENT_RUNS = 20;
/** Failed mails the page lists, newest first. */
export const FAILED_MAILS_SHOWN = 10;

const runView = (run: CycleRun): CycleRunView => ({
  ...run,
  started_at: run.started_at.toISOString(),
  finished_at: run.finished_at?.toISOString() ?? null,
});

export const mailView = (m: OutboxMailSummary): OutboxMail => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  template: m.template,
  status: m.status,
  attempts: m.attempts,
  last_error: m.lastError,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
});

/** Every status of the outbox with its count, none left out. */
export function outboxCounts(
  counted: ReadonlyArray<{ status: OutboxMail['status']; count: number }>,
): OperationsOverview['outbox'] {
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<
    OutboxMail['status'],
    number
  >;
  for (const { status, count } of counted) counts[status] += count;
  return counts;
}

/**
 * GET /api/admin/operations (view-admin): the weekly cycle's recent runs with their progress,
 * the job queues' jobs by state, the outbox's mails by status and its latest failures.
 */
export async function operationsOverview(ctx: ServiceContext): Promise<OperationsOverview> {
  const [runs, queues, counted, failed] = await Promise.all([
    listRecentRuns(ctx.db, RECENT_RUNS),
    readQueueHealth(ctx.db),
    countMailsByStatus(ctx.db),
    latestFailedMails(ctx.db, FAILED_MAILS_SHOWN),
  ]);
  return {
    runs: runs.map(runView),
    queues,
    outbox: outboxCounts(counted),
    failed_mails: failed.map(mailView),
  };
}

/**
 * POST /api/admin/outbox/:id/resend (manage-orders): a failed mail goes back to the relay's
 * queue, due at once with its attempts counted from none and its last error cleared (the audit
 * record keeps it), recorded in its audit trail (and the
 * customer's, when it was sent to one). Only a failed mail: one pending, sent or stored is
 * refused, so two staff resending it at once queue it once.
 */
export async function resendMail(ctx: ServiceContext, id: number): Promise<ResendMailAnswer> {
  const requeued = await ctx.db.transaction(async (tx) => {
    const done = await requeueFailedMail(tx, id);
    if (done) {
      await recordStaffChange(tx, ctx, {
        entity: 'email',
        entityId: id,
        customerId: done.customerId,
        action: 'resend',
        before: {
          status: 'failed',
          attempts: done.before.attempts,
          last_error: done.before.lastError,
        },
        after: { status: 'pending', attempts: 0, last_error: null },
      });
    }
    return done !== undefined;
  });
  const mail = await findMailSummary(ctx.db, id);
  if (!mail) throw new NotFound(operationsMessages.mailNotFound);
  if (!requeued) throw new Conflict(operationsMessages.mailNotFailed);
  // The relay of this process tries it now rather than at its next round.
  ctx.mailer.kick();
  return { message: operationsMessages.mailResent, mail: mailView(mail) };
}
