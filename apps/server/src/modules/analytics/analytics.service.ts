import type { ServiceContext } from '../service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertAnalyticsEvent } from './analytics.repository.ts';

type TrackOptions = { db?: DbOrTx; userId?: number | null };

/** The row of an event, for a caller that writes it with its own writes in one statement. */
export function eventRow(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: Pick<TrackOptions, 'userId'> = {},
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
  await insertAnalyticsEvent(options.db ?? ctx.db, eventRow(ctx, name, properties, options));
}
