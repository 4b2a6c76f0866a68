import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The latest password reset mail to the address, and the token of its link. */
export async function resetMailTo(t: TestApp, email: string) {
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const mail = mails.filter((m) => /\/password\/reset\//.test(m.text)).at(-1);
  const token = mail?.text.match(/\/password\/reset\/([\w-]+)/)?.[1];
  return { mail, token };
}
