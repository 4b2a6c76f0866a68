import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

export async function insertAnalyticsEvent(
  db: DbOrTx,
  values: typeof analyticsEvents.$inferInsert,
): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}
