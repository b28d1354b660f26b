import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface CartUpdate {
  /** The first segment of the page's route: Events or Experiences. */
  productGroup: 'Events' | 'Experiences';
  productId: number;
  action: 'add' | 'increase' | 'decrease' | 'remove';
  quantity: number;
}

/** POST /api/cart/update-item-to-cart (spec part 1 §7). */
export const updateCart = (update: CartUpdate) => apiFetch('/api/cart/update-item-to-cart', { body: update, csrf: true });

/** On success the cart (badge and orders) is reloaded. */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCart, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }) });
}
