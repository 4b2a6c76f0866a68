import type { ServiceContext } from '../service-context.ts';
import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import {
  insertAnalyticsEvent,
  insertAnalyticsEventsFrom,
  insertAnalyticsEventWhen,
} from './analytics.repository.ts';

type TrackOptions = { userId?: number | null };

function eventRow(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
) {
  return {
    name,
    properties,
    userId: options.userId === undefined ? (ctx.user?.id ?? null) : options.userId,
    channelId: ctx.channel.id,
    visitorKey: ctx.visitorKey,
    metadata: ctx.metadata,
  };
}

/** Every event is stored first-party with the request's metadata (spec §1). */
export async function track(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
): Promise<void> {
  await insertAnalyticsEvent(ctx.db, eventRow(ctx, name, properties, options));
}

/** track as one write of a use case's statement, done only when `when` holds. */
export function trackWhen(
  ctx: ServiceContext,
  when: WriteCondition,
  name: string,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
): GatedWrite {
  return insertAnalyticsEventWhen(eventRow(ctx, name, properties, options), when);
}

/**
 * Events of one name for many customers at once, as one write of a statement: `rows` yields
 * `user_id` and `properties` (jsonb) of each (e.g. the orders a statement paid).
 */
export function trackManyFrom(ctx: ServiceContext, name: string, rows: WriteCondition): GatedWrite {
  const { channelId, visitorKey, metadata } = eventRow(ctx, name);
  return insertAnalyticsEventsFrom({ name, channelId, visitorKey, metadata }, rows);
}

/**
 * Forwards a stored event to the email-marketing vendor (identify, then track), when one is
 * configured. It runs after the answer is decided and never fails the request: the first-party
 * event is the record, a vendor that is down only loses its copy (logged).
 */
export function forwardToEmailMarketing(
  ctx: ServiceContext,
  person: { email: string; firstName: string; lastName: string },
  name: string,
  properties: Record<string, unknown>,
): Promise<void> {
  const vendor = ctx.marketing;
  if (!vendor) return Promise.resolve();
  return (async () => {
    try {
      await vendor.identify({
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
      });
      await vendor.track(person.email, name, properties);
    } catch (error) {
      ctx.log.warn({ err: error, event: name }, 'email marketing forward failed');
    }
  })();
}
