import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertWhen, type GatedWrite, type WriteCondition } from '../../db/gated-writes.ts';
import { auditEvents, users } from '../../db/schema.ts';

export type AuditEventInsert = typeof auditEvents.$inferInsert;

/** Kept in the caller's transaction: the change and its record stand or fall together. */
export async function insertAuditEvents(
  db: DbOrTx,
  events: readonly AuditEventInsert[],
): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values([...events]);
}

/** The record as one write of a use case's statement, kept only when `when` holds. */
export function insertAuditEventWhen(event: AuditEventInsert, when: WriteCondition): GatedWrite {
  return { name: 'audit_event', statement: insertWhen(auditEvents, event, when) };
}

export type AuditFilter =
  | { entity: AuditEventInsert['entity']; entityId: string }
  | {
      customerId: number;
    };

/** The newest changes first, with who made them. */
export async function listAuditEvents(db: DbOrTx, filter: AuditFilter, limit: number) {
  const where: SQL | undefined =
    'customerId' in filter
      ? eq(auditEvents.customerId, filter.customerId)
      : and(eq(auditEvents.entity, filter.entity), eq(auditEvents.entityId, filter.entityId));
  return db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      customerId: auditEvents.customerId,
      action: auditEvents.action,
      before: auditEvents.before,
      after: auditEvents.after,
      reason: auditEvents.reason,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where)
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
