import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

/** The insert of insertAnalyticsEvent, not run yet (to run with others: runAsOne). */
export function insertAnalyticsEventStatement(
  db: DbOrTx,
  values: typeof analyticsEvents.$inferInsert,
) {
  return db.insert(analyticsEvents).values(values);
}
