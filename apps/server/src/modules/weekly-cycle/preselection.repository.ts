import { sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { PICK_REASONS, SUBSCRIPTION_WEEK_STATES } from '@mealbox/contracts';
import { queryBuiltJson, type DbOrTx } from '../../db/client.ts';

const PreselectionRow = z.object({
  subscription_id: z.int(),
  subscription_active: z.boolean(),
  week: z.string(),
  state: z.enum(SUBSCRIPTION_WEEK_STATES),
  delivery_date: z.string(),
  picking_deadline: z.pipe(
    z.string(),
    z.transform((s) => new Date(s)),
  ),
  meals: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      image: z.string(),
      quantity: z.int(),
      reason: z.enum(PICK_REASONS),
    }),
  ),
});
export type PreselectionRow = z.infer<typeof PreselectionRow>;

/**
 * The subscription week a preselection's key names, with its channel's menu dates and its meals
 * (by name); undefined for a key no week has.
 */
export async function findPreselection(
  db: DbOrTx,
  key: string,
): Promise<PreselectionRow | undefined> {
  const row = await queryBuiltJson<unknown>(
    db,
    sql`SELECT json_build_object(
              'subscription_id', s.id, 'subscription_active', s.status = 'active',
              'week', w.week, 'state', w.state,
              'delivery_date', m.delivery_date, 'picking_deadline', m.picking_deadline,
              'meals', COALESCE((
                SELECT json_agg(json_build_object(
                         'sku', mi.sku, 'name', mi.name, 'image', mi.image,
                         'quantity', i.quantity, 'reason', i.reason) ORDER BY mi.name)
                  FROM subscription_week_items i JOIN menu_items mi ON mi.id = i.menu_item_id
                 WHERE i.subscription_week_id = w.id), '[]'::json))
          FROM subscription_weeks w
          JOIN subscriptions s ON s.id = w.subscription_id
          JOIN menus m ON m.channel_id = s.channel_id AND m.week = w.week
         WHERE w.preselection_key = ${key}::text
         LIMIT 1`,
  );
  return row === undefined || row === null ? undefined : PreselectionRow.parse(row);
}

/**
 * The preselected week the key names becomes `picked`, its meals and their reasons kept: one
 * conditional write, only while it is still preselected, its subscription active and its
 * deadline after `now` (the store's clock), so a week the lock has taken is never changed. True
 * when it moved.
 */
export async function confirmPreselection(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  const moved = await queryBuiltJson<number>(
    db,
    sql`WITH confirmed AS (
          UPDATE subscription_weeks w SET state = 'picked', updated_at = now()
            FROM subscriptions s, menus m
           WHERE w.preselection_key = ${key}::text AND w.state = 'preselected'
             AND s.id = w.subscription_id AND s.status = 'active'
             AND m.channel_id = s.channel_id AND m.week = w.week
             AND m.picking_deadline > ${now.toISOString()}::timestamptz
          RETURNING w.id
        )
        SELECT to_json(count(*)::integer) FROM confirmed`,
  );
  return (moved ?? 0) > 0;
}
