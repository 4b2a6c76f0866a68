import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where e2e/support/smtp-receiver.mjs writes each received message (per E2E_PORT, as start-server.mjs). */
export const MAIL_DIR = fileURLToPath(
  new URL(`../.mail${process.env.E2E_PORT ? `-${process.env.E2E_PORT}` : ''}`, import.meta.url),
);

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

async function readMails(): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = await readdir(MAIL_DIR);
  } catch {
    return [];
  }
  const mails: ReceivedMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort()) {
    try {
      mails.push(JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as ReceivedMail);
    } catch {
      // Not there any more, or not a mail: skip it.
    }
  }
  return mails;
}

/**
 * Polls the mail folder until a message to `to` whose subject contains `subjectIncludes`
 * arrives, and returns the newest such message.
 */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  { timeout = 15_000, interval = 200 }: { timeout?: number; interval?: number } = {},
): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await readMails()).filter(
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
