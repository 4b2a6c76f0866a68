import {
  boxNotReady,
  mealCount,
  subscriptionMessages,
  type Cart,
  type PickWeekInput,
  type StartPickInput,
  type WeekChanged,
} from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import { signedIn } from '../accounts/signed-in.ts';
import { track } from '../analytics/analytics.service.ts';
import { emptyBox, startSubscriptionPick, subscriptionPickBox } from '../cart/cart.service.ts';
import { savePicksOf, weekPicksOf } from './subscriptions.repository.ts';
import { openWeek, ownedOpenWeek, weekNow } from './subscriptions.service.ts';

/**
 * POST /api/cart/subscription-week: the box for the week holds the subscription's plan and the
 * week's current picks, so the usual menu changes them until the deadline.
 */
export async function startPick(ctx: ServiceContext, input: StartPickInput): Promise<Cart> {
  const user = signedIn(ctx);
  await openWeek(ctx, input.week, 'changed');
  const target = { subscriptionId: input.subscription_id, userId: user.id, week: input.week };
  const owned = await ownedOpenWeek(ctx, target);
  const lines = await weekPicksOf(ctx.db, target.subscriptionId, target.week);
  return startSubscriptionPick(ctx, input.week, { mealPlanId: owned.mealPlanId, lines });
}

/**
 * POST /api/pickWeek: the box's meals become the week's picks (state `picked`; nothing is
 * charged until the week locks) and the box is emptied, in one transaction. The box must hold
 * exactly the plan's number of meals.
 */
export async function savePicks(
  ctx: ServiceContext,
  input: PickWeekInput,
  now = ctx.clock.now(),
): Promise<WeekChanged> {
  const user = signedIn(ctx);
  const menu = await openWeek(ctx, input.week, 'changed', now);
  const target = { subscriptionId: input.subscription_id, userId: user.id, week: input.week };
  const owned = await ownedOpenWeek(ctx, target);
  const box = await subscriptionPickBox(ctx, input.week);
  if (!box || box.mealPlanId !== owned.mealPlanId) {
    throw new Conflict(subscriptionMessages.noPickBox);
  }
  const notReady = boxNotReady({
    count: mealCount(box.lines),
    planSize: owned.mealsPerWeek,
    action: null,
  });
  if (notReady) throw new ValidationFailed(notReady);
  await ctx.db.transaction(async (tx) => {
    if (!(await savePicksOf(tx, target, box.lines)))
      throw new Conflict(subscriptionMessages.locked);
    await emptyBox(ctx, tx, input.week);
  });
  await track(ctx, 'meals_picked', { subscription_id: target.subscriptionId, week: target.week });
  return {
    message: subscriptionMessages.picksSaved,
    week: await weekNow(ctx, target, owned, menu, now),
  };
}
