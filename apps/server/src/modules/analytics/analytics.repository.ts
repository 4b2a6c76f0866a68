import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { GatedWrite } from '../../db/gated-writes.ts';
import { analyticsEvents } from '../../db/schema.ts';

export async function insertAnalyticsEvent(
  db: DbOrTx,
  values: typeof analyticsEvents.$inferInsert,
): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}

/**
 * Events of one name, as one write of a statement: `rows` yields `user_id` and `properties` (jsonb)
 * of each; the channel, visitor and request metadata are the request's.
 */
export function insertAnalyticsEventsFrom(
  values: Pick<
    typeof analyticsEvents.$inferInsert,
    'name' | 'channelId' | 'visitorKey' | 'metadata'
  >,
  rows: SQL,
): GatedWrite {
  return {
    name: `tracked_${values.name.replace(/\W/g, '_')}`,
    statement: sql`INSERT INTO analytics_events (name, user_id, channel_id, visitor_key, properties,
                                                metadata)
      SELECT ${values.name}::text, r.user_id, ${values.channelId ?? null}::integer,
             ${values.visitorKey ?? null}::text, r.properties,
             ${values.metadata ? JSON.stringify(values.metadata) : null}::jsonb
        FROM (${rows}) r`,
  };
}

/** insertAnalyticsEvent as one write of a statement, done only when `when` holds. */
export function insertAnalyticsEventWhen(
  values: Pick<
    typeof analyticsEvents.$inferInsert,
    'name' | 'userId' | 'channelId' | 'visitorKey' | 'metadata' | 'properties'
  >,
  when: SQL,
): GatedWrite {
  return insertAnalyticsEventsFrom(
    values,
    sql`SELECT ${values.userId ?? null}::integer AS user_id,
               ${JSON.stringify(values.properties ?? {})}::jsonb AS properties
         WHERE ${when}`,
  );
}
