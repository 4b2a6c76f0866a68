import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '../src/db/schema.ts';
import { Mailer } from '../src/integrations/email/mailer.ts';
import { createTestDatabase } from './support/test-database.ts';
import type { Database } from '../src/db/client.ts';

const silentLog = { info() {}, warn() {}, error() {} } as never;

/** A real SMTP server on loopback that records what it receives. */
async function startReceiver(received: string[], port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

function stop(server: SMTPServer) {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const message = (to: string) => ({
  to,
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi there',
  template: 'test',
});

describe('mail delivery', () => {
  it('sends an enqueued mail over SMTP and marks it sent', async () => {
    const received: string[] = [];
    const { server, port } = await startReceiver(received);
    const mailer = new Mailer(
      database.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Store <s@example.com>', logOutbox: false },
      silentLog,
    );
    const row = await mailer.enqueue(database.db, message('ada@example.com'));
    await mailer.drain();
    expect(received.join()).toContain('Hi there');
    const [stored] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    await mailer.stop();
    await stop(server);
  });

  it('keeps a mail when SMTP is down and delivers it on a later attempt', async () => {
    const received: string[] = [];
    const { server, port } = await startReceiver(received);
    await stop(server);
    const mailer = new Mailer(
      database.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 's@example.com', logOutbox: false },
      silentLog,
    );
    const row = await mailer.enqueue(database.db, message('grace@example.com'));
    await mailer.drain();
    const [failed] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    // The receiver is back and the retry is due.
    const back = (await startReceiver(received, port)).server;
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, row.id));
    await mailer.drain();
    const [sent] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.join()).toContain('Hi there');
    await mailer.stop();
    await stop(back);
  });

  it('fails a mail at once when its address is refused for good, and retries one refused for now', async () => {
    // 550 for an address that is gone, 450 for a mailbox that is busy.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        const code = address.address.startsWith('gone') ? 550 : 450;
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: code }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    const mailer = new Mailer(
      database.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 's@example.com', logOutbox: false },
      silentLog,
    );
    const gone = await mailer.enqueue(database.db, message('gone@example.com'));
    const busy = await mailer.enqueue(database.db, message('busy@example.com'));
    await mailer.drain();
    const rows = await database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} in (${gone.id}, ${busy.id})`)
      .orderBy(emailOutbox.id);
    expect(rows.map((r) => [r.to, r.status, r.attempts])).toEqual([
      ['gone@example.com', 'failed', 1],
      ['busy@example.com', 'pending', 1],
    ]);
    expect(rows[0]?.lastError).toMatch(/550 Mailbox unavailable/);
    await mailer.stop();
    await stop(refusing);
  });

  it('stores mails without SMTP settings for staff to read', async () => {
    const mailer = new Mailer(database.db, { from: 's@example.com', logOutbox: false }, silentLog);
    const row = await mailer.enqueue(database.db, message('linus@example.com'));
    expect(row.status).toBe('stored');
  });
});
