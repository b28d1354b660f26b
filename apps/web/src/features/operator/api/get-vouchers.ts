import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { VoucherPageSchema } from '@trg/contract/operator-vouchers';
import { apiFetch } from '../../../lib/api-client.ts';
import { voucherKeys } from './vouchers-keys.ts';

export const getVouchers = (q: string, page: number) =>
  apiFetch(`${OPERATOR_API_PATHS.vouchers}?${new URLSearchParams({ q, page: String(page) })}`, { schema: VoucherPageSchema });

export const useVouchers = (q: string, page: number) =>
  useQuery({ queryKey: voucherKeys.list(q, page), queryFn: () => getVouchers(q, page), placeholderData: keepPreviousData });
