import * as z from 'zod/mini';
import type { Permission } from './user.ts';

// What every admin page shares: the refusal, the lists' paging, the audit trail.

export const adminMessages = {
  notPermitted: (permission: Permission) =>
    `You do not have permission to do this (it needs ${permission}).`,
} as const;

/** Rows a list page may show at once (the data grid's page size choices). */
export const GRID_PAGE_SIZES = [10, 25, 50, 100] as const;
export const GRID_DEFAULT_PAGE_SIZE = 25;

const pageNumber = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));
const pageSize = z.coerce.number().check(
  z.int(),
  z.refine((n) => (GRID_PAGE_SIZES as readonly number[]).includes(n), {
    message: `A page has ${GRID_PAGE_SIZES.join(', ')} rows.`,
  }),
);

/** Search text of a list, trimmed; empty means no search. */
export const GridSearch = z.optional(z.string().check(z.trim(), z.maxLength(200)));

/**
 * The query string of an admin list (and its page's URL, so a list reloads as it was left):
 * `page` (from 0), `page_size`, `sort` (one of the list's sortable fields) and `order`, `q`
 * (search), then the list's own filters. Every value arrives as text.
 */
export function gridQuery<
  const Sortable extends readonly [string, ...string[]],
  const Filters extends Record<string, z.core.$ZodType>,
>(sortable: Sortable, filters: Filters) {
  return z.object({
    page: z._default(pageNumber, 0),
    page_size: z._default(pageSize, GRID_DEFAULT_PAGE_SIZE),
    sort: z.optional(z.enum(sortable)),
    order: z._default(z.enum(['asc', 'desc']), 'asc'),
    q: GridSearch,
    ...filters,
  });
}

/** One page of a list: its rows and how many rows the whole filtered list has. */
export function gridPage<Row extends z.core.$ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.int() });
}

/** A channel as admin pages name it (lists' channel filters, a week's or a code's channel). */
export const AdminChannel = z.object({ id: z.int(), name: z.string() });
export type AdminChannel = z.infer<typeof AdminChannel>;
/** Every channel of the store, the default first, then by name. */
export const AdminChannels = z.object({ channels: z.array(AdminChannel) });
export type AdminChannels = z.infer<typeof AdminChannels>;

/** An id in a path (`/api/admin/orders/:id`). */
export const IdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** What staff may change, each its own kind of record. */
export const AUDITED_ENTITIES = [
  'user',
  'subscription',
  'order',
  'menu',
  'menu_item',
  'discount',
  'gift_card',
  /** A mail of the outbox (staff send a failed one again). */
  'email',
] as const;
export const AuditedEntity = z.enum(AUDITED_ENTITIES);
export type AuditedEntity = z.infer<typeof AuditedEntity>;

/** One change made by staff, as the record it changed shows it. */
export const AuditEventView = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.nullable(z.object({ id: z.int(), name: z.string(), email: z.string() })),
  entity: AuditedEntity,
  entity_id: z.string(),
  customer_id: z.nullable(z.int()),
  action: z.string(),
  /** Only the fields the change touched, as they were and as they became. */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  reason: z.nullable(z.string()),
});
export type AuditEventView = z.infer<typeof AuditEventView>;

/** GET /api/admin/audit: a record's changes (entity and entity_id), or a customer's. */
export const AuditTrailQuery = z.object({
  entity: z.optional(AuditedEntity),
  entity_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  customer_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
export type AuditTrailQuery = z.infer<typeof AuditTrailQuery>;

export const AuditTrail = z.object({ events: z.array(AuditEventView) });
export type AuditTrail = z.infer<typeof AuditTrail>;
