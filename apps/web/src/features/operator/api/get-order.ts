import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { OrderDetailSchema, type OrderDetail } from '@trg/contract/operator-orders';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/operator/orders/:id */
export const getOrder = (id: number): Promise<OrderDetail> =>
  apiFetch(OPERATOR_API_PATHS.order.replace(':id', String(id)), { schema: OrderDetailSchema });
