import { useQuery } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { VoucherItemsSchema } from '@trg/contract/operator-vouchers';
import { apiFetch } from '../../../lib/api-client.ts';
import { voucherKeys } from './vouchers-keys.ts';

/** Published events and experiences, for a voucher's item select. */
export const getVoucherItems = () => apiFetch(OPERATOR_API_PATHS.voucherItems, { schema: VoucherItemsSchema });

export const useVoucherItems = () => useQuery({ queryKey: voucherKeys.items(), queryFn: getVoucherItems, staleTime: 60_000 });
