import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { RefundResultSchema, type RefundInput, type RefundResult } from '@trg/contract/operator-orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/operator/orders/:id/refunds */
export const postOrderRefund = (id: number, input: RefundInput): Promise<RefundResult> =>
  apiFetch(OPERATOR_API_PATHS.orderRefund.replace(':id', String(id)), { method: 'POST', body: input, schema: RefundResultSchema });
