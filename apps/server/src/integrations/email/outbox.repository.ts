import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { insertWhen, type GatedWrite } from '../../db/gated-writes.ts';
import { emailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: DbOrTx,
  values: typeof emailOutbox.$inferInsert,
): Promise<OutboxRow> {
  const [row] = await db.insert(emailOutbox).values(values).returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

/** insertOutboxMail as one write of a statement, done only when `when` holds. */
export function insertOutboxMailWhen(
  values: typeof emailOutbox.$inferInsert,
  when: SQL,
): GatedWrite {
  return { name: 'queued_mail', statement: insertWhen(emailOutbox, values, when) };
}

/**
 * Many mails as one write of a statement: `rows` is SQL yielding the mails to queue as rows of
 * (to, subject, html, text, template), e.g. the mails of the rows a statement changed.
 */
export function insertOutboxMailsFrom(
  name: string,
  rows: SQL,
  status: 'pending' | 'stored',
): GatedWrite {
  return {
    name,
    statement: sql`INSERT INTO email_outbox ("to", subject, html, text, template, status)
      SELECT m.to, m.subject, m.html, m.text, m.template, ${status}::text FROM (${rows}) m`,
  };
}

/** The select list of a mail kept as JSON (a MailMessage): to, subject, html, text, template. */
export function mailFieldsOf(json: SQL): SQL {
  return sql`${json}->>'to' AS to, ${json}->>'subject' AS subject, ${json}->>'html' AS html,
             ${json}->>'text' AS text, ${json}->>'template' AS template`;
}

/** The mails of `rows` (SQL yielding `mail`, a MailMessage as JSON, or null for none). */
export function mailsIn(rows: SQL): SQL {
  return sql`SELECT ${mailFieldsOf(sql`r.mail`)} FROM (${rows}) r
              WHERE jsonb_typeof(r.mail) = 'object'`;
}

/**
 * Claims due mails by pushing their next attempt into the future, so two server processes
 * never send the same mail at once (SKIP LOCKED). Due-ness is judged on the database's clock,
 * the one that stamped `next_attempt_at` (a JavaScript Date lacks its microseconds).
 */
export async function claimDueMails(
  db: DbOrTx,
  leaseSeconds: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(sql`${emailOutbox.id} in ${due}`)
    .returning();
}

export async function markMailSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markMailFailedAttempt(
  db: DbOrTx,
  id: number,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      nextAttemptAt ? { lastError: error, nextAttemptAt } : { lastError: error, status: 'failed' },
    )
    .where(eq(emailOutbox.id, id));
}

/** A mail as staff see it: everything but its body. */
const mailSummary = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};
export type OutboxMailSummary = Pick<OutboxRow, keyof typeof mailSummary>;

/** How many mails the outbox holds in each status (only the statuses it has). */
export async function countMailsByStatus(
  db: DbOrTx,
): Promise<Array<{ status: OutboxRow['status']; count: number }>> {
  return db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::integer` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
}

/** The newest mails whose every attempt failed. */
export async function latestFailedMails(db: DbOrTx, limit: number): Promise<OutboxMailSummary[]> {
  return db
    .select(mailSummary)
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

export async function findMailSummary(
  db: DbOrTx,
  id: number,
): Promise<OutboxMailSummary | undefined> {
  const [row] = await db.select(mailSummary).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/**
 * A failed mail back in the relay's queue, due now, its attempts counted from none and its error
 * cleared: one
 * conditional write, so of two staff resending it at once one queues it and the other finds it
 * no longer failed. Answers the mail as it was (its attempts and error) and the customer it was
 * sent to, or undefined when it was not failed (or not there).
 */
export async function requeueFailedMail(
  db: DbOrTx,
  id: number,
): Promise<
  { before: Pick<OutboxRow, 'attempts' | 'lastError'>; customerId: number | null } | undefined
> {
  const [row] = await queryRows<{
    attempts: number;
    last_error: string | null;
    customer_id: number | null;
  }>(
    db,
    sql`WITH failed AS (
          SELECT id, attempts, last_error FROM email_outbox
           WHERE id = ${id}::integer AND status = 'failed' FOR UPDATE
        ), requeued AS (
          UPDATE email_outbox o SET status = 'pending', attempts = 0, last_error = NULL,
                                 next_attempt_at = now()
            FROM failed WHERE o.id = failed.id
          RETURNING o.id, o."to"
        )
        SELECT failed.attempts, failed.last_error,
               (SELECT u.id FROM users u WHERE lower(u.email) = lower(requeued."to")) AS customer_id
          FROM requeued JOIN failed ON failed.id = requeued.id`,
  );
  return row
    ? { before: { attempts: row.attempts, lastError: row.last_error }, customerId: row.customer_id }
    : undefined;
}
