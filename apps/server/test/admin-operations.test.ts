import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import {
  adminMessages,
  operationsMessages,
  type AuditTrail,
  type CycleRunView,
  type OperationsOverview,
  type ResendMailAnswer,
} from '@mealbox/contracts';
import { auditEvents, cycleRunBatches, cycleRuns, emailOutbox, users } from '../src/db/schema.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { staffVisitor } from './support/staff.ts';
import { createTestApp, type TestApp, type Visitor } from './support/test-app.ts';
import {
  CYCLE_NEXT_WEEK,
  CYCLE_SEEDED_AT,
  CYCLE_WEEK,
  channelIdOf,
  cycleIdle,
} from './support/weekly-cycle.ts';

// The store as the weekly cycle's tests seed it (Thursday, Nov 26 2026, noon in New York).
const clock = new ManualClock(CYCLE_SEEDED_AT);

let t: TestApp;
let admin: Visitor & { userId: number };
let viewer: Visitor & { userId: number };
let channelId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await staffVisitor(t, 'ops-admin', ['view-admin', 'manage-orders']);
  viewer = await staffVisitor(t, 'ops-viewer', ['view-admin']);
  channelId = await channelIdOf(t);
}, 60_000);
afterAll(() => t.close());

const overview = async (who: Visitor = viewer) => {
  const res = await who.get('/api/admin/operations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OperationsOverview>();
};

const resend = (id: number, who: Visitor = admin) => who.post(`/api/admin/outbox/${id}/resend`);

const mail = (n: number, status: 'pending' | 'sent' | 'failed' | 'stored', to?: string) => ({
  to: to ?? `reader-${n}@example.test`,
  subject: `Mail ${n}`,
  html: `<p>Secret link ${n}</p>`,
  text: `Secret link ${n}`,
  template: 'test',
  status,
  attempts: status === 'failed' ? 5 : status === 'sent' ? 1 : 0,
  lastError: status === 'failed' ? `550 mailbox ${n} unavailable` : null,
  // An hour from now: the relay (there is none in these tests) would not be due yet.
  nextAttemptAt: new Date(Date.now() + 3600_000),
  sentAt: status === 'sent' ? new Date('2026-11-20T10:00:00Z') : null,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)),
});

