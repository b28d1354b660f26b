import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { HostDetailSchema, type HostDetail } from '@trg/contract/operator-hosts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/operator/hosts/:id/suspend or /reinstate, with the reason the host reads. */
export const postHostSuspension = (id: number, suspend: boolean, reason: string): Promise<HostDetail> =>
  apiFetch((suspend ? OPERATOR_API_PATHS.hostSuspend : OPERATOR_API_PATHS.hostReinstate).replace(':id', String(id)), {
    method: 'POST',
    body: { reason },
    schema: HostDetailSchema,
  });
