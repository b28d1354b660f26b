import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { VoucherRowSchema, type VoucherUpdate } from '@trg/contract/operator-vouchers';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

export const updateVoucher = (id: number, change: VoucherUpdate) =>
  apiFetch(OPERATOR_API_PATHS.voucher.replace(':id', String(id)), { method: 'PATCH', body: change, schema: VoucherRowSchema });

export function useUpdateVoucher(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: VoucherUpdate) => updateVoucher(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
