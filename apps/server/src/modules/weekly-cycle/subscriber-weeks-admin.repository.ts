import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { channels, menus } from '../../db/schema.ts';

/** A channel's published menu of a week, with the slug a run of the weekly cycle is started by. */
export interface WeekMenuRow {
  channelId: number;
  channelSlug: string;
  channelName: string;
  deliveryDate: string;
  pickingDeadline: Date;
}

/** The week's published menus, one per channel (their unique key), the default channel first. */
export async function publishedMenusOfWeek(db: DbOrTx, week: string): Promise<WeekMenuRow[]> {
  return db
    .select({
      channelId: channels.id,
      channelSlug: channels.slug,
      channelName: channels.name,
      deliveryDate: menus.deliveryDate,
      pickingDeadline: menus.pickingDeadline,
    })
    .from(menus)
    .innerJoin(channels, eq(channels.id, menus.channelId))
    .where(and(eq(menus.week, week), eq(menus.status, 'published')))
    .orderBy(desc(channels.isDefault), asc(channels.name));
}
