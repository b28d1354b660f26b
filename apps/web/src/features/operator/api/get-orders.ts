import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { OrdersPageSchema, type OrdersPage } from '@trg/contract/operator-orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/operator/orders */
export function getOrders(params: { q: string; status: string; page: number }): Promise<OrdersPage> {
  const query = new URLSearchParams({ q: params.q, page: String(params.page) });
  if (params.status) query.set('status', params.status);
  return apiFetch(`${OPERATOR_API_PATHS.orders}?${query}`, { schema: OrdersPageSchema });
}
