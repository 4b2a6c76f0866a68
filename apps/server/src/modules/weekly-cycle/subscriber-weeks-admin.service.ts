import type {
  SubscriberWeekList,
  SubscriberWeekListQuery,
  SubscriberWeekMenus,
} from '@mealbox/contracts';
import { currentOrderingWeek } from '../../lib/weeks.ts';
import { listWeekStates } from '../reports/week-states.repository.ts';
import type { ServiceContext } from '../service-context.ts';
import { publishedMenusOfWeek } from './subscriber-weeks-admin.repository.ts';

/**
 * GET /api/admin/subscription-weeks: a week's subscribers as the weekly operations list them (the
 * unattended queue, the order status), by the rule the week's counts follow, one page of them.
 * Without a week, the store's current ordering week.
 */
export async function listSubscriberWeeks(
  ctx: ServiceContext,
  query: SubscriberWeekListQuery,
): Promise<SubscriberWeekList> {
  const week = query.week ?? currentOrderingWeek(ctx.clock.now(), ctx.env.STORE_TIMEZONE);
  const { rows, total } = await listWeekStates(ctx.db, { ...query, week });
  return {
    total,
    rows: rows.map((r) => ({
      subscription_id: r.subscriptionId,
      user_id: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      channel_id: r.channelId,
      plan_sku: r.planSku,
      plan_name: r.planName,
      meals_per_week: r.mealsPerWeek,
      picking_required: r.pickingRequired,
      state: r.state,
      order_id: r.orderId,
      charge_attempts: r.chargeAttempts,
      next_charge_at: r.nextChargeAt?.toISOString() ?? null,
      last_decline: r.lastDecline,
    })),
  };
}

/** GET /api/admin/subscription-weeks/menus?week=: the channels whose week can be run. */
export async function subscriberWeekMenus(
  ctx: ServiceContext,
  week: string,
): Promise<SubscriberWeekMenus> {
  return {
    menus: (await publishedMenusOfWeek(ctx.db, week)).map((m) => ({
      channel_id: m.channelId,
      channel_slug: m.channelSlug,
      channel_name: m.channelName,
      delivery_date: m.deliveryDate,
      picking_deadline: m.pickingDeadline.toISOString(),
    })),
  };
}
