import { operatorKeys } from './query-keys.ts';

/** The vouchers area's query keys. */
export const voucherKeys = {
  all: operatorKeys.area('vouchers'),
  list: (q: string, page: number) => [...operatorKeys.area('vouchers'), 'list', q, page] as const,
  detail: (id: number) => [...operatorKeys.area('vouchers'), 'detail', id] as const,
  items: () => [...operatorKeys.area('vouchers'), 'items'] as const,
};

/** The audit area's query keys. */
export const auditKeys = {
  all: operatorKeys.area('audit'),
  list: (filters: Record<string, string | number>) => [...operatorKeys.area('audit'), 'list', filters] as const,
};
