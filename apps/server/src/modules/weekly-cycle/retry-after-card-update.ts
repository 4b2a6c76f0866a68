import type { ServiceContext } from '../service-context.ts';
import { channelById, type CycleServices } from './cycle-context.ts';
import { deliveryCutoff } from './cycle-timing.ts';
import { retryWeek } from './retry-week.ts';
import { loadWeekBatch } from './week-box.ts';
import {
  declinedWeeksOf,
  findCycleMenu,
  readSubscriptionBatch,
} from './weekly-cycle.repository.ts';

/**
 * A customer who updates their card gets their declined weeks charged again at once (product
 * decisions, "Lock"), each as its retry would: a new attempt on the new card. Weeks past their
 * delivery day are left to the cancellation. Answers how many weeks were charged again.
 */
export async function retryAfterCardUpdate(
  ctx: ServiceContext,
  services: Pick<CycleServices, 'channels' | 'sleep'>,
  userId: number,
): Promise<number> {
  let tried = 0;
  for (const declined of await declinedWeeksOf(ctx.db, userId)) {
    const menu = await findCycleMenu(ctx.db, declined.channel_id, declined.week);
    if (!menu) continue;
    if (ctx.clock.now() >= deliveryCutoff(menu.delivery_date, ctx.env.STORE_TIMEZONE)) continue;
    const [subscription] = await readSubscriptionBatch(ctx.db, {
      channelId: declined.channel_id,
      week: declined.week,
      afterId: declined.subscription_id - 1,
      untilId: declined.subscription_id,
    });
    if (!subscription) continue;
    const channel = await channelById(services.channels, declined.channel_id);
    const weekCtx = channel.id === ctx.channel.id ? ctx : { ...ctx, channel };
    const batch = await loadWeekBatch(ctx.db, menu, [subscription]);
    const outcome = await retryWeek(weekCtx, subscription, batch, {
      now: true,
      ...(services.sleep ? { sleep: services.sleep } : {}),
    });
    if (outcome === 'done') tried += 1;
  }
  return tried;
}
