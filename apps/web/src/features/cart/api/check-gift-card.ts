import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { GiftCardBalanceSchema } from '@trg/contract/gift-cards';
import { apiFetch } from '../../../lib/api-client.ts';

const checkGiftCard = (code: string) => apiFetch(API_PATHS.giftCards.balance, { body: { code }, schema: GiftCardBalanceSchema });

/** The checkout's gift card field: what is left on a card before it is applied. */
export function useCheckGiftCard() {
  return useMutation({ mutationFn: checkGiftCard });
}