describe('the outbox on the operations page', () => {
  let failedIds: number[] = [];

  it('counts the mails by status and lists the ten newest failures, without their bodies', async () => {
    // Nothing mailed yet in the seeded store: every status is there, at nought.
    expect((await overview()).outbox).toEqual({ pending: 0, sent: 0, failed: 0, stored: 0 });

    // By hand: 3 pending, 4 sent, 12 failed, 2 stored.
    const statuses = [
      ...Array<'pending'>(3).fill('pending'),
      ...Array<'sent'>(4).fill('sent'),
      ...Array<'failed'>(12).fill('failed'),
      ...Array<'stored'>(2).fill('stored'),
    ];
    const rows = await t.database.db
      .insert(emailOutbox)
      .values(statuses.map((status, n) => mail(n, status)))
      .returning({ id: emailOutbox.id, status: emailOutbox.status });
    failedIds = rows.filter((r) => r.status === 'failed').map((r) => r.id);

    const o = await overview();
    expect(o.outbox).toEqual({ pending: 3, sent: 4, failed: 12, stored: 2 });
    // The newest ten of the twelve failures.
    expect(o.failed_mails.map((m) => m.id)).toEqual([...failedIds].reverse().slice(0, 10));
    expect(o.failed_mails[0]).toEqual({
      id: failedIds[11],
      to: 'reader-18@example.test',
      subject: 'Mail 18',
      template: 'test',
      status: 'failed',
      attempts: 5,
      last_error: '550 mailbox 18 unavailable',
      created_at: '2026-11-01T00:18:00.000Z',
      sent_at: null,
    });
    expect(JSON.stringify(o.failed_mails)).not.toContain('Secret link');
  });

  it('sends a failed mail again: pending, due now, its attempts from none, with an audit record naming the customer', async () => {
    const [customer] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'picky@mealbox.test'));
    // A failed mail to the customer, the address written in another case.
    const [failed] = await t.database.db
      .insert(emailOutbox)
      .values(mail(100, 'failed', 'Picky@MealBox.test'))
      .returning({ id: emailOutbox.id });
    const id = failed!.id;

    const before = Date.now();
    const res = await resend(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ResendMailAnswer>();
    expect(answer.message).toBe(operationsMessages.mailResent);
    expect(answer.mail).toMatchObject({ id, status: 'pending', attempts: 0, last_error: null });

    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Due now (by the database's clock), no longer an hour away.
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(before - 60_000);

    const trail = await admin.get(`/api/admin/audit?entity=email&entity_id=${id}`);
    expect(trail.statusCode, trail.body).toBe(200);
    const events = trail.json<AuditTrail>().events;
    expect(events.map((e) => e.actor?.id)).toEqual([admin.userId]);
    expect(events).toEqual([
      expect.objectContaining({
        entity: 'email',
        entity_id: String(id),
        customer_id: customer!.id,
        action: 'resend',
        before: { status: 'failed', attempts: 5, last_error: '550 mailbox 100 unavailable' },
        after: { status: 'pending', attempts: 0, last_error: null },
      }),
    ]);
    const byCustomer = await admin.get(`/api/admin/audit?customer_id=${customer!.id}`);
    expect(byCustomer.json<AuditTrail>().events.map((e) => e.entity_id)).toContain(String(id));

    // Pending now: a second resend is refused, and records nothing.
    const again = await resend(id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(operationsMessages.mailNotFailed);
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'email'), eq(auditEvents.entityId, String(id)))),
    ).toHaveLength(1);

    // It left the failures: 12 failed, 4 pending (the 3 and this one).
    const o = await overview();
    expect(o.outbox).toEqual({ pending: 4, sent: 4, failed: 12, stored: 2 });
    expect(o.failed_mails.map((m) => m.id)).not.toContain(id);
  });

  it('refuses a mail that has not failed (409) and one that is not there (404), changing nothing', async () => {
    const rows = await t.database.db
      .insert(emailOutbox)
      .values([mail(200, 'pending'), mail(201, 'sent'), mail(202, 'stored')])
      .returning();
    for (const row of rows) {
      const res = await resend(row.id);
      expect(res.statusCode, row.status).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(operationsMessages.mailNotFailed);
    }
    const missing = await resend(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(operationsMessages.mailNotFound);
    const after = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(after).toEqual(rows);
    await t.database.db.delete(emailOutbox).where(
      inArray(
        emailOutbox.id,
        rows.map((r) => r.id),
      ),
    );
  });

  it('queues a mail once when two members of staff resend it at once', async () => {
    const other = await staffVisitor(t, 'ops-admin-2', ['view-admin', 'manage-orders']);
    const id = failedIds[0]!;
    const answers = await Promise.all([resend(id), resend(id, other)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'email'), eq(auditEvents.entityId, String(id)))),
    ).toHaveLength(1);
  });

  it('lets staff with view-admin alone read the page but not resend', async () => {
    const id = failedIds[1]!;
    const refused = await resend(id, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      adminMessages.notPermitted('manage-orders'),
    );
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    const customer = await staffVisitor(t, 'ops-customer', []);
    expect((await customer.get('/api/admin/operations')).statusCode).toBe(403);
  });
});

