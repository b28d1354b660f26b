import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderDataSchema } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

export const getMyOrders = () => apiFetch(API_PATHS.cart.myOrders, { schema: OrderDataSchema });

export const myOrdersQueryOptions = () => queryOptions({ queryKey: cartKeys.orders(), queryFn: getMyOrders, staleTime: 10_000 });

/** The member's cart with its totals, as the server prices it. */
export function useMyOrders(enabled: boolean) {
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
