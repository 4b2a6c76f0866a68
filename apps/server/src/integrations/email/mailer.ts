import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import {
  claimDueMails,
  insertOutboxMail,
  insertOutboxMailWhen,
  insertOutboxMailsFrom,
  mailsIn,
  markMailFailedAttempt,
  markMailSent,
  type OutboxRow,
} from './outbox.repository.ts';

export { mailFieldsOf } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 120;

/** Backoff between delivery attempts: 1, 4, 9, 16 minutes. */
const retryDelayMs = (attempts: number) => attempts * attempts * 60_000;

/**
 * The receiving server refused the address for good (a 5xx reply to RCPT TO, e.g. 550 mailbox
 * unavailable): asking again within the half hour of retries would not help, so the mail fails at
 * once, where staff see it and can send it again once the address works.
 */
export function refusedForGood(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { command, responseCode } = error as Error & { command?: unknown; responseCode?: unknown };
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * Every mail is written to the outbox first, in the caller's transaction, so a mail is never
 * lost when SMTP is down or the process dies; a relay delivers pending mails afterwards.
 * Without SMTP settings mails stay in the outbox (status `stored`) for staff to read.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl?: string | undefined; from: string; logOutbox: boolean },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async enqueue(db: DbOrTx, message: MailMessage): Promise<OutboxRow> {
    const row = await insertOutboxMail(db, this.outboxValues(message));
    this.logStored(message);
    return row;
  }

  /** enqueue as one write of a use case's statement, done only when `when` holds. */
  enqueueWhen(message: MailMessage, when: WriteCondition): GatedWrite {
    const write = insertOutboxMailWhen(this.outboxValues(message), when);
    this.logStored(message);
    return write;
  }

  /**
   * Many mails as one write of a statement: each of `rows` (SQL yielding rows of to, subject,
   * html, text and template, e.g. from the rows a statement changed; `mailFieldsOf` reads them
   * from a mail kept as JSON) goes to the outbox.
   */
  enqueueManyFrom(name: string, rows: WriteCondition): GatedWrite {
    return insertOutboxMailsFrom(name, rows, this.status);
  }

  /**
   * Many mails as one write of a statement, each kept as JSON: `rows` yields `mail` (the
   * message, or null for none), e.g. of the orders a statement paid. `messages`, the mails as
   * built, are logged as enqueue logs them.
   */
  enqueueEachOf(
    name: string,
    rows: WriteCondition,
    messages: readonly (MailMessage | null)[],
  ): GatedWrite {
    for (const message of messages) if (message) this.logStored(message);
    return insertOutboxMailsFrom(name, mailsIn(rows), this.status);
  }

  private get status(): 'pending' | 'stored' {
    return this.transport ? 'pending' : 'stored';
  }

  private outboxValues(message: MailMessage) {
    return { ...message, status: this.status };
  }

  private logStored(message: MailMessage): void {
    if (!this.transport && this.options.logOutbox) {
      this.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail stored in outbox',
      );
    }
  }

  /** Delivers due mails now (after the enqueuing transaction has committed). */
  kick(): void {
    if (!this.transport) return;
    this.draining ??= this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail relay failed'))
      .finally(() => {
        this.draining = null;
      });
  }

  start(intervalMs = 30_000): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.draining;
    this.transport?.close();
  }

  /** Resolves once every mail due now has had its attempt. */
  async drain(): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    for (;;) {
      const batch = await claimDueMails(this.db, LEASE_SECONDS, 20);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
          });
          await markMailSent(this.db, mail.id, new Date());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next =
            mail.attempts >= MAX_ATTEMPTS || refusedForGood(error)
              ? null
              : new Date(Date.now() + retryDelayMs(mail.attempts));
          await markMailFailedAttempt(this.db, mail.id, message, next);
          this.log.warn(
            { mailId: mail.id, attempts: mail.attempts, error: message },
            'mail delivery failed',
          );
        }
      }
    }
  }
}
