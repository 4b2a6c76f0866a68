import { and, eq } from 'drizzle-orm';
import { menus } from '../../src/db/schema.ts';
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