describe('the weekly cycle on the operations page', () => {
  it('shows the running runs first, then the newest, twenty in all, each with the sums of its batches', async () => {
    const started = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));
    // 22 finished runs, then a running one, then 2 more finished: by hand, the page shows the
    // running run, then the 19 newest finished ones.
    const finished = Array.from({ length: 24 }, (_, n) => ({
      kind: 'remind' as const,
      channelId,
      week: CYCLE_WEEK,
      status: 'done' as const,
      startedBy: 'schedule',
      total: 0,
      batches: 0,
      startedAt: started(n),
      finishedAt: started(n),
    }));
    const older = await t.database.db
      .insert(cycleRuns)
      .values(finished.slice(0, 22))
      .returning({ id: cycleRuns.id });
    const [running] = await t.database.db
      .insert(cycleRuns)
      .values({
        kind: 'preselect',
        channelId,
        week: CYCLE_WEEK,
        status: 'running',
        startedBy: `user:${admin.userId}`,
        total: 620,
        batches: 3,
        batchesDone: 2,
        startedAt: started(30),
      })
      .returning({ id: cycleRuns.id });
    // Two batches of 250 ended (240 + 3 + 7, then 200 + 0 + 50), the third (120) still going.
    await t.database.db.insert(cycleRunBatches).values([
      {
        runId: running!.id,
        batch: 0,
        afterId: 0,
        untilId: 250,
        done: 240,
        failed: 3,
        skipped: 7,
        finishedAt: started(31),
      },
      {
        runId: running!.id,
        batch: 1,
        afterId: 250,
        untilId: 500,
        done: 200,
        failed: 0,
        skipped: 50,
        finishedAt: started(32),
      },
      { runId: running!.id, batch: 2, afterId: 500, untilId: 620 },
    ]);
    const newer = await t.database.db
      .insert(cycleRuns)
      .values([
        {
          ...finished[22]!,
          kind: 'lock',
          status: 'failed',
          error: 'the week is no longer published',
        },
        finished[23]!,
      ])
      .returning({ id: cycleRuns.id });

    const { runs } = await overview();
    expect(runs).toHaveLength(20);
    expect(runs.map((r) => r.id)).toEqual([
      running!.id,
      newer[1]!.id,
      newer[0]!.id,
      ...older
        .map((r) => r.id)
        .reverse()
        .slice(0, 17),
    ]);
    expect(runs[0]).toEqual({
      id: running!.id,
      kind: 'preselect',
      channel_id: channelId,
      week: CYCLE_WEEK,
      status: 'running',
      started_by: `user:${admin.userId}`,
      total: 620,
      batches: 3,
      batches_done: 2,
      done: 440,
      failed: 3,
      skipped: 57,
      error: null,
      started_at: '2026-11-20T12:30:00.000Z',
      finished_at: null,
    });
    expect(runs[2]).toMatchObject({
      kind: 'lock',
      status: 'failed',
      error: 'the week is no longer published',
    });

    // The page's figures are the run's own (GET /api/admin/cycle/runs/:id).
    const own = await viewer.get(`/api/admin/cycle/runs/${running!.id}`);
    expect(own.json<CycleRunView>()).toEqual(runs[0]);

    await t.database.db.delete(cycleRuns);
  });

  it('shows a run staff start, running, then done with what it did', async () => {
    const res = await admin.post('/api/admin/cycle/runs', {
      kind: 'remind',
      week: CYCLE_NEXT_WEEK,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { run } = res.json<{ run: CycleRunView }>();
    await cycleIdle(t);
    const { runs } = await overview();
    expect(runs).toHaveLength(1);
    const [shown] = runs;
    expect(shown).toMatchObject({ id: run.id, kind: 'remind', status: 'done', failed: 0 });
    expect(shown!.done + shown!.skipped).toBe(shown!.total);
    expect((await viewer.get(`/api/admin/cycle/runs/${run.id}`)).json<CycleRunView>()).toEqual(
      shown,
    );
  });
});

describe('the job queues on the operations page', () => {
  let boss: PgBoss | undefined;
  afterAll(async () => {
    await boss?.stop({ graceful: false });
  });

  it('shows no queue before the job queue has ever started on the database', async () => {
    expect((await overview()).queues).toEqual([]);
  });

  it("counts each queue's jobs by state: queued, active, retrying, failed, completed", async () => {
    boss = await startJobQueue(t.database, t.env, t.app.log, clock);
    const queue = 'operations-test';
    await boss.createQueue(queue);
    // One job through each state, by hand: fetched (active); fetched and completed; fetched and
    // failed for good; fetched and failed with retries left (retrying in an hour); then two
    // queued that nothing fetches.
    const take = async (options: { retryLimit: number; retryDelay?: number }) => {
      const id = await boss!.send(queue, {}, options);
      const [job] = await boss!.fetch(queue);
      expect(job?.id).toBe(id);
      return id!;
    };
    await take({ retryLimit: 0 });
    await boss.complete(queue, await take({ retryLimit: 0 }));
    await boss.fail(queue, await take({ retryLimit: 0 }));
    await boss.fail(queue, await take({ retryLimit: 3, retryDelay: 3600 }));
    await boss.send(queue, {});
    await boss.send(queue, {});

    const { queues } = await overview();
    expect(queues.find((q) => q.name === queue)).toEqual({
      name: queue,
      queued: 2,
      active: 1,
      retrying: 1,
      failed: 1,
      completed: 1,
    });
    // The store's own queues are there too (the hourly purge), sorted by name; pg-boss's
    // internal ones (sending scheduled jobs) are not.
    expect(queues.map((q) => q.name)).toContain('maintenance-purge-expired');
    expect(queues.filter((q) => q.name.startsWith('__pgboss__'))).toEqual([]);
    expect(queues.map((q) => q.name)).toEqual([...queues.map((q) => q.name)].sort());
  }, 60_000);
});
