import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { HostsPageSchema, type HostsPage } from '@trg/contract/operator-hosts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/operator/hosts */
export const getHosts = (params: { q: string; page: number }): Promise<HostsPage> =>
  apiFetch(`${OPERATOR_API_PATHS.hosts}?${new URLSearchParams({ q: params.q, page: String(params.page) })}`, { schema: HostsPageSchema });
