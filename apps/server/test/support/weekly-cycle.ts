import { and, eq } from 'drizzle-orm';
import { channels, menus } from '../../src/db/schema.ts';
import type { InProcessDispatcher } from '../../src/modules/weekly-cycle/run-cycle.ts';
import type { TestApp } from './test-app.ts';

/**
 * The weekly cycle's tests seed the demo store with the clock at Thursday, Nov 26 2026, noon in
 * New York: the week of Dec 7 is the current ordering week (its deadline Wednesday, Dec 2 at
 * 11:59 PM, 04:59 UTC on Dec 3; delivery Monday, Dec 7), the week of Dec 14 the next.
 */
export const CYCLE_SEEDED_AT = '2026-11-26T17:00:00Z';
export const CYCLE_WEEK = '2026-12-07';
export const CYCLE_NEXT_WEEK = '2026-12-14';
/** Monday, Dec 7 begins in New York: the week of Dec 7 is delivered and its unpaid are cancelled. */
export const CYCLE_DELIVERY_STARTS = '2026-12-07T05:00:00Z';

/** The id of a channel of the test store, by its slug (the demo store's by default). */
export async function channelIdOf(t: TestApp, slug = 'mealbox'): Promise<number> {
  const [channel] = await t.database.db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.slug, slug));
  if (!channel) throw new Error(`no channel ${slug}`);
  return channel.id;
}

/** A published week's picking deadline in the test store (the first channel's). */
export async function deadlineOf(t: TestApp, week: string): Promise<Date> {
  const [menu] = await t.database.db
    .select()
    .from(menus)
    .where(and(eq(menus.week, week), eq(menus.status, 'published')))
    .limit(1);
  if (!menu) throw new Error(`no menu for the week of ${week}`);
  return menu.pickingDeadline;
}

/** Resolves once the app's runs started so far (worked in its own process) have ended. */
export const cycleIdle = (t: TestApp) =>
  (t.app.services.cycle.dispatcher as InProcessDispatcher).idle();
