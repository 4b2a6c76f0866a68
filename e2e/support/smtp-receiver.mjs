import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Addresses whose local part starts so are refused for good the first time (see below). */
const UNAVAILABLE_ONCE = 'unavailable-once';

/**
 * A real SMTP receiver for the end-to-end suite: every message the server delivers is parsed and
 * written as one JSON file ({ to, subject, text, html, receivedAt }) into `mailDir`. An address
 * starting with `unavailable-once` is refused for good (550) the first time a message is sent to
 * it and accepted afterwards, as a mailbox that was full and has been emptied: a failed mail that
 * staff send again.
 */
export async function startSmtpReceiver({ port, host = '127.0.0.1', mailDir }) {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const refused = new Set();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, session, callback) {
      const to = address.address.toLowerCase();
      if (!to.startsWith(UNAVAILABLE_ONCE) || refused.has(to)) return callback();
      refused.add(to);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const record = {
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          const name = `${Date.now()}-${process.pid}-${count}.json`;
          // Write, then rename: a poller never reads half a file.
          const tmp = join(mailDir, `.${name}.tmp`);
          writeFileSync(tmp, JSON.stringify(record, null, 2));
          renameSync(tmp, join(mailDir, name));
          callback();
        })
        .catch((error) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error('[smtp-receiver]', error));
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
