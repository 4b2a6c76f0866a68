import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
