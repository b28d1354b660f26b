import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { GiftCardBalanceSchema } from '@trg/contract/gift-cards';
import { apiFetch } from '../../../lib/api-client.ts';

const checkBalance = (code: string) => apiFetch(API_PATHS.giftCards.balance, { body: { code }, schema: GiftCardBalanceSchema });

/** A card's balance, currency and expiry, by its code. */
export function useGiftCardBalance() {
  return useMutation({ mutationFn: checkBalance });
}
