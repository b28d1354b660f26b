import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { AuditPageSchema } from '@trg/contract/operator';
import { apiFetch } from '../../../lib/api-client.ts';
import { auditKeys } from './vouchers-keys.ts';

export interface AuditFilters {
  q: string;
  action: string;
  subjectType: string;
  page: number;
}

export function getAudit(filters: AuditFilters) {
  const params = new URLSearchParams({ q: filters.q, page: String(filters.page) });
  if (filters.action) params.set('action', filters.action);
  if (filters.subjectType) params.set('subjectType', filters.subjectType);
  return apiFetch(`${OPERATOR_API_PATHS.audit}?${params}`, { schema: AuditPageSchema });
}

export const useAudit = (filters: AuditFilters) =>
  useQuery({ queryKey: auditKeys.list({ ...filters }), queryFn: () => getAudit(filters), placeholderData: keepPreviousData });
