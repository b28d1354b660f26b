import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { HostDetailSchema, type HostDetail } from '@trg/contract/operator-hosts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/operator/hosts/:id */
export const getHost = (id: number): Promise<HostDetail> =>
  apiFetch(OPERATOR_API_PATHS.host.replace(':id', String(id)), { schema: HostDetailSchema });
