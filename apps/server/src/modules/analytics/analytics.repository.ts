import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertWhen, type GatedWrite } from '../../db/gated-writes.ts';
import { analyticsEvents } from '../../db/schema.ts';

export async function insertAnalyticsEvent(
  db: DbOrTx,
  values: typeof analyticsEvents.$inferInsert,
): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}

/** insertAnalyticsEvent as one write of a statement, done only when `when` holds. */
export function insertAnalyticsEventWhen(
  values: typeof analyticsEvents.$inferInsert,
  when: SQL,
): GatedWrite {
  return { name: 'tracked_event', statement: insertWhen(analyticsEvents, values, when) };
}
