import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The mail folder of a run on `port` (start-server.mjs names its folders so); none: the default run's. */
export const mailDirOf = (port: string | undefined): string =>
  fileURLToPath(new URL(`../.mail${port ? `-${port}` : ''}`, import.meta.url));

/** Where e2e/support/smtp-receiver.mjs writes each received message (per E2E_PORT, as start-server.mjs). */
export const MAIL_DIR = mailDirOf(process.env.E2E_PORT);

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

async function readMails(dir = MAIL_DIR): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const mails: ReceivedMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort()) {
    try {
      mails.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as ReceivedMail);
    } catch {
      // Not there any more, or not a mail: skip it.
    }
  }
  return mails;
}

/**
 * Polls the mail folder (`dir`: another server's) until a message to `to` whose subject contains
 * `subjectIncludes` arrives, and returns the newest such message.
 */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  {
    timeout = 15_000,
    interval = 200,
    dir = MAIL_DIR,
  }: { timeout?: number; interval?: number; dir?: string } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await readMails(dir)).filter(
      (m) => m.to.includes(address) && m.subject.includes(subjectIncludes),
    );
    const newest = found.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to} with a subject containing "${subjectIncludes}" arrived within ${timeout} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Every message to `to` whose subject contains `subjectIncludes` received so far, oldest first. */
export async function mailsTo(to: string, subjectIncludes: string): Promise<ReceivedMail[]> {
  const address = to.toLowerCase();
  return (await readMails()).filter(
    (m) => m.to.includes(address) && m.subject.includes(subjectIncludes),
  );
}

/** The first http(s) link in a mail's text part that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`The mail "${mail.subject}" has no link containing ${pathPart}`);
  return link;
}
