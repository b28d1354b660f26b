import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ResendConfirmationResultSchema } from '@trg/contract/operator-orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/operator/orders/:id/resend-confirmation */
export const postOrderResend = (id: number): Promise<{ message: string }> =>
  apiFetch(OPERATOR_API_PATHS.orderResendConfirmation.replace(':id', String(id)), {
    method: 'POST',
    body: {},
    schema: ResendConfirmationResultSchema,
  });
