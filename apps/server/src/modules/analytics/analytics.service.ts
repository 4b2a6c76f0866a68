import type { ServiceContext } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertAnalyticsEventStatement } from './analytics.repository.ts';

type TrackOptions = { db?: DbOrTx; userId?: number | null };

/**
 * The event's insert, not run yet: for a caller that records it with its own writes in one
 * statement (runAsOne), in its transaction.
 */
export function trackStatement(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
) {
  return insertAnalyticsEventStatement(options.db ?? ctx.db, {
    name,
    properties,
    userId: options.userId === undefined ? (ctx.user?.id ?? null) : options.userId,
    channelId: ctx.channel.id,
    visitorKey: ctx.visitorKey,
    metadata: ctx.metadata,
  });
}

/** Every event is stored first-party with the request's metadata (spec §1). */
export async function track(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: TrackOptions = {},
): Promise<void> {
  await trackStatement(ctx, name, properties, options);
}
