import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

// The schema loads with the first call (members only), so it stays out of every page's first script.
export const getCartSummary = async () =>
  apiFetch(API_PATHS.cart.summary, { schema: (await import('@trg/contract/cart')).CartSummarySchema });

export const cartSummaryQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.summary(), queryFn: getCartSummary, staleTime: 30_000, retry: 1 });

/** The cart badge count; 0 when logged out or while it cannot be loaded. */
export function useCartCount(enabled: boolean): number {
  const query = useQuery({ ...cartSummaryQueryOptions(), enabled });
  return enabled ? (query.data?.numberOfItemsInCart ?? 0) : 0;
}
