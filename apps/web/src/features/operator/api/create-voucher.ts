import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { VoucherRowSchema, type VoucherInput } from '@trg/contract/operator-vouchers';
import { apiFetch } from '../../../lib/api-client.ts';
import { operatorKeys } from './query-keys.ts';

export const createVoucher = (input: VoucherInput) =>
  apiFetch(OPERATOR_API_PATHS.vouchers, { method: 'POST', body: input, schema: VoucherRowSchema });

export function useCreateVoucher() {
  const client = useQueryClient();
  // The audit log changes too: refresh the whole console.
  return useMutation({ mutationFn: createVoucher, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }) });
}
