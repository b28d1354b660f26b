import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCartInput } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

// The schema (and zod) loads with the first change, so that the event pages' first script stays small.
export const updateCart = async (input: UpdateCartInput) =>
  apiFetch(API_PATHS.cart.update, { body: input, schema: (await import('@trg/contract/cart')).UpdateCartResultSchema });

/** Any change to the cart (add, increase, decrease, remove, voucher); the badge and order data follow. */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCart,
    onSuccess: (data) => {
      queryClient.setQueryData(cartKeys.orders(), data);
      queryClient.setQueryData(cartKeys.summary(), { numberOfItemsInCart: data.numberOfItemsInCart });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
