import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompleteOrderResultSchema, type CompleteOrderInput } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

export const completeOrder = (input: CompleteOrderInput) =>
  apiFetch(API_PATHS.cart.completeOrder, { body: input, schema: CompleteOrderResultSchema });

/** After the card payment: the server checks it with the provider and books the order. */
export function useCompleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
