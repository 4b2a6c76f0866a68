import type { ServiceContext } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertAnalyticsEvent } from './analytics.repository.ts';

/** Every event is stored first-party with the request's metadata (spec §1). */
export async function track(
  ctx: ServiceContext,
  name: string,
  properties: Record<string, unknown> = {},
  options: { db?: DbOrTx; userId?: number | null } = {},
): Promise<void> {
  await insertAnalyticsEvent(options.db ?? ctx.db, {
    name,
    properties,
    userId: options.userId === undefined ? (ctx.user?.id ?? null) : options.userId,
    channelId: ctx.channel.id,
    visitorKey: ctx.visitorKey,
    metadata: ctx.metadata,
  });
}
