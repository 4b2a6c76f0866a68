import { useQuery } from '@tanstack/react-query';
import type { AuditTrail, AuditedEntity } from '@mealbox/contracts';
import { api } from '../../../lib/http';
import { adminKeys } from './admin-list';

export type AuditSubject =
  | { entity: AuditedEntity; entityId: string | number }
  | {
      customerId: number;
    };

const queryOf = (subject: AuditSubject) =>
  'customerId' in subject
    ? `customer_id=${subject.customerId}`
    : `entity=${subject.entity}&entity_id=${encodeURIComponent(String(subject.entityId))}`;

/** The changes staff made to a record, or on a customer's behalf, newest first. */
export function useAuditTrail(subject: AuditSubject) {
  const query = queryOf(subject);
  return useQuery({
    queryKey: [...adminKeys.all, 'audit', query] as const,
    queryFn: () => api.get<AuditTrail>(`/api/admin/audit?${query}`),
  });
}
