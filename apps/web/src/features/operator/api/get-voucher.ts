import { useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { VoucherDetailSchema } from '@trg/contract/operator-vouchers';
import { apiFetch } from '../../../lib/api-client.ts';
import { voucherKeys } from './vouchers-keys.ts';

export const getVoucher = (id: number) => apiFetch(OPERATOR_API_PATHS.voucher.replace(':id', String(id)), { schema: VoucherDetailSchema });

export const useVoucher = (id: number) => useQuery({ queryKey: voucherKeys.detail(id), queryFn: () => getVoucher(id) });
