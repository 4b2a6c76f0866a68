import type { AuditEventView, AuditTrailQuery, AuditedEntity } from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { GatedWrite, WriteCondition } from '../../db/gated-writes.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { signedIn } from '../accounts/signed-in.ts';
import type { ServiceContext } from '../service-context.ts';
import { insertAuditEventWhen, insertAuditEvents, listAuditEvents } from './audit.repository.ts';

type Fields = Record<string, unknown>;

/** One change made by staff, as the service that made it describes it. */
export interface StaffChange {
  entity: AuditedEntity;
  entityId: string | number;
  /** The customer it concerns (their order, subscription, balance), when there is one. */
  customerId?: number | null;
  /** What was done, in a word or two: 'update', 'refund', 'skip week', 'publish'… */
  action: string;
  /** The record before and after; only the fields that differ are kept. */
  before?: Fields | null;
  after?: Fields | null;
  reason?: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields a change touched, as they were and as they became (a creation has no before). */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Fields = {};
  const now: Fields = {};
  for (const key of keys) {
    if (same(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/**
 * Records changes made by the signed-in staff member, in the transaction that makes them (pass
 * it as `db`), so no change is kept without its record. A change that touched nothing (an
 * update to the same values) is not recorded.
 */
export async function recordStaffChanges(
  db: DbOrTx,
  ctx: ServiceContext,
  changes: readonly StaffChange[],
): Promise<void> {
  await insertAuditEvents(
    db,
    changes.flatMap((change) => auditRowOf(ctx, change) ?? []),
  );
}

/** The change's record, or undefined when it touched nothing. */
function auditRowOf(ctx: ServiceContext, change: StaffChange) {
  const actor = signedIn(ctx);
  const { before, after } = changedFields(change.before, change.after);
  const touched = before === null || after === null || Object.keys(after).length > 0;
  if (!touched && !change.reason) return undefined;
  return {
    actorUserId: actor.id,
    entity: change.entity,
    entityId: String(change.entityId),
    customerId: change.customerId ?? null,
    action: change.action,
    before,
    after,
    reason: change.reason ?? null,
    createdAt: ctx.clock.now(),
  };
}

/**
 * One staff change as one write of the statement that makes it (db/gated-writes.ts), kept only
 * when `when` holds: a change decided by a conditional write is recorded only if it happened.
 */
export function staffChangeWhen(
  ctx: ServiceContext,
  change: StaffChange,
  when: WriteCondition,
): GatedWrite[] {
  const row = auditRowOf(ctx, change);
  return row ? [insertAuditEventWhen(row, when)] : [];
}

/** One staff change, in the transaction that makes it. */
export const recordStaffChange = (db: DbOrTx, ctx: ServiceContext, change: StaffChange) =>
  recordStaffChanges(db, ctx, [change]);

/** The changes a record shows (newest first): its own, or all made on a customer's behalf. */
export async function auditTrail(
  ctx: ServiceContext,
  query: AuditTrailQuery,
): Promise<AuditEventView[]> {
  const filter =
    query.customer_id !== undefined
      ? { customerId: query.customer_id }
      : query.entity && query.entity_id
        ? { entity: query.entity, entityId: query.entity_id }
        : null;
  if (!filter) {
    throw new ValidationFailed('Name a record (entity and entity_id) or a customer (customer_id).');
  }
  const rows = await listAuditEvents(ctx.db, filter, 200);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    actor:
      r.actorId === null
        ? null
        : {
            id: r.actorId,
            name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(),
            email: r.actorEmail ?? '',
          },
    entity: r.entity,
    entity_id: r.entityId,
    customer_id: r.customerId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
  }));
}
