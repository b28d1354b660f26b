import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentIntentResultSchema, type CreatePaymentIntentInput } from '@trg/contract/cart';
import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { cartKeys } from './query-keys.ts';

export const createPaymentIntent = (input: CreatePaymentIntentInput) =>
  apiFetch(API_PATHS.cart.createPaymentIntent, { body: input, schema: PaymentIntentResultSchema });

/** Confirm Details: stores the attendee, holds the tickets and starts the payment. */
export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentIntent,
    // The order now shows its frozen prices and the time the tickets are held until (or why they could not be).
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
