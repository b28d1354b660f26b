import { useMutation } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { GiftCardPurchaseSchema, type BuyGiftCardInput } from '@trg/contract/gift-cards';
import { apiFetch } from '../../../lib/api-client.ts';

const buyGiftCard = (input: BuyGiftCardInput) => apiFetch(API_PATHS.giftCards.buy, { body: input, schema: GiftCardPurchaseSchema });

/** Starts buying a card: the server checks the amount and day and answers the payment's client secret. */
export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}

const completeGiftCard = (id: number) =>
  apiFetch(apiPath(API_PATHS.giftCards.complete, { id }), { method: 'POST', body: {}, schema: GiftCardPurchaseSchema });

/** After the card payment: the server asks the provider and issues the card. */
export function useCompleteGiftCard() {
  return useMutation({ mutationFn: completeGiftCard });
}
