import { SLOT_PARAM } from '@trg/contract/paths';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductGroup } from '@trg/contract/cart';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { updateCart, useUpdateCart } from '../api/update-cart.ts';
import { cartKeys } from '../api/query-keys.ts';

/**
 * True for the server's refusal to mix currencies in one order (409, naming productId; see cart-lines.ts):
 * the one add that 'Empty cart and add' can resolve.
 */
export function isCurrencyConflict(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && 'productId' in error.fields;
}

/** The query parameter that carries a signed-out visitor's chosen quantity through /login and back. */
export const PENDING_ADD_PARAM = 'add';

/**
 * The query parameter that carries the slot chosen with it, for an experience sold by the slot (alone, as
 * `experienceSlotPath` writes it: the slot shown as chosen).
 */
export const PENDING_SLOT_PARAM = SLOT_PARAM;

/** The pending slot's id in a returning URL, when it is a plain whole number; else null (the server checks it is the item's). */
export function pendingSlot(search: string): number | null {
  const raw = new URLSearchParams(search).get(PENDING_SLOT_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const slot = Number(raw);
  return slot >= 1 ? slot : null;
}

/** The pending quantity in a returning URL, when it is a whole number from 1 to `most`; else null (ignored). */
export function pendingQuantity(search: string, most: number): number | null {
  const raw = new URLSearchParams(search).get(PENDING_ADD_PARAM);
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= most ? quantity : null;
}

/** Adds tickets of one item (of one slot, for an experience sold by the slot); or empties the cart (another currency) and then adds them. */
export function useAddToCart(productGroup: ProductGroup, productId: number) {
  const queryClient = useQueryClient();
  const update = useUpdateCart();
  const add = (quantity: number, slot?: number) =>
    update.mutateAsync({ productGroup, productId, action: 'add', quantity, ...(slot === undefined ? {} : { slot }) });
  const emptyCartAndAdd = async (quantity: number, slot?: number) => {
    // Loaded on demand: the event pages' first script stays small.
    const { getMyOrders } = await import('../api/get-my-orders.ts');
    const order = await getMyOrders();
    for (const line of order.cart) {
      await updateCart({
        productGroup: line.orderType,
        productId: line.productId,
        action: 'remove',
        ...(line.slot ? { slot: line.slot.id } : {}),
      });
    }
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    return add(quantity, slot);
  };
  return { add, emptyCartAndAdd };
}
